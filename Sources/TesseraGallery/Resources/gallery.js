// Tessera Studio and style guide: renders a gallery tree (GalleryModel) into the page. In the
// Studio it fetches trees from the server and sends edits; in the style guide it reads the trees
// embedded in the page. Theme strings only ever reach the page through textContent, attributes
// and style properties, never as markup.
//
// The script is this file and, after it in this order, gallery-render.js, gallery-samples.js,
// gallery-editors.js, gallery-groups.js, gallery-palette.js, gallery-audit.js, gallery-compare.js, gallery-brands.js, gallery-combobox.js, gallery-generate.js, gallery-matrix.js,
// gallery-keys.js, gallery-events.js, gallery-problems.js and gallery-wiring.js, joined into one script
// (`PageAssets.script()`, inside one function: nothing here is a global): later files use what
// earlier ones define.
"use strict";
const page = document.body.dataset.page;
const studio = page === "studio";
const $ = (id) => document.getElementById(id);
const token = document.querySelector('meta[name="tessera-token"]')?.content ?? "";
const embedded = studio ? null : JSON.parse($("tessera-data").textContent);
// The SVG namespace, as the HTML parser gives inline <svg> (so the page names no URL).
const svgNS = (() => { const t = document.createElement("template"); t.innerHTML = "<svg></svg>"; return t.content.firstChild.namespaceURI; })();
let revision = 0;
let gallery = null;
/** Refused edits by path: what was typed and the core's message, shown at the field until a valid value replaces it. */
const refused = new Map();
/** How long the page took: its first render, each edit's redraw, the matrix's. */
const timings = { firstRender: null, edits: [] };

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
/** A colour mode as the server names it (`modes` of every gallery tree, `PageModes`): by its id (`dark-increased`) or the key a file writes (`increasedContrastDark`). */
const modeEntry = (name) => (gallery ?? (embedded && guideTree(context())))?.modes.find((m) => m.id === name || m.key === name);
const modeName = (name) => modeEntry(name)?.label ?? name;
const writtenKey = (id) => modeEntry(id)?.key ?? id;

function notify(text, isError = false) {
  $("notice").textContent = text ?? "";
  $("notice").className = isError ? "error" : "";
}

// MARK: Talking to the server (Studio)

async function post(path, body) {
  // While the Studio is stopped nothing is sent: the page says so instead of failing silently.
  if (studio && !connected) return { ok: false, reply: { error: "The Studio has stopped: editing is off until it is back" }, status: 0 };
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

/** Sends one edit of `path`; a refusal is shown at the field of `at` (the path's own, unless a field writes a larger value) with the core's message and the typed text kept. */
async function edit(path, value, typed, at = path) {
  const sent = sendEdit(path, value, typed, at);
  pendingEdits.add(sent);
  try { return await sent; } finally { pendingEdits.delete(sent); }
}

async function sendEdit(path, value, typed, at) {
  const key = JSON.stringify(at);
  // A typed colour is sent as typed: the server reads it with the core's one colour-text parser.
  const { ok, reply } = await post("/api/edit", value instanceof TypedColor ? { path, color: value.text } : { path, value });
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

/** Shows each refused edit at its field within `root` (the page, or one card just drawn), and clears the others. */
function showRefusals(root = document) {
  // With nothing refused, only the fields still marked need clearing.
  for (const input of root.querySelectorAll(refused.size ? "[data-path]" : "[data-path][aria-invalid]")) {
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

/** A labelled input that edits `path` (or, given `target`, writes the value `toValue` makes there); its error (if any) shows under it. */
function field(path, label, input, toValue, target = path) {
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
    edit(target, value, input.value, path);
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

const round = (n, places) => Math.round(n * 10 ** places) / 10 ** places;

/** A colour as typed in a field, sent as text: the server reads it (`ColorValue(typed:)`, the CLI's parser) and answers what was expected when it is not one. */
class TypedColor {
  constructor(text) { this.text = text; }
}
const typedColor = (text) => new TypedColor(text);

