"""The static style guide from file://, driven through the page: every colour role, navigation,
each text role's SwiftUI spelling, the toggles (appearance, Bold Text, size classes, Reduce
Transparency) picking the core's gallery, screenshots and axe-core at 1440 and 390 px, light and
dark, for every preset; printed to PDF on US Letter and A4 (pdfinfo: page count and size, every
page naming its mode) (imported by scripts/studio-browser-test; not run on its own)."""
import base64
import json
import re
import subprocess

from selenium.webdriver.common.by import By

import studio_browser_checks as checks
from studio_browser_colour import computed, rgb
from studio_browser_run import SHOTS, resolved, tessera

MODE_NAMES = ["Light", "Dark", "Light, increased contrast", "Dark, increased contrast"]


# The name the Studio's own theme's guide is built under, beside one per preset.
STUDIO_THEME = "studio-theme"


def build(folder, presets):
    """`tessera styleguide` of the Studio's theme (named Harbor Ferries) and of a theme over each preset, in `folder`."""
    for preset in list(presets) + [STUDIO_THEME]:
        source = folder / f"{preset}.json"
        # The Studio's presentable theme is the one checked closely and printed.
        source.write_text(json.dumps({**checks.THEME, "name": "Harbor Ferries"} if preset == STUDIO_THEME else
                                     {"specVersion": "1.0", "extends": preset, "name": f"Guide {preset}",
                                      "summary": "A test theme.", "purpose": "Checking the style guide."}))
        tessera("styleguide", str(source), "-o", str(folder / f"guide-{preset}"), cwd=folder)


def style_guide(run, folder):
    """The Studio's theme's guide that `build` wrote, from file://, in the browser."""
    driver, check, js, wait = run.driver, run.check, run.js, run.wait
    swatch = lambda role="accent": driver.find_element(By.CSS_SELECTOR, f'figure.color[data-role="{role}"] .swatch')
    dark = resolved(str(folder / f"{STUDIO_THEME}.json"), "--appearance", "dark", cwd=folder)["colors"]["accent"]
    driver.get((folder / f"guide-{STUDIO_THEME}" / "index.html").as_uri())
    run.resize("desktop")
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#color-grid figure.color"))
    roles = list(resolved(str(folder / f"{STUDIO_THEME}.json"), cwd=folder)["colors"].keys())
    shown = [e.get_attribute("data-role") for e in driver.find_elements(By.CSS_SELECTOR, "#color-grid figure.color")]
    check(shown == roles, f"the style guide from file:// shows every colour role ({len(roles)})")
    check(len(driver.find_elements(By.CSS_SELECTOR, "nav.rail a")) >= 10 and checks.THEME["summary"] in driver.find_element(By.ID, "intro").text,
          "the style guide has navigation and the theme's name, summary and purpose")
    code = driver.find_elements(By.CSS_SELECTOR, "#type-cards .code code")
    check(any(c.text == 'Text("…").textRole(.title)' for c in code) and driver.find_elements(By.CSS_SELECTOR, "#type-cards .code button"),
          "each text role has its SwiftUI spelling with a copy button")
    run.choose("appearance", "dark")
    check(computed(swatch().value_of_css_property("background-color")) == rgb(dark), "the style guide switches to dark without a server")
    run.choose("appearance", "light")
    weight = lambda: driver.find_element(By.CSS_SELECTOR, '.sample[data-role="body"]').value_of_css_property("font-weight")
    before = weight()
    run.choose("boldText", True)
    check(weight() != before, f"the style guide's Bold Text changes the samples ({before} → {weight()})")
    run.choose("boldText", False)
    for toggle, value in [("width", "regular"), ("height", "compact"), ("reduceTransparency", True)]:
        key = lambda: js("const c = tessera.context(); return tessera.embedded.modes[[c.appearance, c.contrast, c.width, c.height, c.boldText, c.reduceTransparency].join('-')]")
        old = key()
        run.choose(toggle, value)
        check(key() is not None and not run.console_errors(), f"the style guide's {toggle} toggle picks the core's gallery for it (tree {old} → {key()})")
        run.choose(toggle, {"width": "compact", "height": "regular", "reduceTransparency": False}[toggle])
    run.sweep(lambda width, appearance: (run.layout_checks(f"style guide, {appearance}", width), run.shot(f"styleguide-{width}-{appearance}")))
    errors = run.console_errors()
    check(not errors, f"no console error in the style guide {errors[:2]}")


def axe_preset(run, folder, preset):
    """The guide of `preset` that `build` wrote: axe-core at both widths, light and dark; no console error."""
    run.driver.get((folder / f"guide-{preset}" / "index.html").as_uri())
    run.wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#color-grid figure.color"))
    run.sweep(lambda width, appearance: run.axe(f"style guide, {preset}, {width}, {appearance}"))
    errors = run.console_errors()
    run.check(not errors, f"no console error in the style guide of {preset} at either width or mode {errors[:2]}")

def printed(run, folder):
    """10. Print: every mode, each group on its own page naming its mode, on Letter and A4 (printed from the browser in `run`)."""
    check = run.check
    expected = {"letter": (612, 792), "a4": (595.28, 841.89)}
    for paper, size in expected.items():
        pdf = folder / f"guide-{paper}.pdf"
        # Printed as Chromium prints a page to PDF: the page's own @page size, no header or footer.
        run.open((folder / f"guide-{STUDIO_THEME}" / "index.html").as_uri() + f"#paper={paper}", "#color-grid figure.color")
        printout = run.driver.execute_cdp_cmd("Page.printToPDF", {"preferCSSPageSize": True, "displayHeaderFooter": False})
        pdf.write_bytes(base64.b64decode(printout["data"]))
        run.close_page()
        info = subprocess.run(["pdfinfo", str(pdf)], check=True, capture_output=True, text=True).stdout
        pages = int(re.search(r"Pages:\s+(\d+)", info).group(1))
        page_size = re.search(r"Page size:\s+([\d.]+) x ([\d.]+) pts", info)
        width, height = float(page_size.group(1)), float(page_size.group(2))
        check(abs(width - size[0]) < 1 and abs(height - size[1]) < 1, f"the printed style guide is {paper}: {width} x {height} pts")
        check(pages >= 4 * 6, f"printing gives every mode, one group per page: {pages} pages on {paper}")
        # pdftotext ends every page with a form feed: one run reads them all, page by page.
        texts = subprocess.run(["pdftotext", str(pdf), "-"], check=True, capture_output=True, text=True).stdout.split("\f")[:pages]
        unnamed = [number for number, text in enumerate(texts, start=1) if not any(f"· {name}" in text for name in MODE_NAMES)]
        unnamed += list(range(len(texts) + 1, pages + 1))
        check(not unnamed, f"every printed page on {paper} names its mode (pages without: {unnamed[:5]})")
        if paper == "letter":
            subprocess.run(["pdftoppm", "-png", "-r", "40", "-f", "1", "-l", "3", str(pdf), str(SHOTS / "print")], check=False)
