/// A colour role's value in each of the four colour modes, as sRGB.
///
/// An increased-contrast value the theme does not give is the standard value of the same
/// appearance: Increase Contrast never changes a colour the theme did not change for it.
@usableFromInline
package struct ColorModes: Sendable, Hashable {
    @usableFromInline package var light: RGBA
    @usableFromInline package var dark: RGBA
    @usableFromInline package var increasedContrastLight: RGBA
    @usableFromInline package var increasedContrastDark: RGBA

    package init(light: RGBA, dark: RGBA, increasedContrastLight: RGBA? = nil, increasedContrastDark: RGBA? = nil) {
        self.light = light
        self.dark = dark
        self.increasedContrastLight = increasedContrastLight ?? light
        self.increasedContrastDark = increasedContrastDark ?? dark
    }

    /// The value in `mode`.
    @inlinable
    package subscript(mode: ColorMode) -> RGBA {
        switch mode.index {
        case 0: light
        case 1: dark
        case 2: increasedContrastLight
        default: increasedContrastDark
        }
    }
}
