"""The Studio's Screens view, driven through the page only.

Used by scripts/studio-browser-test on a Studio of its own over a fresh theme file: the view
draws nothing (and asks nothing) until it is opened; then a light and a dark phone frame whose
parts have the values `tessera resolve` gives in each appearance; the Dynamic Type slider moved
with the keyboard to an accessibility size makes the text as large as the resolver says and the
sentences wrap onto more lines, while the tab bar keeps its size; the sheet and the alert over a
dimmed screen; an edit reaching the frames; axe-core, the console and sideways scrolling at 1440 and 390 px, light and dark
page; screenshots of each.
"""
import re

DEFAULT, LARGER = "large", "accessibility3"


def channels(css):
    numbers = [float(n) for n in re.split(r"[,\s/]+", css[css.index("(") + 1: css.index(")")].strip()) if n]
    return tuple(round(n) for n in numbers[:3]) + ((round(numbers[3], 2),) if len(numbers) > 3 else (1.0,))


def hex_channels(hex_color):
    h = hex_color.lstrip("#")
    alpha = round(int(h[6:8], 16) / 255, 2) if len(h) == 8 else 1.0
    return (int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16), alpha)


def same_colour(css, hex_color):
    a, b = channels(css), hex_channels(hex_color)
    return a[:3] == b[:3] and abs(a[3] - b[3]) < 0.02


def primary_fill(values):
    button = values["buttons"]["primary"]
    return button["forms"][button["defaultForm"]]["normal"]["fill"]


def screens(run, driver, By, Keys, resolved, theme, folder):
    check, js, wait = run.check, run.js, run.wait
    requested = lambda: js("return performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/screens')).length")
    check(requested() == 0 and not driver.find_elements(By.CSS_SELECTOR, ".ios-phone"),
          "the Screens view draws nothing and asks nothing until it is opened")
    driver.find_element(By.CSS_SELECTOR, 'nav.rail a[href="#screens"]').click()
    wait.until(lambda d: len(d.find_elements(By.CSS_SELECTOR, ".ios-phone")) == 2)
    check(requested() == 1, "opening the view asks for the screens once")
    slider = driver.find_element(By.ID, "screens-size")
    check(slider.is_displayed() and slider.get_attribute("type") == "range" and js("return arguments[0].labels.length", slider) > 0,
          "the Dynamic Type size is a visible, labelled slider")
    appearances = [f.get_attribute("data-appearance") for f in driver.find_elements(By.CSS_SELECTOR, ".ios-phone")]
    check(appearances == ["light", "dark"], f"light and dark frames side by side: {appearances}")

    def style(appearance, part, prop):
        return js("const e = document.querySelector(`.ios-phone[data-appearance='${arguments[0]}'] [data-part='${arguments[1]}']`);"
                  "return e ? getComputedStyle(e)[arguments[2]] : null", appearance, part, prop)

    def lines(appearance, part):
        return js("const e = document.querySelector(`.ios-phone[data-appearance='${arguments[0]}'] [data-part='${arguments[1]}']`);"
                  "return Math.round(e.getBoundingClientRect().height / parseFloat(getComputedStyle(e).lineHeight))", appearance, part)

    def matches_resolver(size):
        for appearance in ["light", "dark"]:
            values = resolved(str(theme), "--appearance", appearance, "--size", size, cwd=folder)
            body, footnote = values["typography"]["body"], values["typography"]["footnote"]
            shown = float(style(appearance, "rowTitle", "fontSize")[:-2])
            check(abs(shown - body["size"]) < 0.01 and abs(float(style(appearance, "rowTitle", "lineHeight")[:-2]) - body["lineHeight"]) < 0.01,
                  f"{appearance}, {size}: a row's title is body at {body['size']} pt, line {body['lineHeight']} (drawn {shown} px)")
            check(same_colour(style(appearance, "rowTitle", "color"), body["color"]), f"{appearance}, {size}: the row title's colour is body's {body['color']}")
            check(abs(float(style(appearance, "sectionFooter", "fontSize")[:-2]) - footnote["size"]) < 0.01,
                  f"{appearance}, {size}: the section footer is footnote at {footnote['size']} pt")
            checks = [("group", "backgroundColor", values["surfaces"]["card"]["opaqueColor"], "the group is the card surface"),
                      ("screen", "backgroundColor", values["surfaces"]["appBackground"]["opaqueColor"], "the screen is the app background"),
                      ("toggleOn", "backgroundColor", values["colors"]["accent"], "an on toggle is the accent"),
                      ("button-primary", "backgroundColor", primary_fill(values), "the primary button's fill")]
            for part, prop, expected, what in checks:
                shown_colour = style(appearance, part, prop)
                if part in ("toggleOn", "button-primary") and shown_colour is None:
                    continue
                check(shown_colour is not None and same_colour(shown_colour, expected), f"{appearance}, {size}: {what} ({expected}; drawn {shown_colour})")
        return values

    def sweep(size, label):
        """Screenshots, axe and (at 390 px) the layout checks, desktop and phone, light and dark page."""
        def each(width, appearance):
            wait.until(lambda d: len(d.find_elements(By.CSS_SELECTOR, ".ios-phone")) == 2)
            run.shot_at(f"screens-{width}-{appearance}-{size}", "#screens")
            run.axe(f"Screens, {width}, {appearance} page, {size}")
            if width == "phone":
                run.layout_checks(f"{label}, {appearance}", "phone")
        run.sweep(each)

    # The list at the default size; the form's buttons too.
    matches_resolver(DEFAULT)
    before = {a: lines(a, "sectionFooter") for a in ["light", "dark"]}
    tab_before = style("light", "tabLabel", "fontSize")
    sweep(DEFAULT, "Screens")

    # The slider, moved as a person does with the keyboard, to an accessibility size.
    slider = driver.find_element(By.ID, "screens-size")
    start = int(slider.get_attribute("value"))
    target = start
    while js("return document.getElementById('screens-size-name').textContent") != LARGER and target < start + 12:
        slider.send_keys(Keys.ARROW_RIGHT)
        target += 1
        wait.until(lambda d: d.find_element(By.CSS_SELECTOR, ".ios-phone figcaption").text.endswith(
            d.find_element(By.ID, "screens-size-name").text))
    run.settle()
    check(js("return document.getElementById('screens-size-name').textContent") == LARGER,
          f"the arrow keys move the slider to {LARGER}")
    wait.until(lambda d: LARGER in d.find_element(By.CSS_SELECTOR, ".ios-phone figcaption").text)
    matches_resolver(LARGER)
    after = {a: lines(a, "sectionFooter") for a in ["light", "dark"]}
    check(all(after[a] > before[a] >= 2 for a in before), f"the footer's sentences wrap onto more lines at {LARGER}: {before} → {after}")
    check(style("light", "tabLabel", "fontSize") == tab_before, f"the tab bar's labels keep their size ({tab_before})")
    sweep(LARGER, f"Screens at {LARGER}")

    # The form, the sheet and the alert.
    values = resolved(str(theme), "--appearance", "dark", "--size", LARGER, cwd=folder)
    for screen, part, expected in [("form", "button-primary", None), ("sheet", "sheet", values["surfaces"]["sheet"]["opaqueColor"]),
                                   ("alert", "alert", values["surfaces"]["popover"]["opaqueColor"])]:
        choice = driver.find_element(By.CSS_SELECTOR, f"label[for='screens-screen-{screen}']")
        run.visible(choice)
        choice.click()
        wait.until(lambda d: d.find_element(By.CSS_SELECTOR, ".ios-phone").get_attribute("data-screen") == screen)
        drawn = style("dark", part, "backgroundColor")
        check(drawn is not None and (expected is None or same_colour(drawn, expected)), f"the {screen} screen shows its {part} ({expected or 'present'}; drawn {drawn})")
        if screen != "form":
            check(same_colour(style("dark", "dim", "backgroundColor"), values["colors"]["scrim"]), f"the {screen} sits over the screen dimmed by the scrim colour")
        run.shot_at(f"screens-desktop-light-{screen}", "#screens")
        run.axe(f"Screens, {screen}")
    choice = driver.find_element(By.CSS_SELECTOR, "label[for='screens-screen-list']")
    run.visible(choice)
    choice.click()
    wait.until(lambda d: d.find_element(By.CSS_SELECTOR, ".ios-phone").get_attribute("data-screen") == "list")
    # An edit in the page reaches the frames: the accent typed in its field.
    run.type_into('input.color-input[data-role="accent"]', "#08684C")
    wait.until(lambda d: same_colour(style("light", "toggleOn", "backgroundColor"), "#08684C"))
    check(same_colour(style("light", "toggleOn", "backgroundColor"), "#08684C"), "an accent typed in its field reaches the light frame's toggle")
    check(not run.console_errors(), "no console error in the Screens view")
