/// The one to three colours a theme is generated from.
///
/// ```swift
/// let brand = BrandColors(accent: try RGBA(hex: "#1DA1F2"))
/// let generated = ThemeGenerator.generate(from: brand)
/// ```
public struct BrandColors: Sendable, Hashable {
    /// The accent: buttons, links, the focus ring and the app tint. Kept exactly wherever it
    /// passes; otherwise moved the least distance (ΔE_OK) with its hue kept.
    public var accent: RGBA
    /// A tint for the neutrals (backgrounds, surfaces, text); its hue is used at a low chroma.
    /// `nil` tints the neutrals faintly with the accent's hue.
    public var neutral: RGBA?
    /// A second brand colour, for `themeSecondary`; `nil` derives it from the accent.
    public var secondary: RGBA?

    /// Brand colours for ``ThemeGenerator``; any alpha is dropped (brand colours are opaque).
    public init(accent: RGBA, neutral: RGBA? = nil, secondary: RGBA? = nil) {
        self.accent = accent.withAlpha(1)
        self.neutral = neutral?.withAlpha(1)
        self.secondary = secondary?.withAlpha(1)
    }
}
