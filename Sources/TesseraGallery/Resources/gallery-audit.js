// The accessibility audit in every mode: the core's `AccessibilityAudit.run` (AuditModel), the
// checks `tessera audit` makes, as the server (Studio) or the page's embedded data (style guide)
// gives it. Nothing here measures anything: it lists the failures and marks what they concern.

/** The draft's audit: { level, checks, failures: [{ check, role, against, mode, message, targets }] }. */
let audit = null;

const checkNames = {
  textContrast: "Text contrast", buttonLabelContrast: "Button label", nonTextContrast: "Non-text contrast",
  touchTarget: "Touch target", minimumTextSize: "Text size", dynamicTypeGrowth: "Dynamic Type growth",
};

/** The summary and the list of every failing check in all four modes. */
function renderAuditReport(report, summary, list) {
  if (!report) return;
  const failures = report.failures;
  summary.textContent = failures.length === 0
    ? `All ${report.checks} checks pass in all four modes (${report.level}).`
    : `${failures.length} of ${report.checks} checks fail in all four modes (${report.level}) — the checks tessera audit makes.`;
  summary.className = "audit-summary" + (failures.length ? " failing" : "");
  list.replaceChildren(...failures.map((f) => el("li", { className: "fail", dataset: { check: f.check, role: f.role, mode: f.mode ?? "" } },
    el("span", { className: "verdict", text: "Fails" }),
    el("span", { className: "pair", text: `${checkNames[f.check] ?? f.check}: ${f.message}` }),
    f.mode ? el("span", { className: "muted", text: modeName(f.mode) }) : null,
    studio && fixable(f) ? fixControl(f) : null)));
}

/** The failures that concern one item of the page (`kind` colors, type or buttons). */
function failuresOf(kind, matches) {
  return (audit?.failures ?? []).filter((f) => (f.targets?.[kind] ?? []).some(matches));
}

/** A badge naming how many checks fail for an item, each check in its title and accessible name. */
function auditBadge(failures) {
  const text = `${failures.length} failing check${failures.length === 1 ? "" : "s"}`;
  const badge = el("span", { className: "audit-badge", text: "⚠ " + failures.length, title: failures.map((f) => f.message).join("\n") });
  badge.setAttribute("role", "img");
  badge.setAttribute("aria-label", `${text}: ${failures.map((f) => f.message).join("; ")}`);
  return badge;
}

/** Marks every colour card, type row and button sample the audit's failures concern (and clears old marks). */
function markFailures() {
  for (const node of document.querySelectorAll("main .audit-badge")) node.remove();
  for (const node of document.querySelectorAll("main [data-failing]")) node.removeAttribute("data-failing");
  if (!audit?.failures.length) return;
  // A colour card still waiting to be drawn is marked when it is drawn.
  for (const card of document.querySelectorAll("#color-grid figure.color:not([data-pending])")) markColorCard(card);
  for (const row of document.querySelectorAll("#type-ramp th[data-item]")) {
    const failing = failuresOf("type", (role) => role === row.dataset.item);
    if (failing.length) { row.dataset.failing = "true"; row.firstChild?.after(auditBadge(failing)); }
  }
  for (const sample of document.querySelectorAll("#buttons .btn-sample:not([data-compared])")) {
    const { role, form, state } = sample.dataset;
    const failing = failuresOf("buttons", (b) => b.role === role && (b.form === undefined || b.form === form) && (b.state === undefined || b.state === state));
    if (failing.length) { sample.closest(".cell").dataset.failing = "true"; sample.after(auditBadge(failing)); }
  }
}

/** Marks a colour card whose role fails a check of the audit. */
function markColorCard(card) {
  if (!audit?.failures.length) return;
  const failing = failuresOf("colors", (role) => role === card.dataset.role);
  if (failing.length) { card.dataset.failing = "true"; card.querySelector("figcaption strong")?.after(auditBadge(failing)); }
}
