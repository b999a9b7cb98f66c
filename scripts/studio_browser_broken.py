"""A theme file with errors, opened and fixed through the Studio's page only.

Used by scripts/studio-browser-test (`--broken-only` runs it alone) on a Studio of its own over a
file with a syntax error (a missing comma) and, behind it, a value of the wrong kind (a number for
a colour): the page shows the errors panel with each error's file:line:col and the source view
alone (nothing can be read); Save is refused with the errors and writes nothing; the comma is typed
in the source view and applied; the gallery then shows what can be read, the remaining error
linked to its field (Go to the field focuses it, marked invalid, showing what the file has); the
colour typed there makes the theme valid; Save writes the file, and the saved file is read: valid,
the fix in it, and `tessera audit` of it passes. No console error, no sideways scroll at 390 px;
screenshots at 1440 and 390 px, light and dark.
"""
import json
import subprocess

from selenium.webdriver.common.keys import Keys

# Line 4 lacks its comma; line 6 gives the accent's light value as a number.
BROKEN = """{
  "specVersion": "1.0",
  "extends": "default",
  "name": "Broken shop"
  "colors": {
    "accent": { "light": 42, "dark": "#9AAEFF" }
  }
}
"""
ACCENT = ["colors", "accent", "light"]


def broken(run, driver, By, bin_path, theme, folder):
    check, js, wait = run.check, run.js, run.wait
    key = json.dumps(ACCENT, separators=(",", ":"))
    actions = 0

    def screenshots(stage):
        def each(width, appearance):
            run.layout_checks(f"broken file, {stage}, {appearance}", width)
            run.axe(f"Studio, broken file, {stage}, {width}, {appearance}")
            run.shot(f"broken-{stage}-{width}-{appearance}")
        run.sweep(each)

    wait.until(lambda d: d.execute_script("return !document.getElementById('problems').hidden"))
    check(js("return document.body.dataset.broken") == "unreadable", "a file with a syntax error opens: nothing can be read, the source view alone")
    items = driver.find_elements(By.CSS_SELECTOR, "#problems-list li")
    first = items[0].text if items else ""
    check(len(items) == 1 and "theme.json:5:3" in first and "expected" in first, f"the errors panel lists the syntax error with its place and what was expected: {first!r}")
    check(js("return getComputedStyle(document.querySelector('.layout')).display") == "none", "the gallery is hidden while nothing can be read")
    check(js("return document.getElementById('source-view').open") and js("return document.getElementById('source-text').value") == BROKEN,
          "the source view is open with the file's text")
    marked = js("return document.querySelector('#source-excerpt .marked')?.textContent ?? ''")
    check(marked.startswith("5") and '"colors"' in marked, f"the excerpt marks the error's line: {marked!r}")
    screenshots("unreadable")

    # Save is refused with the errors; nothing is written.
    driver.find_element(By.ID, "save").click()
    actions += 1
    wait.until(lambda d: "Not saved" in d.find_element(By.ID, "notice").text)
    check(theme.read_text() == BROKEN, f"Save while broken is refused ({driver.find_element(By.ID, 'notice').text!r}) and the file is unchanged")

    # The comma typed where the source view puts the cursor: Show in the source, Home, ←, ",", Apply.
    driver.find_element(By.CSS_SELECTOR, "#problems-list li .problem-source").click()
    text = driver.find_element(By.ID, "source-text")
    check(js("return document.activeElement.id") == "source-text", "Show in the source puts the cursor in the text")
    text.send_keys(Keys.HOME, Keys.ARROW_LEFT, ",")
    run.after(lambda: driver.find_element(By.ID, "source-apply").click(), also="document.body.dataset.broken === 'readable'")
    actions += 4
    items = driver.find_elements(By.CSS_SELECTOR, "#problems-list li")
    first = items[0].text if items else ""
    check(len(items) == 1 and "theme.json:6:26" in first and "colors.accent.light" in first,
          f"corrected text is read again: the gallery shows what can be read, and the next error with its place: {first!r}")
    check(theme.read_text() == BROKEN, "applying text writes nothing to the file")
    marked = js("return document.querySelector('#source-excerpt .marked')?.textContent ?? ''")
    check(marked.startswith("6") and '"light": 42' in marked, f"the source view's excerpt follows to the next error's line: {marked!r}")
    check(driver.find_element(By.ID, "file").text == "theme.json — has errors", "the toolbar says the file has errors")

    # Go to the field: the colour field, focused, marked, showing what the file has.
    driver.find_element(By.CSS_SELECTOR, "#problems-list li .problem-field").click()
    actions += 1
    focused = js("return [document.activeElement.dataset.path, document.activeElement.getAttribute('aria-invalid'), document.activeElement.value]")
    check(focused == [key, "true", "42"], f"Go to the field focuses the accent's field, marked invalid, showing the file's 42: {focused}")
    message = js("return document.activeElement.closest('.field')?.querySelector('.field-error')?.textContent ?? ''")
    check("6:26" in message and "expected a colour" in message, f"the field says what is wrong, with its place: {message!r}")
    screenshots("readable")
    run.visible(driver.find_element(By.CSS_SELECTOR, f"[data-path='{key}']"))
    run.shot_here("broken-field-desktop-light")

    # The colour typed in the field: the theme is valid.
    field = driver.find_element(By.CSS_SELECTOR, f"[data-path='{key}']")
    field.click()
    field.send_keys(Keys.CONTROL, "a")
    run.after(lambda: field.send_keys("#3B57D6", Keys.ENTER), also="document.getElementById('problems').hidden")
    actions += 1
    check(js("return document.body.dataset.broken") == "", "the theme is valid: the errors panel is gone and the gallery works as usual")
    check(not driver.find_elements(By.CSS_SELECTOR, "[aria-invalid='true']"), "no field is marked once the theme is valid")

    # Save: review, then save.
    driver.find_element(By.ID, "save").click()
    wait.until(lambda d: d.execute_script("return document.getElementById('review').open"))
    driver.find_element(By.ID, "review-save").click()
    actions += 2
    wait.until(lambda d: "Saved" in d.find_element(By.ID, "notice").text)
    saved = json.loads(theme.read_text())
    check(saved.get("colors", {}).get("accent", {}).get("light") == "#3B57D6" and saved.get("name") == "Broken shop" and saved.get("extends") == "default",
          f"the saved file has the fixes and keeps its extends: {json.dumps(saved)[:200]}")
    audit = subprocess.run([str(bin_path), "audit", str(theme)], cwd=folder, capture_output=True, text=True)
    check(audit.returncode == 0, f"`tessera audit` of the saved file passes (exit {audit.returncode}) {audit.stdout[-300:]}{audit.stderr[-300:]}")
    # The refused save and the still-broken text are 422s the page shows; the browser logs the responses themselves.
    errors = [e for e in run.console_errors() if not (" 422 " in e and ("/api/save" in e or "/api/source" in e))]
    check(not errors, f"no console error while fixing a broken file {errors[:2]}")
    print(f"figure: a broken file (a syntax error, a value of the wrong kind) fixed and saved in {actions} actions", flush=True)
