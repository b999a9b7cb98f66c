import Foundation
import TesseraCore

/// A starter ``TokenMap`` for someone else's tokens: for each built-in role, the token that plays
/// it, with the reason (`$why`); a role it is unsure of is left empty (`$unmapped`), and `$why`
/// says why it was left.
///
/// Names say which family a token belongs to (text, fill, border, a status) and which level of
/// it (default, subtle, …); values decide and veto, read in light mode through the core's colour
/// maths:
/// - the background is the lightest neutral fill named for the page (a surface, a card, is not;
///   in a system whose only mode is dark, with no light fill, the darkest);
///   surfaces are neutral fills lighter or darker than it as their level says; where the system
///   has a dark mode, each turns dark in it and the text reads on the dark page, or the role is
///   left empty;
/// - text colours are neutral colours named for text that read on that background (4.5:1 for
///   primary, 3:1 for the rest), ranked by contrast; a colour on the accent or the destructive
///   colour must read on it;
/// - the accent is a chromatic, opaque, interactive colour, never a pale tint; each status
///   colour must have its hue (red, green, amber);
/// - a control's border must reach 3:1 on the background and a subtle border must not;
/// - spacing is the scale (a group of dimensions) that best matches Tessera's steps in order,
///   radii likewise, helped by their names (`sm`, `md`, …); text roles by size among styles
///   named for headings, body and captions.
///
/// A group named as shadcn/ui names its colours (`background`, `foreground`, `card`, `popover`,
/// `primary`, `muted`, …) is read by that vocabulary: `primary` is the accent there.
///
/// Figma scopes (`TEXT_FILL`, `FRAME_FILL`, `STROKE_COLOR`, `GAP`, `CORNER_RADIUS`) count as names;
/// a deprecated token (`$deprecated`, or a `$description` saying so) is never suggested.
/// Where two tokens of different values fit a role equally well, the role is left empty; so is a
/// role where names and values or structure disagree: two groups of the same spacing or radius
/// values, a radius scale whose names do not say the step, two text styles equally near a size
/// or one style for two sizes, a border named only `strong` for controls, a grey in a palette of
/// roles (`theme.primary` beside `theme.danger`) as text, a nearly grey accent.
struct MapSuggestion {
    let light: TokenSet
    let dark: TokenSet?
    private(set) var why: [JSONNode.Member] = []
    private(set) var unmapped: [String] = []

    init(light: TokenSet, dark: TokenSet?) {
        self.light = light
        self.dark = dark
    }

    /// A role's outcome: the token and why, or the reason none was chosen.
    enum Pick {
        case token(String, because: String)
        case none(because: String)
    }

    /// One section of the map (`colors`, …): every role in order, chosen by `pick`.
    mutating func section(_ name: String, roles: [String], pick: (String) -> Pick) -> JSONNode {
        var members: [JSONNode.Member] = []
        for role in roles {
            switch pick(role) {
            case .token(let token, let reason):
                members.append(.init(key: role, value: .string(token)))
                why.append(.init(key: "\(name).\(role)", value: .string(reason)))
            case .none(let reason):
                members.append(.init(key: role, value: .string("")))
                unmapped.append("\(name).\(role)")
                why.append(.init(key: "\(name).\(role)", value: .string("left empty: " + reason)))
            }
        }
        return JSONNode(.object(members))
    }

    /// The words of a token's name: `semantic.textPrimary-hover` → semantic, text, primary, hover.
    static func words(_ token: DesignToken) -> [String] {
        token.path.flatMap(words(of:))
    }

    /// The words of one name part, split at `-`, `_`, spaces, `&` and lower-to-upper case changes;
    /// a part that is only `_` (a group's own value, as Style Dictionary writes it) is `_`.
    static func words(of part: String) -> [String] {
        if part == "_" || part == "@" || part == "DEFAULT" { return ["_"] }
        var words: [String] = []
        var current = ""
        for character in part {
            if character == "-" || character == "_" || character == " " || character == "&" || character == "/" {
                if !current.isEmpty {
                    words.append(current.lowercased())
                    current = ""
                }
            } else if character.isUppercase, let last = current.last, last.isLowercase || last.isNumber {
                words.append(current.lowercased())
                current = String(character)
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        return words
    }

    /// A number as people write it: `12`, `1.5`.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(format: "%g", value)
    }

    /// A token its system has retired: `$deprecated` (anything but `false`), or a `$description`
    /// that says it is deprecated (`"deprecated, use --calcite-corner-radius-sm"`). Never suggested.
    static func isRetired(_ token: DesignToken) -> Bool {
        if let deprecated = token.deprecated {
            if case .bool(false) = deprecated.value { return false }
            return true
        }
        return token.description.map { $0.lowercased().contains("deprecated") } ?? false
    }

    /// The Figma scopes a token carries, from Figma's own DTCG export
    /// (`$extensions["com.figma.scopes"]`) or Tessera's Figma import (`$extensions["com.figma"].scopes`).
    static func scopes(_ token: DesignToken) -> Set<String> {
        let node = token.extensions?["com.figma.scopes"] ?? token.extensions?["com.figma"]?["scopes"]
        return Set(node?.elements?.compactMap(\.stringValue) ?? [])
    }
}
