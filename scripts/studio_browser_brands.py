"""A folder of brands, driven through the Studio's page only.

Used by scripts/studio-browser-test on a Studio of its own over a fresh copy of Examples/Brands
(`tessera studio brands`): a value edited in Ember; the brand switcher to Harbour and back (Ember's
unsaved edit and its undo kept, the switcher marking it); Compare with its base (the roles that
differ, and the base's blue themePrimary flagged beside Ember's amber accent) and with a sibling;
the base file switched to and edited in the mode matrix, the page listing each brand it affects
with its audit before and after the edit (as `tessera audit --brands` counts it once saved); Undo
taking the impact back; nothing written to any file. Counts the actions; no console error, no
sideways scroll at 390 px; screenshots at 1440 and 390 px, light and dark.
"""
import json
import subprocess

from selenium.webdriver.support.ui import Select


def brands(run, driver, By, Keys, bin_path, folder):
    check, wait = run.check, run.wait
    files = {p: p.read_text() for p in folder.rglob("*.json")}
    figures = []

    visible, after = run.visible, run.after

    def choose(element_id, value):
        """Picks an option of a select as a person does (one action)."""
        Select(visible(driver.find_element(By.ID, element_id))).select_by_value(value)

    def type_cell(role, mode, text):
        field = visible(driver.find_element(By.CSS_SELECTOR, f'#matrix tr[data-role="{role}"] input[data-mode="{mode}"]'))
        field.click()
        field.send_keys(Keys.CONTROL, "a")
        field.send_keys(text, Keys.ENTER)

    wait.until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "#brand-switch option")) == 4)
    errors_before = run.console_errors()
    options = [o.get_attribute("value") for o in driver.find_elements(By.CSS_SELECTOR, "#brand-switch option")]
    check(options == ["ember.json", "harbour.json", "meadow/theme.json", "../base/theme.json"], f"the switcher lists the brands, then their base: {options}")
    check(driver.find_element(By.ID, "theme-name").text == "Ember", "the first brand is shown")

    # An edit in Ember: the spacing step m typed.
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "[data-path='[\"layout\",\"spacing\",\"m\"]']"))
    spacing = lambda: driver.find_element(By.CSS_SELECTOR, "[data-path='[\"layout\",\"spacing\",\"m\"]']")
    def type_spacing():
        field = visible(spacing())
        field.click()
        field.send_keys(Keys.CONTROL, "a")
        field.send_keys("15", Keys.ENTER)
    after(type_spacing)
    check(spacing().get_attribute("value") == "15", "Ember's spacing m is 15 after typing it")

    # Switch to Harbour: one action.
    after(lambda: choose("brand-switch", "harbour.json"))
    figures.append(("switch brand", 1))
    check(driver.find_element(By.ID, "theme-name").text == "Harbour", "the switcher shows Harbour")
    check("harbour.json — saved" in driver.find_element(By.ID, "file").text, "Harbour has no unsaved edit")
    check(driver.find_element(By.ID, "undo").get_attribute("disabled") is not None, "Harbour has its own (empty) undo history")
    ember_option = driver.find_element(By.CSS_SELECTOR, "#brand-switch option[value='ember.json']").text
    check("edited" in ember_option, f"the switcher marks Ember edited: {ember_option}")
    check("Ember" in driver.find_element(By.ID, "brands-note").text, "the bar says Ember's unsaved edits are kept")
    run.sweep(lambda width, appearance: (run.layout_checks(f"brands, {width} {appearance}", width), run.shot(f"brands-switcher-{width}-{appearance}")))

    # Back to Ember: its draft and undo as left.
    after(lambda: choose("brand-switch", "ember.json"))
    check(spacing().get_attribute("value") == "15", "back in Ember, its unsaved spacing is there")
    check(driver.find_element(By.ID, "undo").get_attribute("disabled") is None, "and its undo history")

    # Compare with its base: one action.
    choose("compare", "file:base")
    wait.until(lambda d: not d.find_element(By.ID, "compare-report").get_attribute("hidden"))
    run.settle()
    figures.append(("compare with the base", 1))
    report = driver.find_element(By.ID, "compare-report")
    clashes = [li.get_attribute("data-role") for li in report.find_elements(By.CSS_SELECTOR, ".clashes li")]
    check("themePrimary" in clashes, f"the base's blue themePrimary is flagged beside Ember's amber accent: {clashes}")
    differs = [li.get_attribute("data-role") for li in report.find_elements(By.CSS_SELECTOR, ".differs-list li")]
    check("accent" in differs, f"the accent differs from the base: {differs}")
    check(driver.find_elements(By.CSS_SELECTOR, 'figure.color[data-role="accent"] .compare.differs'), "the accent card is marked Differs")
    run.sweep(lambda width, appearance: (run.layout_checks(f"compare with base, {width} {appearance}", width),
                                         run.shot_at(f"brands-compare-{width}-{appearance}", "#compare-report", offset=-140)))
    # And with a sibling.
    choose("compare", "file:harbour.json")
    heading = lambda: driver.find_element(By.CSS_SELECTOR, "#compare-report h3").get_attribute("textContent")
    run.settle()
    wait.until(lambda d: "Harbour" in heading())
    check("Harbour (harbour.json)" in heading(), "compared with the sibling Harbour: " + heading())
    choose("compare", "")
    run.settle()

    # The base: switched to and edited; the impact on every brand before saving.
    after(lambda: choose("brand-switch", "../base/theme.json"))
    impact = lambda: driver.find_elements(By.CSS_SELECTOR, "#impact li")
    wait.until(lambda d: len(impact()) == 3)
    before = [li.text for li in impact()]
    # The counts as saved are the core's audit, as `tessera audit --brands` reports them.
    audit = json.loads(subprocess.run([str(bin_path), "audit", "--brands", "brands", "--format", "json"], cwd=folder, capture_output=True, text=True).stdout)
    cli = {t["file"].removeprefix("brands/"): len(t["failures"]) for t in audit["themes"]}
    shown = {li.get_attribute("data-brand"): int(li.get_attribute("data-before")) for li in impact()}
    check(shown == cli, f"each brand's failures as saved are those `tessera audit --brands` counts: {shown} vs {cli}")
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, '#matrix tr[data-role="background"] input[data-mode="light"]'))
    after(lambda: type_cell("background", "light", "#1D4ED8"))
    run.settle()
    rows = {li.get_attribute("data-brand"): (li.get_attribute("data-passed"), li.text) for li in impact()}
    check(sorted(rows) == ["ember.json", "harbour.json", "meadow/theme.json"], f"the impact lists every brand of the base: {sorted(rows)}")
    check(all(passed == "false" and "fails" in text for passed, text in rows.values()), f"a blue background fails every brand: {list(rows.values())}")
    grew = {li.get_attribute("data-brand"): (int(li.get_attribute("data-before")), int(li.get_attribute("data-after"))) for li in impact()}
    check(all(after > before for before, after in grew.values()), f"each brand fails more checks with the edit than as saved: {grew}")
    run.sweep(lambda width, appearance: (run.layout_checks(f"base impact, {width} {appearance}", width), run.shot(f"brands-impact-{width}-{appearance}")))
    after(lambda: visible(driver.find_element(By.ID, "undo")).click())
    run.settle()
    check([li.text for li in impact()] == before, "undo takes the impact back to the saved base's")
    check(all(p.read_text() == text for p, text in files.items()), "nothing was written to any file")
    errors = [e for e in run.console_errors() if e not in errors_before]
    check(not errors, f"no console error in the brands flow: {errors[:3]}")
    for name, count in figures:
        print(f"     {name}: {count} action{'s' if count != 1 else ''}")
