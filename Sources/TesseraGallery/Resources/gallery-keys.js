// MARK: Keyboard (Studio): ⌘S / Ctrl+S saves (through Review changes, as the Save button does),
// and ⌘K / Ctrl+K (or the Find button) opens "Go to a role": typing filters every role of the
// theme by name — colours, text roles, spacing, gaps, radii, shadows, motion, buttons and
// surfaces — and Enter or a click scrolls to it and puts the focus on its first field.
// (⌘Z and ⇧⌘Z are wired with the Undo and Redo buttons.)

/** Edits sent and not yet answered: saving waits for them. */
const pendingEdits = new Set();

/** Every role the page shows, `{ name, group, target }`, `target` finding its element. */
function roleIndex() {
  if (!gallery) return [];
  const at = (selector) => () => document.querySelector(selector);
  const q = (name) => CSS.escape(name);
  const groups = [
    ["colour", Object.keys(gallery.colors ?? {}), (n) => () => {
      if (!document.querySelector(`#matrix tr[data-role="${q(n)}"]`)) showAllMatrixRows();
      drawColorCard(n);
      return document.querySelector(`#matrix tr[data-role="${q(n)}"]`) ?? document.querySelector(`figure.color[data-role="${q(n)}"]`);
    }],
    ["text", Object.keys(gallery.typography ?? {}), (n) => at(`#type-ramp th[data-item="${q(n)}"]`)],
    ["spacing", (gallery.spacingScale ?? []).map((s) => s.name), (n) => at(`#spacing li[data-step="${q(n)}"]`)],
    ["gap", Object.keys(gallery.layout?.gaps ?? {}), (n) => at(`#gaps li[data-gap="${q(n)}"]`)],
    ["radius", (gallery.radii ?? []).map((r) => r.name), (n) => at(`#radii [data-radius="${q(n)}"]`)],
    ["shadow", Object.keys(gallery.shadows ?? {}), (n) => at(`#shadows [data-shadow="${q(n)}"]`)],
    ["motion", Object.keys(gallery.motion ?? {}), (n) => at(`#motion [data-motion="${q(n)}"]`)],
    ["button", Object.keys(gallery.buttons ?? {}), (n) => at(`#buttons .button-role[data-role="${q(n)}"]`)],
    ["surface", Object.keys(gallery.surfaces ?? {}), (n) => at(`#surfaces .card[data-role="${q(n)}"]`)],
  ];
  return groups.flatMap(([group, names, target]) => names.map((name) => ({ name, group, target: target(name) })));
}

const finder = { shown: [], active: 0 };

function findMatches(text) {
  const query = text.trim().toLowerCase();
  const all = roleIndex();
  if (!query) return all.slice(0, 50);
  // Names that start with the query first, then names that hold it.
  const starts = all.filter((r) => r.name.toLowerCase().startsWith(query));
  const holds = all.filter((r) => !r.name.toLowerCase().startsWith(query) && r.name.toLowerCase().includes(query));
  return [...starts, ...holds].slice(0, 50);
}

function showFound(text) {
  finder.shown = findMatches(text);
  finder.active = 0;
  $("find-results").replaceChildren(...finder.shown.map((r, index) => {
    const option = el("li", { id: `find-option-${index}`, className: "combobox-option", attrs: { role: "option", "aria-selected": String(index === 0) } },
      el("span", { className: "name", text: r.name }), el("span", { className: "muted", text: r.group }));
    option.addEventListener("click", () => goToRole(index));
    return option;
  }));
  $("find-count").textContent = finder.shown.length ? "" : "No role has that name";
  $("find-input").setAttribute("aria-activedescendant", finder.shown.length ? "find-option-0" : "");
}

function moveFound(step) {
  if (!finder.shown.length) return;
  $("find-results").children[finder.active]?.setAttribute("aria-selected", "false");
  finder.active = (finder.active + step + finder.shown.length) % finder.shown.length;
  const option = $("find-results").children[finder.active];
  option.setAttribute("aria-selected", "true");
  option.scrollIntoView({ block: "nearest" });
  $("find-input").setAttribute("aria-activedescendant", option.id);
}

/** Scrolls to the chosen role, marks it for a moment and focuses its first field. */
function goToRole(index) {
  const entry = finder.shown[index];
  $("find").close();
  const target = entry?.target();
  if (!target) return;
  target.scrollIntoView({ block: "center" });
  target.classList.add("found");
  setTimeout(() => target.classList.remove("found"), 1600);
  const input = target.querySelector("input:not([type=color]), button, select");
  if (input) input.focus({ preventScroll: true });
  else { target.tabIndex = -1; target.focus({ preventScroll: true }); }
  notify(`${entry.name} (${entry.group})`);
}

function openFinder() {
  if ($("find").open) return;
  $("find-input").value = "";
  showFound("");
  $("find").showModal();
  $("find-input").focus();
}

/** Saves as the Save button does, once the field being typed in has sent its value. */
async function saveFromKeyboard() {
  const active = document.activeElement;
  if (active?.dataset?.path) active.dispatchEvent(new Event("change"));
  await Promise.allSettled([...pendingEdits]);
  if (!$("save").disabled) $("save").click();
}

if (studio) {
  const dialog = el("dialog", { id: "find", attrs: { "aria-labelledby": "find-title" } },
    el("h2", { id: "find-title", text: "Go to a role" }),
    el("input", { id: "find-input", type: "text", autocomplete: "off", spellcheck: false, placeholder: "Role name",
      attrs: { role: "combobox", "aria-label": "Role name", "aria-expanded": "true", "aria-controls": "find-results", "aria-autocomplete": "list" } }),
    el("ul", { id: "find-results", className: "find-results", attrs: { role: "listbox", "aria-label": "Roles" } }),
    el("p", { id: "find-count", className: "muted", attrs: { role: "status" } }));
  document.body.append(dialog);
  $("find-input").addEventListener("input", () => showFound($("find-input").value));
  $("find-input").addEventListener("keydown", (event) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") { event.preventDefault(); moveFound(event.key === "ArrowDown" ? 1 : -1); }
    else if (event.key === "Enter") { event.preventDefault(); goToRole(finder.active); }
  });
  $("find-open")?.addEventListener("click", openFinder);
  document.addEventListener("keydown", (event) => {
    if (!(event.metaKey || event.ctrlKey) || event.altKey || event.shiftKey) return;
    const key = event.key.toLowerCase();
    if (key === "s") { event.preventDefault(); if (!event.target.closest?.("dialog[open]")) saveFromKeyboard(); }
    else if (key === "k") { event.preventDefault(); openFinder(); }
  });
}
