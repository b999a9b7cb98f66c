/// The patterns every symbol of a version has, whatever its data: three finders with their
/// light separators, the timing patterns, the alignment patterns, and the areas the format and
/// version information take (ISO/IEC 18004 §6.3).
enum QRFunctionPatterns {
    /// A matrix for `version` with every function module placed; the format area holds
    /// placeholder bits until the mask is known.
    static func matrix(for version: QRVersion) -> QRMatrix {
        var matrix = QRMatrix(size: version.size)
        let size = version.size
        // Timing: alternating modules along row 6 and column 6, dark at even positions.
        for index in 0..<size {
            matrix.setFunction(x: 6, y: index, dark: index % 2 == 0)
            matrix.setFunction(x: index, y: 6, dark: index % 2 == 0)
        }
        for (x, y) in [(3, 3), (size - 4, 3), (3, size - 4)] {
            drawFinder(into: &matrix, centreX: x, centreY: y)
        }
        let centres = version.alignmentCentres
        for x in centres {
            for y in centres where !overlapsFinder(x: x, y: y, centres: centres) {
                drawAlignment(into: &matrix, centreX: x, centreY: y)
            }
        }
        // Reserve the format areas now (the real bits come with the mask) and write the version.
        QRFormatInformation.drawFormat(into: &matrix, level: .medium, mask: QRMask.all[0])
        QRFormatInformation.drawVersion(into: &matrix, version: version)
        return matrix
    }

    /// A 7 × 7 finder (dark ring, light ring, dark 3 × 3 centre) and the light separator around
    /// it, clipped to the symbol.
    private static func drawFinder(into matrix: inout QRMatrix, centreX: Int, centreY: Int) {
        for dy in -4...4 {
            for dx in -4...4 {
                let x = centreX + dx
                let y = centreY + dy
                guard (0..<matrix.size).contains(x), (0..<matrix.size).contains(y) else { continue }
                let ring = max(abs(dx), abs(dy))
                matrix.setFunction(x: x, y: y, dark: ring != 2 && ring != 4)
            }
        }
    }

    /// A 5 × 5 alignment pattern: dark ring, light ring, dark centre.
    private static func drawAlignment(into matrix: inout QRMatrix, centreX: Int, centreY: Int) {
        for dy in -2...2 {
            for dx in -2...2 {
                matrix.setFunction(x: centreX + dx, y: centreY + dy, dark: max(abs(dx), abs(dy)) != 1)
            }
        }
    }

    /// Whether an alignment pattern centred at (`x`, `y`) would fall on a finder: the three
    /// corners of the grid of centres other than the bottom-right one.
    private static func overlapsFinder(x: Int, y: Int, centres: [Int]) -> Bool {
        guard let first = centres.first, let last = centres.last else { return false }
        return (x == first && y == first) || (x == first && y == last) || (x == last && y == first)
    }
}
