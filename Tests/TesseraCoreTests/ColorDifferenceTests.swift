import Testing

@_spi(TesseraTools) @testable import TesseraCore

/// `RGBA.difference(from:)`: OKLab distance on a 0…100 scale, as the linter reports it.
struct ColorDifferenceTests {
    /// (a, b, expected ΔE_OK × 100, tolerance)
    static let cases: [(String, String, Double, Double)] = [
        ("#2563EB", "#2563EB", 0, 1e-9),
        ("#000000", "#FFFFFF", 100, 0.01),
        ("#FF0000", "#00FF00", 51.9, 0.2),
        ("#2563EB", "#2663EB", 0.14, 0.1),
        ("#808080", "#7F7F7F", 0.3, 0.1),
    ]

    @Test(arguments: cases)
    func differenceMatchesOKLabDistance(_ a: String, _ b: String, _ expected: Double, _ tolerance: Double) throws {
        let first = try RGBA(hex: a)
        let second = try RGBA(hex: b)
        #expect(
            abs(first.difference(from: second) - expected) <= tolerance,
            "\(a) vs \(b): \(first.difference(from: second))")
        #expect(first.difference(from: second) == second.difference(from: first))
    }

    @Test func spacingStepsResolveByName() {
        let theme = Presets.default.theme.resolved(for: ThemeContext())
        #expect(theme.spacing(.l) == 16)
        #expect(theme.spacing(Spacing("xs")) == theme.spacing("xs"))
        #expect(theme.spacing(Spacing("gutter")) == nil)
    }
}
