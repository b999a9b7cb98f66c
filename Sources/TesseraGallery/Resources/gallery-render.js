// The gallery's groups drawn from a gallery tree: colours, type, spacing and layout, radii, shadows.

// MARK: Rendering

async function refresh(afterEdit = false) {
  const c = context();
  document.documentElement.dataset.ui = c.appearance;
  document.documentElement.dataset.theme = c.appearance;
  document.documentElement.dataset.contrast = c.contrast === "increased" ? "more" : "standard";
  if (!studio) {
    audit = embedded.audit;
    render(guideTree(c));
    return;
  }
  // Once drawn, the matrix is read beside the gallery (the server keeps it per revision), so an
  // edit waits for neither in turn; the first time it is read after the gallery's first render.
  const matrixReply = studio && matrixState.tree ? fetchMatrix() : null;
  const reply = await fetchGallery();
  const received = performance.now();
  revision = reply.status.revision;
  audit = reply.audit;
  showStatus(reply.status);
  // A file with errors: its errors panel, and the gallery only when something can be read.
  if (!reply.gallery) { showProblems(reply.problems, false); return; }
  render(reply.gallery);
  showProblems(reply.problems, true);
  if (studio) await refreshMatrix(matrixReply ?? fetchMatrix());
  renderImpact(reply.impact);
  const compare = $("compare").value;
  if (compare.startsWith("file:")) await compareWithFile(reply.gallery, compare.slice(5));
  else {
    renderComparison(null);
    if (compare) renderCompare(reply.gallery, (await fetchGallery({ preset: compare })).gallery);
    else clearCompare();
  }
  if (afterEdit) timings.edits.push(performance.now() - received);
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
  // While the file has errors Save stays offered: it answers with the errors (nothing is written).
  $("save").disabled = !status.unsaved && !status.errors;
  $("file").textContent = status.file + (status.errors ? " — has errors" : status.unsaved ? " — edited" : " — saved");
  showStatus.file = status.file;
  showBrands(status.brands);
  $("recovery").hidden = !status.recovery;
  $("recovery-text").textContent = status.recovery ? `Unsaved edits from the last session were kept in ${status.recovery}.` : "";
  if (status.notice && status.notice !== showStatus.last && $("notice").className !== "error") notify(status.notice);
  showStatus.last = status.notice;
}

function render(tree) {
  gallery = tree;
  const c = context();
  document.title = (studio ? "Tessera Studio — " : "Style guide — ") + tree.theme.name;
  $("theme-name").textContent = tree.theme.name;
  for (const node of document.querySelectorAll("[data-mode-name]")) node.textContent = "· " + modeName(modeOf(c));
  if (!studio) $("file").textContent = "Style guide";
  // A section is drawn again only when what it shows changed, so an edit redraws its own part.
  // The origins (one for every value) are written out once for all the sections that show them.
  const mode = modeOf(c), origins = JSON.stringify(tree.origins ?? null);
  if (changed("colors", mode, origins, tree.colors, tree.colorDetails, tree.palette)) renderColors(tree, c, $("color-grid"));
  if (changed("type", c.size, origins, tree.editors?.typography, c.boldText, tree.typography, tree.typeRamp, tree.typeBackgrounds, tree.colors.background)) renderType(tree, c, $("type-ramp"), $("type-cards"));
  if (changed("spacing", tree.spacingScale, origins, tree.editors?.uses?.spacing)) renderSpacing(tree, $("spacing"));
  if (studio && changed("palette", origins, tree.editors?.palette)) renderPalette(tree, $("palette-groups"));
  if (changed("layout", c.width, origins, c.height, tree.layout, tree.editors?.gaps, tree.editors?.grid, tree.editors?.choices?.spacing)) renderLayout(tree, c, $("gaps"), $("grid"));
  if (changed("radii", tree.radii, origins, tree.bounds, tree.editors?.uses?.radii)) renderRadii(tree, $("radii"));
  if (changed("shadows", mode, origins, tree.editors?.shadows, tree.editors?.uses?.shadows, tree.shadows, tree.colors.background, tree.colors.surfaceBase)) renderShadows(tree, $("shadows"));
  if (changed("motion", tree.motion, origins, tree.editors?.motion, tree.editors?.uses?.motion, tree.editors?.choices)) renderMotion(tree, $("motion"));
  if (changed("buttons", c.boldText, origins, tree.buttons, tree.editors?.buttons, tree.editors?.buttonForms, tree.editors?.choices, tree.colors.background, tree.colors.textSecondary)) renderButtons(tree, $("buttons"));
  if (changed("surfaces", c.reduceTransparency, origins, tree.editors?.surfaces, tree.editors?.choices, tree.surfaces, tree.surfaceLabels, tree.colors.textPrimary)) renderSurfaces(tree, $("surfaces"));
  if (changed("audit", mode, tree.pairings, tree.colors)) renderAudit(tree, $("audit-summary"), $("pairings"));
  if (changed("auditReport", audit)) renderAuditReport(audit, $("audit-report-summary"), $("audit-failures"));
  markFailures();
  if (studio) showRefusals();
  if (timings.firstRender === null) timings.firstRender = performance.now();
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

/** Colour cards drawn with the rest of the page (more than a wide window shows at first); a longer theme's other cards wait (`drawLater`). */
const colorCardsAtOnce = 60;
/** A waiting card: its role's name in a card of the grid, copied for each. */
const waitingCard = el("figure", { className: "card color", dataset: { pending: "" } }, el("figcaption", {}, el("strong")));
/** The cards waiting to be drawn: the tree and mode they show, what draws them when they near the screen, and the next batch. */
let waitingCards = { tree: null, mode: null, observer: null, timer: 0 };
/** What each card shows (its role's mode, details and origin as JSON), to draw again only the cards that change. */
const cardKeys = new WeakMap();

/**
 * Every colour role as a card. In the Studio the first `colorCardsAtOnce` are drawn at once and
 * the others as named placeholders (`data-pending`), each drawn when it nears the screen, in
 * short batches after the first render until none waits, or at once when something needs it
 * (`drawColorCard`, `drawAllColorCards`), so a theme of thousands of roles shows its first
 * view without building them all first. Drawn again with the same roles (after an edit), only
 * the cards whose role shows something else are drawn again.
 */
function renderColors(tree, c, target) {
  const mode = modeOf(c);
  const roles = Object.keys(tree.colors);
  const keys = roles.map((role) => JSON.stringify([mode, tree.colorDetails[role], tree.origins?.[`colors.${role}`]]));
  if (studio) paletteEntries = tree.palette;
  const cards = target.children;
  const same = studio && cards.length === roles.length && roles.every((role, index) => cards[index].dataset.role === role);
  const changing = same ? roles.map((_, index) => index).filter((index) => cardKeys.get(cards[index]) !== keys[index]) : [];
  // An edit changes a few cards; another mode or preset changes most, drawn again as at first.
  if (same && changing.length <= colorCardsAtOnce) {
    if (waitingCards.tree) waitingCards = { ...waitingCards, tree, mode };
    for (const index of changing) {
      cardKeys.set(cards[index], keys[index]);
      if (!cards[index].hasAttribute("data-pending")) fillColorCard(cards[index], tree, mode);
    }
    return;
  }
  const atOnce = studio && target === $("color-grid") ? colorCardsAtOnce : roles.length;
  stopDrawingLater();
  const drawn = roles.map((role, index) => {
    let card;
    if (index < atOnce) {
      card = el("figure", { className: "card color", dataset: { role } });
      fillColorCard(card, tree, mode);
    } else {
      card = waitingCard.cloneNode(true);
      card.dataset.role = role;
      card.firstChild.firstChild.textContent = role;
    }
    cardKeys.set(card, keys[index]);
    return card;
  });
  target.replaceChildren(...drawn);
  if (roles.length > atOnce) drawLater(tree, mode, drawn.slice(atOnce));
}

/** The card's swatch, values, origin and (in the Studio) its colour field and picker. */
function fillColorCard(card, tree, mode) {
  const role = card.dataset.role;
  const hex = tree.colors[role], detail = tree.colorDetails[role];
  card.replaceChildren(el("div", { className: "chips" }, swatch(hex)),
    el("figcaption", {}, el("strong", { text: role }),
      el("code", { className: "hex", text: detail.hex }), el("code", { className: "oklch", text: detail.oklch }),
      el("span", { className: "chain", text: [role, ...detail.chain].join(" ← ") }),
      origin(tree, `colors.${role}`),
      detail.description ? el("span", { className: "muted", text: detail.description }) : null,
      studio ? null : codeLine(`.foregroundStyle(.role(.${role}))`)));
  if (!studio) return;
  const path = ["colors", role, writtenKey(mode)];
  const text = el("input", { type: "text", value: detail.text, spellcheck: false, className: "color-input", dataset: { role } });
  paletteCombobox(text);
  const picker = el("input", { type: "color", value: detail.hex.slice(0, 7).toLowerCase(), dataset: { role }, title: `Pick ${role}` });
  picker.setAttribute("aria-label", `Pick ${role} (${modeName(mode)})`);
  picker.addEventListener("change", () => {
    const alpha = detail.hex.length === 9 ? detail.hex.slice(7) : "";
    text.value = picker.value.toUpperCase() + alpha;
    text.dispatchEvent(new Event("change"));
  });
  card.append(el("div", { className: "edit" }, field(path, `${role} (${modeName(mode)}): hex, rgb(), oklch(), color(display-p3 …) or {palette.NAME}`, text, typedColor), picker));
}

/** Draws `cards` (placeholders) as each nears the screen, and all of them in batches of up to 40 ms between other work (each batch lays the page out again: fewer, longer ones finish sooner). */
function drawLater(tree, mode, cards) {
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) if (entry.isIntersecting) drawColorCardNow(entry.target);
  }, { rootMargin: "1000px 0px" });
  for (const card of cards) observer.observe(card);
  let next = 0;
  const batch = () => {
    const until = performance.now() + 40;
    while (next < cards.length && performance.now() < until) drawColorCardNow(cards[next++]);
    if (next < cards.length) waitingCards.timer = setTimeout(batch);
    else stopDrawingLater();
  };
  waitingCards = { tree, mode, observer, timer: setTimeout(batch) };
}

function stopDrawingLater() {
  clearTimeout(waitingCards.timer);
  waitingCards.observer?.disconnect();
  waitingCards = { tree: null, mode: null, observer: null, timer: 0 };
}

/** Draws a waiting card now, with its audit mark and any refused value at its field. */
function drawColorCardNow(card) {
  if (!card.hasAttribute("data-pending") || !waitingCards.tree) return;
  waitingCards.observer?.unobserve(card);
  card.removeAttribute("data-pending");
  fillColorCard(card, waitingCards.tree, waitingCards.mode);
  markColorCard(card);
  showRefusals(card);
}

/** Draws the card of `role` now if it is waiting. */
function drawColorCard(role) {
  const card = document.querySelector(`#color-grid figure.color[data-role="${CSS.escape(role)}"]`);
  if (card) drawColorCardNow(card);
}

/** Draws every waiting card now (before something reads every card). */
function drawAllColorCards() {
  for (const card of document.querySelectorAll("#color-grid figure.color[data-pending]")) drawColorCardNow(card);
  stopDrawingLater();
}

function codeLine(text) {
  const button = el("button", { type: "button", text: "Copy" });
  button.setAttribute("aria-label", "Copy " + text);
  button.addEventListener("click", async () => {
    try { await navigator.clipboard.writeText(text); button.textContent = "Copied"; } catch { button.textContent = "Select and copy"; }
  });
  return el("div", { className: "code" }, el("code", { text }), button);
}

/**
 * A text role's style at `size` points. Text is drawn at one CSS point per point (`pt`) — type
 * samples and button labels alike — the unit in which the core's audit and WCAG measure large
 * text, so a 17 pt label and 17 pt body text are the same size on the page.
 */
function textStyle(text, css, size) {
  return {
    fontSize: size + "pt", fontWeight: css.fontWeight, lineHeight: (text.lineHeight * size / text.size) + "pt", fontFamily: css.fontFamily,
    color: text.color, letterSpacing: text.tracking + "pt", textTransform: text.textCase === "uppercase" ? "uppercase" : text.textCase === "lowercase" ? "lowercase" : "none",
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
    const sample = el("span", { className: "sample", dataset: { role }, text: "The quick brown fox", style: { ...textStyle(text, tree.textCSS[role], size), background } });
    const label = el("th", { scope: "row", dataset: { item: role } }, el("span", { text: role }), origin(tree, `typography.${role}`));
    if (studio) label.append(numberField(["typography", role, "size"], `Base size of ${role} (points)`, text.baseSize, { min: 0, max: tree.bounds.points.max }));
    return el("tr", {}, label, el("td", { className: "sample-cell" }, sample),
      ...tree.typeRamp[role].map((s, index) => el("td", { className: index === at ? "current" : "", text: String(round(s, 1)) })));
  })));
  cards.replaceChildren(...(studio ? Object.entries(tree.typography).map(([role, text]) => typeEditor(tree, role, text)) : Object.entries(tree.typography).map(([role, text]) => el("div", { className: "card" },
    el("div", { className: "body" }, el("strong", { text: role }),
      el("span", { className: "muted", text: `${round(text.size, 1)} pt ${text.weight}, line height ${round(text.lineHeight, 1)} pt, on ${tree.typeBackgrounds?.[role]?.against ?? "background"}` }),
      codeLine(`Text("…").textRole(.${role})`))))));
}

function renderSpacing(tree, target) {
  target.replaceChildren(...tree.spacingScale.map(({ name, value }) => {
    const row = el("li", { dataset: { step: name } }, el("code", { text: name }),
      el("span", { className: "track" }, el("span", { className: "step-bar", style: { width: value + "px" } })), el("span", { text: value + " pt" }), origin(tree, `layout.spacing.${name}`));
    if (studio) row.append(numberField(["layout", "spacing", name], `Spacing step ${name} (points)`, value, tree.bounds.points), ...[tokenUses(tree, "spacing", name)].filter(Boolean));
    else row.append(el("code", { className: "muted", text: `.padding(.${name})` }));
    return row;
  }));
  if (studio && !target.nextElementSibling?.matches(".add-step")) target.after(addStepForm(["layout", "spacing"], "spacing step", tree.bounds.points));
}

function renderLayout(tree, c, gaps, grid) {
  for (const node of document.querySelectorAll("[data-size-class-name]")) node.textContent = `· ${c.width} width, ${c.height} height`;
  gaps.replaceChildren(...Object.entries(tree.layout.gaps ?? {}).map(([name, value]) => el("li", { dataset: { gap: name } }, el("code", { text: name }),
    el("span", { className: "track" }, el("span", { className: "step-bar", style: { width: value + "px" } })), el("span", { text: value + " pt" }), origin(tree, `layout.gaps.${name}`),
    studio ? gapEditor(tree, name, value) : el("code", { className: "muted", text: `VStack(spacing: .${name})` }))));
  const g = tree.layout.grid ?? {};
  grid.textContent = `Grid: ${g.columns ?? "–"} columns, gutter ${g.gutter ?? "–"} pt, margin ${g.margin ?? "–"} pt. Readable width ${tree.layout.readableContentWidth ?? "–"} pt; touch targets at least ${tree.layout.minimumTouchTarget ?? "–"} pt.`;
  if (studio) {
    const holder = $("grid-editor") ?? el("div", { id: "grid-editor", className: "cards" });
    if (!holder.isConnected) grid.after(holder);
    holder.replaceChildren(gridEditor(tree));
  }
}

function renderRadii(tree, target) {
  target.replaceChildren(...tree.radii.map(({ name, value }) => el("figure", { className: "card", dataset: { radius: name }, style: { margin: 0 } },
    el("div", { className: "body" }, el("span", { className: "radius-sample", style: { borderRadius: Math.min(value, 24) + "px" } }),
      el("strong", { text: name }), el("span", { className: "muted", text: `${value} pt` }), origin(tree, `radii.${name}`),
      studio ? numberField(["radii", name], `Radius ${name} (points)`, value, tree.bounds.points) : null, studio ? tokenUses(tree, "radii", name) : null))));
  if (studio && !target.nextElementSibling?.matches(".add-step")) target.after(addStepForm(["radii"], "radius", tree.bounds.points));
}

/** Each named shadow as the core resolved it for this mode (its colour already the mode's). */
function renderShadows(tree, target) {
  const shadows = Object.entries(tree.shadows ?? {});
  target.replaceChildren(...(shadows.length === 0 ? [el("p", { className: "muted", text: "This theme names no shadows." })] : shadows.map(([name, s]) =>
    el("figure", { className: "card", dataset: { shadow: name }, style: { margin: 0 } },
      el("div", { className: "frame", style: { background: tree.colors.background, border: 0, borderRadius: 0 } },
        el("div", { className: "shadow-sample", style: { background: tree.colors.surfaceBase ?? tree.colors.background, boxShadow: `${s.x ?? 0}px ${s.y ?? 0}px ${s.radius ?? 0}px ${s.color}` } })),
      el("figcaption", {}, el("strong", { text: name }), el("span", { className: "muted", text: `x ${s.x ?? 0}, y ${s.y ?? 0}, blur ${s.radius ?? 0}, ${s.color}` }),
        origin(tree, `shadows.${name}`), studio ? tokenUses(tree, "shadows", name) : null, studio ? shadowEditor(tree, name) : null)))));
}

/** "From FILE" beside a value: where the core says the value at `path` was written (Studio only). */
function origin(tree, path) {
  const from = tree.origins?.[path];
  return from ? el("span", { className: "muted origin", dataset: { origin: path }, text: "From " + from }) : null;
}

/** The curve's progress from 0 to 1 over its duration, sampled. */
