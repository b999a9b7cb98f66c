#if canImport(UIKit)
import TesseraCore
import UIKit

extension ThemeContext {
    /// The context UIKit content is drawn in, read from its trait collection: appearance, contrast,
    /// content size, Bold Text, size classes and display scale. Reduce Motion and Reduce
    /// Transparency are not traits; pass them when they matter.
    public init(_ traits: UITraitCollection, reduceMotion: Bool = false, reduceTransparency: Bool = false) {
        self.init(
            platform: .iOS,
            appearance: traits.userInterfaceStyle == .dark ? .dark : .light,
            contrast: traits.accessibilityContrast == .high ? .increased : .standard,
            dynamicTypeSize: TesseraCore.DynamicTypeSize(traits.preferredContentSizeCategory),
            horizontalSizeClass: traits.horizontalSizeClass == .compact ? .compact : .regular,
            verticalSizeClass: traits.verticalSizeClass == .compact ? .compact : .regular,
            displayScale: traits.displayScale > 0 ? Double(traits.displayScale) : 2,
            reduceMotion: reduceMotion,
            boldText: traits.legibilityWeight == .bold,
            reduceTransparency: reduceTransparency)
    }
}

extension TesseraCore.DynamicTypeSize {
    /// UIKit's content size categories in the same order as the core's sizes.
    static let contentSizeCategories: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// The core's size for a UIKit content size category; `unspecified` counts as the default.
    public init(_ category: UIContentSizeCategory) {
        self = Self.contentSizeCategories.firstIndex(of: category).map { Self.allCases[$0] } ?? .default
    }
}

extension UIColor {
    /// A colour role of `theme` that follows the appearance and contrast of wherever it is drawn,
    /// as the SwiftUI layer's colours do.
    ///
    /// ```swift
    /// label.textColor = UIColor(.textSecondary, in: theme)
    /// ```
    public convenience init(_ role: ColorRole, in theme: CompiledTheme) {
        self.init { traits in
            UIColor(theme.color(role, in: ThemeContext(traits).colorMode))
        }
    }

    /// A colour from resolved sRGB channels and alpha.
    public convenience init(_ rgba: RGBA) {
        self.init(
            red: CGFloat(rgba.red), green: CGFloat(rgba.green), blue: CGFloat(rgba.blue), alpha: CGFloat(rgba.alpha))
    }
}

extension UIFont {
    /// The font of a text role of `theme` for `traits`: the size the core resolved for their content
    /// size (scaled as `UIFontMetrics` scales, within the role's Dynamic Type range), the weight
    /// (Bold Text included), design, width and family.
    ///
    /// The font is fixed for those traits: ask again when they change, as for any UIKit font built
    /// from a size.
    ///
    /// ```swift
    /// label.font = UIFont(.headline, in: theme, compatibleWith: traitCollection)
    /// ```
    public convenience init(_ role: TextRole, in theme: CompiledTheme, compatibleWith traits: UITraitCollection) {
        let text = theme.resolved(for: ThemeContext(traits)).text(role)
        self.init(descriptor: UIFont.descriptor(of: text), size: CGFloat(text.size))
    }

    /// The descriptor of resolved text: its family with the weight trait, or the system font in its
    /// weight, width and design.
    static func descriptor(of text: ResolvedText) -> UIFontDescriptor {
        let weight = UIFont.Weight(text.weight)
        if let family = text.family {
            return UIFontDescriptor(fontAttributes: [
                .family: family, .traits: [UIFontDescriptor.TraitKey.weight: weight.rawValue],
            ])
        }
        let system = UIFont.systemFont(ofSize: CGFloat(text.size), weight: weight, width: UIFont.Width(text.width))
        return system.fontDescriptor.withDesign(UIFontDescriptor.SystemDesign(text.design)) ?? system.fontDescriptor
    }
}

extension UIFont.Weight: PlatformFontWeight {}

extension UIFont.Width: PlatformFontWidth {}

extension UIFontDescriptor.SystemDesign: PlatformFontDesign {}
#endif
