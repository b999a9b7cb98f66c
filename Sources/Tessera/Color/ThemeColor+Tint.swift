import SwiftUI
import TesseraCore

extension View {
    /// Tints controls in this view with a colour role, resolved where they are drawn.
    ///
    /// SwiftUI's `tint(_:)` takes an optional shape style, through which a member such as
    /// `.role(.accent)` cannot be inferred; this overload takes the role's style directly.
    ///
    /// ```swift
    /// Toggle("Alerts", isOn: $alerts).tint(.role(.success))
    /// Slider(value: $volume).tint(.role(.accent))
    /// ```
    public func tint(_ color: ThemeColor) -> some View {
        tint(Optional.some(color))
    }
}
