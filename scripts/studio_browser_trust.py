"""Checks of scripts/studio-browser-test that the Studio tells the truth and loses nothing: the
headers of every response, the read-only device token, the audit panel against `tessera audit`,
starting from a preset, exports as zips, the menus and samples at phone width, and stopping the
Studio with unsaved edits (imported by that script; not run on its own)."""
import io
import json
import pathlib
import signal
import subprocess
import tempfile
import urllib.error
import urllib.request
import zipfile

POLICY = ("default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
          "base-uri 'none'; form-action 'none'; object-src 'none'; frame-ancestors 'none'")
CHECK_NAMES = {"textContrast": "Text contrast", "buttonLabelContrast": "Button label", "nonTextContrast": "Non-text contrast",
               "touchTarget": "Touch target", "minimumTextSize": "Text size", "dynamicTypeGrowth": "Dynamic Type growth"}


def get(url, token=None):
    """(status, headers, body bytes) of a GET from outside the page."""
    request = urllib.request.Request(url, headers={"X-Tessera-Token": token} if token else {})
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status, {k.lower(): v for k, v in response.headers.items()}, response.read()
    except urllib.error.HTTPError as error:
        return error.code, {k.lower(): v for k, v in error.headers.items()}, error.read()


def request(url, method, token):
    """The status of a request from outside the page carrying `token` in X-Tessera-Token (a GET
    of the live stream is closed as soon as its headers arrive)."""
    body = b"{}" if method == "POST" else None
    request = urllib.request.Request(url, data=body, method=method, headers={"X-Tessera-Token": token, "Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status
    except urllib.error.HTTPError as error:
        return error.code


def headers(run, base):
    """Every kind of response carries the policy, DENY, no-referrer and nosniff; the page runs whole under it."""
    wrong = []
    for path in ["/", "/studio.js", "/studio.css", "/theme.css", "/api/status", "/api/gallery", "/api/export/css", "/api/export/xcassets",
                 "/no-such-page", "/live", "/live?token=wrong"]:
        status, fields, _ = get(base + path)
        seen = (fields.get("content-security-policy"), fields.get("x-frame-options"), fields.get("referrer-policy"), fields.get("x-content-type-options"))
        if seen != (POLICY, "DENY", "no-referrer", "nosniff"):
            wrong.append(f"{path} ({status}): {seen}")
    run.check(not wrong, f"every response carries Content-Security-Policy (frame-ancestors 'none'), X-Frame-Options DENY, Referrer-Policy no-referrer {wrong[:2]}")
    page = get(base + "/")[2].decode()
    run.check(page.count("<script") == 1 and '<script src="/studio.js"></script>' in page and "<style" not in page,
              "the Studio's page has no inline script or style: one script, /studio.js")
    violations = [e for e in run.console_errors() if "Content Security Policy" in e or "Refused to" in e]
    run.check(not violations, f"the page runs under its policy without a violation {violations[:2]}")


def tessera_json(binary, *arguments, cwd):
    """A command's JSON output, whatever its exit status (audit exits 1 when a check fails)."""
    result = subprocess.run([str(binary), *arguments], cwd=cwd, capture_output=True)
    return json.loads(result.stdout), result.returncode


def audit_panel(run, driver, by, binary, folder):
    """The panel lists exactly the failures `tessera audit` reports for the same draft, in all four
    modes; every affected colour card, type row and button sample has a badge; Save asks first."""
    # A draft that fails in several ways: secondary text too light in light mode, the accent too
    # dark for its label in dark increased contrast only.
    run.type_into('input.color-input[data-role="textSecondary"]', "#B4B4B4")
    run.choose("appearance", "dark")
    run.choose("contrast", "increased")
    run.type_into('input.color-input[data-role="accent"]', "#303060")
    run.choose("appearance", "light")
    run.choose("contrast", "standard")
    draft = folder / "audited-draft.json"
    draft.write_text(run.fetch("/api/export/json")[2])
    report, status = tessera_json(binary, "audit", str(draft), "--format", "json", cwd=folder)
    failures = report["themes"][0]["failures"]
    cli = sorted(f"{CHECK_NAMES[f['check']]}: {f['message']}" for f in failures)
    page = sorted(run.js("return [...document.querySelectorAll('#audit-failures li .pair')].map((e) => e.textContent)"))
    run.check(status == 1 and len(failures) > 3 and page == cli,
              f"the panel lists the {len(page)} failing checks `tessera audit` reports for the draft ({len(cli)}), every one, in all four modes"
              + ("" if page == cli else f": only on the page {sorted(set(page) - set(cli))[:2]}, only in the CLI {sorted(set(cli) - set(page))[:2]}"))
    kinds = {f["check"] for f in failures}
    modes = {(f["appearance"], f["contrast"]) for f in failures if f["appearance"]}
    run.check("buttonLabelContrast" in kinds and ("dark", "increased") in modes and ("light", "standard") in modes,
              f"button labels and increased-contrast failures are among them, shown while the page is in light standard ({sorted(kinds)}, {sorted(modes)})")
    summary = driver.find_element(by.ID, "audit-report-summary").text
    run.check(summary.startswith(f"{len(failures)} of {report['themes'][0]['checks']} checks fail in all four modes"), f"the summary counts them: {summary!r}")
    gallery = json.loads(run.fetch("/api/gallery")[2])
    unmarked = []
    for failure in gallery["audit"]["failures"]:
        targets = failure["targets"]
        for role in targets["colors"]:
            if not run.js("return !!document.querySelector(`#color-grid figure.color[data-role='${arguments[0]}'] .audit-badge`)", role):
                unmarked.append(f"colour {role}")
        for role in targets["type"]:
            if not run.js("return !!document.querySelector(`#type-ramp th[data-item='${arguments[0]}'] .audit-badge`)", role):
                unmarked.append(f"type {role}")
        for sample in targets["buttons"]:
            selector = f"#buttons .btn-sample[data-role='{sample['role']}']" + (f"[data-form='{sample['form']}'][data-state='{sample['state']}']" if "form" in sample else "")
            samples = run.js("return [...document.querySelectorAll(arguments[0])].map((b) => !!b.parentElement.querySelector('.audit-badge'))", selector)
            if samples and not all(samples):
                unmarked.append(f"button {selector}")
    run.check(not unmarked, f"every affected colour card, type row and button sample carries a badge {unmarked[:3]}")
    badges = run.js("return document.querySelectorAll('main .audit-badge').length")
    run.check(badges > 0 and run.js("return [...document.querySelectorAll('main .audit-badge')].every((b) => b.getAttribute('aria-label')?.includes('failing check'))"),
              f"each badge names its failing checks ({badges} badges)")
    run.shot("audit-badges")
    driver.find_element(by.ID, "save").click()
    run.wait.until(lambda d: d.execute_script("return document.getElementById('review').open"))
    question = driver.find_element(by.ID, "review-question").text
    button = driver.find_element(by.ID, "review-save").text
    run.check(question.startswith(f"Save with {len(failures)} failing checks?") and button == f"Save with {len(failures)} failing checks",
              f"Save asks “Save with {len(failures)} failing checks?” ({question!r}, {button!r})")
    driver.find_element(by.ID, "review-cancel").click()
    run.settle()


def start_from_preset(run, driver, by, preset, confirm=True):
    """Chooses `preset` in the Edit menu; confirms (or cancels) the dialog it opens."""
    run.js("const s = document.getElementById('preset'); s.value = arguments[0]; s.dispatchEvent(new Event('change'));", preset)
    run.wait.until(lambda d: d.execute_script("return document.getElementById('preset-confirm').open"))
    driver.find_element(by.ID, "preset-apply" if confirm else "preset-cancel").click()
    run.settle()


def preset_keeps_identity(run, driver, by, resolved, theme, folder):
    """Start from a preset lives in the Edit menu, asks first, and keeps the file's id, name and extends."""
    in_view = run.js("return !!document.querySelector('#view-menu #preset')")
    in_edit = run.js("return !!document.querySelector('#edit-menu #preset')")
    run.check(in_edit and not in_view, "Start from a preset is in the Edit menu, with the editing actions, not in View")
    before = json.loads(run.fetch("/api/status")[2])["revision"]
    driver.find_element(by.CSS_SELECTOR, "#edit-menu summary").click()
    run.js("const s = document.getElementById('preset'); s.value = 'ocean'; s.dispatchEvent(new Event('change'));")
    run.wait.until(lambda d: d.execute_script("return document.getElementById('preset-confirm').open"))
    text = driver.find_element(by.ID, "preset-confirm-text").text
    run.check("Ocean" in text and "id, name and extends stay" in text, f"choosing a preset asks first, saying the file keeps its identity: {text!r}")
    run.axe("Studio, Start from a preset asked")
    run.shot("preset-confirm")
    driver.find_element(by.ID, "preset-cancel").click()
    run.settle()
    run.check(json.loads(run.fetch("/api/status")[2])["revision"] == before and run.js("return document.getElementById('preset').value") == "",
              "Cancel changes nothing")
    start_from_preset(run, driver, by, "ocean")
    draft = json.loads(run.fetch("/api/export/json")[2])
    gallery = json.loads(run.fetch("/api/gallery")[2])["gallery"]
    ocean = resolved("--preset=ocean", cwd=folder)["colors"]["accent"]
    run.check(draft.get("name") == "Harbor" and draft.get("id") != "ocean" and gallery["colors"]["accent"] == ocean,
              f"confirmed, the draft takes Ocean's values and keeps its name and id ({draft.get('id')!r}, {draft.get('name')!r}, accent {gallery['colors']['accent']})")
    driver.find_element(by.ID, "undo").click()
    run.settle()
    driver.find_element(by.CSS_SELECTOR, "#edit-menu summary").click()


def exports_as_zips(run, binary, base, theme, folder):
    """Each format of several files downloads as one zip keeping its layout; the theme file is not named like the source."""
    for kind, name in [("xcassets", "Theme.xcassets.zip"), ("dtcg", "theme.dtcg.zip"), ("compose", "theme.compose.zip")]:
        link = run.js("const a = document.querySelector(`#export-menu a[data-export='${arguments[0]}']`); return a ? [a.getAttribute('href'), a.hasAttribute('download')] : null", kind)
        status, fields, body = get(base + f"/api/export/{kind}")
        out = pathlib.Path(tempfile.mkdtemp(prefix=f"export-{kind}-", dir=folder))
        # `export xcassets -o` names the catalog folder itself; the others, the folder the files go in.
        target = out / "cli" / "Theme.xcassets" if kind == "xcassets" else out / "cli"
        subprocess.run([str(binary), "export", kind, str(theme), "-o", str(target)], check=True, capture_output=True)
        written = {str(p.relative_to(out / "cli")): p.read_bytes() for p in (out / "cli").rglob("*") if p.is_file()}
        with zipfile.ZipFile(io.BytesIO(body)) as archive:
            bad = archive.testzip()
            inside = {i.filename: archive.read(i) for i in archive.infolist()}
        run.check(link == [f"/api/export/{kind}", True] and status == 200 and f'filename="{name}"' in fields.get("content-disposition", "")
                  and bad is None and inside == written,
                  f"{kind} downloads as {name}, one link, holding the {len(inside)} files `tessera export {kind} -o` writes at their paths")
    _, fields, _ = get(base + "/api/export/json")
    run.check('filename="theme.standalone.json"' in fields.get("content-disposition", ""),
              f"the theme file downloads as theme.standalone.json, not as the partial theme.json it comes from ({fields.get('content-disposition')})")


def phone_layout(run, driver, by, resolved, theme, folder):
    """At 390 px the menus open on-screen, button labels stay in their capsules, and text is drawn
    in one unit: a 17 pt label is as large as 17 pt body text."""
    width = run.js("return innerWidth")
    for menu in ["edit-menu", "export-menu", "view-menu"]:
        driver.find_element(by.CSS_SELECTOR, f"#{menu} summary").click()
        run.settle()
        box = run.js("const r = document.querySelector(`#${arguments[0]} .panel`).getBoundingClientRect(); return [r.left, r.right]", menu)
        run.check(box[0] >= 0 and box[1] <= width, f"at {width} px the {menu} opens on-screen: x {box[0]:.0f} … {box[1]:.0f}")
        if menu == "export-menu":
            run.shot("phone-export-menu")
        driver.find_element(by.CSS_SELECTOR, f"#{menu} summary").click()
    spill = run.js("return [...document.querySelectorAll('#buttons .btn-sample')].filter((b) => b.scrollWidth > b.clientWidth + 1 || b.scrollHeight > b.clientHeight + 1).map((b) => b.getAttribute('aria-label'))")
    run.check(not spill, f"at {width} px every button label stays inside its capsule {spill[:3]}")
    tree = resolved(str(theme), cwd=folder)
    body = tree["typography"]["body"]["size"]
    label = tree["buttons"]["primary"]["forms"]["capsule"]["normal"]["labelSize"]
    px = lambda selector: float(run.js("return getComputedStyle(document.querySelector(arguments[0])).fontSize", selector).rstrip("px"))
    body_px, label_px = px('.sample[data-role="body"]'), px('#buttons .btn-sample[data-role="primary"][data-form="capsule"][data-state="normal"]')
    run.check(abs(body_px * 72 / 96 - body) < 0.01 and abs(label_px * 72 / 96 - label) < 0.01,
              f"text and button labels are drawn in one unit, CSS pt: body {body} pt → {body_px:.2f} px, label {label} pt → {label_px:.2f} px")


def launch(binary, theme, port="0"):
    """`tessera studio THEME --port PORT` and the page's URL it prints first."""
    server = subprocess.Popen([str(binary), "studio", str(theme), "--port", port], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    return server, server.stdout.readline().split()[2]


def stopping(run, driver, by, binary, theme):
    """Ctrl-C with unsaved edits: the command says where it kept them; the page shows a banner and
    turns editing off; started again, the page is back and offers the edits, which restore."""
    server, url = launch(binary, theme)
    port = url.split(":")[2].split("/")[0]
    driver.get(url)
    run.wait.until(lambda d: d.find_elements(by.CSS_SELECTOR, 'figure.color[data-role="accent"]'))
    run.type_into('input.color-input[data-role="accent"]', "#B00B1E")
    server.send_signal(signal.SIGINT)
    _, errors = server.communicate(timeout=20)
    kept = pathlib.Path(str(theme) + ".recovery")
    run.check(server.returncode == 0 and f"Unsaved edits were kept in {kept}" in errors and "#B00B1E" in kept.read_text(),
              f"Ctrl-C with unsaved edits keeps them in {kept.name} and says where: {errors.strip()[:160]!r}")
    run.wait.until(lambda d: not d.find_element(by.ID, "disconnected").get_attribute("hidden"))
    enabled = run.js("return [...document.querySelectorAll('main input, main select, #save, #undo, #edit-menu select')].filter((e) => !e.disabled).map((e) => e.id || e.dataset.path)")
    run.check(not enabled, f"stopped, the page shows its banner and every editing control is off {enabled[:3]}")
    run.shot("studio-stopped")
    server, url = launch(binary, theme, port)
    run.wait.until(lambda d: d.find_element(by.ID, "disconnected").get_attribute("hidden"))
    run.wait.until(lambda d: not d.find_element(by.ID, "recovery").get_attribute("hidden"))
    run.check(not run.js("return document.querySelector('input.color-input[data-role=\"accent\"]').disabled"), "back, editing is on again")
    run.check("theme.json.recovery" in driver.find_element(by.ID, "recovery-text").text, "the next start offers the kept edits")
    run.shot("studio-recovery")
    driver.find_element(by.ID, "recovery-restore").click()
    run.wait.until(lambda d: json.loads(run.fetch("/api/gallery")[2])["gallery"]["colors"]["accent"] == "#B00B1E")
    run.check(json.loads(run.fetch("/api/status")[2])["unsaved"], "Restore makes the kept edits the draft, unsaved")
    errors = [e for e in run.console_errors() if "ERR_CONNECTION_REFUSED" not in e and "Failed to fetch" not in e]
    run.check(not errors, f"no console error through stopping and starting again but the refused connections {errors[:2]}")
    return server
