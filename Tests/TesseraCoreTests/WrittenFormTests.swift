import Foundation
import TesseraTestSupport
import Testing

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
    static func save(_ edit: (inout ThemeSpec) -> Void) async throws -> (
        before: JSONNode, after: JSONNode, saved: Data, spec: ThemeSpec, url: URL
    ) {
        let folder = try TemporaryFolder.create(containing: ["theme.json": handWritten])
        let url = folder.appendingPathComponent("theme.json")
        let document = ThemeLoader().load(contentsOf: url)
        var spec = try #require(document.spec)
        edit(&spec)
        try await ThemeFileStore(url: url, shapedLike: document).save(spec, preserving: document.preserved)
        let saved = try Data(contentsOf: url)
        return (try JSONNode(parsing: Data(handWritten.utf8)), try JSONNode(parsing: saved), saved, spec, url)
    }

    @Test(
        "one radius edited: the file is the same text but for that value — layout, order, spelling and untouched members kept"
    )
    func onlyTheEdit() async throws {
        let result = try await Self.save { $0.radii["large"] = 22 }
        defer { TemporaryFolder.remove(result.url.deletingLastPathComponent()) }
        let expected = Self.handWritten.replacingOccurrences(
            of: #""radii": {"large": 20}"#, with: #""radii": {"large": 22}"#)
        #expect(String(decoding: result.saved, as: UTF8.self) == expected)
        #expect(ThemeLoader().load(contentsOf: result.url).spec == result.spec)
    }

    @Test(
        "a brand over a base file, its objects on one line in its own key order: a moved colour changes that value's text only"
    )
    func brandKeepsItsLayout() async throws {
        let brand = """
            {
              "specVersion": "1.0",
              "extends": "../base/theme.json",
              "name": "Ember",
              "colors": {
                "accent": { "light": "#B45309", "dark": "#FCD34D", "increasedContrastLight": "#92400E" },
                "focusRing": { "light": "#B45309", "dark": "#FCD34D" }
              },
              "radii": { "medium": 4, "large": 6 }
            }

            """
        let folder = try TemporaryFolder.create(containing: [
            "base/theme.json":
                ##"{"specVersion": "1.0", "extends": "default", "name": "Company", "radii": {"small": 3}}"##,
            "brands/ember.json": brand,
        ])
        defer { TemporaryFolder.remove(folder) }
        let url = folder.appendingPathComponent("brands/ember.json")
        let document = ThemeLoader().load(contentsOf: url)
        var spec = try #require(document.spec)
        spec.colors["accent"]?.light = .hex("#AC4D00")
        try await ThemeFileStore(url: url, shapedLike: document).save(spec, preserving: document.preserved)
        let saved = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        #expect(
            saved
                == brand.replacingOccurrences(
                    of: ##"{ "light": "#B45309", "dark": "#FCD34D", "increasedContrastLight""##,
                    with: ##"{ "light": "#AC4D00", "dark": "#FCD34D", "increasedContrastLight""##))
        #expect(ThemeLoader().load(contentsOf: url).spec == spec)
    }

    @Test(
        "the splice: changed scalars replaced in place (strings with escapes, numbers, booleans); a change of shape is no splice"
    )
    func splice() throws {
        let text = "{ \"a\": \"say \\\"hi\\\"\", \"b\": [1, 2.50],\r\n  \"c\": {\"d\": true}, \"é\": \"x\" }"
        let original = try JSONNode(parsing: text)
        var edited = original.setting(.string("#fff"), at: ["a"]).setting(
            .number(3), at: JSONPath([.key("b"), .index(1)])
        ).setting(JSONNode(.bool(false)), at: ["c", "d"])
        edited = edited.setting(.string("ü"), at: ["é"])
        let spliced = try #require(JSONTextSplice.text(edited, from: text, original: original))
        #expect(spliced == "{ \"a\": \"#fff\", \"b\": [1, 3],\r\n  \"c\": {\"d\": false}, \"é\": \"ü\" }")
        #expect(JSONTextSplice.text(original, from: text, original: original) == text)
        #expect(JSONTextSplice.text(original.removing(at: ["a"]), from: text, original: original) == nil)
        #expect(JSONTextSplice.text(original.setting(.object([:]), at: ["a"]), from: text, original: original) == nil)
    }

    @Test(
        "the splice: members added at the end of an object go on its line, or on lines of their own at its indentation")
    func spliceAppends() throws {
        let text = """
            {
              "colors": {
                "accent": { "light": "#15803D", "dark": "#86EFAC" },
                "focusRing": {"light": "#15803D"}
              }
            }

            """
        let original = try JSONNode(parsing: text)
        let added =
            original
            .setting(
                .object(["light": .string("#15803D"), "increasedContrastLight": .string("#166534")]),
                at: ["colors", "themePrimary"]
            )
            .setting(.string("#5EEAD4"), at: ["colors", "accent", "increasedContrastDark"])
        let spliced = try #require(JSONTextSplice.text(added, from: text, original: original))
        #expect(
            spliced == """
                {
                  "colors": {
                    "accent": { "light": "#15803D", "dark": "#86EFAC", "increasedContrastDark": "#5EEAD4" },
                    "focusRing": {"light": "#15803D"},
                    "themePrimary": {
                      "light": "#15803D",
                      "increasedContrastLight": "#166534"
                    }
                  }
                }

                """)
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
