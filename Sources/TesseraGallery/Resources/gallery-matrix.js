// MARK: The mode matrix (Studio): every colour role as one row with its value in Light, Dark,
// Light increased contrast and Dark increased contrast (`ModeMatrix`, computed by the server):
// each cell's written value (a typed value or a palette token, edited in place — choosing a
// token writes `{palette.NAME}`), where it was written, and the worst contrast pair the audit
// checks it in. A row writes one value to all four modes, or derives its increased-contrast
// values with the generator's solve (`/api/derive`); a cell this file sets over a value its base
// writes can be reset to that value (`/api/reset`, the server finds it).

/** Rows drawn at first; a longer theme shows the rest on request (or when search jumps to one). */
const matrixFirstRows = 120;
const matrixState = { revision: -1, tree: null, all: false, keys: null };

/** The matrix as the server has it now; null when it cannot be read. */
async function fetchMatrix() {
  const response = await fetch("/api/matrix").catch(() => null);
  return response?.ok ? response.json() : null;
}

/** Draws the matrix `reply` holds when the page's revision moved on since it was drawn. */
async function refreshMatrix(reply) {
  if (!studio || matrixState.revision === revision) return;
  const tree = await reply;
  if (!tree) return;
  matrixState.tree = tree;
  matrixState.revision = revision;
  const started = performance.now();
  renderMatrix();
  timings.matrix = performance.now() - started;
}

/** Draws the rows shown; rows whose cells did not change since they were drawn are kept as they are. */
function renderMatrix() {
  const tree = matrixState.tree;
  const table = $("matrix");
  if (!tree || !table) return;
  const roles = matrixState.all ? tree.roles : tree.roles.slice(0, matrixFirstRows);
  const keys = roles.map((row) => JSON.stringify(row));
  const body = table.tBodies[0];
  const drawn = matrixState.keys ?? [];
  if (body && drawn.length === keys.length && roles.every((row, index) => body.rows[index]?.dataset.role === row.name)) {
    keys.forEach((key, index) => { if (drawn[index] !== key) replaceRow(body.rows[index], roles[index], tree.modes); });
  } else {
    table.replaceChildren(el("thead", {}, el("tr", {}, el("th", { scope: "col", text: "Role" }),
      ...tree.modes.map((mode) => el("th", { scope: "col", text: mode.label })), el("th", { scope: "col", text: "All modes" }))),
    el("tbody", {}, ...roles.map((row) => matrixRow(row, tree.modes))));
  }
  matrixState.keys = keys;
  const more = $("matrix-more");
  more.hidden = roles.length === tree.roles.length;
  more.textContent = `Show all ${tree.roles.length.toLocaleString("en")} roles`;
  showRefusals();
}

/** Draws one row again; the focus stays on the field (or button) it was on. */
function replaceRow(old, row, modes) {
  const focused = old.contains(document.activeElement) ? document.activeElement : null;
  const fresh = matrixRow(row, modes);
  old.replaceWith(fresh);
  if (!focused) return;
  const again = focused.id ? $(focused.id) : fresh.querySelector(`button.${focused.classList[0]}`);
  again?.focus({ preventScroll: true });
}

function matrixRow(row, modes) {
  const cells = row.cells.map((cell, index) => el("td", { dataset: { mode: modes[index].key, label: modes[index].label } }, matrixCell(row.name, modes[index], cell, modes)));
  const same = el("button", { type: "button", className: "same", text: "Same in all modes" });
  same.setAttribute("aria-label", `Same in all modes: write ${row.name}'s Light value to every mode`);
  same.addEventListener("click", () => sameInAllModes(row.name));
  const derive = el("button", { type: "button", className: "derive", text: "Derive increased contrast" });
  derive.setAttribute("aria-label", `Derive ${row.name}'s increased-contrast values from Light and Dark`);
  derive.addEventListener("click", () => deriveIncreased(row.name));
  return el("tr", { dataset: { role: row.name } }, el("th", { scope: "row" }, el("span", { className: "role-name", text: row.name })),
    ...cells, el("td", { className: "row-actions" }, same, derive));
}

function matrixCell(role, mode, cell, modes) {
  const key = mode.key, path = ["colors", role, key];
  const input = el("input", { type: "text", value: cell.text, spellcheck: false, className: "matrix-input", dataset: { role, mode: key } });
  paletteCombobox(input);
  const wrapper = field(path, `${role}, ${mode.label}: hex, rgb(), oklch(), color(display-p3 …) or {palette.NAME}`, input, typedColor);
  // The card for the same role and mode has its own field: the matrix's ids are its own.
  input.id = "matrix-" + input.id;
  const error = wrapper.querySelector(".field-error");
  error.id = input.id + "-error";
  input.setAttribute("aria-describedby", error.id);
  const origin = cell.follows ? `Follows ${modes.find((m) => m.key === cell.follows).short}` : cell.inherited ? `From ${cell.origin}` : "Set here";
  const where = el("span", { className: "cell-origin" + (cell.inherited || cell.follows ? "" : " own"), dataset: { source: cell.inherited ? "inherited" : cell.follows ? "follows" : "here" },
    text: origin, title: cell.origin ? `Written in ${cell.origin}` : "" });
  const c = cell.contrast;
  const badge = c ? el("span", { className: "badge " + (c.passed ? "pass" : "fail"), dataset: { against: c.against },
    text: `${c.passed ? "✓" : "✗"} ${c.ratio}:1 on ${c.against}`, title: `needs ${c.minimum}:1` }) : null;
  let reset = null;
  if (cell.resettable) {
    reset = el("button", { type: "button", className: "reset", text: "Reset" });
    reset.setAttribute("aria-label", `Reset ${role}, ${mode.label} to inherited`);
    reset.addEventListener("click", () => resetToInherited(role, key));
  }
  return el("div", { className: "cell" }, el("span", { className: "mini checker", attrs: { "aria-hidden": "true" } }, el("span", { style: { background: cell.hex } })),
    wrapper, el("span", { className: "cell-meta" }, where, reset, badge));
}

/** Writes the row's Light value (as typed or chosen: a reference stays one) to all four modes, as one undo step. */
async function sameInAllModes(role) {
  const input = document.querySelector(`#matrix tr[data-role="${CSS.escape(role)}"] input[data-mode="light"]`);
  // Sent as typed: the server reads it once for all four, or answers what was expected.
  const edits = matrixState.tree.modes.map(({ key }) => ({ path: ["colors", role, key], color: input.value }));
  if (await command("/api/edits", { edits, label: `Same in all modes for ${role}` })) notify(`${role} is ${input.value} in all four modes`);
}

/** Solves the row's increased-contrast values from its standard ones on the server, as one undo step. */
async function deriveIncreased(role) {
  const { ok, reply } = await post("/api/derive", { role });
  if (!ok) { notify((reply.diagnostics ?? [reply.error ?? "Nothing was derived"])[0], true); await refresh(); return; }
  await refresh();
  notify(`Derived ${role}: ` + reply.edits.map((e) => `${matrixState.tree.modes.find((m) => m.key === e.key).short} ${e.value}`).join(", "));
}

/** Sets the cell back to the value its base writes (found by the server), as one undo step. */
async function resetToInherited(role, key) {
  if (await command("/api/reset", { role, mode: key })) notify(`${role}, ${matrixState.tree.modes.find((m) => m.key === key).label} is inherited again`);
}

/** Draws every row (a long theme shows its first rows until asked). */
function showAllMatrixRows() {
  if (matrixState.all) return;
  matrixState.all = true;
  matrixState.keys = null;
  renderMatrix();
}

if (studio) $("matrix-more")?.addEventListener("click", showAllMatrixRows);
