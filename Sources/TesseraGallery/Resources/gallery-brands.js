// MARK: A folder of brands (Studio, `tessera studio FOLDER`): the switcher, the folder's files as
// compare targets, the comparison the server computed (`/api/gallery?compare=…`: the colour roles
// that differ, the inherited roles that clash with the brand's accent) and, while the shown file is
// a base the brands extend, each brand's audit over the saved base and over this draft. Each file
// keeps its own draft and undo history on the server, so switching never discards an edit.

/** Draws the switcher and the compare targets of the folder from the status's `brands` (null for one file). */
function showBrands(brands) {
  $("brands-bar").hidden = !brands;
  const group = $("compare-files");
  if (!brands) { group.hidden = true; return; }
  const key = JSON.stringify(brands);
  if (showBrands.key === key) return;
  showBrands.key = key;
  const describe = (b) => `${b.name} — ${b.id}${b.base ? " (base)" : ""}${b.unsaved ? " · edited" : ""}`;
  $("brand-switch").replaceChildren(...brands.items.map((b) => el("option", { value: b.id, text: describe(b), selected: b.id === brands.current })));
  const chosen = $("compare").value;
  group.replaceChildren(
    el("option", { value: "file:base", text: "Its base" }),
    ...brands.items.filter((b) => b.id !== brands.current).map((b) => el("option", { value: "file:" + b.id, text: `${b.name} (${b.id})` })));
  group.hidden = false;
  // A file compared with is compared no more once it is the one shown.
  $("compare").value = [...$("compare").options].some((o) => o.value === chosen) ? chosen : "";
  const edited = brands.items.filter((b) => b.unsaved && b.id !== brands.current).map((b) => b.name);
  $("brands-note").textContent = edited.length ? `Unsaved edits kept in ${edited.join(", ")}` : `${brands.items.length} files, each with its own undo`;
}

/** Shows the file `id` of the folder; its draft and undo history are as they were left. */
async function switchBrand(id) {
  if (await command("/api/brands/open", { id })) $("brand-switch").focus();
}

/** Compares the draft (`tree`) with a file of the folder (`target`: `base` or an id), as the server computed. */
async function compareWithFile(tree, target) {
  const response = await fetch("/api/gallery?" + new URLSearchParams({ ...context(), compare: target }));
  const reply = await response.json().catch(() => ({}));
  if (!response.ok) {
    clearCompare();
    renderComparison(null);
    $("compare-note").textContent = reply.error?.message ?? reply.error ?? "Nothing to compare with";
    return;
  }
  renderCompare(tree, reply.gallery);
  renderComparison(reply.comparison);
}

/** The roles that differ and the inherited roles that clash with the accent (`BrandComparison`), or nothing. */
function renderComparison(c) {
  const box = $("compare-report");
  box.hidden = !c;
  if (!c) { box.replaceChildren(); return; }
  const chip = (hex) => el("span", { className: "mini", style: { background: hex ?? "transparent" } });
  const differs = c.differs.length;
  box.replaceChildren(
    el("h3", { className: "sub", text: `${differs} colour role${differs === 1 ? "" : "s"} differ from ${c.target}` }),
    el("ul", { className: "differs-list" }, ...c.differs.map((d) => el("li", { dataset: { role: d.role } },
      chip(d.value), chip(d.theirs), el("span", { text: ` ${d.role}: ${d.value} here, ${d.theirs ?? "no such role"} there` })))),
    c.clashes.length === 0
      ? el("p", { className: "muted", text: `No inherited colour role clashes with the accent ${c.accent}.` })
      : el("div", { className: "clashes", attrs: { role: "note" } },
        el("p", { text: `${c.clashes.length} inherited colour role${c.clashes.length === 1 ? "" : "s"} keep the base's accent hue (${c.baseAccent}) beside this accent (${c.accent}):` }),
        el("ul", {}, ...c.clashes.map((x) => el("li", { dataset: { role: x.role } },
          chip(x.value), el("span", { text: ` ${x.role} ${x.value}, from ${x.origin}: ${x.hueDifference}° of hue from the accent` }))))));
}

/** While the shown file is a base the folder's brands extend: each brand's audit, saved and with this draft. */
function renderImpact(impact) {
  const box = $("impact");
  box.hidden = !impact;
  if (!impact) { box.replaceChildren(); return; }
  const result = (r) => r.errors ? `does not compile (${r.errors} error${r.errors === 1 ? "" : "s"})` : r.passed ? "passes" : `fails ${r.failures} check${r.failures === 1 ? "" : "s"}`;
  const count = impact.brands.length;
  box.replaceChildren(
    el("strong", { text: `Saving ${impact.base} affects ${count} brand${count === 1 ? "" : "s"}:` }),
    el("ul", {}, ...impact.brands.map((b) => el("li", { dataset: { brand: b.id, passed: String(b.after.passed), before: String(b.before.failures), after: String(b.after.failures) } },
      el("span", { className: "badge", text: b.after.passed ? "Pass" : "Fail" }),
      el("span", { text: ` ${b.name}: ${result(b.after)} with this edit (${result(b.before)} as saved)` }),
      b.after.first && !b.after.passed ? el("span", { className: "muted", text: ` — ${b.after.first}` }) : null))));
}
