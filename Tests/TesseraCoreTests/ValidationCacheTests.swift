import Foundation
@_spi(TesseraTools) import TesseraCore
import Testing

/// A draft is checked once, however many places ask: a settings form asks once per row, the
/// preview asks for the compiled theme, the review asks for the issues.
@MainActor
@Suite("One check per draft")
struct ValidationCacheTests {
    /// Every distinct compiled theme handed out is one compile.
    private final class Compiles {
        var seen: [CompiledTheme] = []
        func note(_ theme: CompiledTheme?) {
            guard let theme, !seen.contains(where: { $0 === theme }) else { return }
            seen.append(theme)
        }
    }

    /// What a theme editor does each time it draws: every row asks for the issues, the
    /// preview draws with the manager's theme.
    private func draw(_ manager: ThemeManager, rows: Int = 40, into compiles: Compiles) {
        for _ in 0..<rows { _ = manager.session.validationIssues }
        compiles.note(manager.session.validation.theme)
        compiles.note(manager.theme)
    }

    @Test("rows, preview and manager share one compile per revision")
    func oneCompilePerRevision() {
        let manager = ThemeManager()
        let compiles = Compiles()
        draw(manager, into: compiles)
        draw(manager, into: compiles)
        #expect(compiles.seen.count == 1)

        manager.session.edit("Accent") { $0.colors["accent"]?.light = .hex("#0A84FF") }
        draw(manager, into: compiles)
        draw(manager, into: compiles)
        #expect(compiles.seen.count == 2)

        manager.session.undo()
        draw(manager, into: compiles)
        #expect(compiles.seen.count == 3)
        #expect(manager.session.validationIssues.isEmpty)
    }

    @Test("a draft with errors is checked once and the last valid theme is drawn")
    func invalidDraftCheckedOnce() throws {
        let manager = ThemeManager()
        let before = manager.theme
        let missing = try #require(TokenReference(parsing: "{palette.nowhere.500}"))
        manager.session.edit("Accent") { $0.colors["accent"]?.light = .reference(missing) }
        let first = manager.session.validation
        for _ in 0..<20 { _ = manager.session.validationIssues }
        #expect(first.theme == nil)
        #expect(!manager.session.validationIssues.isEmpty)
        #expect(manager.theme === before)
        #expect(manager.diagnostics.map(\.message) == first.diagnostics.map(\.message))
    }

    @Test("issues follow the draft through edit, undo, redo and cancel")
    func issuesFollowTheDraft() {
        let manager = ThemeManager()
        let session = manager.session
        #expect(session.validationIssues.isEmpty)
        session.edit("Gap") { $0.layout?.spacing["m"] = -4 }
        #expect(!session.validationIssues.isEmpty)
        session.undo()
        #expect(session.validationIssues.isEmpty)
        session.redo()
        #expect(!session.validationIssues.isEmpty)
        session.cancel()
        #expect(session.validationIssues.isEmpty)
    }
}
