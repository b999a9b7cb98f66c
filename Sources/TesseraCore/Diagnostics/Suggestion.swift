/// Finds the closest known name to a misspelt one, for "did you mean …?" hints. The one
/// implementation: the compiler, the settings and the command-line tool all ask here.
@_spi(TesseraTools) public enum Suggestion {
    /// Names longer than this are never matched: a hint is for typos, and the cost stays bounded
    /// whatever a file holds.
    static let longestName = 256

    /// The candidate nearest to `name`, if it is close enough to be a likely typo: at most a
    /// third of its length (1 to 3 edits) away. Of equally near candidates the one first in
    /// alphabetical order wins, so the answer never depends on the order candidates come in;
    /// `name` itself is never suggested.
    public static func closest(to name: String, in candidates: some Sequence<String>) -> String? {
        let target = Array(name.lowercased())
        guard target.count <= longestName else { return nil }
        var limit = max(1, min(3, (target.count + 1) / 3))
        var best: String?
        for candidate in candidates where candidate != name {
            let other = Array(candidate.lowercased())
            guard let distance = editDistance(target, other, limit: limit) else { continue }
            if let current = best, distance == limit, candidate >= current { continue }
            best = candidate
            limit = distance
        }
        return best
    }

    /// " (did you mean `x`?)" or the empty string.
    static func hint(for name: String, in candidates: some Sequence<String>) -> String {
        closest(to: name, in: candidates).map { "; did you mean `\($0)`?" } ?? ""
    }

    /// Optimal-string-alignment distance — insertions, deletions, substitutions and swaps of two
    /// neighbouring characters each cost 1 — or `nil` when it exceeds `limit`.
    ///
    /// Only the diagonal band of width `2 × limit + 1` is computed, in three rows, so the cost is
    /// O(length × limit) time and O(length) memory, and a row whose every cell exceeds the limit
    /// stops the search.
    static func editDistance(_ a: [Character], _ b: [Character], limit: Int) -> Int? {
        precondition(limit >= 0, "a distance limit is never negative")
        guard abs(a.count - b.count) <= limit else { return nil }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        let beyond = limit + 1
        var twoBack = [Int](repeating: beyond, count: b.count + 1)
        var previous = (0...b.count).map { min($0, beyond) }
        var current = [Int](repeating: beyond, count: b.count + 1)
        for i in 1...a.count {
            current[0] = min(i, beyond)
            let low = max(1, i - limit)
            let high = min(b.count, i + limit)
            if low > 1 { current[low - 1] = beyond }
            var rowMinimum = current[0]
            for j in low...high {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, twoBack[j - 2] + 1)
                }
                current[j] = min(value, beyond)
                rowMinimum = min(rowMinimum, current[j])
            }
            if high < b.count { current[high + 1] = beyond }
            guard rowMinimum <= limit else { return nil }
            (twoBack, previous, current) = (previous, current, twoBack)
        }
        let distance = previous[b.count]
        return distance <= limit ? distance : nil
    }
}
