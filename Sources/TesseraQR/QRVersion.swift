/// A QR code's version, 1 … 40: its size (17 + 4 × version modules a side) and, with an error
/// correction level, how its codewords divide into data and error correction blocks
/// (ISO/IEC 18004 Table 9).
public struct QRVersion: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// 1 … 40.
    public let number: Int

    /// Every version, smallest first.
    public static let all = (1...40).map(QRVersion.init(unchecked:))

    /// The version `number`, or nil outside 1 … 40.
    public init?(_ number: Int) {
        guard (1...40).contains(number) else { return nil }
        self.number = number
    }

    private init(unchecked number: Int) { self.number = number }

    public var description: String { "\(number)" }

    public static func < (a: QRVersion, b: QRVersion) -> Bool { a.number < b.number }

    /// Modules a side.
    public var size: Int { 17 + 4 * number }

    /// Every codeword the symbol holds, data and error correction: the modules left once the
    /// finder, timing and alignment patterns and the format and version information are placed,
    /// divided by 8 (the remainder bits stay 0).
    public var codewords: Int {
        var modules = (16 * number + 128) * number + 64
        if number >= 2 {
            let alignments = number / 7 + 2
            modules -= (25 * alignments - 10) * alignments - 55
            if number >= 7 { modules -= 36 }
        }
        return modules / 8
    }

    /// The error correction blocks at `level`.
    public func blockCount(_ level: QRErrorCorrection) -> Int {
        Self.blocks[level.rawValue][number - 1]
    }

    /// The error correction codewords in each block at `level`.
    public func correctionCodewordsPerBlock(_ level: QRErrorCorrection) -> Int {
        Self.correctionPerBlock[level.rawValue][number - 1]
    }

    /// The codewords left for data at `level`.
    public func dataCodewords(_ level: QRErrorCorrection) -> Int {
        codewords - blockCount(level) * correctionCodewordsPerBlock(level)
    }

    /// The bits of the character count in byte mode: 8 up to version 9, then 16.
    public var byteCountBits: Int { number <= 9 ? 8 : 16 }

    /// The most bytes one byte-mode segment can hold at `level`.
    public func byteCapacity(_ level: QRErrorCorrection) -> Int {
        (dataCodewords(level) * 8 - 4 - byteCountBits) / 8
    }

    /// The centres of the alignment patterns along each axis (empty for version 1): 6, then
    /// evenly spaced (an even step) up to size − 7.
    public var alignmentCentres: [Int] {
        guard number >= 2 else { return [] }
        let count = number / 7 + 2
        let last = size - 7
        let step = number == 32 ? 26 : (number * 4 + count * 2 + 1) / (count * 2 - 2) * 2
        return [6] + (0..<(count - 1)).map { last - (count - 2 - $0) * step }
    }

    /// Error correction codewords per block, by level (L, M, Q, H) and version.
    private static let correctionPerBlock: [[Int]] = [
        [
            7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28,
            28, 28, 30, 30, 26, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
        ],
        [
            10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26,
            26, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28,
        ],
        [
            13, 22, 18, 26, 18, 24, 18, 22, 20, 24, 28, 26, 24, 20, 30, 24, 28, 28, 26, 30,
            28, 30, 30, 30, 30, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
        ],
        [
            17, 28, 22, 16, 22, 28, 26, 26, 24, 28, 24, 28, 22, 24, 24, 30, 28, 28, 26, 28,
            30, 24, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
        ],
    ]

    /// Error correction blocks, by level (L, M, Q, H) and version.
    private static let blocks: [[Int]] = [
        [
            1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8,
            8, 9, 9, 10, 12, 12, 12, 13, 14, 15, 16, 17, 18, 19, 19, 20, 21, 22, 24, 25,
        ],
        [
            1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16,
            17, 17, 18, 20, 21, 23, 25, 26, 28, 29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49,
        ],
        [
            1, 1, 2, 2, 4, 4, 6, 6, 8, 8, 8, 10, 12, 16, 12, 17, 16, 18, 21, 20,
            23, 23, 25, 27, 29, 34, 34, 35, 38, 40, 43, 45, 48, 51, 53, 56, 59, 62, 65, 68,
        ],
        [
            1, 1, 2, 4, 4, 4, 5, 6, 8, 8, 11, 11, 16, 16, 18, 16, 19, 21, 25, 25,
            25, 34, 30, 32, 35, 37, 40, 42, 45, 48, 51, 54, 57, 60, 63, 66, 70, 74, 77, 81,
        ],
    ]
}
