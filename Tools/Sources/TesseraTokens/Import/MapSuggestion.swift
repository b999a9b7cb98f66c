import Foundation
@_spi(TesseraTools) import TesseraCore

/// A starter ``TokenMap`` for someone else's tokens: for each built-in role, the token that plays
/// it, found by the role's type, the token's name and its value, with the reason; roles it could
/// not match are left empty and listed.
///
/// - Colours come from colour tokens only, by name (`text.primary`, `canvas`, `action`, `danger`,
///   …; state variants such as `hover` are passed over), and a text colour must be readable
///   (3:1) on the background chosen.
/// - Text roles come from typography tokens: a heading, body or caption token whose size is
///   nearest the size iOS gives the role's text style.
/// - Spacing steps come from dimension tokens named for space (never radii, sizes, icons, blur or
///   breakpoints), assigned in size order to the step whose default is nearest; radii from
///   tokens named for corners, by their names' sizes (`sm`, `md`, `lg`) or values.
struct MapSuggestion {
    let light: TokenSet
    let dark: TokenSet?
    private(set) var why: [JSONNode.Member] = []
    private(set) var unmapped: [String] = []

    init(light: TokenSet, dark: TokenSet?) {
        self.light = light
        self.dark = dark
    }

    /// The words of a token's name: `semantic.textPrimary-hover` → semantic, text, primary, hover.
    static func words(_ token: DesignToken) -> [String] {
        var words: [String] = []
        for part in token.path {
            var current = ""
            for character in part {
                if character == "-" || character == "_" || character == " " {
                    if !current.isEmpty { words.append(current.lowercased()); current = "" }
                } else if character.isUppercase, let last = current.last, last.isLowercase {
                    words.append(current.lowercased())
                    current = String(character)
                } else {
                    current.append(character)
                }
            }
            if !current.isEmpty { words.append(current.lowercased()) }
        }
        return words
    }

    /// Words that mark a state or variant of a value rather than the value itself.
    static let variantWords: Set<String> = [
        "hover", "hovered", "pressed", "active", "disabled", "selected", "visited", "focus", "focused", "dragged",
        "inverse", "inverted", "alpha", "transparent", "a11y",
    ]

    mutating func section(_ name: String, roles: [String], pick: (inout MapSuggestion, String) -> (token: String, reason: String)?) -> JSONNode {
        var members: [JSONNode.Member] = []
        for role in roles {
            if let found = pick(&self, role) {
                members.append(.init(key: role, value: .string(found.token)))
                why.append(.init(key: "\(name).\(role)", value: .string(found.reason)))
            } else {
                members.append(.init(key: role, value: .string("")))
                unmapped.append("\(name).\(role)")
            }
        }
        return JSONNode(.object(members))
    }

    /// The first token (in document order, fewest extra words first) whose words contain every
    /// word of a rule, trying rules in order; variant words only where the rule names them.
    static func byName(_ rules: [[String]], among candidates: [DesignToken], excluding: Set<String> = []) -> (DesignToken, [String])? {
        for rule in rules {
            let matches = candidates.filter { token in
                let words = Set(words(token))
                return rule.allSatisfy(words.contains)
                    && words.subtracting(rule).isDisjoint(with: variantWords.union(excluding))
            }
            if let best = matches.min(by: { words($0).count < words($1).count }) { return (best, rule) }
        }
        return nil
    }

    static func srgb(_ value: JSONNode) -> RGBA? {
        if let text = value.stringValue { return try? RGBA(hex: text) }
        guard value["colorSpace"]?.stringValue == "srgb", let numbers = value["components"]?.elements?.compactMap(\.numberValue), numbers.count == 3 else {
            return nil
        }
        return RGBA(red: numbers[0], green: numbers[1], blue: numbers[2], alpha: value["alpha"]?.numberValue ?? 1)
    }
}
