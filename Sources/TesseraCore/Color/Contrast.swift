import Foundation

/// Contrast between two colours: WCAG 2 ratio and APCA lightness contrast.
public enum Contrast {
    /// WCAG 2 relative luminance of an opaque sRGB colour.
    package static func relativeLuminance(_ color: RGBA) -> Double {
        0.2126 * ColorSpaces.linearize(color.red) + 0.7152 * ColorSpaces.linearize(color.green)
            + 0.0722 * ColorSpaces.linearize(color.blue)
    }

    /// WCAG 2 contrast ratio, 1…21. A translucent foreground is composited over the background
    /// first (the background is taken as opaque). Never rounded.
    public static func wcagRatio(_ foreground: RGBA, _ background: RGBA) -> Double {
        let base = background.withAlpha(1)
        return wcagRatio(foreground, over: base, luminance: relativeLuminance(base))
    }

    /// ``wcagRatio(_:_:)`` against an opaque `base` whose relative luminance is already known
    /// (the same figure, for callers that measure many foregrounds on one background).
    static func wcagRatio(_ foreground: RGBA, over base: RGBA, luminance b: Double) -> Double {
        let a = relativeLuminance(foreground.composited(over: base))
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// APCA-W3 0.0.98G-4g lightness contrast Lc of `text` on `background`: positive for dark
    /// text on light, negative for light text on dark. A translucent text colour is composited first.
    public static func apca(text: RGBA, background: RGBA) -> Double {
        let base = background.withAlpha(1)
        let textY = apcaLuminance(text.composited(over: base))
        let backgroundY = apcaLuminance(base)
        if abs(backgroundY - textY) < 0.0005 { return 0 }
        let output: Double
        if backgroundY > textY {
            let s = (pow(backgroundY, 0.56) - pow(textY, 0.57)) * 1.14
            output = s < 0.1 ? 0 : s - 0.027
        } else {
            let s = (pow(backgroundY, 0.65) - pow(textY, 0.62)) * 1.14
            output = s > -0.1 ? 0 : s + 0.027
        }
        return output * 100
    }

    static func apcaLuminance(_ color: RGBA) -> Double {
        let y = 0.2126729 * pow(color.red, 2.4) + 0.7151522 * pow(color.green, 2.4) + 0.0721750 * pow(color.blue, 2.4)
        return y > 0.022 ? y : y + pow(0.022 - y, 1.414)
    }
}
