import Foundation
import TesseraCore

/// Chooses among colour candidates by a score: the highest wins; a tie between tokens of
/// different colours, or one of another colour within ``unsure`` of the best, leaves the role
/// unchosen (the caller says so). Tokens of the winner's colour
/// scoring within ``sameColour`` of it are one choice told apart by name: the plainest name wins
/// (`brand.default` over `brand.accent.default`, its alias), then the token that aliases another
/// of them (the semantic one), then the first in the document.
enum ColorChoice {
    /// How far below the best a token of the same colour may score and still be taken for it:
    /// less than one name word's weight (chosen on the tuning systems of the corpus).
    static let sameColour = 0.3

    /// How near the best a token of another colour may score before the role is left unsure:
    /// a quarter of a name word's weight (chosen on the twenty tuning systems of the corpus, where
    /// it takes a sixth of the wrong suggestions away for one in a hundred of the right ones).
    static let unsure = 0.25

    /// How near the best a token of another colour, two or more levels shallower, may score
    /// before the role is left unsure: two name words' weight (chosen on the 36 tuning systems of
    /// the corpus, where it takes 3 of 58 wrong suggestions away for 1 of 368 right ones).
    static let plainer = 2.0

    /// How many trailing parts of a name a component's override repeats from the theme's token.
    static let componentTail = 3

    /// A winner, or why there is none.
    enum Outcome {
        case chosen(ColorCandidate)
        case tie([ColorCandidate])
        case nothing
    }

    static func best(_ candidates: [ColorCandidate], score: (ColorCandidate) -> Double?) -> Outcome {
        let fitting = candidates.compactMap { candidate in score(candidate).map { (candidate, $0) } }
        // A component repeats the theme's own structure under its name
        // (`grid.body.cell.color.background.default` beside `global.color.background.default`):
        // where a shallower fitting token ends in the same three parts, the deeper one is the
        // component's override, never the theme's role.
        // A deeper token that is the shallower one whole under a namespace
        // (`click.global.color.text.default` beside `global.color.text.default`) is no override
        // but a copy: see ``namespaceTwin(of:in:)``.
        let scored = fitting.filter { entry in
            let path = entry.0.token.path
            return !fitting.contains { other in
                other.0.token.path.count < path.count && path.count >= componentTail
                    && other.0.token.path.suffix(componentTail) == path.suffix(componentTail)
                    && !isNamespaced(path, over: other.0.token.path)
            }
        }
        guard let top = scored.map(\.1).max() else { return .nothing }
        let best = scored.filter { abs($0.1 - top) < 1e-9 }.map(\.0)
        if Set(best.map { $0.color.hexString }).count > 1 { return .tie(best) }
        let colour = best.first?.color.hexString
        // A token of another colour two or more levels plainer fits nearly as well (within
        // ``plainer``): the winner's extra levels may name a component or a variant, so the names
        // do not settle it.
        if let winner = best.first {
            let plainer = scored.filter {
                $0.1 > top - Self.plainer - 1e-9 && $0.0.color.hexString != colour
                    && $0.0.token.path.count <= winner.token.path.count - 2
            }.map(\.0)
            if !plainer.isEmpty { return .tie(best + plainer) }
        }
        // A token of another colour scoring nearly as well: the names cannot tell them apart.
        let close = scored.filter { $0.1 > top - unsure - 1e-9 && $0.0.color.hexString != colour }.map(\.0)
        if !close.isEmpty { return .tie(best + close) }
        let tied = scored.filter { $0.1 >= top - sameColour - 1e-9 && $0.0.color.hexString == colour }.map(\.0)
        let names = Set(tied.map(\.name))
        let ordered = tied.enumerated().sorted { left, right in
            let (a, b) = (left.element, right.element)
            if a.words.count != b.words.count { return a.words.count < b.words.count }
            let aRefers = a.token.references.contains(where: names.contains)
            let bRefers = b.token.references.contains(where: names.contains)
            if aRefers != bRefers { return aRefers }
            return left.offset < right.offset
        }
        guard let winner = ordered.first?.element else { return .nothing }
        if let twin = namespaceTwin(of: winner, in: fitting.map(\.0)) { return .tie([winner, twin]) }
        return .chosen(winner)
    }

    /// The path is `other` whole under one or more leading groups.
    static func isNamespaced(_ path: [String], over other: [String]) -> Bool {
        other.count < path.count && Array(path.suffix(other.count)) == other
    }

    /// A token of the winner's colour whose name is the winner's under a namespace, or the other
    /// way round (`click.global.color.text.default`, `global.color.text.default`): two copies of
    /// one token, and which one the system's own theme names is its choice, not the names'.
    /// A leading group naming a control or a component (`input.focus.border`) makes the deeper
    /// token that control's own, not a copy.
    static func namespaceTwin(of winner: ColorCandidate, in candidates: [ColorCandidate]) -> ColorCandidate? {
        let owners = MapSuggestion.componentNames.union(ColorRules.controlWords).union(ColorWords.special)
        return candidates.first { other in
            let (deep, shallow) = other.token.path.count > winner.token.path.count ? (other, winner) : (winner, other)
            let namespace = deep.token.path.dropLast(shallow.token.path.count).flatMap(MapSuggestion.words(of:))
            return other.color.hexString == winner.color.hexString
                && isNamespaced(deep.token.path, over: shallow.token.path) && Set(namespace).isDisjoint(with: owners)
        }
    }

    /// The names of a tie, for the reason a role was left empty.
    static func names(_ tie: [ColorCandidate]) -> String {
        let shown = tie.prefix(3).map { "`\($0.name)` (\($0.color.opaqueHex))" }
        return shown.joined(separator: ", ") + (tie.count > 3 ? " and \(tie.count - 3) more" : "")
    }
}
