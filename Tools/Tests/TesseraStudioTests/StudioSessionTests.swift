import Foundation
@_spi(TesseraTools) import TesseraCore
import TesseraGallery
import TesseraStudio
import TesseraStudioModel
import TesseraTestSupport
import Testing

@MainActor
@Suite("Studio session")
struct StudioSessionTests {
    /// A session over a fresh theme file; remove the folder when done.
    static func session(_ json: String = ThemeJSON.extending("default", #""name": "Shop""#)) throws -> (
        StudioSession, URL
    ) {
        let folder = try TemporaryFolder.create("studio-session")
        let file = folder.appendingPathComponent("theme.json")
        try Data(json.utf8).write(to: file)
        return (try StudioSession(file: file), folder)
    }

    @Test("a refused edit's error names the file and the line and column the value would have once saved")
    func refusalIsLocated() throws {
        let (session, folder) = try Self.session()
        defer { TemporaryFolder.remove(folder) }
        let refusals = session.edit(["colors", "accent", "light"], to: .string("#GG0000"))
        let error = try #require(refusals.first)
        #expect(refusals.count == 1, "\(refusals)")
        #expect(error.file == "theme.json")
        #expect(error.path.description == "colors.accent.light")
        // The partial file as saved: specVersion, extends, name, then colors → accent → light.
        let saved = """
            {
              "specVersion": "1.0",
              "extends": "default",
              "name": "Shop",
              "colors": {
                "accent": {
                  "light": "#GG0000"
            """
        let line = saved.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(error.location.line == line, "\(error)")
        #expect(error.description.hasPrefix("theme.json:\(line):"), "\(error)")
    }

    static func accent(_ session: StudioSession) -> String {
        session.theme.resolved(for: ThemeContext()).color(.accent).hexString
    }

    @Test(
        "an edit is applied only when the theme it makes is valid; a refused one changes nothing",
        arguments: [
            (["colors", "accent", "light"], JSONNode.string("#123456"), true),
            (["colors", "accent", "light"], .string("#GG0000"), false),
            (["colors", "accent", "light"], .number(7), false),
            (["layout", "spacing", "m"], .number(18), true),
            (["layout", "spacing", "m"], .string("wide"), false),
            (["name"], .string("Renamed"), true),
            (["layout", "spacing", "huge"], .number(64), true),
            (["palette", "brand", "500"], .string("#FF6600"), true),
            (["colors", "brandNew"], .object(["light": .string("#FF0000"), "fallback": .string("accent")]), true),
            (["surfaces", "card", "radius"], .number(20), true),
        ] as [(JSONPath, JSONNode, Bool)])
    func edits(path: JSONPath, value: JSONNode, accepted: Bool) throws {
        let (session, folder) = try Self.session()
        defer { TemporaryFolder.remove(folder) }
        let before = session.revision
        let spec = session.draft
        let refusals = session.edit(path, to: value)
        #expect(refusals.isEmpty == accepted, "\(refusals)")
        #expect(session.revision == (accepted ? before + 1 : before))
        #expect((session.draft == spec) != accepted)
        #expect(session.status.canUndo == accepted)
        #expect(session.status.unsaved == accepted)
        if accepted {
            #expect(session.status.undoLabel == "Change \(path)")
        }
    }

    @Test(
        "an edit at a place a theme file does not have is refused, naming the path and the nearest valid one; nothing changes",
        arguments: [
            (
                ["colors", "accent", "light", "deeper", "still"] as JSONPath, JSONNode.string("#FFFFFF"),
                "colors.accent.light"
            ),
            (["colours", "accent", "light"], .string("#FFFFFF"), "colors"),
            (["surfaces", "card", "radiuss"], .number(20), "surfaces.card.radius"),
            (["layout", "spacing", "m", "x"], .number(1), "layout.spacing.m"),
            (["name", "first"], .string("A"), "name"),
            (JSONPath([.key("palette"), .index(0)]), .string("#FFFFFF"), "palette"),
            (["surfaces", "card"], .object(["radius": .number(20), "bogus": .number(1)]), "surfaces.card"),
            (["", "etc"], .string("x"), "colors"),
        ] as [(JSONPath, JSONNode, String)])
    func unknownPaths(path: JSONPath, value: JSONNode, nearest: String) throws {
        let (session, folder) = try Self.session()
        defer { TemporaryFolder.remove(folder) }
        let before = session.revision
        let spec = session.draft
        let refusals = session.edit(path, to: value)
        let message = refusals.map(\.description).joined(separator: "\n")
        #expect(refusals.count == 1 && message.contains("`\(path)`"), "\(message)")
        #expect(message.contains("nearest valid path") && message.contains("`\(nearest)`"), "\(message)")
        #expect(session.revision == before && session.draft == spec && session.status.canUndo == false)
    }

    @Test("undo and redo move between drafts, and each step raises the revision")
    func undoRedo() throws {
        let (session, folder) = try Self.session()
        defer { TemporaryFolder.remove(folder) }
        let original = Self.accent(session)
        #expect(session.revision == 1)
        #expect(session.edit(["colors", "accent", "light"], to: .string("#123456")).isEmpty)
        #expect(Self.accent(session) == "#123456")
        let steps: [(action: (StudioSession) -> Void, accent: String, canUndo: Bool, canRedo: Bool)] = [
            ({ $0.undo() }, original, false, true),
            ({ $0.redo() }, "#123456", true, false),
            ({ _ = $0.undoing() }, original, false, true),
            ({ _ = $0.redoing() }, "#123456", true, false),
        ]
        for (index, step) in steps.enumerated() {
            let revision = session.revision
            step.action(session)
            #expect(Self.accent(session) == step.accent, "step \(index)")
            #expect(session.revision == revision + 1, "step \(index)")
            #expect(session.status.canUndo == step.canUndo, "step \(index)")
            #expect(session.status.canRedo == step.canRedo, "step \(index)")
            #expect(
                session.gallery(for: ThemeContext()).gallery.colors["accent"] == step.accent, "step \(index)")
        }
    }

    @Test("save writes the draft to the file, keeps the history and clears the unsaved state")
    func save() async throws {
        let (session, folder) = try Self.session()
        defer { TemporaryFolder.remove(folder) }
        #expect(session.edit(["colors", "accent", "light"], to: .string("#123456")).isEmpty)
        let failure = await session.save()
        #expect(failure == nil)
        #expect(session.status.unsaved == false)
        #expect(session.status.canUndo == true)
        #expect(session.notice == "Saved theme.json")
        let saved = ThemeLoader().load(contentsOf: folder.appendingPathComponent("theme.json"))
        #expect(saved.theme?.resolved(for: ThemeContext()).color(.accent).hexString == "#123456")
        #expect(!session.checkDisk(), "its own save is not a change on disk")
    }

    @Test("an edit keeps the id the file's name gives a theme without one, as the command line reads it")
    func editKeepsFileID() throws {
        let (session, folder) = try Self.session()
        defer { TemporaryFolder.remove(folder) }
        // The file is FOLDER/theme.json: a theme.json takes its folder's name.
        #expect(session.theme.id == folder.lastPathComponent)
        #expect(session.edit(["layout", "spacing", "m"], to: .number(13)).isEmpty)
        #expect(session.theme.id == folder.lastPathComponent)
        #expect(session.draft.id == nil, "the id is not written into the draft")
    }

    @Test(
        "a preset becomes the draft in one undoable step; an unknown one is refused",
        arguments: [
            ("ocean", true),
            ("no-such-preset", false),
        ])
    func presets(id: String, known: Bool) throws {
        let (session, folder) = try Self.session()
        defer { TemporaryFolder.remove(folder) }
        let revision = session.revision
        #expect(session.usePreset(id) == known)
        #expect(session.revision == (known ? revision + 1 : revision))
        // The preset's values, the file's identity.
        let accent = Presets.named(id)?.theme.color(.accent, in: ColorMode(.dark))
        #expect((session.theme.color(.accent, in: ColorMode(.dark)) == accent) == known)
        #expect(session.theme.id != id)
        #expect(session.status.canUndo == known)
    }

    @Test("a change on disk reloads a clean draft and keeps unsaved edits", arguments: [false, true])
    func diskChanges(unsavedEdits: Bool) throws {
        let (session, folder) = try Self.session()
        defer { TemporaryFolder.remove(folder) }
        if unsavedEdits { #expect(session.edit(["name"], to: .string("Mine")).isEmpty) }
        // A later modification time and a different size, so the stamp surely changes.
        let changed = ThemeJSON.extending("default", #""name": "Changed elsewhere on disk""#)
        let file = folder.appendingPathComponent("theme.json")
        try Data(changed.utf8).write(to: file)
        try FileManager.default.setAttributes(
            [.modificationDate: Date().addingTimeInterval(10)], ofItemAtPath: file.path)
        #expect(session.checkDisk())
        #expect(session.theme.name == (unsavedEdits ? "Mine" : "Changed elsewhere on disk"))
        #expect(
            session.notice?.contains(unsavedEdits ? "unsaved edits are kept" : "Reloaded") == true,
            "\(session.notice ?? "")")
    }

    @Test("an invalid file opens to be fixed, with its diagnostics; a path that is no file is refused")
    func invalidFile() throws {
        let folder = try TemporaryFolder.create("studio-session")
        defer { TemporaryFolder.remove(folder) }
        let file = folder.appendingPathComponent("theme.json")
        try Data(ThemeJSON.extending("no-such-preset").utf8).write(to: file)
        let session = try StudioSession(file: file)
        #expect(session.errors.map(\.code) == [.unknownPreset])
        #expect(throws: StudioError.self) { try StudioSession(file: folder) }
    }
}
