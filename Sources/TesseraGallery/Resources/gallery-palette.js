// MARK: Palette editor (Studio): the theme's palette ramp by ramp (`editors.palette`, computed by
// the server's `PaletteModel`): each entry's colour, the value written there and the roles that use
// it in each mode, as the core walked the references. A ramp is added from one colour by the
// server (the generator's ramp, `/api/palette/ramp`); renaming a ramp or an entry
// (`/api/palette/rename`) rewrites every reference to it in the same undo step. The page computes
// none of it: it shows the tree and sends what was typed.

/** The mode keys a theme file writes, as the page names them. */
const paletteModeNames = { light: "Light", dark: "Dark", increasedContrastLight: "Light increased", increasedContrastDark: "Dark increased" };

/** A safe id part for a palette path (`brand.500` → `brand-500`). */
const paletteId = (path) => path.replace(/[^A-Za-z0-9-]/g, "-");

/** Sends a palette operation; shows the refusal in `error` (and the notice), else refreshes. */
async function paletteAction(url, body, error, done) {
  const { ok, reply } = await post(url, body);
  error.textContent = ok ? "" : (reply.diagnostics ?? [reply.error ?? "Refused"]).join("\n");
  if (!ok) { notify("The palette was not changed: see the form", true); return false; }
  notify(done);
  await refresh(true);
  return true;
}

/**
 * A name that renames on change: the palette path `path` renamed to what is typed (its last part).
 * The refusal (a name in use, a name a reference cannot hold) shows under it.
 */
function renameField(path, name, label) {
  const input = el("input", { type: "text", value: name, spellcheck: false, autocomplete: "off", id: "rename-" + paletteId(path), className: "rename" });
  input.setAttribute("aria-label", label);
  const error = el("span", { className: "field-error", id: input.id + "-error", attrs: { role: "alert" } });
  input.setAttribute("aria-describedby", error.id);
  input.addEventListener("change", async () => {
    const typed = input.value.trim();
    if (typed === name) return;
    const ok = await paletteAction("/api/palette/rename", { path, name: typed }, error, `Renamed palette.${path}: every reference follows`);
    if (!ok) input.setAttribute("aria-invalid", "true");
    else $("rename-" + paletteId(path.split(".").slice(0, -1).concat(typed).join(".")))?.focus();
  });
  return el("span", { className: "field" }, input, error);
}

/** Where an entry is used: each role with the modes it reaches the entry in. */
function usesText(uses) {
  if (!uses.length) return "Not used by a colour role";
  return "Used by " + uses.map((u) => `${u.role} (${u.modes.map((m) => paletteModeNames[m] ?? m).join(", ")})`).join("; ");
}

/** One entry of a ramp: its swatch, name (a rename field when the file writes it), colour and where it is used. */
function paletteEntry(entry, own) {
  const swatchBox = el("span", { className: "mini checker", attrs: { "aria-hidden": "true" } }, el("span", { style: { background: entry.hex ?? "transparent" } }));
  const name = own ? renameField(entry.path, entry.name, `Name of palette entry ${entry.path} (renaming rewrites every reference)`) : el("code", { text: entry.name });
  return el("li", { className: "palette-entry", dataset: { entry: entry.path } }, swatchBox, name,
    el("code", { className: "muted", text: entry.hex ?? entry.written }),
    el("span", { className: "muted uses", dataset: { uses: entry.path }, text: usesText(entry.uses) }));
}

/** The palette, group by group. Groups the file's base writes are shown with their origin and cannot be renamed here. */
function renderPalette(tree, target) {
  const groups = tree.editors?.palette?.groups ?? [];
  target.replaceChildren(...groups.map((group) => {
    const single = group.entries.length === 1 && group.entries[0].path === group.name;
    const heading = group.own
      ? el("h3", {}, renameField(group.name, group.name, single ? `Name of palette colour ${group.name}` : `Name of ramp ${group.name} (renaming rewrites every reference)`))
      : el("h3", { text: group.name });
    const entries = single && group.own ? [paletteEntry({ ...group.entries[0], name: "" }, false)] : group.entries.map((e) => paletteEntry(e, group.own));
    return el("div", { className: "card palette-group", dataset: { group: group.name } },
      el("div", { className: "body" }, heading, group.own ? null : origin(tree, `palette.${group.name}`),
        el("ul", { className: "palette-entries" }, ...entries)));
  }));
}

if (studio) {
  // A refusal stays under the form until the name is typed again.
  $("ramp-name")?.addEventListener("input", () => { $("ramp-error").textContent = ""; });
  $("ramp-add")?.addEventListener("submit", async (event) => {
    event.preventDefault();
    const name = $("ramp-name").value.trim(), color = $("ramp-color").value.trim();
    const ok = await paletteAction("/api/palette/ramp", { name, color }, $("ramp-error"), `Added ramp ${name} from ${color}`);
    if (ok) { $("ramp-name").value = ""; $("ramp-color").value = ""; $("rename-" + paletteId(name))?.focus(); }
  });
}
