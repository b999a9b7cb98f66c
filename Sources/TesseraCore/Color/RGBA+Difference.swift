import Foundation

extension RGBA {
    /// How different two colours look: the Euclidean distance between them in OKLab, on a
    /// 0…100 lightness scale (ΔE_OK × 100). Below about 1 the two are hard to tell apart; 2 is a
    /// just-noticeable difference side by side. Alpha is ignored.
    ///
    /// ```swift
    /// RGBA(red255: 37, green255: 99, blue255: 235).difference(from: RGBA(red255: 38, green255: 99, blue255: 235)) // ≈ 0.2
    /// ```
    public func difference(from other: RGBA) -> Double {
        let a = okLab
        let b = other.okLab
        let dl = a.0 - b.0, da = a.1 - b.1, db = a.2 - b.2
        return (dl * dl + da * da + db * db).squareRoot() * 100
    }

    /// OKLab lightness, a and b of the colour (alpha ignored).
    var okLab: (Double, Double, Double) {
        let linear = ColorSpaces.linearSRGB(fromSRGB: (red, green, blue))
        return ColorSpaces.okLab(fromXYZ: ColorSpaces.xyz(fromLinearSRGB: linear))
    }
}
