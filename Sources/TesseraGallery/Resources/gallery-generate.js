// MARK: Start from brand colours and Fix (Studio): the core's ThemeGenerator and ThemeFixer, as
// `tessera generate` and `tessera audit --fix` call them. The server computes every colour, ratio
// and ΔE shown here (/api/brand/preview, /api/fix/preview); the page only draws them, and each
// Keep or Apply is one step undo takes back.

const brandFields = ["accent", "neutral", "secondary"];
let brandTimer = null;
/** Counts preview requests, so that only the latest answer is drawn. */
let brandAsked = 0;

/** The colours typed, by field ({ accent: "#2563EB" }), empty fields left out. */
function brandColors() {
  const body = {};
  for (const name of brandFields) {
    const value = $("brand-" + name).value.trim();
    if (value) body[name] = value;
  }
  return body;
}

function openBrand() {
  $("brand").showModal();
  $("brand-accent").focus();
  previewBrand();
}

/** Previews soon after typing stops; while typing (`quietly`), a colour not yet complete only turns Keep off. */
function schedulePreview(quietly = false) {
  clearTimeout(brandTimer);
  $("brand-keep").disabled = true;
  brandTimer = setTimeout(() => previewBrand(quietly), 200);
}

/** Asks the server what the colours generate (nothing changes) and draws it; a bad colour is shown at its field. */
async function previewBrand(quietly = false) {
  const asked = ++brandAsked;
  $("brand-keep").disabled = true;
  const { ok, reply } = await post("/api/brand/preview", brandColors()).catch(() => ({ ok: false, reply: {} }));
  if (asked !== brandAsked) return;
  for (const name of brandFields) {
    $("brand-" + name).removeAttribute("aria-invalid");
    $(`brand-${name}-error`).textContent = "";
  }
  if (!ok) {
    $("brand-preview").replaceChildren();
    if (reply.field && quietly) return;
    if (reply.field) {
      $("brand-" + reply.field).setAttribute("aria-invalid", "true");
      $(`brand-${reply.field}-error`).textContent = reply.error;
      $("brand-notes").replaceChildren();
    } else {
      $("brand-notes").replaceChildren(...(reply.diagnostics ?? [reply.error ?? "The preview failed"]).map((text) => el("li", { className: "field-error", text })));
    }
    return;
  }
  renderBrandPreview(reply);
  // Each picker shows the colour the server read from its field.
  for (const name of brandFields) if (reply.brand[name]) $(`brand-${name}-pick`).value = reply.brand[name].toLowerCase();
  $("brand-keep").disabled = !reply.passes;
}

/** The four modes side by side — background, text, accent and the label on it, each with its ratio — and what moved. */
function renderBrandPreview(preview) {
  $("brand-base").textContent = preview.base;
  const ratio = (value) => `${value.toFixed(2)}:1`;
  $("brand-preview").replaceChildren(...(preview.modes ?? []).map((m) => el("figure", { className: "brand-mode", dataset: { mode: m.mode }, style: { background: m.background, color: m.text } },
    el("figcaption", { text: modeName(m.mode) }),
    el("span", { className: "brand-line", text: `Text ${m.text} · ${ratio(m.ratios.text)}` }),
    el("span", { className: "brand-line" }, el("span", { className: "mini", style: { background: m.accent }, attrs: { "aria-hidden": "true" } }),
      el("span", { text: ` Accent ${m.accent} · ${ratio(m.ratios.accent)}` })),
    el("span", { className: "brand-button", style: { background: m.accent, color: m.textOnAccent }, text: `Label ${ratio(m.ratios.label)}` }))));
  const notes = (preview.modes ?? []).filter((m) => m.accentDifference > 0).map((m) =>
    el("li", { dataset: { mode: m.mode }, text: `${modeName(m.mode)}: the accent moves ${preview.brand.accent} → ${m.accent} (ΔE ${m.accentDifference.toFixed(1)}), the least that passes, hue kept.` }));
  if (!notes.length) notes.push(el("li", { text: `The accent ${preview.brand.accent} is kept exactly in all four modes.` }));
  const failing = preview.audit?.failures.length ?? 0;
  notes.push(el("li", { className: failing ? "field-error" : "", text: failing
    ? `${failing} of ${preview.audit.checks} checks fail (${preview.audit.level}).`
    : `All ${preview.audit?.checks ?? 0} checks pass in all four modes (${preview.audit?.level ?? "AA"}).` }));
  for (const text of preview.diagnostics ?? []) notes.push(el("li", { className: "field-error", text }));
  $("brand-notes").replaceChildren(...notes);
}

// MARK: Fix one failing pair from the audit panel.

const contrastChecks = new Set(["textContrast", "buttonLabelContrast", "nonTextContrast"]);
/** Whether a failure is a contrast pair the fixer can move colours for. */
function fixable(f) { return contrastChecks.has(f.check) && !!f.mode && !!f.against; }

/** A Fix button for a failing pair and the panel its preview opens in (before → after, ratio, ΔE, then Apply). */
function fixControl(f) {
  const where = `${f.role} on ${f.against}, ${modeName(f.mode)}`;
  const panel = el("div", { className: "fix-preview", hidden: true, attrs: { role: "group", "aria-label": `Fix for ${where}` } });
  const button = el("button", { type: "button", className: "fix-button", text: "Fix…", attrs: { "aria-label": `Fix ${where}`, "aria-expanded": "false" } });
  button.addEventListener("click", () => previewFix(f, button, panel, where));
  panel.addEventListener("keydown", (event) => { if (event.key === "Escape") { event.preventDefault(); closeFix(button, panel); } });
  const both = document.createDocumentFragment();
  both.append(button, panel);
  return both;
}

function closeFix(button, panel) {
  panel.hidden = true;
  button.setAttribute("aria-expanded", "false");
  button.focus();
}

/** Shows what the fix moves, without changing the draft; Apply makes it the draft (one undo step). */
async function previewFix(f, button, panel, where) {
  const body = { role: f.role, against: f.against, mode: f.mode };
  const { ok, reply } = await post("/api/fix/preview", body).catch(() => ({ ok: false, reply: {} }));
  if (!ok) { notify(reply.error ?? (reply.diagnostics ?? ["The fix cannot be shown"])[0], true); return; }
  const swatch = (hex, when) => el("span", { className: "mini", style: { background: hex }, attrs: { role: "img", "aria-label": `${when} ${hex}` } });
  const rows = reply.changes.map((c) => el("li", { dataset: { role: c.role, mode: c.mode } },
    swatch(c.before, "before"), el("code", { text: c.before }), " → ", swatch(c.after, "after"),
    el("code", { text: c.value === c.after ? c.after : `${c.value} (${c.after})` }),
    el("span", { className: "values", text: `${c.role} (${c.moved}): ${c.ratioBefore.toFixed(2)}:1 → ${c.ratioAfter.toFixed(2)}:1, needs ${c.threshold}:1 · ΔE ${c.deltaE.toFixed(1)}` })));
  const apply = el("button", { type: "button", className: "primary", text: "Apply fix" });
  const cancel = el("button", { type: "button", text: "Cancel" });
  apply.addEventListener("click", async () => {
    if (await command("/api/fix", body)) { notify(`Fixed ${where}: undo takes it back`); $("audit-report-summary").focus(); }
  });
  cancel.addEventListener("click", () => closeFix(button, panel));
  panel.replaceChildren(el("ul", { className: "fix-moves" }, ...rows), el("div", { className: "fix-actions" }, cancel, apply));
  panel.hidden = false;
  button.setAttribute("aria-expanded", "true");
  apply.focus();
}

// MARK: Wiring

if (studio) {
  $("brand-open").addEventListener("click", openBrand);
  $("brand-discard").addEventListener("click", () => $("brand").close());
  $("brand-keep").addEventListener("click", async () => {
    const colors = brandColors();
    $("brand").close("keep");
    if (await command("/api/brand", colors)) notify(`Started from brand colours ${Object.values(colors).join(", ")}: undo takes it back`);
  });
  for (const name of brandFields) {
    const text = $("brand-" + name), pick = $(`brand-${name}-pick`);
    pick.classList.toggle("unset", text.value.trim() === "");
    pick.addEventListener("input", () => { text.value = pick.value.toUpperCase(); pick.classList.remove("unset"); schedulePreview(); });
    text.addEventListener("input", () => {
      // An empty optional field is not sent: its picker says so rather than showing black.
      pick.classList.toggle("unset", text.value.trim() === "");
      schedulePreview(true);
    });
    // Leaving the field (or Enter) shows a malformed value's error, as the server words it.
    text.addEventListener("change", () => schedulePreview());
  }
}
