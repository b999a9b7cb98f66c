"""Colours as the browser test reads them: `#RRGGBB` from the core, computed CSS from the page, and
WCAG 2 relative luminance and contrast (imported by scripts/studio-browser-test; not run on its own)."""
import re


def rgb(hex_color):
    h = hex_color.lstrip("#")
    return (int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16))


def channels(css_color):
    """(r, g, b, a) of a computed `rgb(…)`/`rgba(…)` value."""
    numbers = [float(n) for n in re.split(r"[,\s/]+", css_color[css_color.index("(") + 1 : css_color.index(")")].strip()) if n]
    return tuple(numbers[:3]) + ((numbers[3],) if len(numbers) > 3 else (1.0,))


def computed(css_color):
    return tuple(round(n) for n in channels(css_color)[:3])


def luminance(color):
    def linear(c):
        c = c / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = color[:3]
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)


def over(top, bottom):
    a = top[3] if len(top) > 3 else 1.0
    return tuple(top[i] * a + bottom[i] * (1 - a) for i in range(3))


def ratio(a, b):
    la, lb = luminance(a), luminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
