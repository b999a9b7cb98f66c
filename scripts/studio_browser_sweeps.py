"""The Studio at both widths, light and dark: screenshots of the saved theme with the layout checks
and the menus at phone width, and axe-core over each preset started from (imported by
scripts/studio-browser-test; not run on its own)."""
import json

from selenium.webdriver.common.by import By

import studio_browser_checks as checks
import studio_browser_trust as trust
from studio_browser_run import resolved


def screenshots(run, theme, folder):
    """After `save_and_export`: the saved theme (the speed edits are one undo step) at both widths, light and dark."""
    check = run.check
    checks.undo(run)
    check(not json.loads(run.fetch("/api/status")[2])["unsaved"], "the screenshots show the saved theme")

    def each(width, appearance):
        run.layout_checks(f"Studio, {appearance}", width)
        run.shot(f"studio-{width}-{appearance}")
        if width == "phone" and appearance == "light":
            trust.phone_layout(run, run.driver, By, resolved, theme, folder)
    run.sweep(each)
    errors = run.console_errors()
    check(not errors, f"no console error through the screenshots at both widths and modes {errors[:2]}")


def axe_preset(run, preset):
    """`preset` started from in the Studio open in `run`: axe-core and the layout checks at both widths, light and dark; no console error."""
    trust.start_from_preset(run, run.driver, By, preset)
    run.sweep(lambda width, appearance: (run.axe(f"Studio, {preset}, {width}, {appearance}"),
                                         run.layout_checks(f"Studio, {preset}, {appearance}", width)))
    errors = run.console_errors()
    run.check(not errors, f"no console error through {preset} at every width and mode {errors[:2]}")
