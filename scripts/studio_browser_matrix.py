"""The mode matrix, the page stream and the keyboard, driven through the Studio's page only.

Used by scripts/studio-browser-test on a Studio of its own over a fresh theme file: the accent set
in all four modes (a palette token chosen in its Light cell, Same in all modes, a literal typed in
Dark, Derive increased contrast), counting the actions; a second role derived to a contrast it did
not have; ⌘S / Ctrl+S to save, then the saved file read (references kept, only what was edited
written) and `tessera audit` of it; Reset to inherited on one cell, saved (the key gone, nothing
else changed) and undone; ⌘Z / ⌘⇧Z; Go to a role (⌘K / Ctrl+K); no request while the
page is idle (the Resource Timing API over 3 s of the browser's clock); axe, no sideways scroll
at 390 px and screenshots of the matrix at 1440 and 390 px, light and dark.
"""
import json
import subprocess

from selenium.webdriver.common.action_chains import ActionChains

MODES = ["light", "dark", "increasedContrastLight", "increasedContrastDark"]


def matrix(run, driver, By, Keys, bin_path, theme, folder):
    check, js, wait = run.check, run.js, run.wait
    original = json.loads(theme.read_text())
    cell = lambda role, mode: driver.find_element(By.CSS_SELECTOR, f'#matrix tr[data-role="{role}"] input[data-mode="{mode}"]')
    values = lambda role: [cell(role, m).get_attribute("value") for m in MODES]
    origins = lambda role: [e.get_attribute("data-source") for e in driver.find_elements(By.CSS_SELECTOR, f'#matrix tr[data-role="{role}"] .cell-origin')]
    modifier = Keys.CONTROL  # headless Chromium on Linux: the page takes Ctrl where a Mac takes ⌘

    def keys(*pressed):
        """Presses keys with Ctrl held, on whatever has the focus."""
        chain = ActionChains(driver).key_down(modifier)
        for key in pressed:
            chain = chain.key_down(key) if key == Keys.SHIFT else chain.send_keys(key)
        chain.key_up(Keys.SHIFT).key_up(modifier).perform()

    def after(action):
        """Runs one action and waits until the page has drawn the revision it made, the matrix too."""
        run.after(action, also="tessera.matrixRevision === tessera.revision")

    visible = run.visible

    def press(role, action):
        visible(driver.find_element(By.CSS_SELECTOR, f'#matrix tr[data-role="{role}"] button.{action}')).click()

    def type_cell(role, mode, text):
        field = visible(cell(role, mode))
        field.click()
        field.send_keys(modifier, "a")
        field.send_keys(text, Keys.ENTER)

    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, '#matrix tr[data-role="accent"] input[data-mode="light"]'))
    headers = [th.text for th in driver.find_elements(By.CSS_SELECTOR, "#matrix thead th")]
    check(headers[1:5] == ["Light", "Dark", "Light, increased contrast", "Dark, increased contrast"], f"the matrix has a column per mode: {headers}")
    check(origins("accent") == ["inherited"] * 4, f"the accent's cells say they come from the preset: {origins('accent')}")
    badge = driver.find_elements(By.CSS_SELECTOR, '#matrix tr[data-role="textOnAccent"] td[data-mode="light"] .badge')
    check(badge and "on accent" in badge[0].text and ":1" in badge[0].text, f"a text role has a contrast badge in each mode: {badge[0].text if badge else None!r}")

    # The accent in all four modes. Action 1: choose a palette token in its Light cell.
    actions = 0
    field = visible(cell("accent", "light"))
    field.click()
    field.send_keys(modifier, "a")
    field.send_keys("indigo.700")
    wait.until(lambda d: not d.find_element(By.ID, "palette-options").get_attribute("hidden"))
    after(lambda: (field.send_keys(Keys.ARROW_DOWN), field.send_keys(Keys.ENTER)))
    actions += 1
    check(values("accent")[0] == "{palette.indigo.700}" and origins("accent")[0] == "here", f"choosing a token in the Light cell writes a reference set here: {values('accent')}")
    # Action 2: Same in all modes.
    after(lambda: press("accent", "same"))
    actions += 1
    check(values("accent") == ["{palette.indigo.700}"] * 4 and origins("accent") == ["here"] * 4,
          f"Same in all modes writes the reference to all four modes, each set here: {values('accent')} {origins('accent')}")
    print(f"figure: the accent in all four modes in {actions} actions (a token in Light, Same in all modes)", flush=True)
    # A bad value stays at its cell with the core's message (and is no action).
    type_cell("accent", "dark", "#12")
    run.settle()
    error = driver.find_element(By.ID, cell("accent", "dark").get_attribute("aria-describedby")).text
    check(cell("accent", "dark").get_attribute("aria-invalid") == "true" and "expected #RRGGBB" in error, f"a bad value shows its error at the cell: {error!r}")
    # The server read the text and refused it (422, which the browser logs); nothing else went wrong.
    refused = run.console_errors()
    check(all("/api/edit" in e and "422" in e for e in refused), f"the bad value's only console entry is the server's refusal: {refused[:2]}")
    # Action 3: a literal of its own in Dark; action 4: Derive increased contrast.
    after(lambda: type_cell("accent", "dark", "#9AAEFF"))
    after(lambda: press("accent", "derive"))
    actions += 2
    accent = values("accent")
    check(accent[:2] == ["{palette.indigo.700}", "#9AAEFF"] and accent[2] == "{palette.indigo.700}" and cell("accent", "dark").get_attribute("aria-invalid") is None,
          f"Derive increased contrast keeps a standard value that already passes, reference and all: {accent}")
    print(f"figure: the accent with its own Dark and derived increased contrast in {actions} actions", flush=True)

    # A role whose standard value fails: derived, its increased-contrast cells move and pass.
    after(lambda: type_cell("destructive", "light", "#FF5A5F"))
    after(lambda: press("destructive", "derive"))
    derived = values("destructive")
    badges = [e.get_attribute("class") for e in driver.find_elements(By.CSS_SELECTOR, '#matrix tr[data-role="textOnDestructive"] td[data-mode^="increased"] .badge')]
    check(derived[2] != "#FF5A5F" and derived[2].startswith(("#", "{palette.")) and badges and all("pass" in b for b in badges),
          f"deriving a failing red moves its increased-contrast value until its label passes: {derived} {badges}")


    # ⌘Z / Ctrl+Z and ⌘⇧Z / Ctrl+Shift+Z, outside a text field.
    visible(driver.find_element(By.ID, "modes-title")).click()
    after(lambda: keys("z"))
    undone = json.loads(run.fetch("/api/status")[2])
    after(lambda: keys(Keys.SHIFT, "z"))
    redone = json.loads(run.fetch("/api/status")[2])
    check(undone["canRedo"] and not redone["canRedo"] and values("destructive") == derived, "Ctrl+Z undoes and Ctrl+Shift+Z redoes from the keyboard")

    # ⌘S / Ctrl+S: Review changes, then Save.
    keys("s")
    wait.until(lambda d: d.execute_script("return document.getElementById('review').open"))
    check(js("return document.activeElement.id") == "review-save", "Ctrl+S opens Review changes with the focus on Save")
    after(lambda: driver.switch_to.active_element.send_keys(Keys.ENTER))
    saved = json.loads(theme.read_text())
    check(saved["colors"]["accent"] == dict(zip(MODES, accent)), f"the saved accent keeps its references, as shown: {saved['colors']['accent']}")
    # The saved file keeps every member nobody edited as it was written, in its order, and
    # resolves, in every mode, exactly as the file before with only the edits made (the accent's
    # four values, the red's three).
    untouched = {k for k in original if k != "colors" and saved.get(k) != original.get(k)} | {
        f"colors.{c}" for c in original.get("colors", {}) if c not in ("accent", "destructive") and saved["colors"].get(c) != original["colors"][c]}
    check(not untouched and list(saved) == list(original),
          f"every member not edited is saved as it was written, in its order: changed {sorted(untouched)}, keys {list(saved)}")
    expected = json.loads(json.dumps(original))
    expected["colors"]["accent"] = dict(zip(MODES, accent))
    expected["colors"]["destructive"] = {"light": "#FF5A5F", "increasedContrastLight": derived[2], "increasedContrastDark": derived[3]}
    (folder / "expected").mkdir(exist_ok=True)
    (folder / "expected" / "theme.json").write_text(json.dumps(expected))

    def resolve(path, appearance, contrast):
        out = subprocess.run([str(bin_path), "resolve", str(path), "--format", "json", "--appearance", appearance, "--contrast", contrast],
                             cwd=folder, capture_output=True, text=True, check=True).stdout
        tree = json.loads(out)
        tree.pop("theme", None)  # the theme's id: named after each file's folder
        return tree
    differing = set()
    for appearance in ["light", "dark"]:
        for contrast in ["standard", "increased"]:
            old, new = resolve(folder / "expected" / "theme.json", appearance, contrast), resolve(theme, appearance, contrast)
            differing |= {f"{k} ({appearance}, {contrast})" for k in set(old) | set(new) if old.get(k) != new.get(k)}
    check(not differing and saved["colors"].get("separator") == original["colors"]["separator"]
          and set(saved["colors"]) == {"accent", "destructive", "separator"} and set(saved["colors"]["destructive"]) == set(expected["colors"]["destructive"]),
          f"only what was edited is written: colours {sorted(saved['colors'])}, destructive {saved['colors']['destructive']}; "
          f"resolving differently from the file with only the edits: {sorted(differing)}")
    audit = subprocess.run([str(bin_path), "audit", str(theme), "--format", "json"], cwd=folder, capture_output=True, text=True)
    report = json.loads(audit.stdout) if audit.stdout.startswith("{") else None
    increased = [f for t in (report or {}).get("themes", []) for f in t.get("failures", [])
                 if "destructive" in json.dumps(f).lower() and "increased" in json.dumps(f)]
    check(audit.returncode in (0, 1) and report is not None and not increased,
          f"`tessera audit` reads the saved file (exit {audit.returncode}); no increased-contrast failure of the derived red {increased[:1]}")

    # Reset to inherited: the accent's Dark, set here over the preset's value, goes back to the
    # preset's; saved, the file no longer writes that key and nothing else changed. Then undone.
    reset = driver.find_elements(By.CSS_SELECTOR, '#matrix tr[data-role="accent"] td[data-mode="dark"] button.reset')
    check(len(reset) == 1 and reset[0].get_attribute("aria-label") == "Reset accent, Dark to inherited",
          f"a cell set here over an inherited value has a Reset button: {[b.get_attribute('aria-label') for b in reset]}")
    check(not driver.find_elements(By.CSS_SELECTOR, '#matrix tr[data-role="textPrimary"] button.reset'), "an inherited cell has no Reset button")
    after(lambda: visible(reset[0]).click())
    check(origins("accent")[1] == "inherited" and values("accent")[1] == "{palette.indigo.300}"
          and not driver.find_elements(By.CSS_SELECTOR, '#matrix tr[data-role="accent"] td[data-mode="dark"] button.reset'),
          f"Reset puts back the preset's value and the cell says it is inherited: {values('accent')} {origins('accent')}")
    keys("s")
    wait.until(lambda d: d.execute_script("return document.getElementById('review').open"))
    after(lambda: driver.switch_to.active_element.send_keys(Keys.ENTER))
    after_reset = json.loads(theme.read_text())
    expected_reset = json.loads(json.dumps(saved))
    del expected_reset["colors"]["accent"]["dark"]
    check(after_reset == expected_reset and list(after_reset) == list(saved)
          and list(after_reset["colors"]["accent"]) == [m for m in saved["colors"]["accent"] if m != "dark"],
          f"the saved file no longer writes the accent's Dark and nothing else changed: accent {after_reset['colors']['accent']}, "
          f"differing {sorted(k for k in set(after_reset) | set(expected_reset) if after_reset.get(k) != expected_reset.get(k))}")
    after(lambda: keys("z"))
    check(values("accent")[1] == "#9AAEFF" and origins("accent")[1] == "here", f"undo sets the accent's Dark here again: {values('accent')}")

    # The red's two steps undone (its Light fails, as the audit said), so axe judges the page below.
    after(lambda: keys("z"))
    after(lambda: keys("z"))
    check(values("destructive")[0] != "#FF5A5F", f"two undos take the red back: {values('destructive')}")

    # Go to a role: Ctrl+K, type, Enter.
    for name, inside in [("textOnAcc", '#matrix tr[data-role="textOnAccent"]'), ("caption", '#type-ramp th[data-item="caption"]')]:
        keys("k")
        wait.until(lambda d: d.execute_script("return document.getElementById('find').open"))
        driver.switch_to.active_element.send_keys(name, Keys.ENTER)
        wait.until(lambda d: not d.execute_script("return document.getElementById('find').open"))
        check(js("return !!document.activeElement.closest(arguments[0])", inside), f"Go to a role: '{name}' puts the focus in {inside}")

    # Idle: no request for 3 s of the browser's clock.
    run.settle()
    idle = driver.execute_async_script(
        "const done = arguments[0]; const count = () => performance.getEntriesByType('resource').length;"
        "performance.setResourceTimingBufferSize(100000); const before = count(), start = performance.now();"
        "setTimeout(() => done([before, count(), performance.now() - start]), 3000);")
    check(idle[1] == idle[0] and idle[2] >= 3000, f"the page makes no request while idle ({idle[1] - idle[0]} in {idle[2]:.0f} ms)")

    # How it looks, and that it holds at every width and mode.
    def each(width, appearance):
        run.axe(f"mode matrix, {width}, {appearance}")
        run.layout_checks(f"mode matrix, {appearance}", width)
        run.shot_at(f"matrix-{width}-{appearance}", "#modes")
        run.shot_at(f"matrix-reset-{width}-{appearance}", '#matrix tr[data-role="accent"]', block="center")
    run.sweep(each)
    errors = run.console_errors()
    check(not errors, f"no console error around the mode matrix {errors[:2]}")
