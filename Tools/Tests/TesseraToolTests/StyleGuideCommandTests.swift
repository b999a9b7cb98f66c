import Foundation
@_spi(TesseraTools) import TesseraCore
import TesseraTestSupport
import Testing

/// `tessera styleguide` of a theme the audit fails: a banner in the page, a warning, and with
/// `--strict` a failing exit.
@Suite("tessera styleguide and the audit")
struct StyleGuideCommandTests {
    static let failing = ThemeJSON.extending(
        "default", ##""name": "Pale", "colors": {"textSecondary": {"light": "#B4B4B4"}}"##)

    @Test("a failing theme: the page names the failures, the command warns and exits 0; with --strict it exits 1")
    func failingTheme() throws {
        let folder = try TemporaryFolder.create("styleguide", containing: ["pale.json": Self.failing])
        defer { TemporaryFolder.remove(folder) }
        let failures = AccessibilityAudit.run(
            try #require(ThemeLoader().load(Data(Self.failing.utf8), file: "pale.json").theme)
        ).failures
        let relaxed = try Tool.run(["styleguide", "pale.json", "-o", "guide"], in: folder)
        #expect(relaxed.status == 0, "\(relaxed.error)")
        #expect(relaxed.error.contains("warning: pale fails \(failures.count) of "), "\(relaxed.error)")
        let page = try String(contentsOf: folder.appendingPathComponent("guide/index.html"), encoding: .utf8)
        #expect(page.contains(#"id="audit-banner""#) && page.contains("This theme fails \(failures.count) of "))
        let strict = try Tool.run(["styleguide", "pale.json", "-o", "strict", "--strict"], in: folder)
        #expect(strict.status == 1, "\(strict.output)")
        #expect(strict.error.contains("error: pale fails \(failures.count) of "), "\(strict.error)")
        #expect(
            FileManager.default.fileExists(atPath: folder.appendingPathComponent("strict/index.html").path),
            "the page is still written, to look at")
    }

    @Test("a passing theme: no banner, no warning, and --strict exits 0")
    func passingTheme() throws {
        let folder = try TemporaryFolder.create("styleguide")
        defer { TemporaryFolder.remove(folder) }
        let passing = try #require(Presets.all.first { AccessibilityAudit.run($0.theme).passed })
        let result = try Tool.run(["styleguide", "--preset", passing.id, "-o", "guide", "--strict"], in: folder)
        #expect(result.status == 0 && result.error.isEmpty, "\(result.error)")
        #expect(
            !(try String(contentsOf: folder.appendingPathComponent("guide/index.html"), encoding: .utf8)).contains(
                #"id="audit-banner""#))
    }
}
