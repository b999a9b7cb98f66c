import SwiftUI
import TesseraCore

extension View {
    /// Styles a text field by role: the text role's font, size, Dynamic Type range and colour,
    /// and the chrome around it. The border or underline turns `focusRing`, and thicker, while the
    /// field has focus; a field with chrome is at least the theme's minimum touch target tall; a
    /// disabled field fades as the theme's disabled plain button does.
    ///
    /// ```swift
    /// TextField("Name", text: $name).textFieldRole(.body)
    /// TextField("Search", text: $query).textFieldRole(.callout, chrome: .underlined)
    /// ```
    public func textFieldRole(_ role: TextRole = .body, chrome: TextFieldChrome = .rounded) -> some View {
        modifier(TextFieldRoleModifier(role: role, chrome: chrome))
    }
}

/// Applies a text-field role and its chrome, resolved where the field is drawn.
struct TextFieldRoleModifier: ViewModifier {
    let role: TextRole
    let chrome: TextFieldChrome
    @Environment(\.tessera) private var theme
    @Environment(\.isEnabled) private var isEnabled
    @FocusState private var isFocused: Bool

    func body(content: Content) -> some View {
        let text = theme.text(role)
        let framed = chrome != .plain
        content
            .textFieldStyle(.plain)
            .textDrawing(text.drawing)
            .foregroundStyle(Color(text.color))
            .focused($isFocused)
            .padding(framed ? SwiftUI.EdgeInsets(theme.inset(.control)) : SwiftUI.EdgeInsets())
            .frame(minHeight: framed ? theme.minimumTouchTarget : nil)
            .background {
                if chrome == .rounded {
                    theme.roundedRectangle("medium").fill(.surfaceBase)
                }
            }
            .overlay(alignment: .bottom) {
                let line = Color(theme.color(isFocused ? .focusRing : .controlBorder))
                let width: CGFloat = isFocused ? 2 : 1
                switch chrome {
                case .plain: EmptyView()
                case .rounded: theme.roundedRectangle("medium").strokeBorder(line, lineWidth: width)
                case .underlined: Rectangle().fill(line).frame(height: width)
                }
            }
            .opacity(isEnabled ? 1 : theme.button(.plain, state: .disabled).opacity)
    }
}
