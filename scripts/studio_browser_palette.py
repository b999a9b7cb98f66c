"""The palette editor and the editors of the remaining groups, driven through the Studio's page only.

Used by scripts/studio-browser-test on a Studio of its own over a fresh theme file: a ramp added
from one colour (the generator's, by the server), a role pointed at one of its entries through the
token chooser, the ramp renamed (the reference follows, in one undo step), where each entry is used
read; one value edited in each of button forms, a surface's material, gaps, the grid and a text
role's Dynamic Type clamp — a token chosen where the value takes one —, counting the actions and
keystrokes; then Save, and the saved file compared with the one before: only the edited keys
changed, references kept, and `tessera audit` of it runs. No console error, axe clean; screenshots
of the palette editor at 1440 and 390 px, light and dark.
"""
import json

from selenium.webdriver.common.keys import Keys


def palette(run, driver, By, bin_path, theme, folder):
    check, js, wait, visible, after = run.check, run.js, run.wait, run.visible, run.after
    original = json.loads(theme.read_text())
    figures = []
    field, choose = run.field, run.pick

    def type_field(element, text):
        """Click, select all, type, Enter: the keystrokes a person makes."""
        visible(element).click()
        element.send_keys(Keys.CONTROL, "a")
        element.send_keys(text, Keys.ENTER)
        return len(text) + 2

    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#palette-groups [data-group='indigo']"))
    errors_before = run.console_errors()

    # A ramp from one colour: name, Tab, colour, Enter.
    name = visible(driver.find_element(By.ID, "ramp-name"))
    name.click()
    name.send_keys("lagoon", Keys.TAB)
    after(lambda: driver.switch_to.active_element.send_keys("#2A9D8F", Keys.ENTER))
    figures.append(("add a ramp from one colour", 1, len("lagoon") + 1 + len("#2A9D8F") + 1))
    steps = js("return tessera.gallery.editors.palette.groups.find((g) => g.name === 'lagoon')?.entries.map((e) => e.name) ?? []")
    drawn = driver.find_elements(By.CSS_SELECTOR, "#palette-groups [data-group='lagoon'] .palette-entry")
    check(steps == ["50", "100", "200", "300", "400", "500", "600", "700", "800", "900", "950"] and len(drawn) == 11,
          f"the ramp added from #2A9D8F has the generator's eleven steps, lightest first, drawn in the palette: {steps}")
    # A name in use is refused with the core's message under the form; nothing changes.
    before = js("return tessera.revision")
    name.click()
    name.send_keys("indigo", Keys.TAB)
    driver.switch_to.active_element.send_keys("#2A9D8F", Keys.ENTER)
    run.settle()
    error = driver.find_element(By.ID, "ramp-error").text
    check("palette.indigo already exists" in error and js("return tessera.revision") == before, f"a ramp named like an existing one is refused, said under the form: {error!r}")
    name.send_keys(Keys.CONTROL, "a", Keys.DELETE)
    colour_field = driver.find_element(By.ID, "ramp-color")
    colour_field.send_keys(Keys.CONTROL, "a", Keys.DELETE)
    check(driver.find_element(By.ID, "ramp-error").text == "", "typing the name again clears the refusal")

    # A role pointed at one of its entries through the token chooser on the accent's colour card.
    colour = visible(driver.find_element(By.CSS_SELECTOR, "#color-grid figure.color[data-role='accent'] input.color-input"))
    colour.click()
    colour.send_keys(Keys.CONTROL, "a")
    colour.send_keys("lagoon.7")
    wait.until(lambda d: not d.find_element(By.ID, "palette-options").get_attribute("hidden"))
    after(lambda: (colour.send_keys(Keys.ARROW_DOWN), colour.send_keys(Keys.ENTER)))
    figures.append(("point a role at an entry of the ramp", 1, len("lagoon.7") + 3))
    uses = js("return tessera.gallery.editors.palette.groups.find((g) => g.name === 'lagoon').entries.find((e) => e.name === '700').uses")
    shown = driver.find_element(By.CSS_SELECTOR, "[data-uses='lagoon.700']").text
    check(any(u["role"] == "accent" and "light" in u["modes"] for u in uses) and "accent (Light" in shown,
          f"where used: lagoon.700 is used by the accent in Light, as the server computed it and the page shows: {uses} {shown!r}")

    # The ramp renamed: the reference follows, in one undo step.
    rename = driver.find_element(By.ID, "rename-lagoon")
    after(lambda: figures.append(("rename a ramp (references follow)", 1, type_field(rename, "harbour"))))
    written = js("return tessera.gallery.colorDetails.accent.written")
    check(written == "{palette.harbour.700}" and not driver.find_elements(By.CSS_SELECTOR, "[data-group='lagoon']"),
          f"renaming the ramp rewrites the accent's reference: {written}")
    label = driver.find_element(By.ID, "undo").get_attribute("title")
    after(lambda: visible(driver.find_element(By.ID, "undo")).click())
    undone = js("return tessera.gallery.colorDetails.accent.written")
    after(lambda: visible(driver.find_element(By.ID, "redo")).click())
    check("Rename palette.lagoon to palette.harbour" in (label or "") and undone == "{palette.lagoon.700}"
          and js("return tessera.gallery.colorDetails.accent.written") == "{palette.harbour.700}",
          f"the rename and its references are one undo step ({label!r}): Undo brings back {undone}")

    # One value in each remaining group; a token chosen writes its reference.
    after(lambda: choose(driver.find_element(By.ID, "token-layout-gaps-tight"), "{spacing.xs}"))
    figures.append(("gap as a spacing token", 2, 0))
    after(lambda: choose(driver.find_element(By.ID, "token-layout-grid-gutter"), "{spacing.m}"))
    figures.append(("grid gutter as a spacing token", 2, 0))
    after(lambda: choose(driver.find_element(By.ID, "token-buttons-secondary-shape"), "{radii.small}"))
    figures.append(("button form's shape as a radius token", 2, 0))
    after(lambda: choose(field(["buttons", "secondary", "fill"]), "surfaceBase"))
    figures.append(("button form's fill role", 2, 0))
    after(lambda: choose(field(["surfaces", "sheet", "background", "material"]), "thick"))
    figures.append(("surface material", 2, 0))
    after(lambda: choose(field(["typography", "body", "maximumSize"]), "accessibility2"))
    figures.append(("text clamp (largest Dynamic Type size)", 2, 0))
    grid = js("return tessera.gallery.layout.grid.gutter")
    check(grid == js("return tessera.gallery.spacingScale.find((s) => s.name === 'm').value"), f"the grid's gutter is drawn at spacing m: {grid}")

    # Save through the page: Save, then Save in Review changes.
    visible(driver.find_element(By.ID, "save")).click()
    wait.until(lambda d: d.execute_script("return document.getElementById('review').open"))
    after(lambda: driver.find_element(By.ID, "review-save").click())
    saved = json.loads(theme.read_text())
    ramp = saved.get("palette", {}).get("harbour", {})
    expected = json.loads(json.dumps(original))
    expected["palette"] = {"harbour": ramp}
    expected["colors"]["accent"] = {"light": "{palette.harbour.700}"}
    expected["layout"]["gaps"]["tight"] = "{spacing.xs}"
    expected["layout"]["grid"] = {"gutter": "{spacing.m}"}
    expected["buttons"]["secondary"] = {"shape": "{radii.small}", "fill": "surfaceBase"}
    # A background is one value (a merge replaces it whole): it is written whole, its tint kept.
    expected["surfaces"]["sheet"] = {"background": {"material": "thick", "tint": "surfaceOverlay", "tintOpacity": 0.6, "opaque": "surfaceOverlay"}}
    expected["typography"]["body"] = {"maximumSize": "accessibility2"}
    differing = sorted(k for k in set(saved) | set(expected) if saved.get(k) != expected.get(k))
    check(len(ramp) == 11 and saved == expected,
          f"the saved file writes only the edited keys, references kept: differing {differing} " + json.dumps({k: saved.get(k) for k in differing})[:500])
    run.saved_file_passes_audit(bin_path, theme, folder)
    run.print_action_counts(figures)

    def each(width, appearance):
        run.layout_checks(f"palette editor, {appearance}", width)
        run.shot_at(f"palette-{width}-{appearance}", "#palette-section", offset=-56)
        run.shot_at(f"groups-buttons-{width}-{appearance}", "[data-role='secondary'] .button-editor", block="center")
        run.axe(f"palette and group editors, {width}, {appearance}")
    run.sweep(each)
    errors = [e for e in run.console_errors() if e not in errors_before and "422" not in e]
    check(not errors, f"no console error around the palette and group editors {errors[:2]}")
