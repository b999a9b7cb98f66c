import Foundation
import TesseraCore

extension MapSuggestion {
    /// The size iOS gives each text role's style at the default Dynamic Type size, and the names
    /// of the styles to look among: heading, body or caption styles (or names of its own).
    static let textRoles: [String: (size: Double, pool: [[String]])] = [
        "largeTitle": (34, [["large", "title"]]),
        "title": (28, [["title"]]),
        "title2": (22, [["title"]]),
        "title3": (20, [["title"]]),
        "headline": (17, [["headline"]]),
        "body": (17, [["body"], ["paragraph"], ["text"], ["copy"]]),
        "callout": (16, [["callout"], ["body"], ["paragraph"]]),
        "subheadline": (15, [["subheadline"], ["subtitle"], ["body"]]),
        "footnote": (13, [["footnote"], ["caption"], ["small"], ["body"]]),
        "caption": (12, [["caption"], ["label"], ["small"], ["subtext"]]),
        "caption2": (11, [["caption"], ["overline"], ["micro"], ["label"], ["small"], ["subtext"]]),
        "code": (15, [["code"], ["mono"], ["monospace"]]),
        "buttonPrimary": (17, [["button"]]),
    ]

    /// Words naming a style's default level among its sizes (`body.md`, `body.base`).
    static let defaultStyleWords: Set<String> = ["default", "base", "normal", "regular", "md", "medium", "m", "_"]

    /// The style's own name (its last part, or that part's last word) says the default level.
    static func saysDefault(_ token: DesignToken) -> Bool { says(token, defaultStyleWords) }

    /// Words naming the default of a style's sizes (`body.md`, `body-base`, `type.body.M`).
    static let defaultSizeWords: Set<String> = ["md", "m", "medium", "base", "default"]

    /// Words naming a size other than the default (`body.lg`, `textSmall`).
    static let otherSizeWords: Set<String> = [
        "xs", "sm", "s", "small", "xsmall", "lg", "l", "large", "xl", "xlarge", "xxl", "2xl", "xxs", "2xs",
    ]

    /// Words naming a heading style: `h2` to `h6` are headings as much as `h1` is.
    static let headingWords: Set<String> = ["heading", "headline", "h1", "h2", "h3", "h4", "h5", "h6"]

    /// Words of a style variant, not the style itself.
    static let styleVariantWords: Set<String> = [
        "compact", "dense", "bold", "medium", "semibold", "italic", "underline", "strong", "light", "regular", "short",
        "long", "link", "mono", "caps", "uppercase",
    ]

    /// The typography section: for each text role, the style named for its kind whose size is
    /// nearest iOS's size for it (within a quarter), plain styles before their variants. Titles
    /// come only from styles named for titles: which heading level plays which title is each
    /// system's own choice, and sizes alone do not say it.
    mutating func typography(_ roles: [String]) -> JSONNode {
        let candidates = light.tokens.compactMap { token -> (token: DesignToken, words: Set<String>, points: Double)? in
            guard token.type == .typography || token.typeName == "typography", !Self.isRetired(token),
                let points = DTCGValues.points(from: token.value["fontSize"])
            else { return nil }
            let words = Set(Self.words(token))
            // A component's style (`card.title.font`) or a smaller screen's (`body.mobile`) is
            // not the page's.
            guard words.isDisjoint(with: Self.styleComponentNames.subtracting(Self.buttonWords)),
                words.isDisjoint(with: Self.screenWords)
            else { return nil }
            return (token, words, points)
        }
        // A system with one heading style: it is the title whose size is nearest (with several,
        // which level plays which title is the system's choice).
        let headings = candidates.filter {
            !$0.words.isDisjoint(with: Self.headingWords) && $0.words.isDisjoint(with: Self.buttonWords)
                && $0.words.isDisjoint(with: Self.styleVariantWords)
        }
        let titles = ["largeTitle", "title", "title2", "title3"]
        let single =
            headings.count == 1
            ? headings.first.flatMap { heading in
                titles.min {
                    abs((Self.textRoles[$0]?.size ?? 0) - heading.points)
                        < abs((Self.textRoles[$1]?.size ?? 0) - heading.points)
                }
                .map { (role: $0, heading: heading) }
            } : nil
        // Each role's nearest style, before one style is given to two roles of different sizes.
        var nearest: [String: (token: DesignToken, points: Double, rule: Int)] = [:]
        var reasons: [String: String] = [:]
        for role in roles {
            guard let (size, pools) = Self.textRoles[role], !candidates.isEmpty else { continue }
            for (index, rule) in pools.enumerated() {
                let variants = role == "code" ? Self.styleVariantWords.subtracting(["mono"]) : Self.styleVariantWords
                // A button's label style is the button's role's alone.
                let sized = candidates.filter {
                    rule.allSatisfy($0.words.contains) && $0.words.isDisjoint(with: variants)
                        && (role == "buttonPrimary" || $0.words.isDisjoint(with: Self.buttonWords))
                }
                guard let first = sized.min(by: { abs($0.points - size) < abs($1.points - size) }),
                    abs(first.points - size) <= size / 4
                else { continue }
                // The body is a system's default text: of its sizes (`body.sm`, `body.md`,
                // `body.lg`), the one named as the default size plays it, when exactly one is and
                // its size agrees (within the quarter), whether or not another is nearer.
                if role == "body" {
                    let named = candidates.filter {
                        rule.allSatisfy($0.words.contains)
                            && $0.words.isDisjoint(with: variants.subtracting(Self.defaultSizeWords))
                            && $0.words.isDisjoint(with: Self.buttonWords)
                            && !$0.words.isDisjoint(with: Self.defaultSizeWords) && abs($0.points - size) <= size / 4
                    }
                    if named.count == 1 {
                        nearest[role] = (named[0].token, named[0].points, index)
                        reasons[role] =
                            "a `\(rule.joined(separator: " "))` style named as the default size, \(Self.number(named[0].points)) px, within a quarter of iOS's \(Self.number(size)) pt for \(role)"
                        break
                    }
                    // The nearest is named for another size (`body.lg`, `textSmall`): the one
                    // style named for no size is the body; with none, or several, unsure.
                    if !first.words.isDisjoint(with: Self.otherSizeWords) {
                        let plain = sized.filter {
                            $0.words.isDisjoint(with: Self.otherSizeWords) && abs($0.points - size) <= size / 4
                        }
                        if plain.count == 1 {
                            nearest[role] = (plain[0].token, plain[0].points, index)
                            reasons[role] =
                                "the one `\(rule.joined(separator: " "))` style named for no size, \(Self.number(plain[0].points)) px, within a quarter of iOS's \(Self.number(size)) pt for \(role)"
                        } else {
                            reasons[role] =
                                "unsure: the nearest `\(rule.joined(separator: " "))` style, `\(first.token.name)` (\(Self.number(first.points)) px), is named for a size other than the default, and no one style is named as the default"
                        }
                        break
                    }
                }
                // Styles equally near: of one size (`code.header`, `code.normal`), the one named as
                // the default (`normal`, `base`) is the role's, when exactly one is; of two sizes
                // (16 and 18 px for 17 pt) neither values nor names say which, so unsure.
                let equal = sized.filter { abs(abs($0.points - size) - abs(first.points - size)) < 1e-9 }
                let plain = Set(equal.map(\.points)).count == 1 ? equal.filter { Self.saysDefault($0.token) } : []
                let best = plain.count == 1 ? plain[0] : first
                if equal.count > 1, plain.count != 1,
                    let other = equal.first(where: { $0.token.name != best.token.name })
                {
                    reasons[role] =
                        "unsure: `\(best.token.name)` (\(Self.number(best.points)) px) and `\(other.token.name)` (\(Self.number(other.points)) px) are `\(rule.joined(separator: " "))` styles equally near iOS's \(Self.number(size)) pt for \(role), and their names do not single one out as the default"
                } else {
                    nearest[role] = (best.token, best.points, index)
                    reasons[role] =
                        "a `\(rule.joined(separator: " "))` style of \(Self.number(best.points)) px, nearest iOS's \(Self.number(size)) pt for \(role)"
                }
                break
            }
        }
        return section("typography", roles: roles) { role in
            if let single, single.role == role, let size = Self.textRoles[role]?.size,
                abs(single.heading.points - size) <= size / 4
            {
                return .token(
                    single.heading.token.name,
                    because:
                        "the one heading style, \(Self.number(single.heading.points)) px, nearest iOS's \(Self.number(size)) pt for \(role)"
                )
            }
            guard let (size, pools) = Self.textRoles[role] else {
                return .none(because: "Tessera suggests no style for \(role); fill it in or leave it to the preset")
            }
            guard !candidates.isEmpty else { return .none(because: "no typography token has a font size") }
            guard let pick = nearest[role] else {
                return .none(
                    because: reasons[role]
                        ?? "no style named for it (\(pools.map { $0.joined(separator: " ") }.joined(separator: ", "))) is within a quarter of iOS's \(Self.number(size)) pt for \(role)"
                )
            }
            // One style for two roles of different sizes: the role named by the style keeps it
            // (a `body` style is the body, not the subheadline); the other is left empty.
            let owner = nearest.filter {
                $0.value.token.name == pick.token.name && Self.textRoles[$0.key]?.size != size
            }
            .min {
                $0.value.rule != $1.value.rule
                    ? $0.value.rule < $1.value.rule
                    : abs(($0.value.points) - (Self.textRoles[$0.key]?.size ?? 0))
                        < abs(($1.value.points) - (Self.textRoles[$1.key]?.size ?? 0))
            }
            if let owner,
                owner.value.rule < pick.rule
                    || (owner.value.rule == pick.rule
                        && abs(pick.points - (Self.textRoles[owner.key]?.size ?? 0)) <= abs(pick.points - size))
            {
                return .none(
                    because:
                        "unsure: the nearest style, `\(pick.token.name)` (\(Self.number(pick.points)) px), plays \(owner.key); the system has no style of its own for \(role)"
                )
            }
            return .token(pick.token.name, because: reasons[role] ?? "")
        }
    }
}
