"""Checks of scripts/studio-browser-test for comparing with a preset, where values come from, and
choosing a palette token by name (imported by that script; not run on its own)."""
import json

# The Studio's theme in the browser test: presentable (it is in the README's screenshots), and
# writing one value in every group, so that every group has a value of its own to compare and to
# label "From this file".
THEME = {
    "specVersion": "1.0", "extends": "default", "name": "Harbor",
    "summary": "Calm blues and clear type for a ferry timetable app.",
    "purpose": "Departures, tickets and delays, read at a glance on deck.",
    "colors": {"separator": {"light": "#C9CED6", "dark": "#3A4150", "increasedContrastLight": "#8A93A4", "increasedContrastDark": "#6B7588"}},
    "typography": {"caption": {"size": 13.5}},
    "layout": {"spacing": {"xxs": 3}, "gaps": {"micro": 5}},
    "radii": {"small": 7},
    "shadows": {"small": {"radius": 5}},
    "motion": {"gentle": {"curve": "easeOut", "duration": 0.2}},
    "buttons": {"primary": {"minHeight": 46}},
    "surfaces": {"cardSecondary": {"radius": 11}},
}
# Each group the page compares: its name in the page, where `tessera resolve` gives its items, and
# the item THEME writes (its dotted path in the file, for its origin).
GROUPS = [
    ("colors", ["colors"], "separator", "colors.separator"),
    ("type", ["typography"], "caption", "typography.caption"),
    ("spacing", ["spacing"], "xxs", "layout.spacing.xxs"),
    ("gaps", ["layout", "gaps"], "micro", "layout.gaps.micro"),
    ("radii", ["radii"], "small", "radii.small"),
    ("shadows", ["shadows"], "small", "shadows.small"),
    ("motion", ["motion"], "gentle", "motion.gentle"),
    ("buttons", ["buttons"], "primary", "buttons.primary"),
    ("surfaces", ["surfaces"], "cardSecondary", "surfaces.cardSecondary"),
]
MODES = [("light", "standard", "large"), ("dark", "standard", "large"), ("light", "increased", "large"),
         ("dark", "increased", "large"), ("light", "standard", "accessibility3")]


def undo(run, times=1):
    """Undoes through the API and has the page draw the result now (not at its next poll)."""
    for _ in range(times):
        run.fetch("/api/undo", "POST")
    run.driver.execute_async_script("const done = arguments[0]; tessera.refresh().then(() => done());")
    run.settle()


def at(tree, path):
    for key in path:
        tree = tree.get(key, {})
    return tree


def compare_every_preset(run, presets, theme, folder, resolved):
    """Compare with every preset in every mode: each item of every group shows the preset's value,
    marked "Differs" exactly where the core's resolved values differ; THEME's own value is marked
    in every group; no console error."""
    run.driver.get_log("browser")
    ours = {mode: resolved(str(theme), "--appearance", mode[0], "--contrast", mode[1], "--size", mode[2], cwd=folder) for mode in MODES}
    for preset in presets:
        run.choose("compare", preset)
        for appearance, contrast, size in MODES:
            for control, value in [("appearance", appearance), ("contrast", contrast), ("size", size)]:
                if run.js("return document.getElementById(arguments[0]).value", control) != value:
                    run.choose(control, value)
            theirs = resolved(f"--preset={preset}", "--appearance", appearance, "--contrast", contrast, "--size", size, cwd=folder)
            shown = run.js("const out = {};"
                           "for (const e of document.querySelectorAll('.compare[data-group]')) {"
                           "  (out[e.dataset.group] ??= {})[e.dataset.item] = [e.classList.contains('differs'), e.querySelector('.badge').textContent]; }"
                           "return out;")
            wrong, unmarked = [], []
            for group, path, known, _ in GROUPS:
                mine, other = at(ours[(appearance, contrast, size)], path), at(theirs, path)
                page = shown.get(group, {})
                for item, value in mine.items():
                    expected = other.get(item) != value
                    if item not in page or page[item][0] != expected or page[item][1] != ("Differs" if expected else "Same"):
                        wrong.append(f"{group}.{item}")
                if not (page.get(known, [False])[0] and mine.get(known) != other.get(known)):
                    unmarked.append(f"{group}.{known}")
            label = f"compare with {preset} ({appearance}, {contrast}, {size})"
            run.check(not wrong, f"{label}: every item of every group shows the preset's value, marked exactly where the core's values differ {wrong[:4]}")
            run.check(not unmarked, f"{label}: the theme's own value is marked as differing in every group {unmarked[:4]}")
    badges = run.driver.find_elements("css selector", '#color-grid figure.color[data-role="separator"] .compare.differs .badge')
    if badges:
        run.visible(badges[0])
    run.check(badges and badges[0].is_displayed() and badges[0].text == "Differs", "a difference is marked with a visible “Differs” badge")
    run.choose("size", "large")
    run.choose("compare", "")
    run.choose("appearance", "light")
    run.choose("contrast", "standard")
    run.check(not run.js("return document.querySelectorAll('.compare').length"), "choosing no preset removes the comparison")
    errors = run.console_errors()
    run.check(not errors, f"no console error while comparing with every preset in every mode {errors[:2]}")


def origins(run):
    """Beside every value of every group, where it is written: the value THEME writes says this
    file, another the preset; an edit makes a value the file's."""
    labels = run.js("return Object.fromEntries([...document.querySelectorAll('[data-origin]')].map((e) => [e.dataset.origin, e.textContent]))")
    for group, _, known, path in GROUPS:
        other = next((p for p in labels if p.startswith(path.rsplit(".", 1)[0] + ".") and p != path), None)
        run.check(labels.get(path) == "From this file" and other is not None and labels[other] == "From preset default",
                  f"{group}: {path} says it is from this file, {other} from the preset ({labels.get(path)!r}, {labels.get(other)!r})")
    run.type_into('input[data-path=\'["layout","spacing","l"]\']', "17")
    label = run.js("return document.querySelector('[data-origin=\"layout.spacing.l\"]')?.textContent")
    run.check(label == "From this file", f"an edited value becomes the file's: spacing l says {label!r}")
    undo(run)


def palette_combobox(run, driver, keys, by, draft):
    """The palette combobox (ARIA 1.2): typing part of a name lists matching tokens with swatch, name
    and hex; arrow down and Enter write the reference and the sample follows; Escape closes; a click
    chooses; axe finds nothing with the list open."""
    selector = 'input.color-input[data-role="accent"]'
    field = driver.find_element(by.CSS_SELECTOR, selector)
    attrs = lambda: run.js("const e = document.querySelector(arguments[0]); return ['role', 'aria-expanded', 'aria-controls', 'aria-activedescendant', 'aria-autocomplete']"
                           ".map((a) => e.getAttribute(a))", selector)
    run.visible(field)
    field.click()
    field.send_keys(keys.CONTROL, "a")
    field.send_keys("IGO.7")
    role, expanded, controls, active, autocomplete = attrs()
    options = run.js("return [...document.getElementById(arguments[0])?.querySelectorAll('[role=option]') ?? []]"
                     ".map((o) => [o.querySelector('.name').textContent, o.querySelector('code').textContent, getComputedStyle(o.querySelector('.mini > span')).backgroundColor])", controls)
    run.check(role == "combobox" and expanded == "true" and autocomplete == "list" and run.js("return document.getElementById(arguments[0])?.getAttribute('role')", controls) == "listbox",
              f"a colour field is a combobox controlling a listbox, open while typing ({role}, {expanded}, {controls})")
    run.check(options and all("igo.7" in name.lower() for name, _, _ in options) and all(h.startswith("#") and bg.startswith("rgb") for _, h, bg in options),
              f"typing 'IGO.7' lists the palette tokens with it in their name (any case), each with swatch, name and hex: {options[:3]}")
    run.axe("Studio, palette list open")
    if not options:
        return
    field.send_keys(keys.ARROW_DOWN)
    active = attrs()[3]
    chosen = run.js("const o = document.getElementById(arguments[0]); return o && o.getAttribute('aria-selected') === 'true' ? o.querySelector('.name').textContent : null", active)
    run.check(chosen == options[0][0], f"arrow down makes the first option active (aria-activedescendant → {chosen})")
    field.send_keys(keys.ENTER)
    run.settle()
    written = draft()["colors"]["accent"]["light"]
    swatch = run.js("return getComputedStyle(document.querySelector('figure.color[data-role=\"accent\"] .swatch')).backgroundColor")
    run.check(written == "{palette." + chosen + "}" and attrs()[1] == "false" and swatch == options[0][2],
              f"Enter writes the reference {written} and the accent swatch follows ({swatch}); the list closes")
    field = driver.find_element(by.CSS_SELECTOR, selector)
    field.send_keys(keys.CONTROL, "a")
    field.send_keys("neutral")
    field.send_keys(keys.ESCAPE)
    run.check(attrs()[1] == "false" and run.js("return document.getElementById('palette-options').hidden"), "Escape closes the list")
    field.send_keys(keys.ARROW_DOWN, keys.ARROW_DOWN)
    option = run.js("return document.getElementById(arguments[0])?.querySelector('.name').textContent", attrs()[3])
    driver.find_element(by.ID, attrs()[3]).click()
    run.settle()
    run.check(draft()["colors"]["accent"]["light"] == "{palette." + option + "}", f"a click chooses {option}")

    undo(run, 2)
    run.check(json.dumps(draft()["colors"].get("accent", {})).find("palette.neutral") < 0, "undo returns the accent")
