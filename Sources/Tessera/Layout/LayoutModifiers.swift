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

    /// Pads every edge of this view with a step of the theme's spacing scale.
    ///
    /// ```swift
    /// Text("Saved").padding(.l)        // layout.spacing.l: 16 points in the default theme
    /// ```
    ///
    /// A step the theme does not define pads nothing; `tessera validate` and `tessera lint`
    /// name the steps a theme has.
    public func padding(_ step: Spacing) -> some View {
        modifier(SpacingModifier(edges: .all, step: step))
    }

    /// Pads the given edges of this view with a step of the theme's spacing scale.
    ///
    /// ```swift
    /// Text("Saved").padding(.horizontal, .l)
    /// ```
    public func padding(_ edges: Edge.Set, _ step: Spacing) -> some View {
        modifier(SpacingModifier(edges: edges, step: step))
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

/// Pads chosen edges with a spacing step, resolved where it is drawn.
struct SpacingModifier: ViewModifier {
    let edges: Edge.Set
    let step: Spacing
    @Environment(\.tessera) private var theme

    func body(content: Content) -> some View {
        let length = CGFloat(theme.spacing(step) ?? 0)
        content.padding(
            SwiftUI.EdgeInsets(
                top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
                bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0))
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
