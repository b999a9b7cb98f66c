/// A colour role's value in each of the four colour modes, as sRGB.
///
/// An increased-contrast value the theme does not give is the standard value of the same
/// appearance: Increase Contrast never changes a colour the theme did not change for it.
public struct ColorModes: Sendable, Hashable {
    public var light: RGBA
    public var dark: RGBA
    public var increasedContrastLight: RGBA
    public var increasedContrastDark: RGBA

    public init(light: RGBA, dark: RGBA, increasedContrastLight: RGBA? = nil, increasedContrastDark: RGBA? = nil) {
        self.light = light
        self.dark = dark
        self.increasedContrastLight = increasedContrastLight ?? light
        self.increasedContrastDark = increasedContrastDark ?? dark
    }

    /// The value in `mode`.
    @inlinable
    public subscript(mode: ColorMode) -> RGBA {
        switch mode.index {
        case 0: light
        case 1: dark
        case 2: increasedContrastLight
        default: increasedContrastDark
        }
    }
}
