// Tessera Studio and style guide: renders a gallery tree (GalleryModel) into the page. In the
// Studio it fetches trees from the server and sends edits; in the style guide it reads the trees
// embedded in the page. Theme strings only ever reach the page through textContent, attributes
// and style properties, never as markup.
"use strict";
const page = document.body.dataset.page;
const studio = page === "studio";
const $ = (id) => document.getElementById(id);
const token = document.querySelector('meta[name="tessera-token"]')?.content ?? "";
const embedded = studio ? null : JSON.parse($("tessera-data").textContent);
// The SVG namespace, as the HTML parser gives inline <svg> (so the page names no URL).
const svgNS = (() => { const t = document.createElement("template"); t.innerHTML = "<svg></svg>"; return t.content.firstChild.namespaceURI; })();
const weights = { ultraLight: 100, thin: 200, light: 300, regular: 400, medium: 500, semibold: 600, bold: 700, heavy: 800, black: 900 };
const modeKey = { "light-standard": "light", "dark-standard": "dark", "light-increased": "increasedContrastLight", "dark-increased": "increasedContrastDark" };
const modeNames = { "light-standard": "Light", "dark-standard": "Dark", "light-increased": "Light, increased contrast", "dark-increased": "Dark, increased contrast" };
let revision = 0;
let gallery = null;
/** Refused edits by path: what was typed and the core's message, shown at the field until a valid value replaces it. */
const refused = new Map();
window.tesseraTimings = { firstRender: null, edits: [] };

function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (value === undefined || value === null) continue;
    if (key === "style") Object.assign(node.style, value);
    else if (key === "dataset") Object.assign(node.dataset, value);
    else if (key === "text") node.textContent = value;
    else if (key === "attrs") for (const [name, v] of Object.entries(value)) node.setAttribute(name, v);
    else node[key] = value;
  }
  node.append(...children.filter((c) => c !== null && c !== undefined));
  return node;
}
function svg(tag, attrs = {}, ...children) {
  const node = document.createElementNS(svgNS, tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

function context() {
  return {
    appearance: $("appearance").value, contrast: $("contrast").value, size: $("size").value,
    width: $("width").value, height: $("height").value,
    reduceMotion: $("reduceMotion").checked, reduceTransparency: $("reduceTransparency").checked, boldText: $("boldText").checked,
  };
}
const modeOf = (c) => c.appearance + "-" + c.contrast;

function notify(text, isError = false) {
  $("notice").textContent = text ?? "";
  $("notice").className = isError ? "error" : "";
}

// MARK: Talking to the server (Studio)

async function post(path, body) {
  const response = await fetch(path, {
    method: "POST", headers: { "Content-Type": "application/json", "X-Tessera-Token": token }, body: JSON.stringify(body ?? {}),
  });
  const reply = await response.json().catch(() => ({}));
  return { ok: response.ok, reply, status: response.status };
}

async function command(path, body) {
  const { ok, reply } = await post(path, body);
  if (!ok) notify((reply.diagnostics ?? [reply.error ?? "Request failed"])[0], true);
  await refresh();
  return ok;
}

/** Sends one edit; a refusal is shown at the field with the core's message and the typed text kept. */
async function edit(path, value, typed) {
  const key = JSON.stringify(path);
  const { ok, reply } = await post("/api/edit", { path, value });
  if (ok) {
    refused.delete(key);
    notify("");
    await refresh(true);
  } else {
    refused.set(key, { typed, message: (reply.diagnostics ?? [reply.error ?? "The edit was refused"]).join("\n") });
    notify("That value was not applied: see the field", true);
    showRefusals();
  }
  return ok;
}

function showRefusals() {
  for (const input of document.querySelectorAll("[data-path]")) {
    const entry = refused.get(input.dataset.path);
    const error = input.closest(".field")?.querySelector(".field-error");
    if (entry) {
      input.value = entry.typed;
      input.setAttribute("aria-invalid", "true");
      if (error) error.textContent = entry.message;
    } else {
      input.removeAttribute("aria-invalid");
      if (error) error.textContent = "";
    }
  }
}

/** A labelled input that edits `path`; its error (if any) shows under it. */
function field(path, label, input, toValue) {
  input.dataset.path = JSON.stringify(path);
  input.setAttribute("aria-label", label);
  const error = el("span", { className: "field-error", attrs: { role: "alert" } });
  input.id = "field-" + path.join("-").replace(/[^A-Za-z0-9-]/g, "_");
  error.id = input.id + "-error";
  input.setAttribute("aria-describedby", error.id);
  input.addEventListener("change", () => {
    let value;
    try { value = toValue(input.value); } catch (problem) {
      refused.set(input.dataset.path, { typed: input.value, message: String(problem) });
      notify("That value was not applied: see the field", true);
      showRefusals();
      return;
    }
    edit(path, value, input.value);
  });
  return el("div", { className: "field" }, input, error);
}

function numberField(path, label, value, bounds) {
  const input = el("input", { type: "number", value: String(value), step: "any", min: String(bounds.min), max: String(bounds.max) });
  return field(path, label, input, (text) => {
    if (text.trim() === "" || !Number.isFinite(Number(text))) throw `${label}: expected a number between ${bounds.min} and ${bounds.max}`;
    return Number(text);
  });
}

// MARK: Colour values as designers type them

const unit = (text, scale) => text.endsWith("%") ? Number(text.slice(0, -1)) / 100 : Number(text) / scale;
const round = (n, places) => Math.round(n * 10 ** places) / 10 ** places;

/** A typed colour as the theme file writes it: a hex or reference string, or a colour object. Throws a message when it is not one. */
function colorValue(text) {
  const typed = text.trim();
  if (/^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(typed)) return typed.toUpperCase();
  if (/^\{(palette|colors)\.[^{}]+\}$/.test(typed)) return typed;
  const match = typed.match(/^(rgba?|oklch|color)\(\s*(.*?)\s*\)$/i);
  if (!match) throw `expected #RRGGBB(AA), rgb(…), oklch(…), color(display-p3 …) or {palette.NAME}; found "${typed}"`;
  let fn = match[1].toLowerCase(), body = match[2], space;
  if (fn === "color") {
    const named = body.match(/^(display-p3|srgb|srgb-linear|oklab|oklch)\s+(.*)$/);
    if (!named) throw `color(…) needs a colour space: display-p3, srgb, srgb-linear, oklab or oklch`;
    space = named[1]; body = named[2];
  } else space = fn.startsWith("rgb") ? "srgb" : "oklch";
  let [main, alphaText] = body.split("/").map((part) => part?.trim());
  let parts = main.split(/[\s,]+/).filter(Boolean);
  if (alphaText === undefined && parts.length === 4) alphaText = parts.pop();
  if (parts.length !== 3) throw `${fn}(…) needs three components; found ${parts.length}`;
  let components;
  if (fn.startsWith("rgb")) components = parts.map((p) => unit(p, 255));
  else if (space === "oklch") components = [unit(parts[0], 1), Number(parts[1]), Number(parts[2].replace(/deg$/, ""))];
  else components = parts.map((p) => unit(p, 1));
  if (!components.every(Number.isFinite)) throw `${fn}(…) has a component that is not a number`;
  const value = { colorSpace: space, components: components.map((c) => round(c, 6)) };
  if (alphaText !== undefined) {
    const alpha = unit(alphaText, 1);
    if (!Number.isFinite(alpha)) throw `the alpha "${alphaText}" is not a number`;
    value.alpha = round(alpha, 6);
  }
  return value;
}

/** The text a field shows for a written colour value: what `colorValue` reads back the same. */
function colorText(written, fallback) {
  if (written === null || written === undefined) return fallback;
  if (typeof written === "string") return written;
  const [a, b, c] = written.components ?? [];
  const alpha = written.alpha === undefined || written.alpha === null ? "" : ` / ${round(written.alpha, 4)}`;
  if (written.colorSpace === "srgb") return `rgb(${round(a * 255, 3)} ${round(b * 255, 3)} ${round(c * 255, 3)}${alpha})`;
  if (written.colorSpace === "oklch") return `oklch(${round(a, 4)} ${round(b, 4)} ${round(c, 3)}${alpha})`;
  return `color(${written.colorSpace} ${round(a, 5)} ${round(b, 5)} ${round(c, 5)}${alpha})`;
}

// MARK: Rendering

async function refresh(afterEdit = false) {
  const c = context();
  document.documentElement.dataset.ui = c.appearance;
  document.documentElement.dataset.theme = c.appearance;
  document.documentElement.dataset.contrast = c.contrast === "increased" ? "more" : "standard";
  if (!studio) {
    render(guideTree(c));
    return;
  }
  const reply = await fetchGallery();
  const received = performance.now();
  revision = reply.status.revision;
  showStatus(reply.status);
  render(reply.gallery);
  const compare = $("compare")?.value;
  if (compare) renderCompare((await fetchGallery({ preset: compare })).gallery);
  if (afterEdit) window.tesseraTimings.edits.push(performance.now() - received);
}

async function fetchGallery(extra = {}) {
  const response = await fetch("/api/gallery?" + new URLSearchParams({ ...context(), ...extra }));
  if (!response.ok) throw new Error("the gallery could not be read: " + response.status);
  return response.json();
}

/** The embedded gallery for a context: its tree's members, each looked up in the shared parts. */
function guideTree(c) {
  const key = [c.appearance, c.contrast, c.width, c.height, c.boldText, c.reduceTransparency].join("-");
  return Object.fromEntries(Object.entries(embedded.trees[embedded.modes[key]]).map(([name, part]) => [name, embedded.parts[part]]));
}

function showStatus(status) {
  $("undo").disabled = !status.canUndo;
  $("undo").title = status.undoLabel ?? "Nothing to undo";
  $("redo").disabled = !status.canRedo;
  $("redo").title = status.redoLabel ?? "Nothing to redo";
  $("save").disabled = !status.unsaved;
  $("file").textContent = status.file + (status.unsaved ? " — edited" : " — saved");
  if (status.notice && status.notice !== showStatus.last && $("notice").className !== "error") notify(status.notice);
  showStatus.last = status.notice;
}

function render(tree) {
  gallery = tree;
  const c = context();
  document.title = (studio ? "Tessera Studio — " : "Style guide — ") + tree.theme.name;
  $("theme-name").textContent = tree.theme.name;
  for (const node of document.querySelectorAll("[data-mode-name]")) node.textContent = "· " + modeNames[modeOf(c)];
  if (!studio) $("file").textContent = "Style guide";
  // A section is drawn again only when what it shows changed, so an edit redraws its own part.
  const mode = modeOf(c);
  if (changed("colors", mode, tree.colors, tree.colorDetails, tree.palette)) renderColors(tree, c, $("color-grid"));
  if (changed("type", c.size, c.boldText, tree.typography, tree.typeRamp, tree.typeBackgrounds, tree.colors.background)) renderType(tree, c, $("type-ramp"), $("type-cards"));
  if (changed("spacing", tree.spacingScale)) renderSpacing(tree, $("spacing"));
  if (changed("layout", c.width, c.height, tree.layout)) renderLayout(tree, c, $("gaps"), $("grid"));
  if (changed("radii", tree.radii)) renderRadii(tree, $("radii"));
  if (changed("shadows", mode, tree.shadowSpecs, tree.colors.background, tree.colors.surfaceBase)) renderShadows(tree, $("shadows"));
  if (changed("motion", tree.motion)) renderMotion(tree, $("motion"));
  if (changed("buttons", c.boldText, tree.buttons, tree.colors.background, tree.colors.textSecondary)) renderButtons(tree, $("buttons"));
  if (changed("surfaces", c.reduceTransparency, tree.surfaces, tree.surfaceLabels, tree.colors.textPrimary)) renderSurfaces(tree, $("surfaces"));
  if (changed("audit", mode, tree.pairings, tree.colors)) renderAudit(tree, $("audit-summary"), $("pairings"));
  if (studio) {
    showRefusals();
    if (!$("compare").value) {
      for (const node of document.querySelectorAll(".chip.compared")) node.remove();
      $("compare-note").textContent = "";
    }
  }
  if (window.tesseraTimings.firstRender === null) window.tesseraTimings.firstRender = performance.now();
}

const drawn = new Map();
/** Whether what section `name` shows differs from what it showed last (and remembers it). */
function changed(name, ...parts) {
  const key = JSON.stringify(parts);
  if (drawn.get(name) === key) return false;
  drawn.set(name, key);
  return true;
}

function swatch(hex, label) {
  return el("div", { className: "chip checker" }, el("div", { className: "swatch", style: { backgroundColor: hex } }, label ? el("span", { className: "tag", text: label }) : null));
}

function renderColors(tree, c, target) {
  const mode = modeOf(c);
  target.replaceChildren(...Object.entries(tree.colors).map(([role, hex]) => {
    const detail = tree.colorDetails[role];
    const card = el("figure", { className: "card color", dataset: { role } }, el("div", { className: "chips" }, swatch(hex)),
      el("figcaption", {}, el("strong", { text: role }),
        el("code", { className: "hex", text: detail.hex }), el("code", { className: "oklch", text: detail.oklch }),
        el("span", { className: "chain", text: [role, ...detail.chain].join(" ← ") }),
        detail.origin ? el("span", { className: "muted origin", text: "From " + detail.origin }) : null,
        detail.description ? el("span", { className: "muted", text: detail.description }) : null,
        studio ? null : codeLine(`.foregroundStyle(.role(.${role}))`)));
    if (studio) {
      const path = ["colors", role, modeKey[mode]];
      const text = el("input", { type: "text", value: colorText(detail.written, detail.hex), spellcheck: false, className: "color-input", dataset: { role } });
      text.setAttribute("list", "palette-list");
      const picker = el("input", { type: "color", value: detail.hex.slice(0, 7).toLowerCase(), dataset: { role }, title: `Pick ${role}` });
      picker.setAttribute("aria-label", `Pick ${role} (${modeNames[mode]})`);
      picker.addEventListener("change", () => {
        const alpha = detail.hex.length === 9 ? detail.hex.slice(7) : "";
        text.value = picker.value.toUpperCase() + alpha;
        text.dispatchEvent(new Event("change"));
      });
      card.append(el("div", { className: "edit" }, field(path, `${role} (${modeNames[mode]}): hex, rgb(), oklch(), color(display-p3 …) or {palette.NAME}`, text, colorValue), picker));
    }
    return card;
  }));
  if (studio) {
    const list = $("palette-list") ?? document.body.appendChild(el("datalist", { id: "palette-list" }));
    list.replaceChildren(...tree.palette.map((p) => el("option", { value: `{palette.${p.name}}`, text: p.hex })));
  }
}

function renderCompare(other) {
  for (const card of document.querySelectorAll("#color-grid figure.color")) {
    card.querySelector(".chip.compared")?.remove();
    const hex = other.colors[card.dataset.role];
    card.querySelector(".chips").append(Object.assign(swatch(hex ?? "transparent", other.theme.name + (hex ? "" : " — none")), { className: "chip checker compared" }));
  }
  $("compare-note").textContent = `Left: this theme. Right: ${other.theme.name}, ${modeNames[modeOf(context())]}.`;
}

function codeLine(text) {
  const button = el("button", { type: "button", text: "Copy" });
  button.setAttribute("aria-label", "Copy " + text);
  button.addEventListener("click", async () => {
    try { await navigator.clipboard.writeText(text); button.textContent = "Copied"; } catch { button.textContent = "Select and copy"; }
  });
  return el("div", { className: "code" }, el("code", { text }), button);
}

function textStyle(text, size, bold) {
  const weight = weights[text.weight] ?? 400;
  return {
    fontSize: size + "px", fontWeight: bold ? Math.max(weight, 600) : weight, lineHeight: (text.lineHeight * size / text.size) + "px",
    fontFamily: text.family ?? (text.design === "monospaced" ? "ui-monospace, monospace" : text.design === "serif" ? "ui-serif, serif" : text.design === "rounded" ? "ui-rounded, system-ui, sans-serif" : "system-ui, sans-serif"),
    color: text.color, letterSpacing: text.tracking + "px", textTransform: text.textCase === "uppercase" ? "uppercase" : text.textCase === "lowercase" ? "lowercase" : "none",
  };
}

function renderType(tree, c, table, cards) {
  const sizes = tree.dynamicTypeSizes.order;
  const at = sizes.indexOf(c.size);
  const head = el("tr", {}, el("th", { text: "Role", scope: "col" }), el("th", { text: "Sample at " + c.size, scope: "col" }),
    ...sizes.map((s) => el("th", { className: s === c.size ? "current" : "", text: s, scope: "col" })));
  table.replaceChildren(el("thead", {}, head), el("tbody", {}, ...Object.entries(tree.typography).map(([role, text]) => {
    const size = tree.typeRamp[role][at] ?? text.size;
    const background = tree.typeBackgrounds?.[role]?.background ?? tree.colors.background;
    const sample = el("span", { className: "sample", dataset: { role }, text: "The quick brown fox", style: { ...textStyle(text, size, c.boldText), background } });
    const label = el("th", { scope: "row" }, el("span", { text: role }));
    if (studio) label.append(numberField(["typography", role, "size"], `Base size of ${role} (points)`, text.baseSize, { min: 0, max: tree.bounds.points.max }));
    return el("tr", {}, label, el("td", { className: "sample-cell" }, sample),
      ...tree.typeRamp[role].map((s, index) => el("td", { className: index === at ? "current" : "", text: String(round(s, 1)) })));
  })));
  cards.replaceChildren(...(studio ? [] : Object.entries(tree.typography).map(([role, text]) => el("div", { className: "card" },
    el("div", { className: "body" }, el("strong", { text: role }),
      el("span", { className: "muted", text: `${round(text.size, 1)} pt ${text.weight}, line height ${round(text.lineHeight, 1)} pt, on ${tree.typeBackgrounds?.[role]?.against ?? "background"}` }),
      codeLine(`Text("…").textRole(.${role})`))))));
}

function renderSpacing(tree, target) {
  target.replaceChildren(...tree.spacingScale.map(({ name, value }) => {
    const row = el("li", { dataset: { step: name } }, el("code", { text: name }),
      el("span", { className: "track" }, el("span", { className: "step-bar", style: { width: value + "px" } })), el("span", { text: value + " pt" }));
    if (studio) row.append(numberField(["layout", "spacing", name], `Spacing step ${name} (points)`, value, tree.bounds.points));
    else row.append(el("code", { className: "muted", text: `.padding(.${name})` }));
    return row;
  }));
}

function renderLayout(tree, c, gaps, grid) {
  for (const node of document.querySelectorAll("[data-size-class-name]")) node.textContent = `· ${c.width} width, ${c.height} height`;
  gaps.replaceChildren(...Object.entries(tree.layout.gaps ?? {}).map(([name, value]) => el("li", { dataset: { gap: name } }, el("code", { text: name }),
    el("span", { className: "track" }, el("span", { className: "step-bar", style: { width: value + "px" } })), el("span", { text: value + " pt" }),
    studio ? null : el("code", { className: "muted", text: `VStack(spacing: .${name})` }))));
  const g = tree.layout.grid ?? {};
  grid.textContent = `Grid: ${g.columns ?? "–"} columns, gutter ${g.gutter ?? "–"} pt, margin ${g.margin ?? "–"} pt. Readable width ${tree.layout.readableContentWidth ?? "–"} pt; touch targets at least ${tree.layout.minimumTouchTarget ?? "–"} pt.`;
}

function renderRadii(tree, target) {
  target.replaceChildren(...tree.radii.map(({ name, value }) => el("figure", { className: "card", style: { margin: 0 } },
    el("div", { className: "body" }, el("span", { className: "radius-sample", style: { borderRadius: Math.min(value, 24) + "px" } }),
      el("strong", { text: name }), el("span", { className: "muted", text: `${value} pt` })))));
}

function renderShadows(tree, target) {
  const shadows = Object.entries(tree.shadowSpecs ?? {});
  target.replaceChildren(...(shadows.length === 0 ? [el("p", { className: "muted", text: "This theme names no shadows." })] : shadows.map(([name, s]) => {
    const dark = context().appearance === "dark";
    const opacity = (dark ? s.darkOpacity : undefined) ?? s.opacity ?? 0.2;
    const color = typeof s.color === "string" && s.color.startsWith("#") ? s.color : `rgb(0 0 0 / ${opacity})`;
    return el("figure", { className: "card", style: { margin: 0 } },
      el("div", { className: "frame", style: { background: tree.colors.background, border: 0, borderRadius: 0 } },
        el("div", { className: "shadow-sample", style: { background: tree.colors.surfaceBase ?? tree.colors.background, boxShadow: `${s.x ?? 0}px ${s.y ?? 0}px ${s.radius ?? 0}px ${color}` } })),
      el("figcaption", {}, el("strong", { text: name }), el("span", { className: "muted", text: `x ${s.x ?? 0}, y ${s.y ?? 0}, blur ${s.radius ?? 0}` })));
  })));
}

/** The curve's progress from 0 to 1 over its duration, sampled. */
function curveSamples(curve, count = 60) {
  if (curve.curve === "spring") {
    const response = curve.response ?? 0.5, damping = Math.min(curve.damping ?? 0.8, 0.999);
    const omega = 2 * Math.PI / response, decay = damping * omega, damped = omega * Math.sqrt(1 - damping * damping);
    const duration = Math.min(Math.max(-Math.log(0.001) / decay, 0.1), 3);
    return { duration, values: Array.from({ length: count + 1 }, (_, i) => {
      const t = duration * i / count;
      return 1 - Math.exp(-decay * t) * (Math.cos(damped * t) + decay / damped * Math.sin(damped * t));
    }) };
  }
  const [x1, y1, x2, y2] = { linear: [0, 0, 1, 1], easeIn: [0.42, 0, 1, 1], easeOut: [0, 0, 0.58, 1] }[curve.curve] ?? [0.42, 0, 0.58, 1];
  const bezier = (a, b, t) => 3 * a * t * (1 - t) ** 2 + 3 * b * t * t * (1 - t) + t ** 3;
  return { duration: curve.duration ?? 0.25, values: Array.from({ length: count + 1 }, (_, i) => {
    const x = i / count;
    let lo = 0, hi = 1;
    for (let k = 0; k < 30; k++) { const mid = (lo + hi) / 2; if (bezier(x1, x2, mid) < x) lo = mid; else hi = mid; }
    return bezier(y1, y2, (lo + hi) / 2);
  }) };
}

function describeCurve(curve) {
  if (curve.curve === "spring") return `Spring: response ${curve.response ?? "–"} s, damping ${curve.damping ?? "–"}`;
  const names = { linear: "Linear", easeIn: "Ease in", easeOut: "Ease out", easeInOut: "Ease in and out" };
  return `${names[curve.curve] ?? curve.curve}: ${curve.duration ?? "–"} s`;
}

function renderMotion(tree, target) {
  target.replaceChildren(...Object.entries(tree.motion).map(([name, curve]) => {
    const { duration, values } = curveSamples(curve);
    const top = Math.max(1, ...values), bottom = Math.min(0, ...values);
    const y = (v) => 70 - (v - bottom) / (top - bottom) * 60;
    const points = values.map((v, i) => `${(10 + i / (values.length - 1) * 180).toFixed(1)},${y(v).toFixed(1)}`).join(" ");
    const plot = svg("svg", { viewBox: "0 0 200 80", role: "img", "aria-label": `${name}: ${describeCurve(curve)}` },
      svg("line", { class: "axis", x1: 10, y1: y(0), x2: 190, y2: y(0) }), svg("line", { class: "axis", x1: 10, y1: y(1), x2: 190, y2: y(1) }),
      svg("polyline", { class: "curve", points }));
    const dot = el("span", { className: "dot" });
    const track = el("div", { className: "track" }, dot);
    const play = el("button", { type: "button", text: "Play" });
    play.setAttribute("aria-label", "Play " + name);
    play.addEventListener("click", () => {
      const distance = track.clientWidth - 12;
      if (context().reduceMotion || curve.reducedMotion === true) { dot.style.transform = `translateX(${distance}px)`; return; }
      dot.animate(values.map((v) => ({ transform: `translateX(${v * distance}px)` })), { duration: duration * 1000, fill: "forwards" });
    });
    return el("li", { className: "card", dataset: { motion: name } },
      el("div", { className: "body" }, el("strong", { text: name }), el("span", { className: "muted", text: describeCurve(curve) }), plot, track, play,
        studio ? null : codeLine(`.animation(.role(.${name}), value: …)`)));
  }));
}

function shapeOf(b) {
  const kind = typeof b.shape === "string" ? b.shape : Object.keys(b.shape ?? {})[0] ?? "none";
  const radius = typeof b.shape === "object" && b.shape !== null ? Object.values(b.shape)[0]?.radius ?? Object.values(b.shape)[0] : null;
  return { kind, radius: typeof radius === "number" ? radius : null };
}

function buttonSample(role, form, state, b, bold) {
  const shape = shapeOf(b);
  const circle = shape.kind === "circle";
  const style = {
    background: b.fill ?? "transparent", color: b.labelColor, opacity: b.opacity, filter: b.saturation < 1 ? `saturate(${b.saturation})` : "none",
    transform: b.scale !== 1 ? `scale(${b.scale})` : "none", fontSize: ((/icon/i.test(form) && b.iconSize) ? b.iconSize : b.labelSize) + "px", fontWeight: bold ? 700 : weights[b.labelWeight] ?? 400,
    padding: `${b.padding.vertical}px ${b.padding.horizontal}px`, minHeight: b.minHeight + "px",
    border: b.border ? `${b.border.width}px solid ${b.border.color}` : "0",
    borderRadius: circle ? "50%" : shape.kind === "capsule" ? "999px" : shape.radius !== null ? shape.radius + "px" : shape.kind === "roundedRectangle" ? "10px" : "0",
  };
  if (circle) Object.assign(style, { width: (b.circleDiameter ?? b.minHeight) + "px", height: (b.circleDiameter ?? b.minHeight) + "px", minHeight: "0" });
  const icon = /icon/i.test(form) || circle;
  const button = el("button", { type: "button", className: "btn-sample" + (circle ? " circle" : ""), style, dataset: { role, form, state }, tabIndex: -1, text: icon ? "★" : "Label" });
  button.setAttribute("aria-label", `${role} ${form} button, ${state}`);
  if (state === "disabled") button.setAttribute("aria-disabled", "true");
  return button;
}

function renderButtons(tree, target) {
  const bold = context().boldText;
  target.replaceChildren(...Object.entries(tree.buttons).map(([role, button]) => {
    const states = Object.keys(Object.values(button.forms)[0] ?? {});
    const grid = el("div", { className: "button-grid frame", style: { background: tree.colors.background } },
      el("span", {}), ...states.map((s) => el("span", { text: s, style: { color: tree.colors.textSecondary ?? tree.colors.textPrimary, textAlign: "center" } })),
      ...Object.entries(button.forms).flatMap(([form, forms]) => [
        el("span", { text: form, style: { color: tree.colors.textSecondary ?? tree.colors.textPrimary } }),
        ...states.map((state) => el("div", { className: "cell" }, buttonSample(role, form, state, forms[state], bold))),
      ]));
    return el("div", { className: "button-role" }, el("h3", { text: `${role} (default form: ${button.defaultForm})` }), grid,
      studio ? null : codeLine(`Button("…") { }.buttonStyle(.role(.${role}))`));
  }));
}

function renderSurfaces(tree, target) {
  const reduceTransparency = context().reduceTransparency;
  target.replaceChildren(...Object.entries(tree.surfaces).map(([role, s]) => {
    const label = tree.surfaceLabels?.[role];
    const material = s.background.material ?? (s.background.glass ? "glass" : null);
    const translucent = material !== null && !reduceTransparency;
    const fill = translucent ? (s.background.tint ?? s.opaqueColor + "B3") : s.opaqueColor;
    const box = el("div", { className: "surface-box", dataset: { role }, style: {
      background: fill, color: label?.color ?? tree.colors.textPrimary, borderRadius: Math.min(s.cornerRadius, 32) + "px",
      border: s.border ? `${s.border.width}px solid ${s.border.color}` : "0", backdropFilter: translucent ? "blur(12px)" : "none",
      boxShadow: s.shadow ? `${s.shadow.x ?? 0}px ${s.shadow.y ?? 0}px ${s.shadow.radius ?? 0}px ${s.shadow.color ?? "#0003"}` : "none",
      padding: s.inset ? `${s.inset.vertical}px ${s.inset.horizontal}px` : "12px" } },
      el("strong", { text: role }), el("span", { text: material ? `material ${material}${reduceTransparency ? " (opaque: Reduce Transparency)" : ""}` : "solid " + s.opaqueColor }),
      el("span", { text: `text: ${label?.role ?? "textPrimary"}` }));
    const frame = el("div", { className: "surface-frame pattern" }, box);
    const card = el("div", { className: "card" }, frame);
    if (studio) card.append(el("div", { className: "body" }, numberField(["surfaces", role, "radius"], `Corner radius of ${role} (points)`, s.cornerRadius, tree.bounds.points)));
    else card.append(el("div", { className: "body" }, codeLine(`.surface(.${role})`)));
    return card;
  }));
}

function renderAudit(tree, summary, list) {
  const sorted = [...tree.pairings].sort((a, b) => Number(a.passed) - Number(b.passed));
  const failures = sorted.filter((p) => !p.passed).length;
  summary.textContent = failures === 0 ? `All ${sorted.length} pairings pass in this mode.` : `${failures} of ${sorted.length} pairings fail in this mode — listed first.`;
  summary.className = "audit-summary" + (failures ? " failing" : "");
  list.replaceChildren(...sorted.map((p) => {
    const row = el("li", { className: p.passed ? "pass" : "fail", dataset: { role: p.role, against: p.against ?? "" } },
      el("span", { className: "verdict", text: p.passed ? "Pass" : "Fails" }),
      el("span", { className: "pair", text: `${p.role} on ${p.against ?? "its background"}${p.size ? " (" + p.size + ")" : ""}` }),
      el("span", { className: "ratio", text: `${p.ratio}:1 ${p.passed ? "≥" : "<"} ${p.minimum}:1` }),
      el("span", { className: "muted", text: `APCA Lc ${p.apca}` }));
    if (!p.passed && p.suggestion) {
      const fix = el("span", { className: "fix" }, el("span", { className: "mini", style: { background: p.suggestionHex } }), el("span", { text: `Nearest passing: {palette.${p.suggestion}}` }));
      if (studio && tree.colors[p.role] !== undefined) {
        const use = el("button", { type: "button", text: "Use it" });
        use.setAttribute("aria-label", `Use {palette.${p.suggestion}} for ${p.role}`);
        use.addEventListener("click", () => edit(["colors", p.role, modeKey[modeOf(context())]], `{palette.${p.suggestion}}`, `{palette.${p.suggestion}}`));
        fix.append(use);
      }
      row.append(fix);
    }
    return row;
  }));
}

// MARK: Printing (style guide): every mode, each group on its own page, each page naming its mode.

function renderPrint() {
  const target = $("print-modes");
  const c = context();
  const groups = [];
  for (const mode of Object.keys(modeNames)) {
    const [appearance, contrast] = mode.split("-");
    const tree = guideTree({ ...c, appearance, contrast });
    const at = { ...c, appearance, contrast };
    const parts = [
      ["Colours", (node) => renderColors(tree, at, node), "cards"],
      ["Type", (node) => { const table = el("table", { className: "ramp" }); renderType(tree, at, table, el("div")); node.append(table); }, ""],
      ["Spacing", (node) => renderSpacing(tree, node), "steps", "ul"],
      ["Buttons", (node) => renderButtons(tree, node), ""],
      ["Surfaces", (node) => renderSurfaces(tree, node), "surfaces"],
      ["Accessibility", (node) => { const list = el("ul", { className: "pairings" }); renderAudit(tree, el("p"), list); node.append(list); }, ""],
    ];
    if (mode === "light-standard") parts.splice(3, 0, ["Radii", (node) => renderRadii(tree, node), "radii"], ["Shadows", (node) => renderShadows(tree, node), "shadows"],
      ["Motion", (node) => renderMotion(tree, node), "motion", "ul"]);
    for (const [title, draw, className, tag] of parts) {
      const body = el(tag ?? "div", { className });
      draw(body);
      const heading = `${tree.theme.name} · ${title} · ${modeNames[mode]}`;
      groups.push(el("table", { className: "print-group print-mode", dataset: { mode, group: title } },
        el("thead", {}, el("tr", {}, el("th", { text: heading }))), el("tbody", {}, el("tr", {}, el("td", {}, el("h2", { text: title }), body)))));
    }
  }
  target.replaceChildren(...groups);
}

// MARK: Review changes and importing (Studio)

/** Opens "Review changes": what `tessera diff` reports from the saved file to the draft. */
async function reviewChanges() {
  const response = await fetch("/api/diff").catch(() => null);
  const reply = await response?.json().catch(() => ({}));
  if (!response?.ok) { notify(reply?.error ?? "The changes cannot be shown", true); return; }
  renderReview(reply, $("review-summary"), $("review-body"));
  $("review").showModal();
  $("review-save").focus();
}

/** The diff report: accessibility regressions first, then changed roles, renames and other audit changes. */
function renderReview(diff, summary, target) {
  const s = diff.summary;
  const counts = [[s.regressions, "accessibility regression"], [s.changed, "changed role"], [s.added, "added role"], [s.removed, "removed role"], [s.renamed, "rename"]]
    .filter(([n]) => n > 0).map(([n, noun]) => `${n} ${noun}${n === 1 ? "" : "s"}`);
  summary.textContent = counts.length ? `${diff.old} → ${diff.new}: ${counts.join(", ")}.` : `No changes from ${diff.old}.`;
  const where = (a) => [a.role, a.against ? `on ${a.against}` : null, a.mode, a.size].filter(Boolean).join(" · ");
  const parts = [];
  const regressions = diff.audit.filter((a) => a.regression);
  if (regressions.length) {
    parts.push(el("h3", { text: `Accessibility regressions (${regressions.length})` }),
      el("ul", { className: "regressions" }, ...regressions.map((a) => el("li", { className: "regression" },
        el("strong", { text: `${a.check}: ${where(a)}` }), el("span", { className: "values", text: `now: ${a.after?.message ?? "no longer checked"}` }),
        el("span", { className: "values", text: `was: ${a.before?.message ?? "not checked"}` }),
        a.before?.apca != null && a.after?.apca != null ? el("span", { className: "values", text: `APCA Lc ${a.before.apca.toFixed(1)} → ${a.after.apca.toFixed(1)}` }) : null))));
  }
  if (diff.roles.length) {
    parts.push(el("h3", { text: `Roles (${diff.roles.length})` }), el("ul", { className: "roles" }, ...diff.roles.map((r) => el("li", { dataset: { role: `${r.kind}.${r.name}` } },
      el("strong", { text: `${r.kind} ${r.name}` }), ` ${r.change}`,
      ...r.values.map((v) => el("span", { className: "values", text: `${v.contexts.join("; ")}${v.property ? " " + v.property : ""}: ${v.old ?? "—"} → ${v.new ?? "—"}` }))))));
  }
  if (diff.renames.length) {
    parts.push(el("h3", { text: `Renames (${diff.renames.length})` }),
      el("ul", {}, ...diff.renames.map((r) => el("li", { text: `${r.kind} ${r.from} → ${r.to}` }))));
  }
  const others = diff.audit.filter((a) => !a.regression);
  if (others.length) {
    const fixed = others.filter((a) => a.fixed).length;
    parts.push(el("details", {}, el("summary", { text: `Other accessibility changes (${others.length}, ${fixed} fixed)` }),
      el("ul", {}, ...others.map((a) => el("li", { text: `${a.fixed ? "fixed " : ""}${a.check}: ${where(a)}` })))));
  }
  target.replaceChildren(...parts);
}

/** Uploads the chosen Figma variables file (and map); the imported theme becomes the draft (one undo step). */
async function importFigma() {
  const file = $("figma-file").files[0];
  const errors = $("figma-errors");
  if (!file) { errors.textContent = "Choose a Figma variables JSON file first."; return; }
  const map = $("figma-map").files[0];
  const body = { name: file.name, text: await file.text() };
  if (map) Object.assign(body, { mapName: map.name, map: await map.text() });
  const { ok, reply } = await post("/api/import/figma", body).catch(() => ({ ok: false, reply: {} }));
  if (ok) {
    errors.textContent = "";
    notify(`Imported ${file.name}`);
    await refresh();
    return;
  }
  const lines = reply?.diagnostics ?? [reply?.error ?? "The import failed"];
  errors.textContent = lines.join("\n");
  notify(lines[0], true);
}

/** Fills each list of a format's files (`data-export-files`) with a download link per file. */
async function listExportFiles() {
  for (const list of document.querySelectorAll("[data-export-files]")) {
    const format = list.dataset.exportFiles;
    const response = await fetch(`/api/export/${format}`).catch(() => null);
    if (!response?.ok) continue;
    const { files } = await response.json();
    list.replaceChildren(...files.map((url) => el("li", {}, el("a", { href: url, download: url.split("/").pop(), text: url.slice(`/api/export/${format}/`.length) }))));
  }
}

/** Off loopback the server gives the URL a device connects with and its QR code (`/api/device`); the View menu then offers them. */
async function offerDevice() {
  const response = await fetch("/api/device").catch(() => null);
  if (!response?.ok) return;
  const { url, svg } = await response.json();
  if (!url) return;
  // The server's own SVG (no theme text in it), parsed as SVG rather than as page markup.
  const image = new DOMParser().parseFromString(svg, "image/svg+xml").documentElement;
  $("device-code").replaceChildren(document.importNode(image, true));
  $("device-url").value = url;
  $("device-open").hidden = false;
  $("device-open").addEventListener("click", () => { $("device").showModal(); $("device-url").select(); });
  $("device-copy").addEventListener("click", async () => {
    $("device-url").select();
    const copied = await navigator.clipboard?.writeText(url).then(() => true, () => false);
    notify(copied ? "Copied the device URL" : "Select the URL and copy it");
  });
  $("device-close").addEventListener("click", () => $("device").close());
  $("device").addEventListener("close", () => $("device-open").focus());
}

// MARK: Wiring

for (const id of ["appearance", "contrast", "size", "width", "height", "reduceMotion", "reduceTransparency", "boldText", "compare"]) {
  $(id)?.addEventListener("change", () => { refresh(); if (!studio) renderPrint(); });
}
if (studio) {
  $("undo").addEventListener("click", () => command("/api/undo"));
  $("redo").addEventListener("click", () => command("/api/redo"));
  $("save").addEventListener("click", reviewChanges);
  $("review-cancel").addEventListener("click", () => $("review").close());
  $("review-save").addEventListener("click", async () => { $("review").close(); await command("/api/save"); $("save").focus(); });
  $("figma-import").addEventListener("click", importFigma);
  $("export-menu").addEventListener("toggle", () => { if ($("export-menu").open) listExportFiles(); });
  // The Export section lists a format's files once it is scrolled to (not while the page first draws).
  setTimeout(() => new IntersectionObserver((entries) => { if (entries.some((e) => e.isIntersecting)) listExportFiles(); }).observe($("export")), 2000);
  $("preset").addEventListener("change", () => { if ($("preset").value) command("/api/preset", { id: $("preset").value }); });
  setInterval(async () => {
    const response = await fetch("/api/status").catch(() => null);
    if (!response?.ok) return;
    const status = await response.json();
    if (status.revision !== revision) refresh();
  }, 1000);
} else {
  $("print")?.addEventListener("click", () => window.print());
  const paper = new URLSearchParams(location.hash.slice(1)).get("paper");
  if (paper === "a4" || paper === "letter") $("paper").value = paper;
  const setPaper = () => { $("page-size").textContent = `@page { size: ${$("paper").value === "a4" ? "A4" : "letter"}; }`; };
  $("paper")?.addEventListener("change", setPaper);
  setPaper();
  renderPrint();
}
// The device dialog (off loopback) after the first render, which it must not delay.
refresh().then(() => { if (studio) offerDevice(); });
