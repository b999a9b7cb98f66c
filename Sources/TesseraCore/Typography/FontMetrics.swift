/// How iOS scales a custom size with Dynamic Type — the equivalent of
/// `UIFontMetrics.scaledValue(for:compatibleWith:)` and `@ScaledMetric`.
///
/// iOS scales by the ratio of the text style's *line height*, not its point size:
/// `roundHalfUp(value × L(size) / L(large) × scale) / scale`, multiplying before dividing so that
/// exact ties round up. At the default size the result is the input.
@_spi(TesseraTools) public enum FontMetrics {
    /// The scaled value, rounded to the display's pixel grid (`displayScale` pixels per point).
    public static func scaledValue(
        _ value: Double, relativeTo style: TextStyle, size: DynamicTypeSize, displayScale: Double = 3
    ) -> Double {
        let leading = TextStyleMetrics.iOSScalingLeading[style.index]
        let scale = displayScale > 0 ? displayScale : 1
        return roundHalfUp(value * leading[size.index] * scale / leading[DynamicTypeSize.large.index]) / scale
    }

    /// The point size of a scaled custom font (`UIFontMetrics.scaledFont(for:)`): rounded to
    /// whole points.
    public static func scaledFontSize(_ value: Double, relativeTo style: TextStyle, size: DynamicTypeSize) -> Double {
        let leading = TextStyleMetrics.iOSScalingLeading[style.index]
        return roundHalfUp(value * leading[size.index] / leading[DynamicTypeSize.large.index])
    }

    /// Rounds halves away from zero's negative side: 60.5 → 61.
    @inlinable
    package static func roundHalfUp(_ value: Double) -> Double {
        (value + 0.5).rounded(.down)
    }
}
