"""What scripts/check-generated and scripts/compare-material3 share (imported by them; not run on
its own): the brand colours both use, from a fixed seed, `tessera generate` run on them, and the
WCAG 2 ratio measured independently with coloraide on the emitted 8-bit colours."""
import json
import random
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

try:
    from coloraide import Color
except ImportError:
    sys.exit("coloraide is not installed: python3 -m pip install coloraide")

# Named hard cases: pure primaries and secondaries, mid greys near #777–#959595, near-white,
# near-black, and well-known brand yellows, oranges, blues and reds.
HARD = ["#FF0000", "#00FF00", "#0000FF", "#FFFF00", "#00FFFF", "#FF00FF", "#777777", "#808080", "#888888",
        "#959595", "#FAFAFA", "#FFFFFF", "#0A0A0A", "#000000", "#FFE629", "#FFC53D", "#F76B15", "#1DA1F2",
        "#FF5A5F", "#1877F2", "#0F62FE", "#F40009", "#E50914", "#CC0000", "#4285F4", "#DB4437", "#F4B400", "#0F9D58"]

SEED = 20261124


def brand_inputs(count, brands=None):
    """The named hard cases, then `count` accents from the fixed seed. With `brands` None, the
    n-th input has 1, 2 or 3 brand colours in turn (accent; neutral; secondary, also seeded);
    with 1, every input is an accent alone. Returns `generate` arguments per input."""
    rng = random.Random(SEED)
    hex6 = lambda: "#%02X%02X%02X" % (rng.randrange(256), rng.randrange(256), rng.randrange(256))
    accents = HARD + [hex6() for _ in range(count)]
    inputs = []
    for index, accent in enumerate(accents):
        args = ["--accent", accent]
        kinds = (index % 3) + 1 if brands is None else brands
        if kinds >= 2:
            args += ["--neutral", hex6()]
        if kinds == 3:
            args += ["--secondary", hex6()]
        inputs.append(args)
    return inputs


def generate_all(tessera, inputs, workers=2):
    """Runs `tessera generate ARGS -o … --format json` for every input; yields (args, report or
    an error line) in input order."""
    with tempfile.TemporaryDirectory() as folder:
        def run(job):
            index, args = job
            out = Path(folder) / f"g{index}.json"
            result = subprocess.run([tessera, "generate", *args, "-o", str(out), "--format", "json"], capture_output=True, text=True)
            if result.returncode != 0:
                return args, f"{' '.join(args)}: exit {result.returncode}: {result.stderr.strip()[:300]}"
            return args, json.loads(result.stdout)
        with ThreadPoolExecutor(max_workers=workers) as pool:
            yield from pool.map(run, enumerate(inputs))


def rgba(text):
    text = text.lstrip("#")
    channels = [int(text[i:i + 2], 16) / 255 for i in range(0, len(text), 2)]
    return channels if len(channels) == 4 else channels + [1.0]


def over(top, bottom):
    """Source-over of `top` on `bottom` in gamma-encoded sRGB."""
    a = top[3] + bottom[3] * (1 - top[3])
    if a == 0:
        return [0, 0, 0, 0]
    return [(top[i] * top[3] + bottom[i] * bottom[3] * (1 - top[3])) / a for i in range(3)] + [a]


def luminance(channels):
    """WCAG 2 relative luminance: coloraide linearises the sRGB channels; the weights are WCAG 2's
    own (0.2126, 0.7152, 0.0722). coloraide's `contrast(method="wcag21")` takes Y from its XYZ
    matrix instead (0.212639, 0.715169, 0.072192), which moves ratios near 4.5 by up to 0.0005 —
    enough to call a pair at 4.5001 by WCAG 2's definition a failure."""
    red, green, blue = Color("srgb", channels[:3]).convert("srgb-linear").coords()
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue


def wcag_ratio(foreground, background):
    """WCAG 2 ratio of two opaque colours (channel lists, 0…1)."""
    lighter, darker = sorted((luminance(foreground), luminance(background)), reverse=True)
    return (lighter + 0.05) / (darker + 0.05)


def measured(check, colors):
    """The ratio of one check `tessera generate --format json` lists, from the mode's 8-bit colours:
    translucent colours composited over the page; a pressed button's label and fill each at the
    pressed opacity (as SwiftUI's `.opacity` on an ungrouped view draws them); text on a material
    or glass over the content the check names, through the veil and tint it lists."""
    page = rgba(colors[check["page"]])[:3] + [1.0]
    behind = lambda c: c if c[3] >= 1 else over(c, page)
    foreground = rgba(colors[check["foreground"]])
    if check["backdrop"] == "role":
        background = behind(rgba(colors[check["background"] or check["page"]]))
    elif check["backdrop"] == "surface":
        # Text on a material or glass: the content behind it, under the system's veil, under
        # the tint (if any) at its alpha × the surface's tint opacity.
        background = over(rgba(check["veil"])[:3] + [check["veilOpacity"]], rgba(check["content"]))
        if check["background"] is not None:
            tint = rgba(colors[check["background"]])
            background = over(tint[:3] + [tint[3] * check["tintOpacity"]], background)
    else:
        opacity = check["backdropOpacity"]
        base = behind(rgba(colors[check["page"]]))
        background = base if check["background"] is None else over(
            rgba(colors[check["background"]])[:3] + [rgba(colors[check["background"]])[3] * opacity], base)
        foreground = foreground[:3] + [foreground[3] * check["foregroundOpacity"]]
    top = over(foreground, background[:3] + [1.0])
    return wcag_ratio(top, background)


def delta_e(first, second):
    """ΔE_OK × 100 between two hex colours."""
    return Color(first).delta_e(Color(second), method="ok") * 100
