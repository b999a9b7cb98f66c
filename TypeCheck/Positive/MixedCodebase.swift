// A mixed codebase reads the theme's roles from UIKit (iOS-like pass) and AppKit (macOS-like pass)
// code as the UIKit and AppKit article shows.
import Tessera
import TesseraCore

#if canImport(UIKit)
import UIKit

func styleCell(traits: UITraitCollection) -> (UIColor, UIFont, CGFloat?) {
    let theme = Presets.default.theme
    let resolved = theme.resolved(for: ThemeContext(traits))
    return (
        UIColor(.textPrimary, in: theme), UIFont(.headline, in: theme, compatibleWith: traits),
        resolved.cornerRadius("large")
    )
}
#elseif canImport(AppKit)
import AppKit

func styleField() -> (NSColor, NSFont?, CGFloat?) {
    let theme = Presets.default.theme
    return (NSColor(.textSecondary, in: theme), NSFont(.body, in: theme), theme.resolved().points(.m))
}
#endif
