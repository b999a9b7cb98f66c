import TesseraCore

extension ThemeStyleSheet {
    /// The paper a style sheet is printed on.
    public enum Paper: Sendable, Hashable, CaseIterable {
        /// US Letter, 8.5 × 11 inches.
        case letter
        /// ISO A4, 210 × 297 mm.
        case a4

        /// The core's paper size.
        var size: PaperSize {
            switch self {
            case .letter: .letter
            case .a4: .a4
            }
        }
    }
}
