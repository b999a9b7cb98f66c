#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import TesseraCore

extension NSColor {
    /// A colour role of `theme` that follows the appearance it is drawn in — light or dark, with
    /// increased contrast for the high-contrast appearances — as the SwiftUI layer's colours do.
    ///
    /// ```swift
    /// field.textColor = NSColor(.textSecondary, in: theme)
    /// ```
    public convenience init(_ role: ColorRole, in theme: CompiledTheme) {
        self.init(name: nil) { appearance in
            let match = appearance.bestMatch(from: [
                .aqua, .darkAqua, .accessibilityHighContrastAqua, .accessibilityHighContrastDarkAqua,
            ])
            let dark = match == .darkAqua || match == .accessibilityHighContrastDarkAqua
            let increased = match == .accessibilityHighContrastAqua || match == .accessibilityHighContrastDarkAqua
            return NSColor(theme.color(role, in: ColorMode(dark ? .dark : .light, increased ? .increased : .standard)))
        }
    }

    /// A colour from resolved sRGB channels and alpha.
    public convenience init(_ rgba: RGBA) {
        self.init(
            srgbRed: CGFloat(rgba.red), green: CGFloat(rgba.green), blue: CGFloat(rgba.blue), alpha: CGFloat(rgba.alpha)
        )
    }
}

extension NSFont {
    /// The font of a text role of `theme` at its macOS size, with the weight (Bold Text included
    /// when `context` says so), design, width and family the core resolved; `nil` when the role's
    /// family is not installed.
    ///
    /// ```swift
    /// field.font = NSFont(.body, in: theme)
    /// ```
    public convenience init?(
        _ role: TextRole, in theme: CompiledTheme, context: ThemeContext = ThemeContext(platform: .macOS)
    ) {
        let text = theme.resolved(for: context).text(role)
        let weight = NSFont.Weight(text.weight)
        let descriptor: NSFontDescriptor
        if let family = text.family {
            descriptor = NSFontDescriptor(fontAttributes: [
                .family: family, .traits: [NSFontDescriptor.TraitKey.weight: weight.rawValue],
            ])
        } else {
            let system = NSFont.systemFont(ofSize: CGFloat(text.size), weight: weight, width: NSFont.Width(text.width))
            descriptor =
                system.fontDescriptor.withDesign(NSFontDescriptor.SystemDesign(text.design)) ?? system.fontDescriptor
        }
        self.init(descriptor: descriptor, size: CGFloat(text.size))
    }
}

extension NSFont.Weight: PlatformFontWeight {}

extension NSFont.Width: PlatformFontWidth {}

extension NSFontDescriptor.SystemDesign: PlatformFontDesign {}
#endif
