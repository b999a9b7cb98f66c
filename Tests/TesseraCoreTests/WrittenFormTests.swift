import Foundation
import Testing
import TesseraTestSupport
@_spi(TesseraTools) @testable import TesseraCore

/// A save writes what was edited and keeps the rest of a hand-written file as it was.
@Suite("Saving keeps the file's own form")
struct WrittenFormTests {
    /// A file as a person writes it: its own key order, lower-case hex, a motion entry spelled out
    /// in full, a colour role equal to the preset's, a radius.
    static let handWritten = """
        {
          "specVersion": "1.0",
          "extends": "default",
          "name": "Harbor",
          "motion": {"gentle": {"curve": "easeOut", "duration": 0.2}},
          "colors": {
            "accent": {"light": "#0b6f80", "dark": "{palette.indigo.300}"},
            "textSecondary": {"light": "{palette.neutral.600}", "dark": "#C3C9D4"}
          },
          "radii": {"large": 20}
        }

        """

    /// Saves `edit` of the hand-written file through its store; returns the file before, after,
    /// and the edited theme.
    static func save(_ edit: (inout ThemeSpec) -> Void) async throws -> (before: JSONNode, after: JSONNode, saved: Data, spec: ThemeSpec, url: URL) {
        let folder = try TemporaryFolder.create(containing: ["theme.json": handWritten])
        let url = folder.appendingPathComponent("theme.json")
        let document = ThemeLoader().load(contentsOf: url)
        var spec = try #require(document.spec)
        edit(&spec)
        try await ThemeFileStore(url: url, shapedLike: document).save(spec, preserving: document.preserved)
        let saved = try Data(contentsOf: url)
        return (try JSONNode(parsing: Data(handWritten.utf8)), try JSONNode(parsing: saved), saved, spec, url)
    }

    @Test("one radius edited: the file is the same but for that value — order, spelling and untouched members kept")
    func onlyTheEdit() async throws {
        let result = try await Self.save { $0.radii["large"] = 22 }
        defer { TemporaryFolder.remove(result.url.deletingLastPathComponent()) }
        let expected = JSONWriter.data(from: result.before.setting(.number(22), at: ["radii", "large"]))
        #expect(String(decoding: result.saved, as: UTF8.self) == String(decoding: expected, as: UTF8.self))
        #expect(ThemeLoader().load(contentsOf: result.url).spec == result.spec)
    }

    @Test("one mode of a colour edited: its other mode keeps its reference, the rest of the file its form")
    func oneModeOfAColour() async throws {
        let result = try await Self.save { $0.colors["accent"]?.light = .hex("#0A6E7F") }
        defer { TemporaryFolder.remove(result.url.deletingLastPathComponent()) }
        #expect(result.after["colors"]?["accent"]?["light"]?.stringValue == "#0A6E7F")
        #expect(result.after["colors"]?["accent"]?["dark"]?.stringValue == "{palette.indigo.300}")
        #expect(result.after["colors"]?["textSecondary"] == result.before["colors"]?["textSecondary"])
        #expect(result.after["motion"] == result.before["motion"])
        #expect(result.after.members?.map(\.key) == result.before.members?.map(\.key))
        #expect(ThemeLoader().load(contentsOf: result.url).spec == result.spec)
    }

    @Test("a member edited back to the base's value, or removed, still saves exactly the edited theme")
    func alwaysTheEditedTheme() async throws {
        let reset = try await Self.save { $0.colors["accent"] = Presets.default.spec.colors["accent"] }
        defer { TemporaryFolder.remove(reset.url.deletingLastPathComponent()) }
        #expect(ThemeLoader().load(contentsOf: reset.url).spec == reset.spec)
        let dropped = try await Self.save { $0.radii["large"] = Presets.default.spec.radii["large"] }
        defer { TemporaryFolder.remove(dropped.url.deletingLastPathComponent()) }
        #expect(ThemeLoader().load(contentsOf: dropped.url).spec == dropped.spec)
        #expect(dropped.after["motion"] == dropped.before["motion"])
    }

    @Test("the merge: unchanged paths take the file's text, changed ones the new value, objects recurse")
    func merge() throws {
        let original = try JSONNode(parsing: ##"{"b": {"x": "#fff", "y": 1}, "a": 2}"##)
        let unedited = try JSONNode(parsing: ##"{"a": 2, "b": {"x": "#FFFFFF", "y": 1, "z": null}}"##)
        let edited = try JSONNode(parsing: ##"{"a": 2, "b": {"x": "#FFFFFF", "y": 3, "z": null}, "c": true}"##)
        let merged = try #require(WrittenForm.merge(original: original, unedited: unedited, edited: edited))
        #expect(JSONWriter.string(from: merged, pretty: false) == ##"{"b":{"x":"#fff","y":3},"a":2,"c":true}"##)
    }
}
