// MARK: Editors of the remaining groups (Studio): button forms, surfaces' materials, gaps and the
// grid, each value shown as the draft writes it (`editors`, the server's `EditorModel`) and each
// change one edit through the seam (`/api/edit`). A token chosen from a list writes its reference
// (`{spacing.m}`, `{radii.small}`) or the role's name; a number is written only when typed.

/**
 * A dimension: a token of a scale (`tokens`: `{name, reference, points}`, written as the reference)
 * or a typed number of points. `extra` are named values the key also takes (a button's `capsule`).
 */
function dimensionEditor(path, label, written, tokens, bounds, points, extra = []) {
  const id = "token-" + path.join("-").replace(/[^A-Za-z0-9-]/g, "_");
  const select = el("select", { id },
    el("option", { value: "", text: typeof written === "number" ? "typed value" : "not set" }),
    ...extra.map((name) => el("option", { value: name, text: name })),
    ...tokens.map((t) => el("option", { value: t.reference, text: `${t.name} · ${t.points} pt`, title: t.reference })));
  select.value = typeof written === "string" ? written : "";
  select.setAttribute("aria-label", `${label}: a token`);
  select.addEventListener("change", () => { if (select.value) edit(path, select.value, select.value); });
  const typed = numberField(path, `${label} (points, typed)`, typeof written === "number" ? written : points ?? "", bounds);
  return [editorRow("Token", select), editorRow("Points", typed)];
}

/** A choice among names (`choices`) that writes the name chosen; `own` names the key left out. */
function nameChoice(path, label, written, choices, own) {
  return choiceField(path, label, typeof written === "string" ? written : undefined, choices, own);
}

/** A gap's row: its token of the spacing scale or typed points. */
function gapEditor(tree, name, value) {
  const written = tree.editors?.gaps?.[name];
  return el("div", { className: "editor-fields" },
    ...dimensionEditor(["layout", "gaps", name], `Gap ${name}`, written, tree.editors?.choices?.spacing ?? [], tree.bounds.points, value));
}

/** The grid: its number of columns, and its gutter and margin as spacing tokens or points. */
function gridEditor(tree) {
  const written = tree.editors?.grid ?? {}, grid = tree.layout.grid ?? {}, spacing = tree.editors?.choices?.spacing ?? [];
  return el("div", { className: "card editor", dataset: { editor: "grid" } }, el("div", { className: "body" }, el("strong", { text: "Grid" }),
    editorRow("Columns", numberField(["layout", "grid", "columns"], "Grid columns (1 to 48)", written.columns ?? grid.columns ?? "", { min: 1, max: 48 })),
    el("span", { className: "muted", text: "Gutter" }), ...dimensionEditor(["layout", "grid", "gutter"], "Grid gutter", written.gutter, spacing, tree.bounds.points, grid.gutter),
    el("span", { className: "muted", text: "Margin" }), ...dimensionEditor(["layout", "grid", "margin"], "Grid margin", written.margin, spacing, tree.bounds.points, grid.margin)));
}

/** A button role's form, shape, colours, label, padding (spacing tokens or points), height and animation, as written. */
function buttonEditor(tree, role) {
  const written = tree.editors?.buttons?.[role] ?? {}, choices = tree.editors?.choices ?? {};
  const path = (key) => ["buttons", role, key];
  // The points the padding is drawn at (the resolved default form's), shown in the typed field.
  const drawn = tree.buttons?.[role]?.forms?.[tree.buttons?.[role]?.defaultForm]?.normal?.padding ?? {};
  return el("div", { className: "editor-fields button-editor", dataset: { editor: `buttons.${role}` } },
    editorRow("Form", nameChoice(path("form"), `Default form of ${role}`, written.form, choices.buttonForms ?? [], "inherited")),
    el("span", { className: "muted", text: "Shape" }),
    ...dimensionEditor(path("shape"), `Shape of ${role}`, written.shape, choices.radii ?? [], tree.bounds.points, undefined, ["capsule"]),
    editorRow("Fill", nameChoice(path("fill"), `Fill colour role of ${role}`, written.fill, choices.colorRoles ?? [], "none")),
    editorRow("Label colour", nameChoice(path("labelColor"), `Label colour role of ${role}`, written.labelColor, choices.colorRoles ?? [], "inherited")),
    editorRow("Label type", nameChoice(path("label"), `Text role of ${role}'s label`, written.label, choices.textRoles ?? [], "inherited")),
    el("span", { className: "muted", text: "Padding, horizontal" }),
    ...dimensionEditor([...path("padding"), "horizontal"], `Horizontal padding of ${role}`, written.padding?.horizontal, choices.spacing ?? [], tree.bounds.points, drawn.horizontal),
    el("span", { className: "muted", text: "Padding, vertical" }),
    ...dimensionEditor([...path("padding"), "vertical"], `Vertical padding of ${role}`, written.padding?.vertical, choices.spacing ?? [], tree.bounds.points, drawn.vertical),
    editorRow("Min height (pt)", numberField(path("minHeight"), `Minimum height of ${role} (points)`, written.minHeight ?? "", tree.bounds.points)),
    editorRow("Animation", nameChoice(path("animation"), `Press animation of ${role}`, written.animation, choices.animations ?? [], "inherited")));
}

/** The sizes of the icon forms, shared by every button role. */
function buttonFormsEditor(tree) {
  const written = tree.editors?.buttonForms ?? {};
  return el("div", { className: "card editor", dataset: { editor: "buttonForms" } }, el("div", { className: "body" }, el("strong", { text: "Icon forms" }),
    editorRow("Icon size (pt)", numberField(["buttonForms", "iconSize"], "Icon size of icon buttons (points)", written.iconSize ?? "", tree.bounds.points)),
    editorRow("Circle (pt)", numberField(["buttonForms", "circleDiameter"], "Diameter of circular icon buttons (points)", written.circleDiameter ?? "", tree.bounds.points))));
}

/**
 * What a surface's background is — a solid colour, a material or glass —: choosing another kind
 * writes the whole background the server computed for that switch (`switches`: the colour role kept
 * as the material's opaque colour, and back), as one edit of the background.
 */
function backgroundKindEditor(tree, role) {
  const surface = tree.editors?.surfaces?.[role] ?? {}, written = surface.background ?? {};
  const kinds = ["solid", "material", "glass"].filter((k) => written[k] !== undefined || surface.switches?.[k]);
  const select = el("select", {}, ...kinds.map((k) => el("option", { value: k, text: k })));
  select.value = kinds.find((k) => written[k] !== undefined) ?? "";
  return editorRow("Kind", field(["surfaces", role, "background", "kind"], `Background of ${role}: a solid colour, a material or glass`, select,
    (kind) => surface.switches?.[kind] ?? written, ["surfaces", role, "background"]));
}

/** A surface's background: its kind; its fill role when solid; its material, tint role and tint opacity when translucent. */
function surfaceBackgroundEditor(tree, role) {
  const written = tree.editors?.surfaces?.[role]?.background ?? {}, choices = tree.editors?.choices ?? {};
  const path = (key) => ["surfaces", role, "background", key];
  if (written.solid !== undefined) {
    return el("div", { className: "editor-fields" }, backgroundKindEditor(tree, role),
      editorRow("Fill", nameChoice(path("solid"), `Fill colour role of ${role}`, written.solid, choices.colorRoles ?? [])));
  }
  return el("div", { className: "editor-fields" }, backgroundKindEditor(tree, role),
    written.glass === undefined
      ? editorRow("Material", nameChoice(path("material"), `Material of ${role}`, written.material, choices.materials ?? []))
      : editorRow("Fallback", nameChoice(path("fallback"), `Material of ${role} where glass is not drawn`, written.fallback, choices.materials ?? [], "default")),
    editorRow("Tint", nameChoice(path("tint"), `Tint colour role of ${role}`, written.tint, choices.colorRoles ?? [], "none")),
    editorRow("Tint opacity", numberField(path("tintOpacity"), `Tint opacity of ${role} (0 to 1)`, written.tintOpacity ?? "", { min: 0, max: 1 })));
}

/**
 * Where a radius or spacing step, a shadow or an animation is used, as the server listed it
 * (`editors.uses`, `TokenUses`): the surfaces, buttons and layout values that name it, by group.
 */
function tokenUses(tree, group, name) {
  const uses = tree.editors?.uses?.[group]?.[name];
  if (!uses) return null;
  const byGroup = new Map();
  for (const use of uses) {
    const shown = use.group === "layout" ? use.path.slice("layout.".length) : use.name;
    const names = byGroup.get(use.group) ?? [];
    if (!names.includes(shown)) names.push(shown);
    byGroup.set(use.group, names);
  }
  const text = uses.length === 0 ? "Not used by a surface, button or layout value"
    : `Used by ${[...byGroup].map(([g, names]) => `${g} ${names.join(", ")}`).join("; ")}`;
  return el("span", { className: "muted uses", dataset: { tokenUses: `${group}.${name}` }, text, title: uses.map((u) => u.path).join("\n") });
}
