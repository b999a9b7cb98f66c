import SwiftUI
import TesseraCore

/// A button role drawn with the platform's own button style — the system shape, press feedback,
/// hover and focus effects — tinted with the role's colours and labelled in the role's text role.
///
/// A filled form becomes `.borderedProminent` tinted with its fill, an unfilled capsule or
/// circular icon `.bordered`, and a text or icon form `.borderless`, each tinted with its label
/// colour. The form is the role's own unless one is given. Use it where a screen should feel
/// like the system (sheets, forms, toolbars) while keeping the theme's colours. A role the theme
/// marks `"native": true` is drawn this way by ``ThemeButtonStyle`` and ``ThemeButton`` too.
///
/// ```swift
/// Button("Save", action: save).buttonStyle(.native(.primary))
/// Button("Details", action: more).buttonStyle(.native(.primary, form: .text))
/// ```
public struct NativeButtonStyle: PrimitiveButtonStyle {
    /// The button role whose colours and label are used.
    public let role: TesseraCore.ButtonRole
    /// The form; `nil` uses the role's own.
    public let form: ButtonForm?

    /// The platform's look for `role`, in `form` (the role's own form unless given).
    public init(_ role: TesseraCore.ButtonRole, form: ButtonForm? = nil) {
        self.role = role
        self.form = form
    }

    /// The system-styled button.
    public func makeBody(configuration: Configuration) -> some View {
        NativeButtonBody(role: role, form: form, configuration: configuration)
    }
}

extension PrimitiveButtonStyle where Self == NativeButtonStyle {
    /// The platform's own look for a button role: `.buttonStyle(.native(.primary))`, or
    /// `.native(.primary, form: .text)` in another form.
    public static func native(_ role: TesseraCore.ButtonRole, form: ButtonForm? = nil) -> NativeButtonStyle {
        NativeButtonStyle(role, form: form)
    }
}

/// The system button for a role, resolved where it is drawn.
struct NativeButtonBody: View {
    let role: TesseraCore.ButtonRole
    let form: ButtonForm?
    let configuration: PrimitiveButtonStyleConfiguration
    @Environment(\.tessera) private var theme

    var body: some View {
        let button = theme.button(role, form: form)
        NativeButton(
            look: button.nativeLook, drawing: theme.labelDrawing(of: button, in: nil), fillAlignment: nil,
            configuration: configuration)
    }
}

/// A button drawn with the platform style the core chose, in its tint.
struct NativeButton: View {
    let look: NativeButtonLook
    let drawing: TextDrawing
    /// Where the label sits when the button fills the width it is offered; `nil` sizes it to its label.
    let fillAlignment: HorizontalAlignment?
    let configuration: PrimitiveButtonStyleConfiguration

    var body: some View {
        let button = label.textDrawing(drawing).tint(Color(look.tint))
        switch look.style {
        case .borderedProminent: button.buttonStyle(.borderedProminent)
        case .bordered: button.buttonStyle(.bordered)
        case .borderless: button.buttonStyle(.borderless)
        }
    }

    @ViewBuilder private var label: some View {
        if let fillAlignment {
            Button(action: configuration.trigger) { configuration.label.fillingOfferedWidth(fillAlignment) }
        } else {
            Button(configuration)
        }
    }
}

extension View {
    /// Fills the width offered with the content placed by `alignment`; `nil` leaves the width to
    /// the content.
    func fillingOfferedWidth(_ alignment: HorizontalAlignment?) -> some View {
        frame(
            maxWidth: alignment == nil ? nil : .infinity,
            alignment: Alignment(horizontal: alignment ?? .center, vertical: .center))
    }
}

extension ResolvedTheme {
    /// A button's label drawing: in `labelRole` when one is given, else in the button role's own.
    func labelDrawing(of button: ResolvedButton, in labelRole: TextRole?) -> TextDrawing {
        (labelRole.map(text) ?? label(of: button)).drawing
    }
}
