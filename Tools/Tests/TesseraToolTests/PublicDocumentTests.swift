import Foundation
import TesseraCore
import Testing

/// An app edits every kind of theme value through public API alone. This package is not the
/// core's, so it sees only what an app sees: the file compiles only while the typed edits are
/// public, and the document's tables are not.
@Suite("An app edits the theme document through typed edits")
struct PublicDocumentTests {
    @MainActor
    @Test func editsThroughTheSession() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-public-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let manager = ThemeManager(store: ThemeStore(directory: folder))
        let session = manager.session
        session.edit("Accent") { $0[color: .accent, .dark, contrast: .increased] = .hex("#C7B8FF") }
        session.edit("Titles") { $0[textSize: .title] = 30 }
        session.edit("Body") { $0[textWeight: .body] = .semibold }
        session.edit("Spacing") { $0[spacing: .m] = 13 }
        session.edit("Radius") { $0[radius: "large"] = 21 }

        #expect(
            Set(session.changes.map(\.path.description)) == [
                "colors.accent.increasedContrastDark", "typography.title.size", "typography.body.weight",
                "layout.spacing.m", "radii.large",
            ])
        #expect(session.validationIssues.isEmpty, "\(session.validationIssues)")
        let result = await session.apply()
        #expect(result.outcome == .applied, "\(result)")
        let resolved = manager.theme.resolved()
        #expect(resolved.text(.title).size == 30)
        #expect(manager.theme.color(.accent, in: ColorMode(.dark, .increased)).hexString == "#C7B8FF")

        // Back to the preset's value: reset from the session's defaults, not `nil`.
        session.reset("Accent as the preset has it") { draft, preset in
            draft[color: .accent, .dark, contrast: .increased] = preset[color: .accent, .dark, contrast: .increased]
        }
        let mode = (Appearance.dark, ContrastMode.increased)
        #expect(session.draft[color: .accent, mode.0, contrast: mode.1] != .hex("#C7B8FF"))
        #expect(
            session.draft[color: .accent, mode.0, contrast: mode.1]
                == session.defaults[color: .accent, mode.0, contrast: mode.1])
        #expect(
            session.changes.map(\.path.description) == ["colors.accent.increasedContrastDark"], "one change to save")
        #expect(session.validationIssues.isEmpty)
    }

    /// JSON text parses to the tree a change carries, with a located error for text that is not JSON.
    @Test func parsesJSON() throws {
        let node = try JSONNode(parsing: #"{"weight": "bold"}"#)
        #expect(node["weight"] == .string("bold"))
        #expect(try JSONNode(parsing: node.data()) == node)
        #expect(throws: Diagnostic.self) { try JSONNode(parsing: "{\"weight\": }") }
    }
}
