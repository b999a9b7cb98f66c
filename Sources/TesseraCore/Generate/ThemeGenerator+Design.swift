import Foundation

/// The starting colours of a generated theme, before any is solved for contrast: neutrals at
/// set OKLCH lightness, the brand colours as given.
struct GeneratorDesign {
    var neutralHue: Double
    var neutralChroma: Double
    var accent: RGBA
    var secondary: RGBA
    static let destructiveHue = 27.0, successHue = 150.0, warningHue = 70.0

    init(brand: BrandColors) {
        let accent = brand.accent.okLCH
        if let tint = brand.neutral?.okLCH, tint.chroma > 0.002 {
            neutralHue = tint.hue
            neutralChroma = min(tint.chroma, 0.035)
        } else {
            neutralHue = accent.hue
            neutralChroma = min(0.012, accent.chroma * 0.1)
        }
        self.accent = brand.accent
        secondary =
            brand.secondary
            ?? PaletteRamp.color(
                lightness: min(max(accent.lightness, 0.45), 0.75), chroma: accent.chroma * 0.6,
                hue: fmod(accent.hue + 30, 360))
    }

    func neutral(_ lightness: Double, alpha: Double = 1) -> RGBA {
        PaletteRamp.color(lightness: lightness, chroma: neutralChroma, hue: neutralHue, alpha: alpha)
    }

    /// Every built-in colour role's starting value in `mode`.
    func values(in mode: ColorMode) -> [String: RGBA] {
        let dark = mode.appearance == .dark
        let increased = mode.contrast == .increased
        func pick(_ light: Double, _ darkValue: Double, icLight: Double? = nil, icDark: Double? = nil) -> Double {
            switch (dark, increased) {
            case (false, false): light
            case (true, false): darkValue
            case (false, true): icLight ?? light
            case (true, true): icDark ?? darkValue
            }
        }
        let onFillLight = RGBA.white
        let onFillDark = neutral(0.18)
        var values: [String: RGBA] = [
            "background": neutral(pick(1, 0.17)),
            "surfaceBase": neutral(pick(0.975, 0.205)),
            "surfaceSecondary": neutral(pick(0.95, 0.245)),
            "surfaceOverlay": neutral(pick(1, 0.27)),
            "surfaceTint": neutral(pick(1, 0.205), alpha: 0.7),
            "scrim": RGBA.black.withAlpha(dark ? 0.7 : 0.65),
            "textPrimary": neutral(pick(0.22, 0.96, icLight: 0.15, icDark: 0.99)),
            "textSecondary": neutral(pick(0.45, 0.8, icLight: 0.36, icDark: 0.88)),
            "textTertiary": neutral(pick(0.5, 0.73, icLight: 0.4, icDark: 0.84)),
            "textOnOverlay": neutral(pick(0.22, 0.96, icLight: 0.15, icDark: 0.99)),
            "textOnOverlaySecondary": neutral(pick(0.45, 0.8, icLight: 0.36, icDark: 0.88)),
            "textOnScrim": .white,
            "textOnScrimSecondary": neutral(0.93),
            "borderSubtle": neutral(pick(0.9, 0.3)),
            "separator": neutral(pick(0.86, 0.34, icLight: 0.7, icDark: 0.5)),
            "controlBorder": neutral(pick(0.6, 0.55, icLight: 0.45, icDark: 0.7)),
            "accent": accent,
            "focusRing": accent,
            "textOnAccent": dark ? onFillDark : onFillLight,
            "destructive": PaletteRamp.color(lightness: pick(0.55, 0.7), chroma: 0.2, hue: Self.destructiveHue),
            "textOnDestructive": dark ? onFillDark : onFillLight,
            "success": PaletteRamp.color(lightness: pick(0.5, 0.75), chroma: 0.15, hue: Self.successHue),
            "warning": PaletteRamp.color(lightness: pick(0.55, 0.8), chroma: 0.15, hue: Self.warningHue),
            "themeSecondary": secondary,
        ]
        values["themePrimary"] = accent
        return values
    }
}
