import Testing

@testable import TesseraQR

/// The four penalty rules on shapes small enough to score by hand.
@Suite("QR codes: mask penalty")
struct QRPenaltyTests {
    static func line(_ text: String) -> [Bool] { text.map { $0 == "#" } }

    /// A matrix drawn row by row, `#` dark.
    static func matrix(_ rows: [String]) -> QRMatrix {
        var matrix = QRMatrix(size: rows.count)
        for (y, row) in rows.enumerated() {
            for (x, module) in row.enumerated() { matrix.setFunction(x: x, y: y, dark: module == "#") }
        }
        return matrix
    }

    @Test(
        "rule 1: a run of five or more scores 3 plus one per module beyond five",
        arguments: [
            ("#.#.#.#.#.", 0), ("####.#.#.#", 0), ("#####.#.#.", 3), ("......#.#.", 4), ("##########", 8),
            (".....#####", 6), ("#.#.#......", 4),
        ])
    func runs(line: String, score: Int) {
        #expect(QRPenalty.runs(Self.line(line)) == score)
    }

    @Test(
        "rule 2: each 2 × 2 block of one colour scores 3, overlapping blocks counted each",
        arguments: [
            (["#.#", ".#.", "#.#"], 0), (["##.", "##.", "..#"], 3), (["###", "###", "###"], 12), (["..", ".."], 3),
        ])
    func blocks(rows: [String], score: Int) {
        #expect(QRPenalty.blocks(Self.matrix(rows)) == score)
    }

    @Test(
        "rule 3: 1:1:3:1:1 with four light modules on one side scores 40; the edge counts as light",
        arguments: [
            ("....#.###.#", 40), ("#.###.#....", 40), ("#.###.#", 40), ("##.#.###.#.##", 0),
            ("#...#.###.#...#", 0), ("....#.###.#....", 40), ("#.###.#....#.###.#", 80),
        ])
    func finderLikes(line: String, score: Int) {
        #expect(QRPenalty.finderLikes(Self.line(line)) == score)
    }

    @Test(
        "rule 4: 10 for each full 5 % the dark share is away from half",
        arguments: [
            (50, 0), (54, 0), (55, 10), (45, 10), (46, 0), (61, 20), (100, 100), (0, 100),
        ])
    func balance(percentDark: Int, score: Int) {
        // 10 × 10 modules, the first `percentDark` dark.
        let rows = (0..<10).map { y in String((0..<10).map { x in y * 10 + x < percentDark ? "#" : "." }) }
        #expect(QRPenalty.balance(Self.matrix(rows)) == score)
    }

    @Test("the chosen mask has the lowest penalty of the eight, and a forced mask is kept")
    func choice() throws {
        let bytes = Array("http://192.168.1.20:8787/live?token=abc".utf8)
        let chosen = try QRCode(bytes: bytes)
        let scores = try QRMask.all.map { mask in
            let code = try QRCode(bytes: bytes, mask: mask)
            #expect(code.mask == mask)
            return QRPenalty.score(Self.matrix(code))
        }
        #expect(scores[chosen.mask.number] == scores.min())
        #expect(scores.firstIndex(of: scores.min() ?? -1) == chosen.mask.number)
    }

    /// The modules of `code` as a matrix.
    static func matrix(_ code: QRCode) -> QRMatrix {
        matrix((0..<code.size).map { y in String((0..<code.size).map { code[x: $0, y: y] ? "#" : "." }) })
    }
}
