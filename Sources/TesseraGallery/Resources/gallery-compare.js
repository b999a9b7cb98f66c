// MARK: Compare with a preset (Studio): the preset's gallery for the same mode, as the core
// computed it (`/api/gallery?preset=ID`), drawn beside each item of every group. An item whose
// resolved value differs from the preset's is marked "Differs"; one only this theme has says so.

/** Each group's items in a gallery tree: item name → its resolved value and the text that shows it. */
const compareGroups = {
  colors: (t) => entries(t.colors, (hex) => hex),
  type: (t) => entries(t.typography, (x) => `${round(x.size, 1)} pt ${x.weight}${x.family ? " " + x.family : x.design !== "default" ? " " + x.design : ""}, line ${round(x.lineHeight, 1)} pt, ${x.color}`),
  spacing: (t) => entries(t.spacing, (v) => `${v} pt`),
  gaps: (t) => entries(t.layout?.gaps, (v) => `${v} pt`),
  radii: (t) => entries(Object.fromEntries((t.radii ?? []).map(({ name, value }) => [name, value])), (v) => `${v} pt`),
  shadows: (t) => entries(t.shadows, (s) => `x ${s.x ?? 0}, y ${s.y ?? 0}, blur ${s.radius ?? 0}, ${s.color}`),
  motion: (t) => new Map([...entries(t.motion, () => "")].map(([name, item]) => [name, { ...item, text: t.motionPreview[name].summary }])),
  buttons: (t) => entries(t.buttons, (b) => {
    const n = b.forms[b.defaultForm]?.normal ?? {};
    return `${b.defaultForm}, fill ${n.fill ?? "none"}, label ${n.labelColor} ${n.labelSize} pt, min height ${n.minHeight} pt`;
  }),
  surfaces: (t) => entries(t.surfaces, (s) => `${s.background.material ? "material " + s.background.material : "solid " + s.opaqueColor}, radius ${s.cornerRadius} pt`),
};
function entries(object, show) {
  return new Map(Object.entries(object ?? {}).map(([name, value]) => [name, { value: JSON.stringify(value), text: show(value), raw: value }]));
}

/** The element each group's item is drawn in. */
const compareTargets = {
  colors: (name) => document.querySelector(`#color-grid figure.color[data-role="${CSS.escape(name)}"] figcaption`),
  type: (name) => document.querySelector(`#type-ramp th[data-item="${CSS.escape(name)}"]`),
  spacing: (name) => document.querySelector(`#spacing li[data-step="${CSS.escape(name)}"]`),
  gaps: (name) => document.querySelector(`#gaps li[data-gap="${CSS.escape(name)}"]`),
  radii: (name) => document.querySelector(`#radii [data-radius="${CSS.escape(name)}"] .body`),
  shadows: (name) => document.querySelector(`#shadows [data-shadow="${CSS.escape(name)}"] figcaption`),
  motion: (name) => document.querySelector(`#motion li[data-motion="${CSS.escape(name)}"] .body`),
  buttons: (name) => document.querySelector(`#buttons .button-role[data-role="${CSS.escape(name)}"]`),
  surfaces: (name) => document.querySelector(`#surfaces .card[data-role="${CSS.escape(name)}"] .body`),
};

/** Removes every comparison from the page. */
function clearCompare() {
  for (const node of document.querySelectorAll(".compare")) node.remove();
  for (const node of document.querySelectorAll("[data-differs]")) node.removeAttribute("data-differs");
  $("compare-note").textContent = "";
}

/** Draws `other` (a preset's gallery in this mode) beside `tree` (the draft's) in every group. */
function renderCompare(tree, other) {
  clearCompare();
  // Every colour card is compared: those still waiting are drawn first.
  drawAllColorCards();
  const name = other.theme.name;
  let differences = 0;
  for (const [group, items] of Object.entries(compareGroups)) {
    const ours = items(tree), theirs = items(other);
    for (const [item, mine] of ours) {
      const target = compareTargets[group](item);
      if (!target) continue;
      const their = theirs.get(item);
      const differs = their === undefined || their.value !== mine.value;
      if (differs) differences += 1;
      if (differs) target.dataset.differs = "true";
      const line = el("span", { className: "compare" + (differs ? " differs" : ""), dataset: { group, item } },
        el("span", { className: "badge", text: differs ? "Differs" : "Same" }),
        group === "colors" && their ? el("span", { className: "mini", style: { background: their.raw } }) : null,
        el("span", { text: their ? `${name}: ${their.text}` : `${name} has no ${item}` }));
      if (group === "buttons" && their) line.append(comparedButtons(item, their.raw, mine.raw, other.colors.background));
      if (group === "colors" && their) target.closest("figure")?.querySelector(".chips")?.append(Object.assign(swatch(their.raw, name), { className: "chip checker compare" }));
      target.append(line);
    }
  }
  $("compare-note").textContent = `Beside each value: ${name} in ${modeName(modeOf(context()))}, ${context().size}. ${differences} differ${differences === 1 ? "s" : ""}.`;
}

/** The preset's samples of a button role's default form, each state marked when it differs from the draft's. */
function comparedButtons(role, theirs, ours, background) {
  const form = theirs.defaultForm;
  const states = Object.entries(theirs.forms[form] ?? {});
  return el("span", { className: "compare-buttons frame", style: { background } }, ...states.map(([state, b]) => {
    const sample = buttonSample(role, form, state, b, gallery.cssWeights);
    sample.setAttribute("aria-label", `${role} ${form} button of the compared preset, ${state}`);
    sample.dataset.compared = "true";
    if (JSON.stringify(ours.forms[form]?.[state]) !== JSON.stringify(b)) sample.dataset.differs = "true";
    return sample;
  }));
}
