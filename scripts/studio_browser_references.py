"""A button's padding, a surface's background kind and where tokens are used, driven through the Studio's page only.

Used by scripts/studio-browser-test on a Studio of its own over a fresh theme file: a designer sets
a button's horizontal padding to a spacing token (the token chooser under the button), switches a
surface from its solid colour to a material and back (the background's Kind), and reads where a
radius is used under its step of the radius scale (as the server listed it) — and sees it follow
an edit — counting the actions and keystrokes; then Save, and the saved file compared with the one
before: only the padding written, as the reference, the surface back as it was. No console error,
axe clean, no sideways scroll; screenshots of the three at 1440 and 390 px, light and dark.
"""
import json



def references(run, driver, By, bin_path, theme, folder):
    check, js, wait, visible, after = run.check, run.js, run.wait, run.visible, run.after
    original = json.loads(theme.read_text())
    figures = []
    field, choose = run.field, run.pick

    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "[data-editor='buttons.primary']"))
    errors_before = run.console_errors()

    # A button's padding: a token of the spacing scale chosen, written as its reference.
    padding = driver.find_element(By.ID, "token-buttons-primary-padding-horizontal")
    check(js("return arguments[0].value", padding) == "{spacing.xl}", "the primary button's horizontal padding shows its token as written ({spacing.xl})")
    after(lambda: choose(padding, "{spacing.xxl}"))
    figures.append(("button padding as a spacing token", 2, 0))
    drawn = js("return tessera.gallery.buttons.primary.forms[tessera.gallery.buttons.primary.defaultForm].normal.padding.horizontal")
    xxl = js("return tessera.gallery.spacingScale.find((s) => s.name === 'xxl').value")
    shown = js("return tessera.gallery.editors.buttons.primary.padding.horizontal")
    typed = js("return arguments[0].value", field(["buttons", "primary", "padding", "horizontal"]))
    check(shown == "{spacing.xxl}" and drawn == xxl and typed == str(xxl),
          f"the padding is written as {{spacing.xxl}}, drawn at its {xxl} pt, which its points field shows: {shown} {drawn} {typed!r}")
    spacing_uses = driver.find_element(By.CSS_SELECTOR, "[data-token-uses='spacing.xxl']").text
    check("buttons primary" in spacing_uses, f"where spacing xxl is used now names the primary button: {spacing_uses!r}")

    # A surface switched from its solid colour to a material, then back.
    kind = field(["surfaces", "card", "background", "kind"])
    check(js("return arguments[0].value", kind) == "solid", "the card's background shows its kind: solid")
    after(lambda: choose(kind, "material"))
    figures.append(("surface solid → material", 2, 0))
    background = js("return tessera.gallery.editors.surfaces.card.background")
    material = field(["surfaces", "card", "background", "material"])
    check(background == {"material": "regular", "opaque": "surfaceBase"} and js("return arguments[0].value", material) == "regular",
          f"switched to a material: the whole background written, its colour kept for Reduce Transparency: {background}")
    run.shot_at("references-surface-material", "[data-role='card'] .editor-fields", block="center")
    after(lambda: choose(field(["surfaces", "card", "background", "kind"]), "solid"))
    figures.append(("surface material → solid", 2, 0))
    background = js("return tessera.gallery.editors.surfaces.card.background")
    check(background == {"solid": "surfaceBase"}, f"switched back: the surface fills with its colour role again: {background}")

    # Where a radius is used, under its step of the scale; it follows an edit.
    large = visible(driver.find_element(By.CSS_SELECTOR, "[data-token-uses='radii.large']")).text
    figures.append(("read where a radius is used", 0, 0))
    check("surfaces card, cardElevated, popover" in large, f"radius large lists the surfaces that name it: {large!r}")
    none = driver.find_element(By.CSS_SELECTOR, "[data-token-uses='radii.none']").text
    check(none.startswith("Not used"), f"a radius nothing names says so: {none!r}")
    after(lambda: choose(driver.find_element(By.ID, "radius-token-card"), "{radii.small}"))
    small = driver.find_element(By.CSS_SELECTOR, "[data-token-uses='radii.small']").text
    large = driver.find_element(By.CSS_SELECTOR, "[data-token-uses='radii.large']").text
    check("card" in small and "surfaces cardElevated, popover" in large, f"the card's radius moved: small {small!r}, large {large!r}")

    # Save through the page: Save, then Save in Review changes.
    visible(driver.find_element(By.ID, "save")).click()
    wait.until(lambda d: d.execute_script("return document.getElementById('review').open"))
    after(lambda: driver.find_element(By.ID, "review-save").click())
    saved = json.loads(theme.read_text())
    expected = json.loads(json.dumps(original))
    expected.setdefault("buttons", {}).setdefault("primary", {})["padding"] = {"horizontal": "{spacing.xxl}"}
    expected.setdefault("surfaces", {})["card"] = {"radius": "{radii.small}"}
    differing = sorted(k for k in set(saved) | set(expected) if saved.get(k) != expected.get(k))
    check(saved == expected, f"the saved file writes the padding as a reference and the card's radius, its background back as it was: differing {differing} "
          + json.dumps({k: saved.get(k) for k in differing})[:400])
    run.saved_file_passes_audit(bin_path, theme, folder)
    run.print_action_counts(figures)

    def each(width, appearance):
        run.layout_checks(f"padding, background kind and where-used, {appearance}", width)
        run.shot_at(f"references-padding-{width}-{appearance}", "[data-editor='buttons.primary']", block="center")
        run.shot_at(f"references-radii-{width}-{appearance}", "#radii", offset=-56)
        run.shot_at(f"references-spacing-{width}-{appearance}", "#spacing", offset=-56)
        run.axe(f"padding, background kind and where-used, {width}, {appearance}")
    run.sweep(each)
    errors = [e for e in run.console_errors() if e not in errors_before]
    check(not errors, f"no console error around the padding, background and where-used {errors[:2]}")
