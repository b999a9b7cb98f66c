/// An elevation level's shadow, with an explicit treatment for dark appearance (where shadows
/// must be stronger to read at all).
package struct ShadowSpec: Sendable, Hashable, Codable {
    /// A literal, a `{palette.NAME}` entry or a `{colors.ROLE}` role (whose value follows the
    /// colour mode). Defaults to black.
    package var color: ColorValue?
    /// Opacity in light appearance, 0…1.
    package var opacity: Double
    /// Opacity in dark appearance, 0…1.
    package var darkOpacity: Double
    /// Blur radius in points.
    package var radius: Double
    /// Horizontal offset in points (`x`); `nil` is 0.
    package var x: Double?
    /// Vertical offset in points (`y`), positive downwards.
    package var y: Double

    /// A shadow with every value its file entry has; `color` defaults to black and `x` to 0.
    package init(
        color: ColorValue? = nil, opacity: Double, darkOpacity: Double, radius: Double, x: Double? = nil, y: Double
    ) {
        self.color = color
        self.opacity = opacity
        self.darkOpacity = darkOpacity
        self.radius = radius
        self.x = x
        self.y = y
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case color, opacity, darkOpacity, radius, x, y
    }
}
