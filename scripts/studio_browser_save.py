"""Undo, Review changes and Save, every export, importing Figma variables, reloading on a change on
disk, the audit panel against `tessera audit`, and the speed of an edit, driven through the page
(imported by scripts/studio-browser-test; not run on its own)."""
import json
import os
import statistics
import time

from selenium.webdriver.common.by import By

import studio_browser_checks as checks
import studio_browser_trust as trust
from studio_browser_colour import computed, rgb
from studio_browser_run import BIN, ROOT, tessera


def save_and_export(run, theme, folder, url):
    """After `gallery`: the draft as saved; leaves the file saved (name Harbor Ferries, accent #A8B8FF) and the draft as saved."""
    driver, check, js, wait = run.driver, run.check, run.js, run.wait
    base = url.rstrip("/")
    # Undo, save, exports (each downloads; DTCG lists its files for download).
    revision_before = json.loads(run.fetch("/api/status")[2])["revision"]
    driver.find_element(By.ID, "undo").click()
    run.settle()
    revision_after = json.loads(run.fetch("/api/status")[2])["revision"]
    check(revision_after == revision_before + 1, f"one click on Undo undoes one step (revision {revision_before} → {revision_after})")
    run.type_into('input.color-input[data-role="accent"]', "#A8B8FF")
    # Save opens Review changes: `tessera diff` from the file to the draft; Cancel saves nothing.
    review_open = lambda d: d.execute_script("return document.getElementById('review').open")
    driver.find_element(By.ID, "save").click()
    wait.until(review_open)
    run.settle()
    rows = js("return [...document.querySelectorAll('#review-body li')].map((li) => li.textContent)")
    check(any("color accent" in r and "light:" in r and "#A8B8FF" in r.upper() for r in rows),
          f"Save opens Review changes listing the accent's light value, old → new: {rows[:2]}")
    first = js("const li = document.querySelector('#review-body li'); return li ? [li.className, getComputedStyle(li).borderTopColor] : null")
    regressions = js("return document.querySelectorAll('#review-body li.regression').length")
    check(regressions == 0 or (first[0] == "regression" and computed(first[1]) == rgb(js("return getComputedStyle(document.body).getPropertyValue('--ui-error').trim()"))),
          f"accessibility regressions come first, in the page's error style ({regressions})")
    check(js("return document.activeElement.id") == "review-save", "the review's Save has the keyboard focus")
    run.axe("Studio, Review changes open")
    run.shot("review-changes")
    driver.find_element(By.ID, "review-cancel").click()
    run.settle()
    check(not review_open(driver) and "#A8B8FF" not in theme.read_text(), "Cancel closes the review and saves nothing")
    driver.find_element(By.ID, "save").click()
    wait.until(review_open)
    driver.find_element(By.ID, "review-save").click()
    wait.until(lambda d: "Saved" in d.find_element(By.ID, "notice").text)
    check("#A8B8FF" in theme.read_text(), "Save writes the edited accent to theme.json")
    check((folder / "theme.json.bak").exists(), "the previous file is kept as theme.json.bak")
    for kind in ["css", "json", "swift", "figma"]:
        status, headers, text = run.fetch(f"/api/export/{kind}")
        cli = tessera("export", kind, str(theme), cwd=folder).decode()
        differ = next(((a, b) for a, b in zip(text.splitlines(), cli.splitlines()) if a != b), None)
        check(text == cli and "attachment" in headers.get("content-disposition", ""),
              f"{kind} export downloads `tessera export {kind}`'s bytes" + (f": page {differ[0]!r}, command {differ[1]!r}" if differ else ""))
    trust.exports_as_zips(run, BIN, base, theme, folder)
    errors = run.console_errors()
    check(not errors, f"no console error through undo, save and exports {errors[:2]}")

    # Import Figma variables (View menu): a bad file is refused in the error style, changing
    # nothing; the example with its map becomes the draft, one undo away.
    status_now = lambda: json.loads(run.fetch("/api/status")[2])
    driver.find_element(By.CSS_SELECTOR, "#edit-menu summary").click()
    check(all(js("const e = document.getElementById(arguments[0]); return e.tabIndex >= 0 && !e.disabled && (e.labels?.length > 0 || e.textContent.length > 0)", i)
              for i in ["figma-file", "figma-map", "figma-import"]), "the import's file inputs and button are labelled and reachable by keyboard")
    bad = folder / "bad.json"
    bad.write_text('{"meta": [1, }\n')
    before = status_now()["revision"]
    driver.find_element(By.ID, "figma-file").send_keys(str(bad))
    driver.find_element(By.ID, "figma-import").click()
    wait.until(lambda d: d.find_element(By.ID, "figma-errors").text)
    shown = driver.find_element(By.ID, "figma-errors").text
    colour = js("return getComputedStyle(document.getElementById('figma-errors')).color")
    check(shown.startswith("bad.json:1:") and computed(colour) == rgb(js("return getComputedStyle(document.body).getPropertyValue('--ui-error').trim()"))
          and status_now()["revision"] == before, f"a bad file is refused with FILE:LINE:COL in the error style and changes nothing: {shown[:80]!r}")
    examples = ROOT / "Examples/Figma"
    driver.find_element(By.ID, "figma-file").send_keys(str(examples / "figma-variables.json"))
    driver.find_element(By.ID, "figma-map").send_keys(str(examples / "figma-variables.map.json"))
    driver.find_element(By.ID, "figma-import").click()
    wait.until(lambda d: "Imported" in d.find_element(By.ID, "notice").text)
    imported_dark = json.loads(run.fetch("/api/gallery?appearance=dark")[2])["gallery"]["colors"]["background"]
    status = status_now()
    check(imported_dark == "#111418" and status["undoLabel"] == "Import figma-variables.json" and not driver.find_element(By.ID, "figma-errors").text,
          f"the example with its map becomes the draft ({imported_dark}, {status['undoLabel']!r})")
    driver.find_element(By.CSS_SELECTOR, "#edit-menu summary").click()
    driver.find_element(By.ID, "undo").click()
    run.settle()
    check(not status_now()["unsaved"], "one undo returns to the saved theme")
    errors = [e for e in run.console_errors() if "422" not in e]
    check(not errors, f"no console error around imports {errors[:2]}")

    # Reload on change.
    text = theme.read_text().replace('"Harbor"', '"Harbor Ferries"')
    theme.write_text(text)
    # The file's stamp, set rather than waited for: a minute on, whatever the clock's grain.
    os.utime(theme, (time.time() + 60, time.time() + 60))
    try:
        wait.until(lambda d: d.find_element(By.ID, "theme-name").text == "Harbor Ferries")
        check("Reloaded" in driver.find_element(By.ID, "notice").text, "a change on disk is reloaded and announced")
    except Exception:
        check(False, f"no reload: {driver.find_element(By.ID, 'notice').text!r}")

    # The audit in every mode, as `tessera audit` reports it; then back to the saved theme.
    trust.audit_panel(run, driver, By, BIN, folder)
    checks.undo(run, 2)

    # Speed: an edit is visible within 50 ms (p95) of the gallery's response (measured alone: no axe run beside it).
    with run.quiet.alone():
        js("window.tessera.timings.edits = []")
        for value in range(20):
            run.type_into('input[data-path=\'["layout","spacing","m"]\']', str(10 + value))
        edits = js("return window.tessera.timings.edits")
    p95 = sorted(edits)[int(len(edits) * 0.95) - 1] if edits else 1e9
    check(len(edits) == 20 and p95 <= 50, f"an edit is drawn {p95:.1f} ms (p95 of {len(edits)}) after its response (≤ 50)")
    print(f"figure: edit visible p95 {p95:.1f} ms, median {statistics.median(edits):.1f} ms", flush=True)
