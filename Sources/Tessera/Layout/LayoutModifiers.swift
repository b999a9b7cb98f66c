import SwiftUI
import TesseraCore

extension View {
    /// Pads this view with a theme inset, which follows the size classes where it is drawn
    /// (roomier screen margins in regular width, tighter rows in compact height).
    ///
    /// ```swift
    /// List { … }.padding(.screen)
    /// ```
    public func padding(_ inset: InsetRole, _ variant: InsetVariant = .regular) -> some View {
        modifier(InsetModifier(role: inset, variant: variant))
    }

    /// Limits this view to the theme's readable content width and centres it, so lines of text
    /// stay comfortable to read on wide windows.
    public func readableWidth() -> some View {
        modifier(ReadableWidthModifier())
    }
}

/// Applies a theme inset, resolved where it is drawn.
struct InsetModifier: ViewModifier {
    let role: InsetRole
    let variant: InsetVariant
    @Environment(\.tessera) private var theme

    func body(content: Content) -> some View {
        content.padding(SwiftUI.EdgeInsets(theme.inset(role, variant)))
    }
}

/// Caps the width at the theme's readable content width.
struct ReadableWidthModifier: ViewModifier {
    @Environment(\.tessera) private var theme

    func body(content: Content) -> some View {
        content
            .frame(maxWidth: theme.readableContentWidth)
            .frame(maxWidth: .infinity)
    }
}
