import Testing

@_spi(TesseraTools) @testable import TesseraCore

@Suite("Nearest passing palette entry")
struct AuditSuggestionTests {
    /// The default theme with `textSecondary` in light mode set to `hex`, and its failing
    /// `textSecondary on background` finding.
    static func failing(textSecondary hex: String) throws -> (CompiledTheme, AuditFinding) {
        var spec = Presets.default.spec
        spec.colors["textSecondary"]?.light = .hex(hex)
        let theme = try #require(ThemeCompiler.compile(spec).theme)
        let finding = try #require(
            AccessibilityAudit.contrast(in: theme.resolved()).first {
                $0.role == "textSecondary" && $0.against == "background" && !$0.passed
            })
        return (theme, finding)
    }

    @Test(
        "a failing pairing gets the nearest palette entry that passes on its background",
        arguments: ["#A0A8B8", "#B8C0CC", "#C9A0A0"])
    func suggests(hex: String) throws {
        let (theme, finding) = try Self.failing(textSecondary: hex)
        let path = try #require(AccessibilityAudit.nearestPassingPaletteEntry(for: finding, in: theme))
        let suggested = try #require(theme.paletteColor(path))
        let background = try #require(finding.background)
        let foreground = try #require(finding.foreground)
        #expect(Contrast.wcagRatio(suggested, background) >= finding.threshold)
        for other in theme.paletteEntries where other != path {
            guard let color = theme.paletteColor(other), Contrast.wcagRatio(color, background) >= finding.threshold
            else { continue }
            #expect(
                color.difference(from: foreground) >= suggested.difference(from: foreground),
                "\(other) is nearer than \(path)")
        }
    }

    @Test("a passing finding gets no suggestion")
    func passing() throws {
        let findings = AccessibilityAudit.contrast(in: Presets.default.theme.resolved())
        let passed = try #require(findings.first { $0.passed })
        #expect(AccessibilityAudit.nearestPassingPaletteEntry(for: passed, in: Presets.default.theme) == nil)
    }
}
