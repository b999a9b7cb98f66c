import SwiftUI
import TesseraCore

/// A button role drawn with the platform's own button style — the system shape, press feedback,
/// hover and focus effects — tinted with the role's colours and labelled in the role's text role.
///
/// A filled role becomes `.borderedProminent` tinted with its fill, an unfilled capsule or
/// circular icon `.bordered`, and a text or icon form `.borderless`, each tinted with its label
/// colour. Use it where a screen should feel like the system (sheets, forms, toolbars) while
/// keeping the theme's colours.
///
/// ```swift
/// Button("Save", action: save).buttonStyle(.native(.primary))
/// ```
public struct NativeButtonStyle: PrimitiveButtonStyle {
    /// The button role whose colours and label are used.
    public let role: TesseraCore.ButtonRole

    /// The platform's look for `role`.
    public init(_ role: TesseraCore.ButtonRole) {
        self.role = role
    }

    /// The system-styled button.
    public func makeBody(configuration: Configuration) -> some View {
        NativeButtonBody(role: role, configuration: configuration)
    }
}

extension PrimitiveButtonStyle where Self == NativeButtonStyle {
    /// The platform's own look for a button role: `.buttonStyle(.native(.primary))`.
    public static func native(_ role: TesseraCore.ButtonRole) -> NativeButtonStyle {
        NativeButtonStyle(role)
    }
}

/// The system button for a role, resolved where it is drawn.
struct NativeButtonBody: View {
    let role: TesseraCore.ButtonRole
    let configuration: PrimitiveButtonStyleConfiguration
    @Environment(\.tessera) private var theme

    var body: some View {
        let button = theme.button(role)
        let label = Button(configuration).textDrawing(theme.label(of: button).drawing)
        switch button.form {
        case .capsule where button.fill != nil:
            label.buttonStyle(.borderedProminent).tint(button.fill.map(Color.init))
        case .capsule, .circularIcon:
            label.buttonStyle(.bordered).tint(Color(button.labelColor))
        case .text, .icon:
            label.buttonStyle(.borderless).tint(Color(button.labelColor))
        }
    }
}
