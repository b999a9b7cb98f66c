import Foundation
@_spi(TesseraTools) import TesseraCore
import TesseraGallery
import TesseraStudioModel
import TesseraTestSupport
import Testing

/// "Reset to inherited" in the mode matrix: a cell the theme's own file sets over a value its
/// `extends` chain writes goes back to that value, as one undoable step, and a save leaves its key out.
@MainActor
@Suite("Mode matrix: reset to inherited")
struct ModeMatrixResetTests {
    static let members =
        ##""colors": {"accent": {"light": "#2563EB", "dark": "#9AAEFF"}, "brand": {"light": "#0F766E", "fallback": "accent"}}, "radii": {"small": 3}"##

    @Test("resetting one cell writes the base's value; the save drops exactly that key; undo restores it")
    func resetOneCell() async throws {
        let (session, folder) = try ModeMatrixTests.session(Self.members)
        defer { TemporaryFolder.remove(folder) }
        let file = folder.appendingPathComponent("theme.json")
        let dark = ColorMode(.dark)
        #expect(
            ModeMatrixTests.cells(session, "accent").map(\.resettable) == [true, true, false, false],
            "only the cells this file sets over a preset value can be reset")
        #expect(
            ModeMatrixTests.cells(session, "brand").allSatisfy { !$0.resettable },
            "a role the base lacks has nothing to inherit")
        #expect(
            session.resetToInherited(role: "accent", mode: ColorMode(.light, .increased)) == nil,
            "an inherited value is not reset")
        let before = try JSONNode(parsing: Data(contentsOf: file))

        #expect(session.resetToInherited(role: "accent", mode: dark) == [])
        let accent = ModeMatrixTests.cells(session, "accent")
        #expect(accent[1].written?.stringValue == "{palette.indigo.300}", "the preset's value, as the preset writes it")
        #expect(accent[1].inherited && accent[1].origin == "preset default")
        #expect(!accent[1].resettable)
        #expect(session.status.undoLabel == "Reset accent, dark to inherited")
        #expect(await session.save() == nil)

        let saved = try JSONNode(parsing: Data(contentsOf: file))
        #expect(saved["colors"]?["accent"]?.members?.map(\.key) == ["light"], "the dark key is no longer written")
        #expect(
            saved.removing(at: ["colors", "accent", "dark"]) == before.removing(at: ["colors", "accent", "dark"]),
            "everything else is as it was")
        #expect(before["colors"]?["accent"]?["dark"]?.stringValue == "#9AAEFF")

        session.undo()
        #expect(
            ModeMatrixTests.cells(session, "accent")[1].written?.stringValue == "#9AAEFF",
            "undo restores the value set here")
        #expect(ModeMatrixTests.cells(session, "accent")[1].origin == "this file")
    }

    @Test("a theme that extends nothing has no cell to reset")
    func nothingToInherit() throws {
        let folder = try TemporaryFolder.create("mode-matrix-reset")
        defer { TemporaryFolder.remove(folder) }
        let file = folder.appendingPathComponent("theme.json")
        let whole = try ThemeFile.tree(for: Presets.default.spec)
        try Data(whole.text().utf8).write(to: file)
        let session = try StudioSession(file: file)
        #expect(session.matrix.roles.allSatisfy { role in role.cells.allSatisfy { !$0.resettable } })
        #expect(session.resetToInherited(role: "accent", mode: ColorMode(.dark)) == nil)
    }
}
