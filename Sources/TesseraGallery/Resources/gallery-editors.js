// MARK: Value editors (Studio): the radius and spacing scales, text roles (with their Dynamic Type
// clamps), shadows, motion and a surface's radius (the other groups: gallery-groups.js), each value shown as the draft writes it (`editors`, computed by the server's
// `EditorModel`) and each change sent through the one edit seam (`/api/edit`, one undo step). A
// choice from the theme's tokens or the core's names writes exactly that — `{radii.large}` stays a
// reference —; a literal is written only when typed. The page reads nothing itself: what is typed
// goes to the server as a number when it is one and as the text otherwise, and the core reads it or
// refuses it with its message at the field.

/** What a typed value is sent as: nothing (the key left out) when empty, a number when it is one, else the text as typed. */
function typedValue(text) {
  const typed = text.trim();
  if (typed === "") return null;
  return Number.isFinite(Number(typed)) ? Number(typed) : typed;
}

/** A field for a value typed as text (a number, `system`, a family name). */
function textField(path, label, value, placeholder = "") {
  const input = el("input", { type: "text", value: value === null || value === undefined ? "" : String(value), placeholder, spellcheck: false });
  return field(path, label, input, typedValue);
}

/** A choice among `choices` (the core's names); `own` names what no choice means (the key left out). */
function choiceField(path, label, value, choices, own) {
  const select = el("select", {}, ...(own ? [el("option", { value: "", text: own })] : []), ...choices.map((c) => el("option", { value: c, text: c })));
  select.value = value ?? "";
  return field(path, label, select, (text) => text === "" ? null : text);
}

/** A labelled row of an editor card: the visible name, then the field. */
function editorRow(name, control) {
  return el("div", { className: "editor-row" }, el("span", { className: "editor-name", text: name, attrs: { "aria-hidden": "true" } }), control);
}

/** A text role's card: family, design, weight, leading and tracking, as written (its size is in the ramp above). */
function typeEditor(tree, role, text) {
  const written = tree.editors?.typography?.[role] ?? {};
  const choices = tree.editors?.choices ?? {};
  const path = (key) => ["typography", role, key];
  const leading = written.lineSpacing !== undefined && written.lineHeight === undefined
    ? editorRow("Line spacing (pt)", numberField(path("lineSpacing"), `Line spacing of ${role} (points)`, written.lineSpacing, tree.bounds.points))
    : editorRow("Line height (× size)", textField(path("lineHeight"), `Line height of ${role} (a multiple of its size; empty: the text style's own)`, written.lineHeight, "default"));
  return el("div", { className: "card editor", dataset: { editor: `typography.${role}` } },
    el("div", { className: "body" }, el("strong", { text: role }),
      el("span", { className: "muted", text: `${round(text.size, 1)} pt ${text.weight}, line height ${round(text.lineHeight, 1)} pt` }),
      editorRow("Family", textField(path("family"), `Font family of ${role} (empty: the system font)`, written.family, "system font")),
      editorRow("Design", choiceField(path("design"), `Design of ${role}`, written.design, choices.designs ?? [], "default")),
      editorRow("Weight", choiceField(path("weight"), `Weight of ${role}`, written.weight, choices.weights ?? [], "default")),
      leading,
      editorRow("Smallest size", choiceField(path("minimumSize"), `Smallest Dynamic Type size ${role} is drawn at (a clamp)`, written.minimumSize, choices.sizes ?? [], "no clamp")),
      editorRow("Largest size", choiceField(path("maximumSize"), `Largest Dynamic Type size ${role} is drawn at (a clamp)`, written.maximumSize, choices.sizes ?? [], "no clamp")),
      editorRow("Tracking (pt)", textField(path("letterSpacing"), `Tracking of ${role} (points)`, written.letterSpacing, String(round(text.tracking ?? 0, 2))))));
}

/** A shadow's fields: its colour (a typed value or a token), light and dark opacity, blur and offset. */
function shadowEditor(tree, name) {
  const written = tree.editors?.shadows?.[name] ?? {};
  const path = (key) => ["shadows", name, key];
  const color = el("input", { type: "text", value: tree.editors.shadowColors[name] ?? "", placeholder: "black", spellcheck: false, className: "color-input" });
  paletteCombobox(color);
  const points = tree.bounds.points, unit = { min: 0, max: 1 };
  const offset = { min: -points.max, max: points.max };
  return el("div", { className: "editor-fields" },
    editorRow("Colour", field(path("color"), `Colour of shadow ${name}: a typed colour, {palette.NAME} or {colors.ROLE} (empty: black)`, color,
      (text) => text.trim() === "" ? null : typedColor(text))),
    editorRow("Opacity", numberField(path("opacity"), `Opacity of shadow ${name} in light appearance (0 to 1)`, written.opacity ?? 0, unit)),
    editorRow("Dark opacity", numberField(path("darkOpacity"), `Opacity of shadow ${name} in dark appearance (0 to 1)`, written.darkOpacity ?? 0, unit)),
    editorRow("Blur (pt)", numberField(path("radius"), `Blur radius of shadow ${name} (points)`, written.radius ?? 0, points)),
    editorRow("x (pt)", numberField(path("x"), `Horizontal offset of shadow ${name} (points)`, written.x ?? 0, offset)),
    editorRow("y (pt)", numberField(path("y"), `Vertical offset of shadow ${name} (points)`, written.y ?? 0, offset)));
}

/**
 * An animation's fields: its curve, then its duration (or a spring's response and damping). A press
 * animation the theme does not write (`builtInMotion`) is written whole on its first edit, as the
 * core defines it with the one value changed, so that the theme's entry overrides it.
 */
function motionEditor(tree, name) {
  const written = tree.editors?.motion?.[name] ?? {};
  const whole = tree.editors?.builtInMotion?.includes(name);
  const numeric = (key, label, bounds) => {
    const input = el("input", { type: "number", value: String(written[key] ?? ""), step: "any", min: String(bounds.min), max: String(bounds.max) });
    // The field's own path names it (its id, its error); for a press animation the edit writes the whole entry.
    return field(["motion", name, key], label, input, (text) => {
      if (text.trim() === "" || !Number.isFinite(Number(text))) throw `${label}: expected a number between ${bounds.min} and ${bounds.max}`;
      return whole ? { ...written, [key]: Number(text) } : Number(text);
    }, whole ? ["motion", name] : undefined);
  };
  const seconds = { min: 0, max: 60 };
  const timing = written.curve === "spring"
    ? [editorRow("Response (s)", numeric("response", `Response of ${name} (seconds)`, seconds)),
      editorRow("Damping", numeric("damping", `Damping fraction of ${name}`, { min: 0, max: 1 }))]
    : written.curve === "none" ? [] : [editorRow("Duration (s)", numeric("duration", `Duration of ${name} (seconds)`, seconds))];
  const curves = tree.editors?.choices?.curves ?? [];
  const curve = el("select", {}, ...curves.map((c) => el("option", { value: c, text: c })));
  curve.value = written.curve ?? "";
  return el("div", { className: "editor-fields" },
    editorRow("Curve", field(["motion", name, "curve"], `Curve of ${name}`, curve, (kind) => switchCurve(tree, written, kind), ["motion", name])),
    ...timing);
}

/**
 * The whole entry an animation becomes when its curve is switched to `kind`: its timing from the
 * server's `curveTimings` (the theme's own animation of that kind) when the kind takes other keys
 * than it has — a spring's response and damping, an easing curve's duration —, else its own; its
 * Reduce Motion substitute kept.
 */
function switchCurve(tree, written, kind) {
  const timings = tree.editors?.choices?.curveTimings ?? {};
  const keys = (k) => Object.keys(timings[k] ?? {}).sort().join();
  const own = Object.fromEntries(["duration", "response", "damping", "blend"].filter((k) => written[k] !== undefined).map((k) => [k, written[k]]));
  const timing = keys(kind) === keys(written.curve) ? own : timings[kind] ?? {};
  return { curve: kind, ...timing, ...(written.reduceMotion ? { reduceMotion: written.reduceMotion } : {}) };
}

/** A surface's corner radius: a token of the radius scale (written as `{radii.NAME}`) or a typed number of points. */
function surfaceRadiusEditor(tree, role, surface) {
  const path = ["surfaces", role, "radius"];
  const written = tree.editors?.surfaces?.[role]?.radius ?? null;
  const tokens = tree.editors?.choices?.radii ?? [];
  const select = el("select", { id: `radius-token-${role.replace(/[^A-Za-z0-9-]/g, "_")}`, dataset: { role } },
    el("option", { value: "", text: typeof written === "number" ? "typed value" : "not set" }),
    ...tokens.map((t) => el("option", { value: t.reference, text: `${t.name} · ${t.points} pt`, title: t.reference })));
  select.value = typeof written === "string" ? written : "";
  select.setAttribute("aria-label", `Corner radius token of ${role}`);
  select.addEventListener("change", () => { if (select.value) edit(path, select.value, select.value); });
  const typed = numberField(path, `Corner radius of ${role} (points, typed)`, surface.cornerRadius, tree.bounds.points);
  return el("div", { className: "editor-fields" }, editorRow("Radius token", select), editorRow("Radius (pt)", typed));
}

/**
 * "Add a step" under a scale (`group`: `["radii"]`, `["layout", "spacing"]`): a name and a number
 * of points, written as one edit; the core's refusal shows under the form.
 */
function addStepForm(group, noun, bounds) {
  const id = "add-" + group.join("-");
  const name = el("input", { type: "text", id: id + "-name", placeholder: "name", spellcheck: false, autocomplete: "off" });
  name.setAttribute("aria-label", `Name of the new ${noun}`);
  const value = el("input", { type: "number", id: id + "-value", placeholder: "pt", step: "any", min: String(bounds.min), max: String(bounds.max) });
  value.setAttribute("aria-label", `Points of the new ${noun}`);
  const error = el("span", { className: "field-error", id: id + "-error", attrs: { role: "alert" } });
  const form = el("form", { className: "add-step", id }, name, value, el("button", { type: "submit", text: `Add ${noun}` }), error);
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const key = name.value.trim(), points = typedValue(value.value);
    if (!key || typeof points !== "number") { error.textContent = `Give the new ${noun} a name and a number of points.`; return; }
    const { ok, reply } = await post("/api/edit", { path: [...group, key], value: points });
    error.textContent = ok ? "" : (reply.diagnostics ?? [reply.error ?? "The step was not added"]).join("\n");
    if (!ok) { notify(`The ${noun} was not added: see the form`, true); return; }
    name.value = "";
    value.value = "";
    notify(`Added ${noun} ${key}: ${points} pt`);
    await refresh(true);
    $(id + "-name")?.focus();
  });
  return form;
}

/** Plays an animation preview, unless the system or the View menu asks for reduced motion: then the dot is put at its end at once. */
function playPreview(dot, distance, values, duration, reduced) {
  const systemReduced = matchMedia("(prefers-reduced-motion: reduce)").matches;
  if (reduced || systemReduced) {
    dot.style.transform = `translateX(${distance}px)`;
    if (systemReduced) notify("Your system asks for reduced motion: the preview shows where the animation ends, without moving");
    return;
  }
  dot.animate(values.map((v) => ({ transform: `translateX(${v * distance}px)` })), { duration: duration * 1000, fill: "forwards" });
}
