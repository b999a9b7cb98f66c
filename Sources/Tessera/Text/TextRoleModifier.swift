import SwiftUI
import TesseraCore

extension View {
    /// Styles text with a text role: font, width, tracking, line spacing, case, colour (the
    /// role's own unless `color` overrides it) and the role's Dynamic Type limits.
    ///
    /// ```swift
    /// Text("Welcome").textRole(.title)
    /// Text("Updated today").textRole(.footnote, color: .textTertiary)
    /// ```
    public func textRole(_ role: TextRole, color: ColorRole? = nil) -> some View {
        modifier(TextRoleModifier(role: role, color: color))
    }
}

/// Applies a text role, resolved where the text is drawn.
struct TextRoleModifier: ViewModifier {
    let role: TextRole
    let color: ColorRole?
    @Environment(\.tessera) private var theme

    func body(content: Content) -> some View {
        let text = theme.text(role)
        content
            .textDrawing(text.drawing)
            .foregroundStyle(Color(color.map { theme.color($0) } ?? text.color))
    }
}

extension View {
    /// Draws text exactly as the core resolved it: font, tracking, line spacing, case, and the
    /// role's Dynamic Type range — for text roles and button labels alike.
    func textDrawing(_ drawing: TextDrawing) -> some View {
        font(Font(drawing))
            .tracking(drawing.tracking)
            .lineSpacing(drawing.lineSpacing)
            .textCase(Text.Case(drawing.textCase))
            .dynamicTypeSize(drawing.dynamicTypeRange.lowerBound.swiftUI...drawing.dynamicTypeRange.upperBound.swiftUI)
    }
}

extension Text.Case {
    /// SwiftUI's case for a role's case; `nil` leaves text as written.
    init?(_ textCase: TextCase) {
        switch textCase {
        case .none: return nil
        case .uppercase: self = .uppercase
        case .lowercase: self = .lowercase
        }
    }
}
