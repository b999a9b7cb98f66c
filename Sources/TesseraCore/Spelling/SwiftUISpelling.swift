/// How app code names a theme's roles and tokens through Tessera's SwiftUI layer: the one table
/// the linter's fixes, `tessera mcp` and `tessera export design-md` all write from.
///
/// A spelling is Swift source text, as it appears inside a view (`theme` being the resolved theme
/// of `@Environment(\.tessera) var theme`).
@_spi(TesseraTools) public enum SwiftUISpelling {
    /// The built-in colour roles the SwiftUI layer gives a short shape-style member
    /// (`.textSecondary`). The rest are written `.role(.x)`: `accent` (Xcode's asset symbols
    /// declare `.accent`), `background` and `separator` (SwiftUI's own shape styles), and the less
    /// common roles.
    package static let shapeStyleMembers: Set<String> = [
        "textPrimary", "textSecondary", "textTertiary", "textOnAccent", "textOnDestructive", "textOnOverlay",
        "textOnScrim", "surfaceBase", "surfaceSecondary", "surfaceOverlay", "borderSubtle", "controlBorder",
        "focusRing", "destructive", "success", "warning", "themePrimary", "themeSecondary",
    ]

    /// The spacing steps the layer names as static members (`.l`).
    package static let spacingMembers: Set<String> = ["xxs", "xs", "s", "m", "l", "xl", "xxl", "xxxl"]

    /// A colour role as a shape style: `.textSecondary` where the layer has a short member,
    /// `.role(.accent)` for another built-in role, `.role(.custom("x"))` for a theme's own role.
    package static func colorStyle(_ name: String) -> String {
        guard ColorRoles.Builtin.named(name) != nil else { return ".role(.custom(\(quoted(name))))" }
        return shapeStyleMembers.contains(name) ? ".\(name)" : ".role(.\(name))"
    }

    /// A button role as a button style: `.role(.plain)`, or `.role(.custom("x"))` for a theme's own.
    package static func buttonStyle(_ name: String) -> String {
        ButtonRoles.Builtin.named(name) != nil ? ".role(.\(name))" : ".role(.custom(\(quoted(name))))"
    }

    /// A spacing step: `.l`, or `Spacing("gutter")` for a theme's own.
    package static func spacingStep(_ name: String) -> String {
        spacingMembers.contains(name) ? ".\(name)" : "Spacing(\(quoted(name)))"
    }

    /// A text role: `.body`, or `.custom("x")` for a theme's own.
    public static func textRole(_ name: String) -> String {
        TextRoles.Builtin.named(name) != nil ? ".\(name)" : ".custom(\(quoted(name)))"
    }

    /// A surface role: `.card`, or `.custom("x")` for a theme's own.
    package static func surfaceRole(_ name: String) -> String {
        SurfaceRoles.Builtin.named(name) != nil ? ".\(name)" : ".custom(\(quoted(name)))"
    }

    /// The code that uses a role or token of `group` (a group of `tessera resolve --format json`:
    /// `colors`, `typography`, `buttons`, `surfaces`, `spacing`, `radii`, `shadows`, `motion`,
    /// `gaps`, `insets`), or nil for a group app code does not name role by role.
    ///
    /// `colors`/`textSecondary` → `.foregroundStyle(.textSecondary)`; `typography`/`title` →
    /// `.textRole(.title)`; `spacing`/`m` → `.padding(.m)`.
    public static func use(group: String, name: String) -> String? {
        switch group {
        case "colors": ".foregroundStyle(\(colorStyle(name)))"
        case "typography": ".textRole(\(textRole(name)))"
        case "buttons": ".buttonStyle(\(buttonStyle(name)))"
        case "surfaces": ".surface(\(surfaceRole(name)))"
        case "spacing": ".padding(\(spacingStep(name)))"
        case "radii": "theme.radius(\(quoted(name)))"
        case "shadows": "theme.shadow(named: \(quoted(name)))"
        case "motion": "theme.animation(named: \(quoted(name)))"
        case "gaps": Gap.allCases.contains { $0.name == name } ? "theme.gap(.\(name))" : nil
        case "insets": InsetRole.allCases.contains { $0.name == name } ? ".padding(.\(name))" : nil
        default: nil
        }
    }

    /// `name` as a Swift string literal.
    static func quoted(_ name: String) -> String {
        var literal = "\""
        for scalar in name.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\n": literal += "\\n"
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }
}
