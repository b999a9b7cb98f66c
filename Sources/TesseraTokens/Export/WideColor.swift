/// A colour whose literal, as the core compiled it, is written in Display P3 or lies outside
/// sRGB: its Display P3 components (from the core's conversion) for wide-gamut output.
struct WideColor: Sendable, Hashable {
    /// Display P3 red, green and blue; beyond 0…1 for a colour outside P3 too.
    var displayP3: [Double]
    /// The alpha written with the colour, if any.
    var alpha: Double?
    /// Whether the colour lies outside sRGB (its sRGB value is gamut-mapped).
    var isOutsideSRGB: Bool
    /// Whether the colour is written in Display P3.
    var isWrittenInDisplayP3: Bool
}
