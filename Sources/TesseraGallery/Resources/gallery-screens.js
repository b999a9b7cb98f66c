// The Screens view (Studio): canonical iOS screens — an inset grouped list, a form, a tab bar, a
// sheet, an alert — in a light and a dark phone frame, at the Dynamic Type size the slider picks.
// Every value comes from /api/screens (ScreensModel): each part of a screen names the role that
// draws it and the value the core resolved; this file only lays the parts out. One CSS pixel is
// one point, as on an iPhone's web view. The view draws nothing until it is opened, so it never
// delays the page's first render; once open, it follows the page's context and every redraw of
// the page (it wraps `render`, so an edit, undo or preset reaches the frames).

const screens = { open: false, data: null, size: null, shown: "list", key: null };
const screenNames = { list: "List", form: "Form", sheet: "Sheet", alert: "Alert" };

/** The context the frames are resolved in: the page's, with the slider's Dynamic Type size. */
function screensContext() {
  const c = context();
  return { contrast: c.contrast, size: screens.size ?? c.size, width: c.width, height: c.height, boldText: c.boldText, reduceTransparency: c.reduceTransparency };
}

/** Reads the frames again when the theme or the context changed since they were drawn. */
async function refreshScreens() {
  if (!screens.open) return;
  const query = screensContext();
  const key = JSON.stringify([query, revision]);
  if (key === screens.key) return;
  screens.key = key;
  const response = await fetch("/api/screens?" + new URLSearchParams(query)).catch(() => null);
  if (!response?.ok) { screens.key = null; notify("The screens could not be read", true); return; }
  const data = await response.json();
  if (screens.key !== key) return;
  screens.data = data;
  screens.size = data.size;
  drawScreens();
}

function openScreens() {
  if (screens.open) return;
  screens.open = true;
  $("screens-open").setAttribute("aria-expanded", "true");
  $("screens-open").hidden = true;
  $("screens-view").hidden = false;
  refreshScreens();
}

/** The controls (the size slider, the screen picker) and the two frames. */
function drawScreens() {
  const data = screens.data;
  const view = $("screens-view");
  const at = data.sizes.indexOf(data.size);
  let slider = $("screens-size");
  if (!slider) {
    slider = el("input", { type: "range", id: "screens-size", min: "0", step: "1" });
    slider.addEventListener("input", () => {
      screens.size = screens.data.sizes[Number(slider.value)];
      $("screens-size-name").textContent = screens.size;
      refreshScreens();
    });
    const picker = el("div", { className: "screens-picker", attrs: { role: "radiogroup", "aria-label": "Screen" } },
      ...Object.entries(screenNames).map(([name, label]) => {
        const input = el("input", { type: "radio", name: "screens-screen", value: name, id: "screens-screen-" + name, checked: name === screens.shown });
        input.addEventListener("change", () => { screens.shown = name; drawScreens(); });
        return el("label", { htmlFor: input.id }, input, el("span", { text: label }));
      }));
    view.append(el("div", { className: "screens-controls" },
      el("label", { className: "screens-size", htmlFor: "screens-size" }, el("span", { text: "Dynamic Type" }), slider,
        el("output", { id: "screens-size-name", htmlFor: "screens-size" })),
      picker),
    el("div", { id: "screens-frames", className: "screens-frames" }));
  }
  slider.max = String(data.sizes.length - 1);
  slider.value = String(at);
  slider.setAttribute("aria-valuetext", data.size);
  $("screens-size-name").textContent = data.size;
  $("screens-frames").replaceChildren(...data.frames.map((frame) => iosPhone(frame, data)));
}

// MARK: Parts

/** Inline styles for a text part: the resolved size, leading and tracking in points (CSS px). */
function iosScreenText(style, colour) {
  return {
    fontFamily: style.fontFamily, fontSize: style.fontSize + "px", fontWeight: String(style.fontWeight), lineHeight: style.lineHeight + "px",
    letterSpacing: style.letterSpacing + "px", textTransform: style.textTransform, color: colour ?? style.color,
  };
}
function iosPart(frame, name, tag, text, colour) {
  return el(tag, { className: "ios-" + name, dataset: { part: name }, text, style: iosScreenText(frame.text[name], colour), title: frame.roles["text." + name] });
}
function iosChevron(frame) {
  return el("span", { className: "ios-chevron", dataset: { part: "chevron" }, attrs: { "aria-hidden": "true" }, style: { borderColor: frame.colors.chevron } });
}

function iosGroup(frame, header, rows, footer) {
  const m = frame.metrics;
  const box = el("div", { className: "ios-group", dataset: { part: "group" }, title: frame.roles["surfaces.group"],
    style: { background: frame.colors.group, borderRadius: m.groupRadius + "px" } }, ...rows);
  box.style.setProperty("--separator", frame.colors.separator);
  box.style.setProperty("--row-inset", m.rowHorizontal + "px");
  return el("div", { className: "ios-section", style: { marginBottom: m.looseGap + "px" } },
    header ? iosPart(frame, "sectionHeader", "div", header, frame.colors.footer) : null, box,
    footer ? iosPart(frame, "sectionFooter", "p", footer, frame.colors.footer) : null);
}

function iosRow(frame, title, { subtitle, value, accessory, icon } = {}) {
  const m = frame.metrics;
  return el("div", { className: "ios-row", style: { minHeight: m.minimumTouchTarget + "px", padding: `${m.rowVertical}px ${m.rowHorizontal}px`, gap: m.gap + "px" } },
    icon ? el("span", { className: "ios-icon", attrs: { "aria-hidden": "true" }, style: { background: icon } }) : null,
    // At the accessibility sizes the value goes under the title, as iOS lays such a row out.
    el("div", { className: "ios-row-text" }, iosPart(frame, "rowTitle", "span", title), subtitle ? iosPart(frame, "rowSubtitle", "span", subtitle) : null,
      value && frame.accessibilitySize ? iosPart(frame, "rowValue", "span", value) : null),
    value && !frame.accessibilitySize ? iosPart(frame, "rowValue", "span", value) : null,
    accessory === "chevron" ? iosChevron(frame) : accessory ?? null);
}

function iosToggle(frame, on) {
  return el("span", { className: "ios-toggle" + (on ? " on" : ""), dataset: { part: on ? "toggleOn" : "toggleOff" }, attrs: { "aria-hidden": "true" },
    style: { background: on ? frame.colors.toggleOn : frame.colors.toggleOff } },
  el("span", { className: "ios-knob", style: { background: on ? frame.colors.toggleKnob : frame.colors.group } }));
}

function iosField(frame, placeholder) {
  const m = frame.metrics;
  return el("div", { className: "ios-row", style: { minHeight: m.minimumTouchTarget + "px", padding: `${m.rowVertical}px ${m.rowHorizontal}px` } },
    iosPart(frame, "field", "span", placeholder, frame.colors.placeholder));
}

function iosScreenButton(frame, name, label) {
  const b = frame.buttons[name];
  return el("span", { className: "ios-button", dataset: { part: "button-" + name }, text: label, title: frame.roles["buttons." + name],
    style: { ...iosScreenText(b.label), background: b.fill ?? "transparent", minHeight: b.minHeight + "px", padding: `${b.paddingVertical}px ${b.paddingHorizontal}px`,
      borderRadius: b.capsule ? "999px" : b.radius + "px", border: b.border ? `${b.border.width}px solid ${b.border.color}` : "0" } });
}

const tabIcons = {
  Today: "M4 5h16v15H4z M4 9h16 M8 3v4 M16 3v4",
  Library: "M5 4h4v16H5z M11 4h4v16h-4z M16.5 5l3.5 1-4 14-3.5-1",
  Search: "M10.5 4a6.5 6.5 0 1 1 0 13a6.5 6.5 0 1 1 0-13z M15.5 15.5 20 20",
  Settings: "M12 8.5a3.5 3.5 0 1 1 0 7a3.5 3.5 0 1 1 0-7z M12 2v3 M12 19v3 M2 12h3 M19 12h3 M4.9 4.9l2.1 2.1 M17 17l2.1 2.1 M4.9 19.1 7 17 M17 7l2.1-2.1",
};
function iosTabBar(frame, selected) {
  return el("div", { className: "ios-tabbar", dataset: { part: "tabBar" }, title: frame.roles["surfaces.tabBar"],
    style: { background: frame.colors.tabBar, borderTopColor: frame.colors.separator } },
  ...Object.entries(tabIcons).map(([name, path]) => {
    const colour = name === selected ? frame.colors.accent : frame.colors.tabInactive;
    return el("span", { className: "ios-tab" + (name === selected ? " selected" : "") },
      svg("svg", { viewBox: "0 0 24 24", width: "26", height: "26", "aria-hidden": "true", fill: "none", stroke: colour, "stroke-width": "1.8", "stroke-linecap": "round", "stroke-linejoin": "round" },
        svg("path", { d: path })),
      name === "Library" ? el("span", { className: "ios-badge", text: "3", style: { background: frame.colors.badge, color: frame.colors.badgeText } }) : null,
      iosPart(frame, "tabLabel", "span", name, colour));
  }));
}

function iosNavigation(frame, title) {
  const m = frame.metrics;
  return el("div", { className: "ios-nav", style: { padding: `${m.tightGap}px ${m.screenHorizontal}px ${m.gap}px` } }, iosPart(frame, "navigationTitle", "div", title));
}

// MARK: Screens

function iosListScreen(frame) {
  return [iosNavigation(frame, "Settings"), el("div", { className: "ios-scroll", style: { padding: `0 ${frame.metrics.screenHorizontal}px` } },
    iosGroup(frame, null, [iosRow(frame, "Ana Lima", { subtitle: "Account, sync and sharing", accessory: "chevron", icon: frame.colors.accent })]),
    iosGroup(frame, "Notifications", [
      iosRow(frame, "Reminders", { value: "Banners", accessory: "chevron" }),
      iosRow(frame, "Daily summary", { accessory: iosToggle(frame, true) }),
      iosRow(frame, "Sounds", { value: "Chime", accessory: "chevron" }),
    ], "Reminders appear on the Lock Screen and in Notification Centre. The daily summary arrives each morning with everything due that day, so nothing is missed."),
    iosGroup(frame, "Storage", [iosRow(frame, "Offline copies", { value: "1.2 GB", accessory: "chevron" })]))];
}

function iosFormScreen(frame) {
  const m = frame.metrics;
  return [iosNavigation(frame, "New reminder"), el("div", { className: "ios-scroll", style: { padding: `0 ${m.screenHorizontal}px` } },
    iosGroup(frame, null, [iosField(frame, "Title"), iosField(frame, "Notes")]),
    iosGroup(frame, "Details", [
      iosRow(frame, "Remind me on a day", { accessory: iosToggle(frame, true) }),
      iosRow(frame, "Flag", { accessory: iosToggle(frame, false) }),
    ], "A flagged reminder also shows in the Flagged list, whichever list it belongs to."),
    el("div", { className: "ios-actions", style: { gap: m.gap + "px" } }, iosScreenButton(frame, "primary", "Save reminder"), iosScreenButton(frame, "secondary", "Cancel")))];
}

function iosSheet(frame) {
  const m = frame.metrics;
  return el("div", { className: "ios-sheet", dataset: { part: "sheet" }, title: frame.roles["surfaces.sheet"],
    style: { background: frame.colors.sheet, borderRadius: `${m.sheetRadius}px ${m.sheetRadius}px 0 0`, padding: `${m.tightGap}px ${m.screenHorizontal}px ${m.looseGap}px`, gap: m.gap + "px" } },
  el("span", { className: "ios-grabber", dataset: { part: "grabber" }, style: { background: frame.colors.grabber } }),
  iosPart(frame, "sheetTitle", "div", "Share this list"),
  iosPart(frame, "sheetBody", "p", "Everyone you invite can add reminders and tick them off. Changes appear on their devices within a few seconds, even when they are on another network."),
  iosScreenButton(frame, "primary", "Invite people"));
}

function iosAlert(frame) {
  const m = frame.metrics;
  const action = (name, label, colour) => el("span", { className: "ios-alert-action", style: { borderLeftColor: frame.colors.separator, borderTopColor: frame.colors.separator, minHeight: m.minimumTouchTarget + "px" } },
    iosPart(frame, name, "span", label, colour));
  // At the accessibility sizes iOS widens an alert and stacks its actions.
  return el("div", { className: "ios-alert" + (frame.accessibilitySize ? " stacked" : ""), dataset: { part: "alert" }, title: frame.roles["surfaces.alert"],
    style: { background: frame.colors.alert, borderRadius: m.alertRadius + "px" } },
  el("div", { className: "ios-alert-text", style: { padding: `${m.looseGap}px ${m.screenHorizontal}px ${m.gap}px`, gap: m.tightGap / 2 + "px" } },
    iosPart(frame, "alertTitle", "div", "Delete this reminder?"),
    iosPart(frame, "alertMessage", "p", "It will be removed from all your devices. This cannot be undone.")),
  el("div", { className: "ios-alert-actions", style: { borderTopColor: frame.colors.separator } },
    action("alertAction", "Cancel", frame.colors.accent), action("alertPreferredAction", "Delete", frame.colors.destructive)));
}

/** One phone: status bar, the chosen screen, and for a sheet or an alert the screen under it dimmed. */
function iosPhone(frame, data) {
  const shown = screens.shown;
  const base = shown === "alert" || shown === "form" ? iosFormScreen(frame) : iosListScreen(frame);
  const screen = el("div", { className: "ios-screen", dataset: { part: "screen" }, title: frame.roles["surfaces.screen"], style: { background: frame.colors.screen, color: frame.text.rowTitle.color } },
    el("div", { className: "ios-status", attrs: { "aria-hidden": "true" }, style: { color: frame.text.rowTitle.color } }, el("span", { text: "9:41" }), el("span", { className: "ios-island" }), el("span", { text: "●●● ▮" })),
    el("div", { className: "ios-content" }, ...base),
    shown === "list" || shown === "form" ? iosTabBar(frame, shown === "list" ? "Settings" : "Today") : null);
  if (shown === "sheet" || shown === "alert") {
    screen.append(el("div", { className: "ios-dim", dataset: { part: "dim" }, style: { background: frame.colors.dim } }), shown === "sheet" ? iosSheet(frame) : iosAlert(frame));
  }
  return el("figure", { className: "ios-phone", dataset: { appearance: frame.appearance, screen: shown } },
    el("div", { className: "ios-bezel" }, screen),
    el("figcaption", { text: `${frame.name} · ${screenNames[shown]} · ${data.size}${data.contrast === "increased" ? " · increased contrast" : ""}` }));
}

// MARK: Wiring (Studio only): the view opens from its button or its link in the rail.

if (studio) {
  $("screens-open").addEventListener("click", openScreens);
  document.querySelector('nav.rail a[href="#screens"]')?.addEventListener("click", openScreens);
  if (location.hash === "#screens") openScreens();
  for (const id of ["contrast", "width", "height", "boldText", "reduceTransparency"]) $(id).addEventListener("change", refreshScreens);
  // An edit, undo or preset draws the page again: the frames follow when the theme changed.
  const renderPage = render;
  render = (tree) => { renderPage(tree); refreshScreens(); };
}
