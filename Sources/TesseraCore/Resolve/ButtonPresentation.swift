/// How a renderer draws a resolved button: with the theme's own drawing, or with the platform's
/// button style tinted with the role's colours (a role the theme marks `"native": true`).
package enum ButtonPresentation: Sendable, Hashable {
    /// The theme's fill, border, label and press animation.
    case themed
    /// The platform's own button style.
    case native(NativeButtonLook)
}

/// A platform button style and the colour it is tinted with.
package struct NativeButtonLook: Sendable, Hashable {
    /// The platform style.
    package var style: NativeButtonStyleKind
    /// The tint: the fill for a filled style, else the label colour.
    package var tint: RGBA
}

/// The platform button styles a native button role is drawn with.
package enum NativeButtonStyleKind: Sendable, Hashable, CaseIterable {
    /// Filled with the tint (SwiftUI's `.borderedProminent`).
    case borderedProminent
    /// On the system's tinted background (SwiftUI's `.bordered`).
    case bordered
    /// The label alone, in the tint (SwiftUI's `.borderless`).
    case borderless
}

extension ResolvedButton {
    /// The platform style for this button's form — the form it was resolved in, so a per-call
    /// form is honoured: a filled capsule is bordered-prominent in its fill, an unfilled capsule
    /// or a circular icon bordered, and a text or icon form borderless, each in the label colour.
    package var nativeLook: NativeButtonLook {
        switch form {
        case .capsule:
            fill.map { NativeButtonLook(style: .borderedProminent, tint: $0) }
                ?? NativeButtonLook(style: .bordered, tint: labelColor)
        case .circularIcon:
            NativeButtonLook(style: .bordered, tint: labelColor)
        case .text, .icon:
            NativeButtonLook(style: .borderless, tint: labelColor)
        }
    }

    /// How this button is drawn: natively (``nativeLook``) when the theme marks its role native,
    /// otherwise with the theme's own drawing.
    package var presentation: ButtonPresentation {
        isNative ? .native(nativeLook) : .themed
    }
}
