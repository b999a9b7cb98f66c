"""Start from brand colours and the audit panel's Fix, driven through the Studio's page only.

Used by scripts/studio-browser-test on a Studio of its own over a fresh theme file: typing a
brand colour, the four-mode preview (checked against `tessera generate`), a bad colour at its
field, Escape and Discard changing nothing, Keep as one undo step, Save and `tessera audit`;
then a role broken by an edit, its Fix previewed (before → after, ratio, ΔE) and applied, and
Undo restoring the broken value. Screenshots at 1440 and 390 px, light and dark.
"""
import json
import subprocess

MODE_NAMES = ["Light", "Dark", "Light, increased contrast", "Dark, increased contrast"]
BRAND = "#E4002B"


def brand_and_fix(run, driver, By, Keys, bin_path, theme, folder):
    check, js, wait = run.check, run.js, run.wait
    status = lambda: json.loads(run.fetch("/api/status")[2])
    is_open = lambda d: d.execute_script("return document.getElementById('brand').open")
    draft = lambda: json.loads(run.fetch("/api/export/json")[2])
    before = status()
    saved_draft = draft()

    # The dialog: labelled fields, the focus on the accent, typing previews all four modes.
    driver.find_element(By.CSS_SELECTOR, "#edit-menu summary").click()
    driver.find_element(By.ID, "brand-open").click()
    wait.until(is_open)
    check(js("return document.activeElement.id") == "brand-accent", "Start from brand colours opens with the focus on the accent field")
    ids = [f"brand-{n}{s}" for n in ["accent", "neutral", "secondary"] for s in ["", "-pick"]]
    unlabelled = js("return arguments[0].filter((id) => { const e = document.getElementById(id); return !(e.labels?.length || e.getAttribute('aria-label')); })", ids)
    check(not unlabelled, f"every colour field and picker is labelled {unlabelled}")
    accent = driver.find_element(By.ID, "brand-accent")
    accent.send_keys(Keys.CONTROL, "a")
    accent.send_keys(BRAND)
    wait.until(lambda d: BRAND in d.find_element(By.ID, "brand-notes").text and d.find_element(By.ID, "brand-keep").is_enabled())
    check(js("return document.getElementById('brand-accent-pick').value") == BRAND.lower(), "typing #RRGGBB sets the native colour picker too")
    figures = driver.find_elements(By.CSS_SELECTOR, "#brand-preview figure.brand-mode")
    captions = [f.find_element(By.TAG_NAME, "figcaption").text for f in figures]
    check(captions == MODE_NAMES, f"the preview shows all four modes at once: {captions}")
    check(all(":1" in f.text for f in figures) and all(f.find_elements(By.CSS_SELECTOR, ".brand-button") for f in figures),
          "each mode shows text, accent and the label on the accent with their ratios")
    generated = folder / "generated.json"
    subprocess.run([str(bin_path), "generate", "--accent", BRAND, "-o", str(generated)], cwd=folder, check=True, capture_output=True)
    cli = [json.loads(subprocess.run([str(bin_path), "resolve", str(generated), "--format", "json", "--appearance", a, "--contrast", c],
                                     cwd=folder, check=True, capture_output=True).stdout)["colors"]["accent"].upper()
           for a, c in [("light", "standard"), ("dark", "standard"), ("light", "increased"), ("dark", "increased")]]
    shown = [js("return arguments[0].querySelector('.brand-button').style.backgroundColor", f) for f in figures]
    hexes = ["#%02X%02X%02X" % tuple(int(x) for x in s[s.index("(") + 1:s.index(")")].split(",")) for s in shown]
    check(hexes == cli, f"the preview's accents are `tessera generate --accent {BRAND}`'s in every mode: {hexes} vs {cli}")
    notes = driver.find_element(By.ID, "brand-notes").text
    check("All" in notes and "pass" in notes, f"the notes say where the accent moved and that the audit passes: {notes!r}")
    check(status()["revision"] == before["revision"], "previewing changes nothing")

    # A bad colour: the server's message at its field; clearing it brings the preview back.
    neutral = driver.find_element(By.ID, "brand-neutral")
    neutral.send_keys("#12")
    neutral.send_keys(Keys.TAB)
    wait.until(lambda d: d.find_element(By.ID, "brand-neutral-error").text)
    error = driver.find_element(By.ID, "brand-neutral-error").text
    check(neutral.get_attribute("aria-invalid") == "true" and error.startswith("neutral:") and "#RRGGBB" in error
          and not driver.find_element(By.ID, "brand-keep").is_enabled(), f"a bad colour is shown at its field and Keep is off: {error!r}")
    neutral.send_keys(Keys.CONTROL, "a")
    neutral.send_keys(Keys.BACKSPACE)
    wait.until(lambda d: not d.find_element(By.ID, "brand-neutral-error").text and d.find_element(By.ID, "brand-keep").is_enabled())
    check(neutral.get_attribute("aria-invalid") is None, "an emptied optional field clears its error")

    # Accessible and laid out at both widths, light and dark; screenshots.
    def each(width, appearance):
        box = js("const d = document.getElementById('brand'); const r = d.getBoundingClientRect(); return [r.left, r.right, d.scrollWidth, d.clientWidth, innerWidth]")
        check(box[0] >= 0 and box[1] <= box[4] and box[2] <= box[3] + 1, f"the dialog fits the {box[4]} px window without sideways scrolling {box}")
        run.axe(f"Studio, Start from brand colours open, {width}, {appearance}")
        run.shot(f"brand-colours-{width}-{appearance}")
    run.sweep(each)

    # Escape closes and changes nothing; Keep is one step.
    driver.switch_to.active_element.send_keys(Keys.ESCAPE)
    wait.until(lambda d: not is_open(d))
    check(status()["revision"] == before["revision"] and draft() == saved_draft, "Escape closes the dialog and changes nothing")
    driver.find_element(By.ID, "brand-open").click()
    wait.until(lambda d: is_open(d) and d.find_element(By.ID, "brand-keep").is_enabled())
    driver.find_element(By.ID, "brand-keep").click()
    wait.until(lambda d: "Started from brand colours" in d.find_element(By.ID, "notice").text)
    run.settle()
    now = status()
    check(now["undoLabel"] == f"Start from brand colours {BRAND}" and now["unsaved"], f"Keep makes it the draft as one undo step ({now['undoLabel']!r})")
    summary = driver.find_element(By.ID, "audit-report-summary").text
    check(summary.startswith("All") and "pass in all four modes" in summary, f"the audit panel says every check passes: {summary!r}")
    kept = draft()
    check(kept["name"] == saved_draft["name"] and kept.get("extends") == saved_draft.get("extends"), "the file keeps its name and extends")
    driver.find_element(By.CSS_SELECTOR, "#edit-menu summary").click()
    driver.find_element(By.ID, "save").click()
    wait.until(lambda d: d.execute_script("return document.getElementById('review').open"))
    driver.find_element(By.ID, "review-save").click()
    wait.until(lambda d: "Saved" in d.find_element(By.ID, "notice").text)
    audited = subprocess.run([str(bin_path), "audit", str(theme)], cwd=folder, capture_output=True, text=True)
    check(audited.returncode == 0, f"the saved file passes `tessera audit`: {audited.stdout.strip().splitlines()[-1:]}")

    # Fix: break a role by an edit, preview its Fix, apply, and undo.
    run.type_into('input.color-input[data-role="textSecondary"]', "#C8C8C8")
    failing = 'li.fail[data-role="textSecondary"][data-mode="light-standard"]'
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, f"#audit-failures {failing} .fix-button"))
    run.shot("fix-failing-desktop-light")
    row = driver.find_element(By.CSS_SELECTOR, f"#audit-failures {failing}")
    label = row.find_element(By.CSS_SELECTOR, ".fix-button").get_attribute("aria-label")
    row.find_element(By.CSS_SELECTOR, ".fix-button").click()
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, f"#audit-failures {failing} .fix-preview:not([hidden]) .fix-moves li"))
    move = driver.find_element(By.CSS_SELECTOR, f"#audit-failures {failing} .fix-moves li").text
    check("#C8C8C8" in move and "→" in move and "ΔE" in move and ":1" in move, f"Fix shows before → after, the ratio and ΔE: {move!r}")
    check(js("return document.activeElement.textContent") == "Apply fix", "the fix's Apply has the focus")
    check(status()["undoLabel"] != "" and draft()["colors"]["textSecondary"]["light"] == "#C8C8C8", "the preview changes nothing")
    # The theme fails here on purpose (axe would flag its samples): the audit panel alone is checked.
    audit_axe(run, "#accessibility", "the audit panel with a Fix previewed")
    for width in ["desktop", "phone"]:
        run.resize(width)
        run.shot_at(f"fix-preview-{width}-light", f"#audit-failures {failing}", block="center")
        run.layout_checks("Studio, a Fix previewed", width)
    run.resize("desktop")
    apply = driver.find_element(By.CSS_SELECTOR, f"#audit-failures {failing} .fix-preview button.primary")
    run.visible(apply)
    apply.click()
    wait.until(lambda d: "Fixed" in d.find_element(By.ID, "notice").text)
    run.settle()
    check(not driver.find_elements(By.CSS_SELECTOR, f"#audit-failures {failing}"), f"after Fix, {label!r} passes")
    # Any other pair the edit broke has its own Fix; after them, the whole audit passes.
    for _ in range(6):
        others = driver.find_elements(By.CSS_SELECTOR, "#audit-failures .fix-button")
        if not others:
            break
        run.visible(others[0])
        others[0].click()
        wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#audit-failures .fix-preview:not([hidden]) button.primary"))
        apply = driver.find_element(By.CSS_SELECTOR, "#audit-failures .fix-preview:not([hidden]) button.primary")
        run.visible(apply)
        apply.click()
        run.settle()
    summary = driver.find_element(By.ID, "audit-report-summary").text
    check(summary.startswith("All"), f"after Fix the audit passes in all four modes: {summary!r}")
    run.axe("Studio, after Fix")
    fixed = draft()["colors"]["textSecondary"]["light"]
    check(fixed.upper() != "#C8C8C8", f"Fix moved textSecondary's light value: #C8C8C8 → {fixed}")
    # ⌘Z (Ctrl+Z here) from the page undoes one Fix per press.
    steps = 0
    while status()["undoLabel"] and status()["undoLabel"].startswith("Fix ") and steps < 8:
        driver.find_element(By.ID, "audit-report-summary").click()
        driver.switch_to.active_element.send_keys(Keys.CONTROL, "z")
        run.settle()
        steps += 1
    check(steps >= 1 and draft()["colors"]["textSecondary"]["light"].upper() == "#C8C8C8" and driver.find_elements(By.CSS_SELECTOR, f"#audit-failures {failing}"),
          f"Ctrl+Z ({steps} press{'es' if steps != 1 else ''}, one per Fix) restores the broken value and its failure")
    driver.find_element(By.ID, "audit-report-summary").click()
    driver.switch_to.active_element.send_keys(Keys.CONTROL, Keys.SHIFT, "z")
    run.settle()
    check(status()["undoLabel"].startswith("Fix "), "Shift+Ctrl+Z redoes the Fix")
    driver.find_element(By.ID, "undo").click()
    run.settle()
    errors = [e for e in run.console_errors() if "400" not in e]
    check(not errors, f"no console error around brand colours and Fix {errors[:2]}")


def audit_axe(run, selector, label):
    """axe-core's WCAG 2 A/AA rules over one part of the page (axe is injected by `run.axe` first)."""
    result = run.driver.execute_async_script(
        "const [selector, done] = arguments;"
        "axe.run(document.querySelector(selector), { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] })"
        ".then((r) => done(r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id + ' ' + v.nodes[0].target.join(' '))));",
        selector)
    run.check(not result, f"axe: no serious or critical WCAG 2 A/AA violation — {label}" + ("" if not result else f": {result[:3]}"))

