"""The shared run of scripts/studio-browser-test: where things are, the tools it needs, the `tessera`
command, and `Run` — one headless Chromium driven as a person does (checks counted, settling on
the page's own work rather than on fixed waits, the screenshot and axe sweeps at 1440 and 390 px in
light and dark) that opens one Studio after another (imported by that script; not run on its own)."""
import contextlib
import json
import pathlib
import shutil
import subprocess
import sys
import threading
import time
import zipfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
BIN = ROOT / "Tools/.build/debug/tessera"
SHOTS = ROOT / "Tools/.build/studio-screenshots"
AXE = ROOT / "Tools/.build/axe/axe.min.js"
PRESETS = sorted(p.stem for p in (ROOT / "Themes").glob("*.json"))
SIZES = {"desktop": (1440, 1000), "phone": (390, 844)}

# Counts the page's requests and the reading of their bodies, so that `Run.settle` waits for the
# page's own work to end. Given to the browser before any page script runs (a DevTools script,
# outside the page's Content-Security-Policy); the page's code is unchanged.
PENDING = """
(() => {
  if (window.__pending) return;
  const state = window.__pending = { count: 0, last: 0 };
  const begin = () => { state.count += 1; state.last = performance.now(); };
  const end = () => { state.count -= 1; state.last = performance.now(); };
  const track = (promise) => { begin(); return promise.finally(end); };
  const fetch = window.fetch;
  if (fetch) window.fetch = function (...args) { return track(fetch.apply(this, args)); };
  for (const name of ['json', 'text', 'blob', 'arrayBuffer']) {
    const read = Response.prototype[name];
    Response.prototype[name] = function (...args) { return track(read.apply(this, args)); };
  }
})();
"""
# Resolves once the page has had no request or body read in flight for QUIET ms, and has drawn
# (two animation frames before and after).
SETTLE = """
const done = arguments[0];
const QUIET = 40;
const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
const state = window.__pending ?? { count: 0, last: 0 };
(async () => {
  const start = performance.now();
  await frames();
  while ((state.count > 0 || performance.now() - state.last < QUIET) && performance.now() - start < 15000)
    await new Promise((resolve) => setTimeout(resolve, 10));
  await frames();
  done();
})();
"""


def apt_install(*packages):
    if subprocess.run(["apt-get", "install", "-y", "-q", *packages], capture_output=True).returncode != 0:
        subprocess.run(["apt-get", "update", "-q"], check=True, capture_output=True)
        subprocess.run(["apt-get", "install", "-y", "-q", *packages], check=True, capture_output=True)


def ensure_selenium():
    """Installs Selenium when this Python lacks it; the browser scripts call it before they import it."""
    try:
        import selenium  # noqa: F401
    except ImportError:
        subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "selenium"], check=True)


def ensure_tools():
    if not shutil.which("chromium") or not shutil.which("chromedriver"):
        apt_install("chromium", "chromium-driver")
    if not shutil.which("pdfinfo") or not shutil.which("pdftotext"):
        apt_install("poppler-utils")
    ensure_selenium()
    if not AXE.exists():
        # axe-core as the package ships it: a plain file inside the wheel, injected into the page.
        AXE.parent.mkdir(parents=True, exist_ok=True)
        subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "axe-playwright-python==0.1.8", "-d", str(AXE.parent)], check=True)
        wheel = next(AXE.parent.glob("axe_playwright_python-*.whl"))
        with zipfile.ZipFile(wheel) as archive:
            AXE.write_bytes(archive.read("axe_playwright_python/axe.min.js"))


def tessera(*arguments, cwd):
    return subprocess.run([str(BIN), *arguments], cwd=cwd, check=True, capture_output=True).stdout


def resolved(theme, *options, cwd):
    return json.loads(tessera("resolve", theme, "--format", "json", *options, cwd=cwd))


def start_studio(theme, *options):
    """`tessera studio THEME --port 0 …` and the page's URL it prints first."""
    server = subprocess.Popen([str(BIN), "studio", str(theme), "--port", "0", *options], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    return server, server.stdout.readline().split()[2]


def stop(server):
    if server is not None and server.poll() is None:
        server.terminate()
        server.wait(timeout=10)


class Quiet:
    """Shared by the browsers of one test: heavy work (an axe run) goes on in any number of them at
    once, but never beside a measurement of speed, which waits for the heavy work under way to end."""

    def __init__(self):
        self.condition, self.heavy_now, self.measuring = threading.Condition(), 0, False

    @contextlib.contextmanager
    def heavy(self):
        with self.condition:
            self.condition.wait_for(lambda: not self.measuring)
            self.heavy_now += 1
        try:
            yield
        finally:
            with self.condition:
                self.heavy_now -= 1
                self.condition.notify_all()

    @contextlib.contextmanager
    def alone(self):
        with self.condition:
            self.condition.wait_for(lambda: not self.measuring)
            self.measuring = True
            self.condition.wait_for(lambda: self.heavy_now == 0)
        try:
            yield
        finally:
            with self.condition:
                self.measuring = False
                self.condition.notify_all()


class Run:
    """One headless Chromium and the checks made through it. `failures` lists the checks that failed."""

    def __init__(self, name="browser", quiet=None):
        """`quiet`: shared by the browsers of one test (each axe run is heavy; a measurement of speed waits for quiet)."""
        from selenium import webdriver
        from selenium.common.exceptions import StaleElementReferenceException
        from selenium.webdriver.chrome.service import Service
        from selenium.webdriver.support.ui import WebDriverWait
        options = webdriver.ChromeOptions()
        for flag in ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1440,1000", "--disable-dev-shm-usage"]:
            options.add_argument(flag)
        options.binary_location = shutil.which("chromium")
        options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
        self.name, self.failures, self.count, self.timings = name, [], 0, []
        self.quiet = quiet if quiet is not None else Quiet()
        self.driver = webdriver.Chrome(service=Service(shutil.which("chromedriver")), options=options)
        self.driver.set_script_timeout(60)
        self.driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": PENDING})
        self.wait = WebDriverWait(self.driver, 20, ignored_exceptions=[StaleElementReferenceException])

    def quit(self):
        self.driver.quit()

    def check(self, condition, message):
        self.count += 1
        print(("ok   " if condition else "FAIL ") + message, flush=True)
        if not condition:
            self.failures.append(message)

    def saved_file_passes_audit(self, bin_path, theme, folder):
        """Checks that `tessera audit` of a file the page saved passes."""
        audit = subprocess.run([str(bin_path), "audit", str(theme)], cwd=folder, capture_output=True, text=True)
        self.check(audit.returncode == 0, f"`tessera audit` of the saved file passes (exit {audit.returncode}) {audit.stdout[-300:]}{audit.stderr[-300:]}")

    def print_action_counts(self, figures):
        """Prints each task's clicks and keystrokes, as README quotes them."""
        for what, clicks, keystrokes in figures:
            print(f"figure: {what}: {clicks} click{'' if clicks == 1 else 's'}, {keystrokes} keystrokes", flush=True)

    def js(self, script, *arguments):
        return self.driver.execute_script(script, *arguments)

    def fetch(self, path, method="GET", body=None):
        """`fetch` from the page: (status, headers as a dict, text)."""
        return self.driver.execute_async_script(
            "const [path, method, body, done] = arguments;"
            "const token = document.querySelector('meta[name=\"tessera-token\"]')?.content ?? '';"
            "fetch(path, { method, headers: { 'Content-Type': 'application/json', 'X-Tessera-Token': token }, body: body ?? undefined })"
            ".then(async (r) => done([r.status, Object.fromEntries(r.headers.entries()), await r.text()]));",
            path, method, None if body is None else json.dumps(body))

    def choose(self, element_id, value):
        """Sets a select or checkbox as a person would and lets the page react."""
        self.js("const e = document.getElementById(arguments[0]); if (e.type === 'checkbox') e.checked = arguments[1]; else e.value = arguments[1];"
                "e.dispatchEvent(new Event('change'));", element_id, value)
        self.settle()

    def settle(self):
        """Waits until the page has no request in flight (nor a response being read) and has drawn."""
        self.driver.execute_async_script(SETTLE)

    def type_into(self, selector, text):
        self.js("const i = document.querySelector(arguments[0]); i.value = arguments[1]; i.dispatchEvent(new Event('change'));", selector, text)
        self.settle()

    def visible(self, element):
        """The element in the middle of the window (clear of the notice at the bottom), as a person scrolls to it."""
        self.js("arguments[0].scrollIntoView({ block: 'center' })", element)
        return element

    def field(self, path):
        """The page's field that edits the theme value at `path` (its `data-path`)."""
        from selenium.webdriver.common.by import By
        return self.driver.find_element(By.CSS_SELECTOR, f"[data-path='{json.dumps(path, separators=(',', ':'))}']")

    def pick(self, element, option):
        """Chooses an option of a select as a person does: open it, pick the option (two clicks)."""
        from selenium.webdriver.support.ui import Select
        self.visible(element)
        Select(element).select_by_value(option)

    def after(self, action, also="true"):
        """Runs one action and waits until the page has drawn the revision it made (and `also` holds, a JS expression)."""
        before = self.js("return tessera.revision")
        action()
        self.wait.until(lambda d: d.execute_script(f"return tessera.revision !== arguments[0] && ({also})", before))
        self.settle()

    def console_errors(self):
        return [entry["message"] for entry in self.driver.get_log("browser") if entry["level"] == "SEVERE"]

    def axe(self, label):
        if not self.js("return typeof axe !== 'undefined'"):
            self.js(AXE.read_text())
            # WCAG's large text is 18 pt, or 14 pt bold; axe's bold is 700 and heavier, and so is
            # the core's audit. The page draws button samples in pt, so both judge a label alike;
            # axe keeps its own options (boldValue 700), and the check below fails if they change.
            self.js("const own = axe._audit?.checks?.['color-contrast']?.options;"
                    "if (!own?.contrastRatio) throw new Error('axe: the color-contrast options were not found');"
                    "if (own.boldValue !== 700) throw new Error('axe: bold is ' + own.boldValue + ', not 700 as in the core');")
        with self.quiet.heavy():
            result = self.driver.execute_async_script(
                "const done = arguments[0];"
                "axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] })"
                ".then((r) => done(r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ') + ' ' + (n.failureSummary || '').slice(0, 160)) }))));")
        serious = [v for v in result if v["impact"] in ("serious", "critical")]
        self.check(not serious, f"axe: no serious or critical WCAG 2 A/AA violation — {label}"
                   + ("" if not serious else ": " + json.dumps(serious)[:900]))

    def resize(self, name):
        width, height = SIZES[name]
        if self.js("return [innerWidth, innerHeight]") != [width, height]:
            self.driver.set_window_size(width, height)
            # The window's outer size includes no browser chrome in headless mode; make the viewport exact.
            inner = self.js("return [innerWidth, innerHeight]")
            if inner != [width, height]:
                self.driver.set_window_size(width + (width - inner[0]), height + (height - inner[1]))
        self.settle()

    def sweep(self, each, widths=("desktop", "phone"), appearances=("light", "dark")):
        """`each(width, appearance)` at 1440 and 390 px, in the page's light and dark; then back to desktop, light."""
        for width in widths:
            self.resize(width)
            for appearance in appearances:
                self.choose("appearance", appearance)
                each(width, appearance)
        self.choose("appearance", "light")
        self.resize("desktop")

    def layout_checks(self, label, width_name):
        width, height = SIZES[width_name]
        scroll = self.js("return document.documentElement.scrollWidth")
        self.check(scroll <= width, f"no sideways scrolling at {width} px ({label}): scrollWidth {scroll}")
        bar = self.js("return document.getElementById('topbar').getBoundingClientRect().height")
        limit = height * (0.15 if width_name == "phone" else 0.10)
        self.check(bar <= limit, f"sticky chrome {bar:.0f} px ≤ {limit:.0f} px ({label})")
        # A control squeezed into a narrow column shows only its arrow or a sliver of its text.
        squeezed = self.js("""return [...document.querySelectorAll('main select, main input:not([type=checkbox]):not([type=radio]):not([type=color]):not([type=range])')]
            .filter(e => e.offsetParent !== null).map(e => [e.id || e.dataset.path || e.getAttribute('aria-label'), e.getBoundingClientRect().width])
            .filter(([, w]) => w > 0 && w < 40)""")
        self.check(not squeezed, f"every field is at least 40 px wide ({label}): {squeezed[:4]}")

    def shot_here(self, name):
        """A screenshot of the window where it is scrolled to."""
        SHOTS.mkdir(parents=True, exist_ok=True)
        self.driver.save_screenshot(str(SHOTS / f"{name}.png"))

    def shot(self, name):
        self.js("window.scrollTo(0, 0)")
        self.shot_here(name)

    def shot_at(self, name, selector, block="start", offset=0):
        """A screenshot with `selector` scrolled to the window's `block`, then `offset` px further."""
        self.js("document.querySelector(arguments[0]).scrollIntoView({ block: arguments[1] }); window.scrollBy(0, arguments[2])", selector, block, offset)
        self.shot_here(name)

    @contextlib.contextmanager
    def studio(self, theme, *options, ready='figure.color[data-role="accent"]'):
        """A Studio of its own over `theme`, its page open at 1440 px; stopped after, its page closed and its console read."""
        server, url = start_studio(theme, *options)
        try:
            self.open(url, ready)
            yield url
        finally:
            self.close_page()
            stop(server)

    def open(self, url, ready=None):
        self.driver.get(url)
        self.resize("desktop")
        if ready:
            self.wait.until(lambda d: d.find_elements("css selector", ready))

    def close_page(self):
        """Leaves the page (its stream and polling end with it) and drops what it logged, so the next page's console starts empty."""
        self.driver.get("about:blank")
        self.driver.get_log("browser")

    @contextlib.contextmanager
    def timed(self, flow):
        """Prints how long `flow` took (`time:` lines; the figure the step's wall time is made of)."""
        start = time.monotonic()
        try:
            yield
        finally:
            seconds = time.monotonic() - start
            self.timings.append((flow, seconds))
            print(f"time: {flow} {seconds:.1f} s ({self.name})", flush=True)
