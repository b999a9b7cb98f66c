import Foundation
@_spi(TesseraTools) import TesseraCore

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

    /// Words of a style variant, not the style itself.
    static let styleVariantWords: Set<String> = ["bold", "medium", "semibold", "italic", "underline", "strong", "light", "regular", "short", "long", "link", "mono", "caps", "uppercase"]

    /// The typography section: for each text role, the style named for its kind whose size is
    /// nearest iOS's size for it (within a quarter), plain styles before their variants. Titles
    /// come only from styles named for titles: which heading level plays which title is each
    /// system's own choice, and sizes alone do not say it.
    mutating func typography(_ roles: [String]) -> JSONNode {
        let candidates = light.tokens.compactMap { token -> (token: DesignToken, words: Set<String>, points: Double)? in
            guard token.type == .typography || token.typeName == "typography", !Self.isRetired(token), let points = DTCGValues.points(from: token.value["fontSize"]) else { return nil }
            return (token, Set(Self.words(token)), points)
        }
        // A system with one heading style: it is the title whose size is nearest (with several,
        // which level plays which title is the system's choice).
        let headings = candidates.filter { !$0.words.isDisjoint(with: ["heading", "headline", "h1"]) && $0.words.isDisjoint(with: Self.styleVariantWords) }
        let titles = ["largeTitle", "title", "title2", "title3"]
        let single = headings.count == 1 ? headings.first.flatMap { heading in
            titles.min { abs((Self.textRoles[$0]?.size ?? 0) - heading.points) < abs((Self.textRoles[$1]?.size ?? 0) - heading.points) }
                .map { (role: $0, heading: heading) }
        } : nil
        return section("typography", roles: roles) { role in
            if let single, single.role == role, let size = Self.textRoles[role]?.size, abs(single.heading.points - size) <= size / 4 {
                return .token(single.heading.token.name, because: "the one heading style, \(Self.number(single.heading.points)) px, nearest iOS's \(Self.number(size)) pt for \(role)")
            }
            guard let (size, pools) = Self.textRoles[role] else {
                return .none(because: "Tessera suggests no style for \(role); fill it in or leave it to the preset")
            }
            guard !candidates.isEmpty else { return .none(because: "no typography token has a font size") }
            for rule in pools {
                let variants = role == "code" ? Self.styleVariantWords.subtracting(["mono"]) : Self.styleVariantWords
                let sized = candidates.filter { rule.allSatisfy($0.words.contains) && $0.words.isDisjoint(with: variants) }
                guard let nearest = sized.min(by: { abs($0.points - size) < abs($1.points - size) }), abs(nearest.points - size) <= size / 4 else { continue }
                return .token(nearest.token.name, because: "a `\(rule.joined(separator: " "))` style of \(Self.number(nearest.points)) px, nearest iOS's \(Self.number(size)) pt for \(role)")
            }
            return .none(because: "no style named for it (\(pools.map { $0.joined(separator: " ") }.joined(separator: ", "))) is within a quarter of iOS's \(Self.number(size)) pt for \(role)")
        }
    }
}
