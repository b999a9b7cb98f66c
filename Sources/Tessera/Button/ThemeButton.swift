import SwiftUI
import TesseraCore

/// A button drawn with a theme's button role, with a text label, an SF Symbol, or both.
///
/// Every initialiser takes a title, so icon-only buttons always have an accessibility label:
/// in the icon forms the title is read by VoiceOver and shown by Large Content Viewer, not drawn.
/// A role the theme marks `"native": true` is drawn with the platform's own button style
/// (``NativeButtonStyle``) in the role's colours.
///
/// ```swift
/// ThemeButton("Save", role: .primary) { save() }
/// ThemeButton("Close", systemImage: "xmark", role: .plain, form: .circularIcon) { dismiss() }
/// ```
public struct ThemeButton: View {
    private let title: LocalizedStringKey
    private let systemImage: String?
    private let role: TesseraCore.ButtonRole
    private let form: ButtonForm?
    private let action: () -> Void

    /// A text button.
    public init(
        _ title: LocalizedStringKey, role: TesseraCore.ButtonRole = .primary, form: ButtonForm? = nil,
        action: @escaping () -> Void
    ) {
        self.title = title
        systemImage = nil
        self.role = role
        self.form = form
        self.action = action
    }

    /// A button with an SF Symbol; in the icon forms only the symbol is drawn and `title`
    /// becomes its accessibility label.
    public init(
        _ title: LocalizedStringKey, systemImage: String, role: TesseraCore.ButtonRole = .primary,
        form: ButtonForm? = nil,
        action: @escaping () -> Void
    ) {
        self.title = title
        self.systemImage = systemImage
        self.role = role
        self.form = form
        self.action = action
    }

    public var body: some View {
        Button(action: action) {
            if let systemImage {
                if form == .icon || form == .circularIcon {
                    Label(title, systemImage: systemImage).labelStyle(.iconOnly)
                } else {
                    Label(title, systemImage: systemImage)
                }
            } else {
                Text(title)
            }
        }
        .buttonStyle(ThemeButtonStyle(role, form: form))
    }
}
