// MARK: Choosing a palette token by name (Studio): a combobox (the ARIA 1.2 pattern) on each
// colour field. Typing filters the theme's palette by name; arrow keys move through it, Enter or
// a click writes `{palette.NAME}`, Escape closes. One list serves every field: it is placed under
// the field being typed in (fixed to the window, as colour cards clip what overflows them).

/** The theme's palette as the core lists it: `{ name, hex }` in order. */
let paletteEntries = [];

const paletteList = (() => {
  const list = el("ul", { id: "palette-options", className: "combobox-list", hidden: true, attrs: { role: "listbox", "aria-label": "Palette tokens" } });
  list.addEventListener("mousedown", (event) => event.preventDefault());
  if (studio) document.body.append(list);
  return list;
})();
/** The field the list belongs to now, and the options it shows. */
const combo = { input: null, shown: [], active: -1 };

/** The palette entries whose name holds `text` (case-insensitive); a typed `{palette.…}` is read as its name. */
function paletteMatches(text) {
  const query = text.trim().replace(/^\{(palette\.?)?/, "").replace(/\}$/, "").toLowerCase();
  return paletteEntries.filter((p) => p.name.toLowerCase().includes(query));
}

function closeCombobox() {
  if (combo.input) {
    combo.input.setAttribute("aria-expanded", "false");
    combo.input.removeAttribute("aria-activedescendant");
  }
  paletteList.hidden = true;
  combo.active = -1;
}

function showOptions(input, entries) {
  combo.input = input;
  combo.shown = entries;
  combo.active = -1;
  paletteList.replaceChildren(...entries.map((p, index) => {
    const option = el("li", { id: `palette-option-${index}`, className: "combobox-option", attrs: { role: "option", "aria-selected": "false" } },
      el("span", { className: "mini checker", attrs: { "aria-hidden": "true" } }, el("span", { style: { background: p.hex } })),
      el("span", { className: "name", text: p.name }), el("code", { className: "muted", text: p.hex }));
    option.addEventListener("click", () => choosePalette(index));
    return option;
  }));
  paletteList.hidden = entries.length === 0;
  placeList();
  input.setAttribute("aria-expanded", String(entries.length > 0));
  input.removeAttribute("aria-activedescendant");
}

/** Puts the list under its field (above it when there is no room below). */
function placeList() {
  if (paletteList.hidden || !combo.input) return;
  const box = combo.input.getBoundingClientRect();
  const below = innerHeight - box.bottom > 200 || box.top < 200;
  // Within the page's width (the window's, less its scroll bar).
  const room = document.documentElement.clientWidth, width = Math.min(Math.max(box.width, 260), room - 8);
  Object.assign(paletteList.style, { left: Math.max(4, Math.min(box.left, room - width - 4)) + "px", width: width + "px",
    top: below ? box.bottom + 2 + "px" : "auto", bottom: below ? "auto" : innerHeight - box.top + 2 + "px" });
}
addEventListener("scroll", placeList, true);
addEventListener("resize", placeList);

function moveActive(step) {
  if (combo.shown.length === 0) return;
  paletteList.children[combo.active]?.setAttribute("aria-selected", "false");
  combo.active = combo.active < 0 ? (step > 0 ? 0 : combo.shown.length - 1) : (combo.active + step + combo.shown.length) % combo.shown.length;
  const option = paletteList.children[combo.active];
  option.setAttribute("aria-selected", "true");
  option.scrollIntoView({ block: "nearest" });
  combo.input.setAttribute("aria-activedescendant", option.id);
}

/** Writes the chosen token as a reference: the field's value becomes `{palette.NAME}` and is sent as an edit. */
function choosePalette(index) {
  const entry = combo.shown[index];
  const input = combo.input;
  if (!entry || !input) return;
  closeCombobox();
  input.value = `{palette.${entry.name}}`;
  input.dispatchEvent(new Event("change"));
}

/** Makes a colour field a combobox over the palette. */
function paletteCombobox(input) {
  input.setAttribute("role", "combobox");
  input.setAttribute("aria-autocomplete", "list");
  input.setAttribute("aria-expanded", "false");
  input.setAttribute("aria-controls", paletteList.id);
  input.autocomplete = "off";
  input.addEventListener("input", () => {
    const text = input.value.trim();
    // Only names are searched: a typed hex or colour function is left alone.
    if (text === "" || /^(#|rgb|oklch|color\()/i.test(text)) closeCombobox();
    else showOptions(input, paletteMatches(text));
  });
  input.addEventListener("keydown", (event) => {
    const open = combo.input === input && !paletteList.hidden;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) showOptions(input, paletteMatches(/^(#|rgb|oklch|color\()/i.test(input.value) ? "" : input.value));
      moveActive(event.key === "ArrowDown" ? 1 : -1);
    } else if (event.key === "Enter" && open && combo.active >= 0) {
      event.preventDefault();
      choosePalette(combo.active);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      closeCombobox();
    }
  });
  input.addEventListener("blur", () => { if (combo.input === input) closeCombobox(); });
}
