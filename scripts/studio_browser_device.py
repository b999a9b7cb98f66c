"""Connect a device, driven through the page: off loopback the View menu offers the URL a device's
app is given and its QR code, in a labelled dialog that takes the focus and closes with Escape
(imported by scripts/studio-browser-test; not run on its own)."""
import shutil
import socket
import subprocess

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

import studio_browser_trust as trust
from studio_browser_run import SHOTS


def network_address():
    """This machine's IPv4 address on its network (where a route out leaves from), or None."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("192.0.2.1", 9))  # a datagram socket sends nothing to connect
            return probe.getsockname()[0]
        except OSError:
            return None


def connect_device(run, theme):
    """On a Studio of its own over `theme`, listening on the network address with the live stream."""
    address = network_address()
    if address is None or address.startswith("127."):
        print("skip connecting a device: this machine has no network address", flush=True)
        return
    driver = run.driver
    with run.studio(theme, "--host", address, "--live", ready=None) as url:
        run.wait.until(lambda d: d.execute_script("return !document.getElementById('device-open').hidden"))
        driver.find_element(By.CSS_SELECTOR, "#view-menu summary").click()
        driver.find_element(By.ID, "device-open").click()
        run.wait.until(lambda d: d.execute_script("return document.getElementById('device').open"))
        token = url.split("token=")[1]
        shown = run.js("return document.getElementById('device-url').value")
        device = shown.split("token=")[-1]
        run.check(shown == f"http://{address}:{url.split(':')[2].split('/')[0]}/live?token={device}" and len(device) == 64 and device != token,
                  f"Connect a device shows the live URL with the read-only device token, not the page's: {shown}")
        grants = run.js("return document.getElementById('device-grants').textContent")
        run.check("read-only" in grants and "cannot open this page, edit or save" in grants, f"the dialog says what the code grants: {grants!r}")
        page_base = url.split("/?")[0]
        refused = [path for path, method in [("/api/gallery", "GET"), ("/api/export/json", "GET"), ("/api/edit", "POST"), ("/api/save", "POST")]
                   if trust.request(page_base + path, method, device) not in (401, 403)]
        run.check(not refused and trust.request(page_base + "/live", "GET", device) == 200,
                  f"the device token opens the live stream and nothing else (accepted by {refused})")
        image = run.js("const s = document.querySelector('#device-code svg'); return s ? [s.getAttribute('role'), s.getAttribute('aria-label')] : null")
        run.check(image is not None and image[0] == "img" and shown in image[1], f"the QR code is an image named with the URL: {image}")
        run.check(run.js("return document.activeElement.id") == "device-url", "the dialog has the focus, on the URL")
        run.axe("Studio, Connect a device open")
        run.shot("connect-device")
        if shutil.which("zbarimg"):  # scripts/qr-check installs it
            read = subprocess.run(["zbarimg", "--raw", "-q", str(SHOTS / "connect-device.png")], capture_output=True, text=True).stdout.strip()
            run.check(read == shown, f"zbarimg reads the URL from the dialog's QR code as the page draws it: {read}")
        driver.switch_to.active_element.send_keys(Keys.ESCAPE)
        run.wait.until(lambda d: not d.execute_script("return document.getElementById('device').open"))
        run.check(run.js("return document.activeElement.id") == "device-open", "Escape closes the dialog and the focus returns to its button")
        errors = run.console_errors()
        run.check(not errors, f"no console error around Connect a device {errors[:2]}")
