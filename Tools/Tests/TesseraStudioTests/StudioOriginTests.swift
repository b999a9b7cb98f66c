import Foundation
@_spi(TesseraTools) import TesseraCore
import TesseraGallery
import TesseraStudio
import TesseraStudioModel
import TesseraTestSupport
import Testing

/// The Studio says beside each value which file of a brand's `extends` chain wrote it.
@MainActor
@Suite("Studio origins")
struct StudioOriginTests {
    /// brands/acme.json → ../base/theme.json → preset ocean; each writes something of its own.
    static func brand() throws -> (StudioSession, URL) {
        let folder = try TemporaryFolder.create("studio-origins")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("base"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("brands"), withIntermediateDirectories: true)
        try Data(
            ThemeJSON.extending("ocean", #""name": "Base", "radii": {"small": 5}, "layout": {"spacing": {"m": 13}}"#)
                .utf8
        )
        .write(to: folder.appendingPathComponent("base/theme.json"))
        try Data(
            #"{"specVersion": "1.0", "extends": "../base/theme.json", "name": "Acme", "radii": {"large": 19}}"#.utf8
        )
        .write(to: folder.appendingPathComponent("brands/acme.json"))
        return (try StudioSession(file: folder.appendingPathComponent("brands/acme.json")), folder)
    }

    @Test(
        "each value names the file or preset of the chain that wrote it",
        arguments: [
            ("radii.large", "this file"), ("radii.small", "../base/theme.json"),
            ("layout.spacing.m", "../base/theme.json"),
            ("radii.medium", "preset ocean"), ("colors.accent", "preset ocean"),
        ])
    func chain(path: String, origin: String) throws {
        let (session, folder) = try Self.brand()
        defer { TemporaryFolder.remove(folder) }
        #expect(session.gallery(for: ThemeContext()).gallery.origins?[path] == origin)
    }

    @Test("an edit makes a base file's value the brand's own; undo gives it back")
    func edit() throws {
        let (session, folder) = try Self.brand()
        defer { TemporaryFolder.remove(folder) }
        #expect(session.edit(["radii", "small"], to: .number(6)).isEmpty)
        #expect(session.gallery(for: ThemeContext()).gallery.origins?["radii.small"] == "this file")
        session.undo()
        #expect(session.gallery(for: ThemeContext()).gallery.origins?["radii.small"] == "../base/theme.json")
    }
}
