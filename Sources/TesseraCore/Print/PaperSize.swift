/// A sheet of paper a style sheet is printed on, in points (1/72 inch).
package enum PaperSize: String, CaseIterable, Sendable, Hashable {
    /// US Letter, 8.5 × 11 inches.
    case letter
    /// ISO A4, 210 × 297 mm.
    case a4

    /// The page's width in points.
    package var width: Double {
        switch self {
        case .letter: 612
        case .a4: 595.28
        }
    }

    /// The page's height in points.
    package var height: Double {
        switch self {
        case .letter: 792
        case .a4: 841.89
        }
    }
}
