"""The Studio's gallery, driven through the page: the core's values in every mode, the response
headers, compare with every preset, where each value comes from, starting from a preset, samples
that can be seen, spacing bars at their value, failing contrast styled as failing with the tool's
chrome untouched, typed colours in every syntax, the palette combobox, and errors at their field
(imported by scripts/studio-browser-test; not run on its own)."""
import json
import re

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

import studio_browser_checks as checks
import studio_browser_trust as trust
from studio_browser_colour import channels, computed, over, ratio, rgb
from studio_browser_run import PRESETS, resolved


def gallery(run, theme, folder, url):
    """The page opened over `theme` (checks.THEME, as written); leaves the draft saved as it was."""
    driver, check, js, wait = run.driver, run.check, run.js, run.wait
    swatch = lambda role="accent": driver.find_element(By.CSS_SELECTOR, f'figure.color[data-role="{role}"] .swatch')
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, 'figure.color[data-role="accent"]'))
    light = resolved(str(theme), cwd=folder)["colors"]["accent"]
    dark = resolved(str(theme), "--appearance", "dark", cwd=folder)["colors"]["accent"]
    wait.until(lambda d: computed(swatch().value_of_css_property("background-color")) == rgb(light))
    check(True, f"accent swatch shows the core's light value {light}")
    base = url.rstrip("/")
    trust.headers(run, base)
    run.choose("appearance", "dark")
    check(computed(swatch().value_of_css_property("background-color")) == rgb(dark), f"dark mode: the swatch is the core's dark value {dark}")
    run.choose("appearance", "light")
    body_ax5 = resolved(str(theme), "--size", "accessibility5", cwd=folder)["typography"]["body"]["size"]
    run.choose("size", "accessibility5")
    shown = float(driver.find_element(By.CSS_SELECTOR, '.sample[data-role="body"]').value_of_css_property("font-size").rstrip("px")) * 72 / 96
    check(abs(shown - body_ax5) < 0.01, f"Dynamic Type AX5 gives the body sample {body_ax5} pt, the core's size (shown {shown:.2f} pt)")
    run.choose("size", "large")

    # 1. Compare with every preset, in every mode, every group; 2. where each value comes from.
    checks.compare_every_preset(run, PRESETS, theme, folder, resolved)
    checks.origins(run)
    trust.preset_keeps_identity(run, driver, By, resolved, theme, folder)

    # 2. Samples that can be seen.
    for role in ["buttonPrimary", "buttonDestructive", "buttonSecondary", "body", "caption"]:
        sample = driver.find_elements(By.CSS_SELECTOR, f'.sample[data-role="{role}"]')
        if not sample:
            continue
        fg = channels(sample[0].value_of_css_property("color"))
        bg = channels(sample[0].value_of_css_property("background-color"))
        check(ratio(over(fg, bg), bg) >= 3, f"type sample {role} is readable on its background ({ratio(over(fg, bg), bg):.1f}:1)")
    page_bg = rgb(resolved(str(theme), cwd=folder)["colors"]["background"])
    for box in driver.find_elements(By.CSS_SELECTOR, ".surface-box"):
        fg = channels(box.value_of_css_property("color"))
        bg = over(channels(box.value_of_css_property("background-color")), page_bg)
        role = box.get_attribute("data-role")
        check(ratio(fg, bg) >= 4.5, f"surface {role}: its label reads at {ratio(fg, bg):.1f}:1")
    for role in ["chrome", "sheet"]:
        box = driver.find_element(By.CSS_SELECTOR, f'.surface-box[data-role="{role}"]')
        frame = box.find_element(By.XPATH, "..")
        check("gradient" in frame.value_of_css_property("background-image") and box.value_of_css_property("backdrop-filter") != "none",
              f"material surface {role} is drawn translucent over a patterned backdrop")
    chip = driver.find_element(By.CSS_SELECTOR, 'figure.color[data-role="background"] .chip')
    check("inset" in chip.value_of_css_property("box-shadow") and "gradient" in chip.value_of_css_property("background-image"),
          "swatches have an outline and a checkerboard under them")
    circles = driver.find_elements(By.CSS_SELECTOR, ".btn-sample.circle")
    spill = [c.get_attribute("aria-label") for c in circles if js("return arguments[0].scrollWidth > arguments[0].clientWidth + 1", c)]
    check(circles and not spill, f"circular icon buttons hold their label ({len(circles)} checked) {spill[:2]}")
    check(not js("return [...document.querySelectorAll('[class]')].some((e) => (e.getAttribute('class') ?? '').includes('[object'))"), "no element has a class `[object Object]`")
    disabled = driver.find_elements(By.CSS_SELECTOR, '.btn-sample[data-state="disabled"]')
    check(disabled and all(d.get_attribute("aria-disabled") == "true" for d in disabled), "disabled-state samples say so (aria-disabled)")
    pressed = driver.find_element(By.CSS_SELECTOR, '#buttons .btn-sample[data-role="secondary"][data-form="capsule"][data-state="pressed"]')
    points = float(pressed.value_of_css_property("font-size").rstrip("px")) * 72 / 96
    audited = resolved(str(theme), cwd=folder)["buttons"]["secondary"]["forms"]["capsule"]["pressed"]["labelSize"]
    check(abs(points - audited) < 0.01, f"a pressed label is drawn at the size the core audits: {points:.2f} pt for {audited} pt (axe checks it, no exclusion)")
    motion = driver.find_element(By.ID, "motion").text
    check("{" not in motion and driver.find_elements(By.CSS_SELECTOR, "#motion svg polyline"), "motion is a plotted curve, never raw JSON")
    driver.find_element(By.CSS_SELECTOR, '#motion button').click()

    # 4. Spacing bars: as wide as their value, not sticky.
    for bar in driver.find_elements(By.CSS_SELECTOR, "#spacing li"):
        step = bar.get_attribute("data-step")
        width = js("return arguments[0].querySelector('.step-bar').getBoundingClientRect().width", bar)
        written = float(js("return arguments[0].querySelector('input[type=number]').value", bar))
        check(abs(width - written) < 0.5 and bar.find_element(By.CSS_SELECTOR, ".step-bar").value_of_css_property("position") == "static",
              f"spacing bar {step} is {width:.1f} px for {written} pt, in the flow")

    # 3 and 6. Failing contrast looks failing; the tool's chrome keeps its colours.
    chrome_before = [js("return getComputedStyle(document.querySelector(arguments[0]))[arguments[1]]", s, p)
                     for s, p in [("#topbar", "backgroundColor"), ("#export-menu summary", "color"), ("#save", "backgroundColor")]]
    run.type_into('input.color-input[data-role="accent"]', "#8FA8FF")
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#pairings li.fail"))
    fail = driver.find_element(By.CSS_SELECTOR, "#pairings li.fail")
    passing = driver.find_element(By.CSS_SELECTOR, "#pairings li.pass")
    style = lambda e: (e.value_of_css_property("background-color"), e.value_of_css_property("border-top-color"), e.value_of_css_property("border-top-width"))
    check(style(fail) != style(passing), f"failing audit rows look different from passing ones {style(fail)} vs {style(passing)}")
    first = driver.find_element(By.CSS_SELECTOR, "#pairings li")
    check(first.get_attribute("class") == "fail", "failing pairings are listed first")
    check(bool(fail.find_elements(By.CSS_SELECTOR, ".fix")), f"a failing pairing names the nearest passing palette step: {fail.text!r}")
    check("failing" in driver.find_element(By.ID, "audit-summary").get_attribute("class"), "the audit summary is styled as failing")
    chrome_after = [js("return getComputedStyle(document.querySelector(arguments[0]))[arguments[1]]", s, p)
                    for s, p in [("#topbar", "backgroundColor"), ("#export-menu summary", "color"), ("#save", "backgroundColor")]]
    # Save changes with its own state (enabled once there is an edit), in the tool's colours;
    # the bar and menus never change, and nothing of the chrome takes the theme's accent.
    check(chrome_before[:2] == chrome_after[:2] and "rgb(143, 168, 255)" not in chrome_after,
          f"the tool's chrome keeps its own colours after accent = #8FA8FF {chrome_before} → {chrome_after}")
    use = fail.find_elements(By.CSS_SELECTOR, ".fix button")
    if use:
        suggestion = re.search(r"\{palette\.[^}]+\}", fail.text).group(0)
        role = fail.get_attribute("data-role")
        use[0].click()
        run.settle()
        draft = json.loads(run.fetch("/api/export/json")[2])
        check(json.dumps(draft["colors"][role]).find(suggestion) >= 0, f"“Use it” writes {suggestion} to {role}")
        run.fetch("/api/undo", "POST")
        run.settle()

    # 8. Typed colours in every syntax round-trip; a palette token writes a reference; alpha is kept.
    for typed in ["#3366CCAA", "rgb(51 102 204 / 0.5)", "oklch(0.62 0.19 259)", "color(display-p3 0.2 0.4 0.8)", "{palette.indigo.700}"]:
        run.type_into('input.color-input[data-role="accent"]', typed)
        field = driver.find_element(By.CSS_SELECTOR, 'input.color-input[data-role="accent"]')
        shown = field.get_attribute("value")
        check(shown == typed and field.get_attribute("aria-invalid") is None, f"typed accent {typed!r} round-trips (field shows {shown!r})")
    draft = json.loads(run.fetch("/api/export/json")[2])
    check(draft["colors"]["accent"]["light"] == "{palette.indigo.700}" if isinstance(draft["colors"]["accent"], dict) else False,
          f"choosing a palette token writes a reference: {draft['colors']['accent']}")
    checks.palette_combobox(run, driver, Keys, By, lambda: json.loads(run.fetch("/api/export/json")[2]))
    scrim = driver.find_element(By.CSS_SELECTOR, 'input.color-input[data-role="scrim"]').get_attribute("value")
    check(scrim.upper() == "#000000A6", f"the scrim's alpha is kept in its field: {scrim}")

    # 5. Errors: at the field, in error style, the typed text kept, cleared by a good value.
    driver.get_log("browser")
    for bad, says in [("5", "expected #RRGGBB"), ("#12", "expected #RRGGBB"), ("oklch(0.5 0.1)", "three components")]:
        run.type_into('input.color-input[data-role="accent"]', bad)
        field = driver.find_element(By.CSS_SELECTOR, 'input.color-input[data-role="accent"]')
        error = field.find_element(By.XPATH, "following-sibling::span[contains(@class,'field-error')]")
        check(field.get_attribute("aria-invalid") == "true" and field.get_attribute("value") == bad and says in error.text,
              f"typing {bad!r} shows the error at the field, keeps the text: {error.text!r}")
    check(computed(error.value_of_css_property("color")) != computed(driver.find_element(By.TAG_NAME, "body").value_of_css_property("color")),
          "a field's error is styled as an error")
    radius = 'input[data-path=\'["surfaces","card","radius"]\']'
    check(driver.find_element(By.CSS_SELECTOR, radius).get_attribute("max") == "100000", "a radius field's bounds are the core's (at most 100000)")
    run.type_into(radius, "999")
    check(driver.find_element(By.CSS_SELECTOR, radius).get_attribute("value") == "999", "a card radius of 999 is accepted, as the core's rules allow")
    run.type_into(radius, "-4")
    field = driver.find_element(By.CSS_SELECTOR, radius)
    error = field.find_element(By.XPATH, "following-sibling::span[contains(@class,'field-error')]")
    check(field.get_attribute("aria-invalid") == "true" and "must be" in error.text and field.get_attribute("value") == "-4",
          f"a radius the core refuses shows the core's message at the field: {error.text!r}")
    notice = driver.find_element(By.ID, "notice")
    check(notice.size["height"] < 40, f"one mistake takes one line of the page, not the header ({notice.size['height']} px)")
    run.type_into(radius, "12")
    field = driver.find_element(By.CSS_SELECTOR, radius)
    check(field.get_attribute("aria-invalid") is None and not field.find_element(By.XPATH, "following-sibling::span").text,
          "a later valid value clears the error")
    run.type_into('input.color-input[data-role="accent"]', "#3B57D6")
    check(driver.find_element(By.CSS_SELECTOR, 'input.color-input[data-role="accent"]').get_attribute("aria-invalid") is None, "a valid colour clears the colour's error")
    errors = [e for e in run.console_errors() if "422" not in e]
    check(not errors, f"no console error around refused edits {errors[:2]}")
