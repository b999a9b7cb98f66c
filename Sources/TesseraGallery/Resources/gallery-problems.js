// A theme file with errors (Studio): the errors panel at the top — each error's place in the
// file, its JSON path and the core's message, linked to its field where the gallery has one —
// and the source view, where the file's text is corrected and applied. Everything shown is what
// the server computed (`problems` of the page: StudioPayload.Problems).

/** The paths of the fields the file's errors were last marked at (in `refused`), to clear them when fixed. */
const fileErrorFields = new Set();
/** The file's text as the server last gave it, so a refresh never overwrites text being typed. */
let sourceShown = null;
/** The page's `problems`, or null while the theme is valid. */
let problems = null;
/** The error whose lines the source view's excerpt shows. */
let excerptIndex = 0;

/** Shows `next` (the page's `problems`, or undefined when the theme is valid); returns whether the gallery can be drawn. */
function showProblems(next, readable) {
  problems = next ?? null;
  const panel = $("problems");
  for (const key of fileErrorFields) refused.delete(key);
  fileErrorFields.clear();
  document.body.dataset.broken = problems ? (readable ? "readable" : "unreadable") : "";
  panel.hidden = !problems;
  if (!problems) { sourceShown = null; showRefusals(); return true; }
  const count = problems.errors.length;
  $("problems-title").textContent = `${showStatus.file ?? "The file"} has ${count === 1 ? "an error" : `${count} errors`}`;
  $("problems-lead").textContent = readable
    ? "What can be read is shown below; each broken value is marked at its field. Fix them here or in the source; saving waits until there are none."
    : "Nothing can be read until the text is corrected: correct it in the source below and apply it. Saving waits until there are no errors.";
  $("problems-list").replaceChildren(...problems.errors.map((error, index) => {
    const key = JSON.stringify(error.path);
    const hasField = readable && error.path.length > 0 && fieldAt(key) !== null;
    const place = `${error.file.split("/").pop()}:${error.line}:${error.column}`;
    if (hasField) {
      refused.set(key, { typed: error.written ?? "", message: `${place}: ${error.message}` });
      fileErrorFields.add(key);
    }
    return el("li", { dataset: { index: String(index) } },
      el("span", { className: "problem-place", text: place }), " ",
      error.path.length ? el("code", { text: error.pathText }) : null, " ",
      el("span", { className: "problem-message", text: error.message }), " ",
      hasField ? el("button", { type: "button", className: "problem-field", text: "Go to the field", onclick: () => goToField(key) }) : null,
      el("button", { type: "button", className: "problem-source", text: "Show in the source", onclick: () => showSource(index) }));
  }));
  if (problems.text !== sourceShown) { $("source-text").value = problems.text; sourceShown = problems.text; excerptIndex = 0; }
  if (!readable) $("source-view").open = true;
  showExcerpt(Math.min(excerptIndex, count - 1));
  showRefusals();
  return readable;
}

/** The first field that edits the JSON path `key` (as `field` writes it in `data-path`), or null. */
function fieldAt(key) {
  const path = JSON.parse(key);
  if (path[0] === "colors" && typeof path[1] === "string") drawColorCard(path[1]);
  for (const input of document.querySelectorAll("[data-path]")) if (input.dataset.path === key) return input;
  return null;
}

/** Scrolls to the field at `key` (a JSON path) and focuses it. */
function goToField(key) {
  const input = fieldAt(key);
  if (!input) return;
  input.scrollIntoView({ block: "center" });
  input.focus();
}

/** The lines around error `index`, numbered, its own line marked (the server's excerpt). */
function showExcerpt(index) {
  excerptIndex = index;
  const error = problems?.errors[index];
  $("source-excerpt").replaceChildren(...(error?.excerpt ?? []).map((line) =>
    el("span", { className: line.marked ? "line marked" : "line" }, el("span", { className: "number", text: String(line.line) }), line.text + "\n")));
}

/** Opens the source view at error `index`: its excerpt, and the text field's cursor at its place. */
function showSource(index, focus = true) {
  const error = problems?.errors[index];
  $("source-view").open = true;
  showExcerpt(index);
  if (!error) return;
  const text = $("source-text");
  if (focus) {
    text.focus();
    text.setSelectionRange(error.offset, error.offset);
    // The line at the cursor in view: the text's line height times the lines before it.
    const lineHeight = parseFloat(getComputedStyle(text).lineHeight) || 18;
    text.scrollTop = Math.max(0, (error.line - 3) * lineHeight);
    $("source-view").scrollIntoView({ block: "nearest" });
  }
}

/** Sends the corrected text; the server reads it as the file would be. Still-broken text shows its new errors, the text kept. */
async function applySource() {
  const text = $("source-text").value;
  const { ok, reply } = await post("/api/source", { text });
  // Text still broken: its errors are the panel's list now; anything else is said here.
  $("source-errors").textContent = ok || reply.status ? "" : reply.error ?? "The text was not applied";
  if (!ok) notify(reply.status ? "The text still has errors: they are listed above" : "The text was not applied", true);
  await refresh(true);
  if (ok) notify(reply.notice ?? "The theme is valid now");
}

/** Save while the file has errors: the server refuses with the list, shown in the panel; nothing is written. */
async function saveWhileBroken() {
  const { reply } = await post("/api/save");
  notify(reply.error ?? "Not saved: the file has errors", true);
  $("source-errors").textContent = "";
  $("problems").focus();
}
