import Foundation

extension RGBA {
    /// How different two colours look: the Euclidean distance between them in OKLab, on a
    /// 0…100 lightness scale (ΔE_OK × 100). Below about 1 the two are hard to tell apart; 2 is a
    /// just-noticeable difference side by side. Alpha is ignored.
    ///
    /// ```swift
    /// RGBA(red255: 37, green255: 99, blue255: 235).difference(from: RGBA(red255: 38, green255: 99, blue255: 235)) // ≈ 0.2
    /// ```
    package func difference(from other: RGBA) -> Double {
        let a = okLab
        let b = other.okLab
        let dl = a.0 - b.0
        let da = a.1 - b.1
        let db = a.2 - b.2
        return (dl * dl + da * da + db * db).squareRoot() * 100
    }

    /// OKLab lightness, a and b of the colour (alpha ignored).
    var okLab: (Double, Double, Double) {
        let linear = ColorSpaces.linearSRGB(fromSRGB: (red, green, blue))
        return ColorSpaces.okLab(fromXYZ: ColorSpaces.xyz(fromLinearSRGB: linear))
    }
}

extension RGBA {
    /// The colour in OKLCH: lightness 0…1, chroma, hue in degrees 0…360 (alpha ignored).
    package var okLCH: (lightness: Double, chroma: Double, hue: Double) {
        let lch = ColorSpaces.okLCH(fromOKLab: okLab)
        return (lch.0, lch.1, lch.2)
    }

    /// `oklch(0.62 0.19 259)`, as CSS writes it.
    package var okLCHString: String {
        let (l, c, h) = okLCH
        func round(_ value: Double, _ places: Double) -> String {
            let scale = Foundation.pow(10, places)
            let rounded = (value * scale).rounded() / scale
            return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
        }
        return "oklch(\(round(l, 3)) \(round(c, 3)) \(round(c < 0.0005 ? 0 : h, 1)))"
    }
}
