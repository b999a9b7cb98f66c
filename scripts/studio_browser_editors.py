"""The value editors, driven through the Studio's page only.

Used by scripts/studio-browser-test on a Studio of its own over a fresh theme file: one value edited
in each group — a spacing step, a step of the radius scale (and a new one added), a text role's
weight and tracking, a shadow's colour (a palette token chosen by name) and opacity, an animation's
duration (its preview honouring the system's reduced motion), a surface's radius chosen as a radius
token — counting the actions and keystrokes; a bad value shown at its field with the core's located
message, nothing written; then Save, and the saved file read: only the edited keys changed,
references kept, and `tessera audit` of it passes. No console error, no sideways scroll at 390 px;
screenshots of each editor at 1440 and 390 px, light and dark.
"""
import json

from selenium.webdriver.common.keys import Keys


def editors(run, driver, By, bin_path, theme, folder):
    check, js, wait = run.check, run.js, run.wait
    original = json.loads(theme.read_text())
    figures = []
    revision = lambda: js("return tessera.revision")
    field, choose = run.field, run.pick
    value = lambda path: field(path).get_attribute("value")

    visible, after = run.visible, run.after

    def type_field(path, text):
        """Click, select all, type, Enter: the keystrokes a person makes."""
        input = visible(field(path))
        input.click()
        input.send_keys(Keys.CONTROL, "a")
        input.send_keys(text, Keys.ENTER)
        return len(text) + 2  # Ctrl+A, the text, Enter (after one click)

    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "[data-editor='typography.body']"))
    errors_before = run.console_errors()

    # Spacing: a step typed.
    after(lambda: figures.append(("spacing step m", 1, type_field(["layout", "spacing", "m"], "14"))))
    check(value(["layout", "spacing", "m"]) == "14", "spacing m is 14 after typing it")
    # The radius scale: a step typed, and a step added (name, points, Add).
    after(lambda: figures.append(("radius step medium", 1, type_field(["radii", "medium"], "11"))))
    name = visible(driver.find_element(By.ID, "add-radii-name"))
    name.click()
    name.send_keys("huge", Keys.TAB)
    after(lambda: driver.switch_to.active_element.send_keys("40", Keys.ENTER))
    figures.append(("add a radius step", 1, len("huge") + 1 + len("40") + 1))
    check(driver.find_elements(By.CSS_SELECTOR, '#radii [data-radius="huge"]'), "a radius step added through its form is drawn in the scale")

    # A surface's radius: a token of the scale chosen, written as a reference.
    select = driver.find_element(By.ID, "radius-token-card")
    tokens = [o.get_attribute("value") for o in select.find_elements(By.TAG_NAME, "option")]
    check("{radii.huge}" in tokens and js("return arguments[0].value", select) == "{radii.large}",
          f"the card's radius shows its token as written, and the scale's tokens (the new one too): {tokens}")
    after(lambda: choose(select, "{radii.small}"))
    figures.append(("surface radius token", 2, 0))
    corner, small = js("return [tessera.gallery.surfaces.card.cornerRadius, tessera.gallery.radii.find((r) => r.name === 'small').value]")
    check(js("return document.getElementById('radius-token-card').value") == "{radii.small}" and corner == small,
          f"choosing {{radii.small}} for the card draws it at the token's {small} pt: {corner}")

    # A text role: its weight chosen, its tracking typed.
    after(lambda: choose(field(["typography", "body", "weight"]), "semibold"))
    figures.append(("text role weight", 2, 0))
    after(lambda: figures.append(("text role tracking", 1, type_field(["typography", "body", "letterSpacing"], "0.2"))))
    body = js("return tessera.gallery.typography.body")
    check(body["weight"] == "semibold" and abs(body["tracking"] - 0.2) < 1e-9, f"body is drawn semibold with 0.2 pt tracking: {body['weight']}, {body['tracking']}")

    # A shadow: its colour chosen as a palette token by name, through the combobox.
    colour = visible(field(["shadows", "medium", "color"]))
    colour.click()
    colour.send_keys(Keys.CONTROL, "a")
    colour.send_keys("indigo.700")
    wait.until(lambda d: not d.find_element(By.ID, "palette-options").get_attribute("hidden"))
    after(lambda: (colour.send_keys(Keys.ARROW_DOWN), colour.send_keys(Keys.ENTER)))
    figures.append(("shadow colour token", 1, len("indigo.700") + 3))  # Ctrl+A, the name, ↓, Enter
    check(value(["shadows", "medium", "color"]) == "{palette.indigo.700}", f"the shadow's colour is the reference chosen: {value(['shadows', 'medium', 'color'])}")
    # A bad value: the core's message at the field, with its place in the file; nothing written.
    before = revision()
    type_field(["shadows", "medium", "opacity"], "2")
    run.settle()
    error = driver.find_element(By.ID, field(["shadows", "medium", "opacity"]).get_attribute("aria-describedby")).text
    check(field(["shadows", "medium", "opacity"]).get_attribute("aria-invalid") == "true" and error.startswith("theme.json:") and "opacity" in error
          and revision() == before, f"an opacity of 2 is refused at its field with the core's located message, nothing changed: {error!r}")
    after(lambda: figures.append(("shadow opacity", 1, type_field(["shadows", "medium", "opacity"], "0.12"))))
    check(field(["shadows", "medium", "opacity"]).get_attribute("aria-invalid") is None, "a valid opacity clears the field's error")

    # Motion: a duration typed; the preview moves, or with reduced motion jumps to its end.
    after(lambda: figures.append(("motion duration", 1, type_field(["motion", "standard", "duration"], "0.4"))))
    check(js("return tessera.gallery.motion.standard.duration") == 0.4, "the standard animation lasts 0.4 s")
    # Each edit is one undo step: Undo takes back the duration alone, Redo puts it back.
    label = driver.find_element(By.ID, "undo").get_attribute("title")
    after(lambda: visible(driver.find_element(By.ID, "undo")).click())
    undone = (js("return tessera.gallery.motion.standard.duration"), value(["shadows", "medium", "opacity"]))
    after(lambda: visible(driver.find_element(By.ID, "redo")).click())
    check(label == "Change motion.standard.duration" and undone == (0.25, "0.12") and js("return tessera.gallery.motion.standard.duration") == 0.4,
          f"one undo step per edit ({label!r}): Undo takes back the duration alone {undone}, Redo restores it")
    # A curve switched to another kind: one choice, its timing started from the theme's own spring.
    after(lambda: choose(field(["motion", "gentle", "curve"]), "spring"))
    figures.append(("motion curve kind", 2, 0))
    gentle = js("return tessera.gallery.motion.gentle")
    check(gentle["curve"] == "spring" and gentle["response"] == 0.4 and gentle["damping"] == 0.55
          and driver.find_elements(By.CSS_SELECTOR, "[data-path='[\"motion\",\"gentle\",\"damping\"]']"),
          f"switching gentle to a spring takes the theme's spring timing (bounce's) and shows a spring's fields: {gentle}")
    # A press animation the theme does not write: its first edit writes its whole entry, as the core defines it.
    after(lambda: figures.append(("built-in press animation's damping", 1, type_field(["motion", "pop", "damping"], "0.6"))))
    check(js("return tessera.gallery.motion.pop.damping") == 0.6, "pop's damping is 0.6")
    play = lambda: visible(driver.find_element(By.CSS_SELECTOR, '[data-motion="standard"] button')).click()
    play()
    moving = js("return document.querySelector('[data-motion=\"standard\"] .dot').getAnimations().length")
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-reduced-motion", "value": "reduce"}]})
    js("document.querySelector('[data-motion=\"standard\"] .dot').getAnimations().forEach((a) => a.cancel())")
    play()
    still = js("const d = document.querySelector('[data-motion=\"standard\"] .dot'); return [d.getAnimations().length, d.style.transform]")
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-reduced-motion", "value": "no-preference"}]})
    check(moving == 1 and still[0] == 0 and still[1].startswith("translateX("),
          f"Play animates the preview, and with the system's reduced motion puts it at its end without moving: {moving}, {still}")

    # Save through the page: Save, then Save in Review changes.
    visible(driver.find_element(By.ID, "save")).click()
    wait.until(lambda d: d.execute_script("return document.getElementById('review').open"))
    after(lambda: driver.find_element(By.ID, "review-save").click())
    saved = json.loads(theme.read_text())
    expected = json.loads(json.dumps(original))
    expected["layout"]["spacing"]["m"] = 14
    expected["radii"].update({"medium": 11, "huge": 40})
    expected["surfaces"]["card"] = {"radius": "{radii.small}"}
    expected["typography"]["body"] = {"weight": "semibold", "letterSpacing": 0.2}
    expected["shadows"]["medium"] = {"color": "{palette.indigo.700}", "opacity": 0.12}
    expected["motion"]["standard"] = {"duration": 0.4}
    # An animation whose curve changes is one value (a merge replaces it whole): it is written whole.
    expected["motion"]["gentle"] = {"curve": "spring", "response": 0.4, "damping": 0.55}
    expected["motion"]["pop"] = {"curve": "spring", "response": 0.3, "damping": 0.6, "reduceMotion": {"curve": "easeOut", "duration": 0.1}}
    differing = sorted(k for k in set(saved) | set(expected) if saved.get(k) != expected.get(k))
    check(saved == expected and list(saved) == list(original),
          f"the saved file writes only the edited keys, references kept, in the file's order: differing {differing} "
          + json.dumps({k: saved.get(k) for k in differing})[:400])
    run.saved_file_passes_audit(bin_path, theme, folder)
    run.print_action_counts(figures)

    # How the editors look, and that they hold at every width and mode.
    def each(width, appearance):
        run.layout_checks(f"value editors, {appearance}", width)
        for section, anchor in [("type", "[data-editor='typography.body']"), ("spacing", "#spacing-layout"), ("radii", "#radii-section"), ("shadows", "#shadows-section"),
                                ("motion", "#motion-section"), ("surfaces", "#surfaces-section")]:
            run.shot_at(f"editors-{section}-{width}-{appearance}", anchor, offset=-56)
        run.axe(f"value editors, {width}, {appearance}")
    run.sweep(each)
    errors = [e for e in run.console_errors() if e not in errors_before]
    # The refused opacity is a 422 the page shows at the field; the browser logs the response itself.
    errors = [e for e in errors if "422" not in e]
    check(not errors, f"no console error around the value editors {errors[:2]}")
