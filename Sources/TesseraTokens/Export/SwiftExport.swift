import Foundation
public import TesseraCore

/// Typed static members for a theme's **custom** roles, so code names them as it names the
/// built-in ones (`.promoBanner` next to `.accent`) and a renamed or removed role is a compile
/// error instead of a silent fallback.
///
/// ```swift
/// extension ColorRole {
///     /// `promoBanner`: custom colour role.
///     public static let promoBanner = ColorRole.custom("promoBanner")
/// }
/// ```
///
/// The output compiles in Swift 6 language mode without warnings and depends only on the theme.
public enum SwiftExport {
    public static func source(for theme: CompiledTheme, accessLevel: String = "public") -> String {
        var text = """
            // \(theme.name) (\(theme.id)): custom roles, written by `tessera export swift`.
            // Regenerate instead of editing: the theme file is the source of truth.

            import TesseraCore

            """
        text += section(
            "ColorRole", "colour role", theme.colorRoles.filter { $0.builtin == nil }.map(\.name), accessLevel)
        text += section("TextRole", "text role", theme.textRoles.filter { $0.builtin == nil }.map(\.name), accessLevel)
        text += section(
            "ButtonRole", "button role", theme.buttonRoles.filter { $0.builtin == nil }.map(\.name), accessLevel)
        text += section(
            "SurfaceRole", "surface role", theme.surfaceRoles.filter { $0.builtin == nil }.map(\.name), accessLevel)
        return text
    }

    private static func section(_ type: String, _ noun: String, _ names: [String], _ access: String) -> String {
        guard !names.isEmpty else { return "" }
        var used: Set<String> = []
        var lines = ["", "extension \(type) {"]
        for name in names.sorted() {
            var identifier = swiftIdentifier(name)
            while !used.insert(identifier).inserted { identifier += "_" }
            let escaped = name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            lines.append("    /// `\(escaped)`: custom \(noun).")
            lines.append("    \(access) static let \(identifier) = \(type).custom(\"\(escaped)\")")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal",
        "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static", "struct",
        "subscript",
        "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard",
        "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "false", "is", "nil", "self",
        "Self",
        "super", "throws", "true", "try", "await", "async", "some", "any",
    ]

    /// A Swift identifier for a role name: other characters become word breaks (`promo-banner` →
    /// `promoBanner`), a leading digit gets `_`, keywords get backticks.
    static func swiftIdentifier(_ name: String) -> String {
        let result = CodeIdentifier.camelCased(name, asciiOnly: false)
        return keywords.contains(result) ? "`\(result)`" : result
    }
}
