import Foundation
@_spi(TesseraTools) import TesseraCore
import TesseraGallery
import TesseraTestSupport
import Testing

/// The audit the Studio's panel and the style guide show is `tessera audit`'s, in all four modes.
@Suite("The audit in the gallery")
struct AuditModelTests {
    /// A theme that fails text contrast in light, and button labels in dark increased contrast only.
    static let failing = ThemeJSON.extending(
        "default",
        #"""
        "name": "Pale", "colors": {"textSecondary": {"light": "#B4B4B4"}, "accent": {"increasedContrastDark": "#303060"}}
        """#)

    static func compile(_ text: String) throws -> CompiledTheme {
        try #require(ThemeLoader().load(Data(text.utf8), file: "pale.json").theme)
    }

    @Test("every failure of the core's audit, in all four modes, with what it concerns")
    func everyFailure() throws {
        let theme = try Self.compile(Self.failing)
        let report = AccessibilityAudit.run(theme)
        #expect(report.failures.contains { $0.check == .buttonLabelContrast && $0.contrast == .increased })
        #expect(report.failures.contains { $0.check == .textContrast && $0.appearance == .light })
        let audit = AuditModel(for: theme)
        #expect(audit.checks == report.findings.count && audit.level == "AA")
        let failures = audit.failures
        #expect(failures.map(\.message) == report.failures.map(\.message))
        let label = try #require(failures.first { $0.check == "buttonLabelContrast" })
        #expect(label.mode == "dark-increased")
        let sample = try #require(label.targets.buttons.first)
        #expect(sample.role == label.role && sample.form != nil && sample.state != nil)
        #expect(label.targets.colors.contains("accent"))
        let text = try #require(failures.first { $0.check == "textContrast" && $0.role == "textSecondary" })
        #expect(text.targets.colors.first == "textSecondary")
        // The default theme's callout, subheadline and footnote are drawn in textSecondary.
        #expect(text.targets.type.contains("footnote"))
        // Text on a material over content: the colours it concerns are colour roles, never the surface's phrase.
        let surface = try #require(failures.first { $0.against?.hasSuffix(" content") == true })
        #expect(surface.targets.colors == ["textSecondary"], "\(surface)")
    }

    @Test("the style guide of a failing theme names every failure in a banner; a passing one has none")
    func banner() throws {
        let theme = try Self.compile(Self.failing)
        let page = try StyleGuide.page(for: theme)
        let failures = AccessibilityAudit.run(theme).failures
        #expect(page.contains(#"id="audit-banner""#) && page.contains("role=\"alert\""))
        #expect(page.contains("This theme fails \(failures.count) of "))
        for failure in failures { #expect(page.contains(PageAssets.escape(failure.message)), "\(failure.message)") }
        let passing = try #require(Presets.all.map(\.theme).first { AccessibilityAudit.run($0).passed })
        #expect(!(try StyleGuide.page(for: passing)).contains(#"id="audit-banner""#))
    }
}
