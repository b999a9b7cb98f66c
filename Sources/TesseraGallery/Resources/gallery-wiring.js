// Printing the style guide, reviewing changes, importing, and the page's controls.

// MARK: Printing (style guide): every mode, each group on its own page, each page naming its mode.

function renderPrint() {
  const target = $("print-modes");
  const c = context();
  const groups = [];
  // The modes as the embedded trees name them (the page may print before it first draws).
  for (const mode of guideTree(c).modes.map((m) => m.id)) {
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
      const heading = `${tree.theme.name} · ${title} · ${tree.modes.find((m) => m.id === mode).label}`;
      groups.push(el("table", { className: "print-group print-mode", dataset: { mode, group: title } },
        el("thead", {}, el("tr", {}, el("th", { text: heading }))), el("tbody", {}, el("tr", {}, el("td", {}, el("h2", { text: title }), body)))));
    }
  }
  target.replaceChildren(...groups);
}

// MARK: Review changes and importing (Studio)

/** Opens "Review changes": what `tessera diff` reports from the saved file to the draft. */
async function reviewChanges() {
  if (problems) { await saveWhileBroken(); return; }
  await refresh();
  const response = await fetch("/api/diff").catch(() => null);
  const reply = await response?.json().catch(() => ({}));
  if (!response?.ok) { notify(reply?.error ?? "The changes cannot be shown", true); return; }
  renderReview(reply, $("review-summary"), $("review-body"));
  // Saving a draft the audit fails asks first, naming how many checks fail.
  const failing = audit?.failures.length ?? 0;
  const checks = `${failing} failing check${failing === 1 ? "" : "s"}`;
  $("review-question").textContent = failing ? `Save with ${checks}? The Accessibility section lists them.` : "";
  $("review-save").textContent = failing ? `Save with ${checks}` : "Save";
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

/** Whether the Studio answers. While it does not, a banner says so and every editing control is
 * off; when it answers again, the page is read again (with the new launch's token). */
let connected = true;
function showStopped() {
  if (!connected) return;
  connected = false;
  $("disconnected").hidden = false;
  document.body.dataset.offline = "true";
  const controls = "main input, main select, main button, #undo, #redo, #save, #edit-menu input, #edit-menu select, #edit-menu button, #recovery button";
  for (const control of document.querySelectorAll(controls)) control.disabled = true;
  for (const dialog of document.querySelectorAll("dialog[open]")) dialog.close();
  notify("The Studio has stopped: editing is off until it is back", true);
}

/** Asks before the draft starts from the chosen preset, saying what changes and what stays. */
function confirmPreset() {
  const option = $("preset").selectedOptions[0];
  if (!$("preset").value || !option) return;
  const name = option.textContent, file = showStatus.file ?? "this file";
  $("preset-confirm-title").textContent = `Start from ${name}?`;
  $("preset-confirm-text").textContent = `Every value of the draft — colours, type, layout, buttons, surfaces — becomes ${name}'s. ${file} keeps its identity: its id, name and extends stay as they are. Undo takes it back; nothing is written until you save.`;
  $("preset-apply").textContent = `Start from ${name}`;
  $("preset-confirm").showModal();
  $("preset-cancel").focus();
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
  // ⌘Z / Ctrl+Z undoes and ⇧⌘Z / Ctrl+Y redoes the draft's last step — except in a text field or
  // an open dialog, where the keys keep their own meaning.
  document.addEventListener("keydown", (event) => {
    if (!(event.metaKey || event.ctrlKey) || event.altKey) return;
    const target = event.target;
    if (target.closest?.("dialog[open]") || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName) || target.isContentEditable) return;
    const key = event.key.toLowerCase();
    const redo = (key === "z" && event.shiftKey) || (key === "y" && !event.shiftKey);
    if (key !== "z" && !redo) return;
    const button = $(redo ? "redo" : "undo");
    if (button.disabled) return;
    event.preventDefault();
    button.click();
  });
  $("save").addEventListener("click", reviewChanges);
  $("source-apply").addEventListener("click", applySource);
  $("review-cancel").addEventListener("click", () => $("review").close());
  $("review-save").addEventListener("click", async () => { $("review").close(); await command("/api/save"); $("save").focus(); });
  $("figma-import").addEventListener("click", importFigma);
  $("preset").addEventListener("change", confirmPreset);
  $("preset-cancel").addEventListener("click", () => $("preset-confirm").close());
  $("preset-apply").addEventListener("click", async () => {
    const id = $("preset").value;
    $("preset-confirm").close("apply");
    if (await command("/api/preset", { id })) notify(`Started from ${$("preset").selectedOptions[0]?.textContent ?? id}: undo takes it back`);
    $("preset").value = "";
  });
  $("preset-confirm").addEventListener("close", () => { if ($("preset-confirm").returnValue !== "apply") $("preset").value = ""; $("preset-confirm").returnValue = ""; });
  $("brand-switch").addEventListener("change", () => switchBrand($("brand-switch").value));
  $("recovery-restore").addEventListener("click", () => command("/api/recovery", { action: "restore" }));
  $("recovery-discard").addEventListener("click", () => command("/api/recovery", { action: "discard" }));
  followStudio();
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

// MARK: The page's one global name

/** What the browser test (or a person at the console) reads: the revision and trees drawn, the timings, and a redraw. Everything else stays inside the script. */
window.tessera = Object.freeze({
  timings,
  get revision() { return revision; },
  get matrixRevision() { return matrixState.revision; },
  get gallery() { return gallery; },
  get embedded() { return embedded; },
  context: () => context(),
  refresh: () => refresh(),
});
