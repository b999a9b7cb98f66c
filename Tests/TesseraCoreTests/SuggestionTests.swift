import Testing

@_spi(TesseraTools) @testable import TesseraCore

@Suite("Did-you-mean suggestions")
struct SuggestionTests {
    /// The full-matrix distance the banded one must agree with wherever it answers.
    static func reference(_ a: [Character], _ b: [Character]) -> Int {
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in stride(from: 1, through: a.count, by: 1) {
            for j in stride(from: 1, through: b.count, by: 1) {
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[a.count][b.count]
    }

    @Test("the banded distance equals the full one within the limit, and is nil beyond it")
    func bandedMatchesReference() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("abc")
        for _ in 0..<3000 {
            let a = (0..<Int.random(in: 0...9, using: &generator)).map { _ in
                alphabet.randomElement(using: &generator) ?? "a"
            }
            let b = (0..<Int.random(in: 0...9, using: &generator)).map { _ in
                alphabet.randomElement(using: &generator) ?? "a"
            }
            let expected = Self.reference(a, b)
            for limit in 0...4 {
                let banded = Suggestion.editDistance(a, b, limit: limit)
                #expect(banded == (expected <= limit ? expected : nil), "\(String(a)) / \(String(b)) limit \(limit)")
            }
        }
    }

    @Test(
        "typos find their name; unrelated and very long names find nothing",
        arguments: [
            ("textSecondry", "textSecondary"), ("acent", "accent"), ("ocaen", "ocean"),
            ("surfaceSecondray", "surfaceSecondary"),
        ])
    func typos(typo: String, expected: String) {
        let names = ["textPrimary", "textSecondary", "accent", "ocean", "surfaceSecondary", "surface"]
        #expect(Suggestion.closest(to: typo, in: names) == expected)
    }

    @Test("nothing is suggested for a name that is not close, or for a 100,000-character one")
    func noSuggestion() {
        #expect(Suggestion.closest(to: "zzzz", in: ["accent", "ocean"]) == nil)
        #expect(Suggestion.closest(to: String(repeating: "a", count: 100_000), in: ["accent"]) == nil)
        #expect(Presets.suggestion(for: "forst") == "forest")
    }
}
