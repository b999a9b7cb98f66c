/// Tonal ramps for a generated palette: one hue and chroma at fixed OKLCH lightness steps,
/// each brought into sRGB by lowering its chroma.
enum PaletteRamp {
    /// Step names and OKLCH lightness, light to dark.
    static let steps: [(name: String, lightness: Double)] = [
        ("50", 0.97), ("100", 0.93), ("200", 0.87), ("300", 0.79), ("400", 0.70), ("500", 0.61),
        ("600", 0.52), ("700", 0.44), ("800", 0.36), ("900", 0.28), ("950", 0.21),
    ]

    /// The colour at OKLCH `lightness` with this hue and (at most) this chroma, in 8 bits.
    static func color(lightness: Double, chroma: Double, hue: Double, alpha: Double = 1) -> RGBA {
        ContrastSolver.quantized(LightnessPath(chroma: chroma, hue: hue).color(at: lightness).withAlpha(alpha))
    }

    /// The ramp as a palette group.
    static func group(chroma: Double, hue: Double) -> PaletteNode {
        var entries: [String: PaletteNode] = [:]
        for step in steps {
            entries[step.name] = .color(.hex(color(lightness: step.lightness, chroma: chroma, hue: hue).hexString))
        }
        return .group(entries)
    }
}

extension ThemeGenerator {
    /// The tonal ramp the generator makes for one brand colour — `tessera generate`'s `brand`
    /// group for its accent: the colour's OKLCH hue and chroma at the steps `50` (lightest) to
    /// `950` (darkest), each brought into sRGB by lowering its chroma and written as `#RRGGBB`.
    /// The Studio's palette editor adds a ramp with this, so a ramp added there is the one the
    /// generator would make.
    ///
    /// ```swift
    /// let ramp = ThemeGenerator.paletteRamp(from: try RGBA(hex: "#0E7C86"))  // {"50": "#…", …, "950": "#…"}
    /// spec.palette["teal"] = ramp
    /// ```
    package static func paletteRamp(from color: RGBA) -> PaletteNode {
        let lch = color.okLCH
        return PaletteRamp.group(chroma: lch.chroma, hue: lch.hue)
    }
}
