/// The two pieces of information a reader decodes before the data: the format (error
/// correction level and mask, 15 bits, twice) and, from version 7, the version (18 bits, twice),
/// each protected by a BCH code (ISO/IEC 18004 §7.9, §7.10, Annex C and D).
enum QRFormatInformation {
    /// The 15 format bits of `level` and `mask`: 5 data bits, 10 BCH bits (generator
    /// x¹⁰ + x⁸ + x⁵ + x⁴ + x² + x + 1), XORed with 101010000010010 so they are never all zero.
    static func formatBits(_ level: QRErrorCorrection, _ mask: QRMask) -> Int {
        let data = level.formatBits << 3 | mask.number
        return (data << 10 | remainder(data, generator: 0x537, degree: 10)) ^ 0x5412
    }

    /// The 18 version bits: 6 data bits and 12 BCH bits (generator
    /// x¹² + x¹¹ + x¹⁰ + x⁹ + x⁸ + x⁵ + x² + 1).
    static func versionBits(_ version: QRVersion) -> Int {
        version.number << 12 | remainder(version.number, generator: 0x1F25, degree: 12)
    }

    /// The remainder of `data` · x^degree divided by `generator` over GF(2).
    private static func remainder(_ data: Int, generator: Int, degree: Int) -> Int {
        var value = data << degree
        for bit in stride(from: value.bitWidth - value.leadingZeroBitCount - 1, through: degree, by: -1)
        where value >> bit & 1 == 1 {
            value ^= generator << (bit - degree)
        }
        return value
    }

    /// Writes the format bits for `level` and `mask` in both places: around the top-left
    /// finder, and split between the other two (with the dark module beside the bottom-left one).
    static func drawFormat(into matrix: inout QRMatrix, level: QRErrorCorrection, mask: QRMask) {
        let bits = formatBits(level, mask)
        let size = matrix.size
        func bit(_ index: Int) -> Bool { bits >> index & 1 == 1 }
        for index in 0..<15 {
            // Around the top-left finder: up column 8 (skipping the timing row), then left along row 8.
            let first: (x: Int, y: Int) =
                switch index {
                case 0...5: (8, index)
                case 6: (8, 7)
                case 7: (8, 8)
                case 8: (7, 8)
                default: (14 - index, 8)
                }
            matrix.setFunction(x: first.x, y: first.y, dark: bit(index))
            // The copy: along row 8 under the top-right finder, then down column 8 beside the bottom-left one.
            let second: (x: Int, y: Int) = index < 8 ? (size - 1 - index, 8) : (8, size - 15 + index)
            matrix.setFunction(x: second.x, y: second.y, dark: bit(index))
        }
        matrix.setFunction(x: 8, y: size - 8, dark: true)
    }

    /// Writes the version bits (version 7 and up) in the 6 × 3 blocks beside the top-right and
    /// bottom-left finders.
    static func drawVersion(into matrix: inout QRMatrix, version: QRVersion) {
        guard version.number >= 7 else { return }
        let bits = versionBits(version)
        for index in 0..<18 {
            let value = bits >> index & 1 == 1
            let near = index / 3
            let far = matrix.size - 11 + index % 3
            matrix.setFunction(x: far, y: near, dark: value)
            matrix.setFunction(x: near, y: far, dark: value)
        }
    }
}
