import Foundation
@_spi(TesseraTools) import TesseraCore

/// Chooses among colour candidates by a score: the highest wins; a tie between tokens of
/// different colours leaves the role unchosen (the caller says so), a tie between tokens of one
/// colour goes to the plainest name, then to the token that aliases another of the tie (the
/// semantic one), then to the first in the document.
enum ColorChoice {
    /// A winner, or why there is none.
    enum Outcome {
        case chosen(ColorCandidate)
        case tie([ColorCandidate])
        case nothing
    }

    static func best(_ candidates: [ColorCandidate], score: (ColorCandidate) -> Double?) -> Outcome {
        let scored = candidates.compactMap { candidate in score(candidate).map { (candidate, $0) } }
        guard let top = scored.map(\.1).max() else { return .nothing }
        let tied = scored.filter { abs($0.1 - top) < 1e-9 }.map(\.0)
        if Set(tied.map { $0.color.hexString }).count > 1 { return .tie(tied) }
        let names = Set(tied.map(\.name))
        let ordered = tied.enumerated().sorted { left, right in
            let (a, b) = (left.element, right.element)
            if a.words.count != b.words.count { return a.words.count < b.words.count }
            let aRefers = a.token.references.contains(where: names.contains), bRefers = b.token.references.contains(where: names.contains)
            if aRefers != bRefers { return aRefers }
            return left.offset < right.offset
        }
        return ordered.first.map { .chosen($0.element) } ?? .nothing
    }

    /// The names of a tie, for the reason a role was left empty.
    static func names(_ tie: [ColorCandidate]) -> String {
        let shown = tie.prefix(3).map { "`\($0.name)` (\($0.color.opaqueHex))" }
        return shown.joined(separator: ", ") + (tie.count > 3 ? " and \(tie.count - 3) more" : "")
    }
}
