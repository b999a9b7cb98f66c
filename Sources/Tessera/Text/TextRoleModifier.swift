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
///
/// System fonts get their Bold Text weight from SwiftUI itself, so they are given the role's own
/// weight; custom families are given the weight the core computed for Bold Text.
struct TextRoleModifier: ViewModifier {
    let role: TextRole
    let color: ColorRole?
    @Environment(\.tessera) private var theme

    func body(content: Content) -> some View {
        let text = theme.text(role)
        let weight = text.family == nil && theme.context.boldText ? theme.withoutBoldText.text(role).weight : text.weight
        content
            .font(Font(text, weight: weight))
            .tracking(text.tracking)
            .lineSpacing(text.lineSpacing)
            .textCase(Text.Case(text.textCase))
            .foregroundStyle(Color(color.map { theme.color($0) } ?? text.color))
            .dynamicTypeSize(text.minimumSize.swiftUI...text.maximumSize.swiftUI)
    }
}

extension ResolvedTheme {
    /// The same theme and context with Bold Text off.
    var withoutBoldText: ResolvedTheme {
        var context = self.context
        context.boldText = false
        return theme.resolved(for: context)
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
