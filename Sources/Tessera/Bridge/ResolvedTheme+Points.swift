import SwiftUI
import TesseraCore

extension ResolvedTheme {
    /// A step of the spacing scale as a length for UIKit or AppKit layout (`nil` when the theme
    /// does not define it).
    ///
    /// ```swift
    /// stack.spacing = theme.points(.m) ?? 12
    /// ```
    public func points(_ step: Spacing) -> CGFloat? {
        spacing(step).map { CGFloat($0) }
    }

    /// A gap as a length for UIKit or AppKit layout.
    public func points(_ gap: Gap) -> CGFloat {
        CGFloat(self.gap(gap))
    }

    /// A named corner radius (`"large"`) as a length for `CALayer.cornerRadius` (`nil` when the
    /// theme has no such radius).
    public func cornerRadius(_ name: String) -> CGFloat? {
        radius(name).map { CGFloat($0) }
    }
}
