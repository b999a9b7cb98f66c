/// How badly a masked symbol would read, by the standard's four rules (ISO/IEC 18004 §7.8.3);
/// the mask with the lowest score is chosen.
enum QRPenalty {
    /// The total penalty of `matrix`: the sum of the four rules.
    static func score(_ matrix: QRMatrix) -> Int {
        let lines = rows(matrix) + columns(matrix)
        return lines.reduce(0) { $0 + runs($1) + finderLikes($1) } + blocks(matrix) + balance(matrix)
    }

    /// Rule 1: each run of five or more modules of one colour in a row or column scores
    /// 3 + (length − 5).
    static func runs(_ line: [Bool]) -> Int {
        var score = 0
        var length = 0
        for (index, module) in line.enumerated() {
            length = index > 0 && module == line[index - 1] ? length + 1 : 1
            if index == line.count - 1 || line[index + 1] != module, length >= 5 { score += 3 + length - 5 }
        }
        return score
    }

    /// Rule 2: each 2 × 2 block of one colour (blocks may overlap) scores 3.
    static func blocks(_ matrix: QRMatrix) -> Int {
        var score = 0
        for y in 0..<(matrix.size - 1) {
            for x in 0..<(matrix.size - 1) {
                let colour = matrix[x: x, y: y]
                if matrix[x: x + 1, y: y] == colour, matrix[x: x, y: y + 1] == colour,
                    matrix[x: x + 1, y: y + 1] == colour
                {
                    score += 3
                }
            }
        }
        return score
    }

    /// Rule 3: each dark-light-dark-dark-dark-light-dark sequence (1:1:3:1:1, like a finder's
    /// centre line) with four light modules before or after it in a row or column scores 40;
    /// beyond the symbol is the light quiet zone.
    static func finderLikes(_ line: [Bool]) -> Int {
        let core = [true, false, true, true, true, false, true]
        func isLight(_ index: Int) -> Bool { !line.indices.contains(index) || !line[index] }
        var score = 0
        for start in 0...(line.count - core.count) where (0..<core.count).allSatisfy({ line[start + $0] == core[$0] }) {
            let before = (1...4).allSatisfy { isLight(start - $0) }
            let after = (0..<4).allSatisfy { isLight(start + core.count + $0) }
            if before || after { score += 40 }
        }
        return score
    }

    /// Rule 4: 10 for every full 5 % the share of dark modules is away from 50 %.
    static func balance(_ matrix: QRMatrix) -> Int {
        let total = matrix.size * matrix.size
        let dark = matrix.dark.filter { $0 }.count
        // |dark / total − 1/2| in whole steps of 5 %, computed in integers.
        let deviation = abs(dark * 20 - total * 10)
        return deviation / total * 10
    }

    private static func rows(_ matrix: QRMatrix) -> [[Bool]] {
        (0..<matrix.size).map { y in (0..<matrix.size).map { matrix[x: $0, y: y] } }
    }

    private static func columns(_ matrix: QRMatrix) -> [[Bool]] {
        (0..<matrix.size).map { x in (0..<matrix.size).map { matrix[x: x, y: $0] } }
    }
}
