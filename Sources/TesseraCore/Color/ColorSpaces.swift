import Foundation

/// Conversions between sRGB, linear sRGB, CIE XYZ (D65), Display P3, OKLab and OKLCH, and
/// CSS Color 4's gamut mapping into sRGB.
///
/// RGB↔XYZ matrices are derived from each space's primaries and the D65 white point (as CSS
/// Color 4 derives them), and every inverse is computed from its forward matrix, so conversions
/// round-trip to within floating-point error.
package enum ColorSpaces {
    /// A triple of components in some space.
    package typealias Vector = (Double, Double, Double)

    // MARK: Transfer functions

    /// sRGB (and Display P3) gamma-encoded → linear, extended to negative values by symmetry.
    ///
    /// An exact 8-bit channel value (`k / 255`) is looked up in ``linearBytes``, which holds what
    /// the formula gives for that very value, so the result is bit-for-bit the same either way.
    package static func linearize(_ value: Double) -> Double {
        let scaled = value * 255
        if scaled >= 0, scaled <= 255, let byte = Int(exactly: scaled), Double(byte) / 255 == value {
            return linearBytes[byte]
        }
        return linearizedByFormula(value)
    }

    /// The transfer function itself, for any value.
    static func linearizedByFormula(_ value: Double) -> Double {
        let magnitude = abs(value)
        let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return value < 0 ? -linear : linear
    }

    /// ``linearize(_:)`` of each 8-bit channel value `k / 255`, computed once by the formula.
    static let linearBytes: [Double] = (0...255).map { linearizedByFormula(Double($0) / 255) }

    /// Linear → sRGB (and Display P3) gamma-encoded.
    @inlinable
    package static func gammaEncode(_ value: Double) -> Double {
        let magnitude = abs(value)
        let encoded = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return value < 0 ? -encoded : encoded
    }

    // MARK: Matrices

    struct Matrix: Sendable {
        var rows: [[Double]]

        func apply(_ v: Vector) -> Vector {
            (
                rows[0][0] * v.0 + rows[0][1] * v.1 + rows[0][2] * v.2,
                rows[1][0] * v.0 + rows[1][1] * v.1 + rows[1][2] * v.2,
                rows[2][0] * v.0 + rows[2][1] * v.1 + rows[2][2] * v.2
            )
        }

        var inverse: Matrix {
            let m = rows
            let a = m[1][1] * m[2][2] - m[1][2] * m[2][1]
            let b = m[1][2] * m[2][0] - m[1][0] * m[2][2]
            let c = m[1][0] * m[2][1] - m[1][1] * m[2][0]
            let determinant = m[0][0] * a + m[0][1] * b + m[0][2] * c
            return Matrix(rows: [
                [
                    a / determinant, (m[0][2] * m[2][1] - m[0][1] * m[2][2]) / determinant,
                    (m[0][1] * m[1][2] - m[0][2] * m[1][1]) / determinant,
                ],
                [
                    b / determinant, (m[0][0] * m[2][2] - m[0][2] * m[2][0]) / determinant,
                    (m[0][2] * m[1][0] - m[0][0] * m[1][2]) / determinant,
                ],
                [
                    c / determinant, (m[0][1] * m[2][0] - m[0][0] * m[2][1]) / determinant,
                    (m[0][0] * m[1][1] - m[0][1] * m[1][0]) / determinant,
                ],
            ])
        }

        /// The RGB→XYZ matrix of a space with these primaries and white point (xy chromaticities).
        static func rgbToXYZ(
            red: (Double, Double), green: (Double, Double), blue: (Double, Double), white: (Double, Double)
        ) -> Matrix {
            func xyz(_ p: (Double, Double)) -> [Double] { [p.0 / p.1, 1, (1 - p.0 - p.1) / p.1] }
            let r = xyz(red)
            let g = xyz(green)
            let b = xyz(blue)
            let w = xyz(white)
            let primaries = Matrix(rows: [[r[0], g[0], b[0]], [r[1], g[1], b[1]], [r[2], g[2], b[2]]])
            let s = primaries.inverse.apply((w[0], w[1], w[2]))
            return Matrix(rows: [
                [r[0] * s.0, g[0] * s.1, b[0] * s.2],
                [r[1] * s.0, g[1] * s.1, b[1] * s.2],
                [r[2] * s.0, g[2] * s.1, b[2] * s.2],
            ])
        }
    }

    static let d65 = (0.3127, 0.3290)
    static let linearSRGBToXYZ = Matrix.rgbToXYZ(red: (0.64, 0.33), green: (0.30, 0.60), blue: (0.15, 0.06), white: d65)
    static let xyzToLinearSRGB = linearSRGBToXYZ.inverse
    static let linearP3ToXYZ = Matrix.rgbToXYZ(
        red: (0.680, 0.320), green: (0.265, 0.690), blue: (0.150, 0.060), white: d65)
    static let xyzToLinearP3 = linearP3ToXYZ.inverse
    // Björn Ottosson's OKLab, with the XYZ→LMS matrix CSS Color 4 uses for D65.
    static let xyzToLMS = Matrix(rows: [
        [0.8190224379967030, 0.3619062600528904, -0.1288737815209879],
        [0.0329836539323885, 0.9292868615863434, 0.0361446663506424],
        [0.0481771893596242, 0.2642395317527308, 0.6335478284694309],
    ])
    static let lmsToXYZ = xyzToLMS.inverse
    static let lmsToOKLab = Matrix(rows: [
        [0.2104542683093140, 0.7936177747023054, -0.0040720430116193],
        [1.9779985324311684, -2.4285922420485799, 0.4505937096174110],
        [0.0259040424655478, 0.7827717124575296, -0.8086757549230774],
    ])
    static let okLabToLMS = lmsToOKLab.inverse

    // MARK: Conversions

    /// Gamma-encoded sRGB → linear sRGB (likewise for the conversions below, named by their spaces).
    package static func linearSRGB(fromSRGB v: Vector) -> Vector { (linearize(v.0), linearize(v.1), linearize(v.2)) }
    package static func sRGB(fromLinearSRGB v: Vector) -> Vector {
        (gammaEncode(v.0), gammaEncode(v.1), gammaEncode(v.2))
    }
    package static func xyz(fromLinearSRGB v: Vector) -> Vector { linearSRGBToXYZ.apply(v) }
    package static func linearSRGB(fromXYZ v: Vector) -> Vector { xyzToLinearSRGB.apply(v) }

    package static func xyz(fromDisplayP3 v: Vector) -> Vector {
        linearP3ToXYZ.apply((linearize(v.0), linearize(v.1), linearize(v.2)))
    }

    package static func displayP3(fromXYZ v: Vector) -> Vector {
        let linear = xyzToLinearP3.apply(v)
        return (gammaEncode(linear.0), gammaEncode(linear.1), gammaEncode(linear.2))
    }

    package static func okLab(fromXYZ v: Vector) -> Vector {
        let lms = xyzToLMS.apply(v)
        return lmsToOKLab.apply((cbrt(lms.0), cbrt(lms.1), cbrt(lms.2)))
    }

    package static func xyz(fromOKLab v: Vector) -> Vector {
        let lms = okLabToLMS.apply(v)
        return lmsToXYZ.apply((lms.0 * lms.0 * lms.0, lms.1 * lms.1 * lms.1, lms.2 * lms.2 * lms.2))
    }

    /// OKLab → OKLCH: lightness, chroma and hue in degrees (0…360).
    package static func okLCH(fromOKLab v: Vector) -> Vector {
        let chroma = (v.1 * v.1 + v.2 * v.2).squareRoot()
        var hue = atan2(v.2, v.1) * 180 / .pi
        if hue < 0 { hue += 360 }
        return (v.0, chroma, hue)
    }

    package static func okLab(fromOKLCH v: Vector) -> Vector {
        let radians = v.2 * .pi / 180
        return (v.0, v.1 * cos(radians), v.1 * sin(radians))
    }

    package static func sRGB(fromXYZ v: Vector) -> Vector { sRGB(fromLinearSRGB: linearSRGB(fromXYZ: v)) }
    package static func xyz(fromSRGB v: Vector) -> Vector { xyz(fromLinearSRGB: linearSRGB(fromSRGB: v)) }

    // MARK: Gamut mapping

    /// Whether gamma-encoded sRGB components lie inside the gamut (with a tiny tolerance).
    package static func isInSRGBGamut(_ v: Vector, tolerance: Double = 1e-6) -> Bool {
        [v.0, v.1, v.2].allSatisfy { $0 >= -tolerance && $0 <= 1 + tolerance }
    }

    /// Maps an OKLCH colour into sRGB by CSS Color 4's method: reduce chroma at constant
    /// lightness and hue (binary search) until clipping changes the colour by less than the
    /// just-noticeable difference ΔE_OK = 0.02. Returns gamma-encoded sRGB in 0…1.
    package static func gamutMappedSRGB(fromOKLCH origin: Vector) -> Vector {
        let direct = sRGB(fromXYZ: xyz(fromOKLab: okLab(fromOKLCH: origin)))
        if isInSRGBGamut(direct) { return clip(direct) }
        if origin.0 >= 1 { return (1, 1, 1) }
        if origin.0 <= 0 { return (0, 0, 0) }
        let jnd = 0.02
        let epsilon = 0.0001
        func srgb(chroma: Double) -> Vector {
            sRGB(fromXYZ: xyz(fromOKLab: okLab(fromOKLCH: (origin.0, chroma, origin.2))))
        }
        func deltaE(_ a: Vector, _ b: Vector) -> Double {
            let labA = okLab(fromXYZ: xyz(fromSRGB: a))
            let labB = okLab(fromXYZ: xyz(fromSRGB: b))
            let d0 = labA.0 - labB.0
            let d1 = labA.1 - labB.1
            let d2 = labA.2 - labB.2
            return (d0 * d0 + d1 * d1 + d2 * d2).squareRoot()
        }
        var current = direct
        var clipped = clip(current)
        if deltaE(clipped, current) < jnd { return clipped }
        var low = 0.0
        var high = origin.1
        var lowInGamut = true
        while high - low > epsilon {
            let chroma = (low + high) / 2
            current = srgb(chroma: chroma)
            if lowInGamut, isInSRGBGamut(current) {
                low = chroma
                continue
            }
            clipped = clip(current)
            let error = deltaE(clipped, current)
            if error < jnd {
                if jnd - error < epsilon { return clipped }
                lowInGamut = false
                low = chroma
            } else {
                high = chroma
            }
        }
        return clipped
    }

    static func clip(_ v: Vector) -> Vector {
        (min(max(v.0, 0), 1), min(max(v.1, 0), 1), min(max(v.2, 0), 1))
    }
}
