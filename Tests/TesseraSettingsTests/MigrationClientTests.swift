import Foundation
import TesseraSettings
import Testing

// A client written from the documentation: this file imports TesseraSettings alone, with no SPI,
// so everything a migration uses here must be public API.

@Suite("Migrations through the public API")
struct MigrationClientTests {
    /// Version 1 kept the history length as `calculation.days` and the mode at the top level;
    /// version 2 is `BetaSettings`.
    static let savedByVersionOne = #"""
        {"version": 1, "settings": {
          "calculation": {"days": 12, "averageMethod": 0},
          "mode": "movingAverage",
          "legacy": {"splashSeen": true},
          "opacity": 0.25
        }}
        """#

    static let format = SettingsFormat(
        version: 2,
        migrations: [
            SettingsMigration(from: 1) { saved in
                saved.moving(from: ["calculation", "days"], to: ["calculation", "timePeriod"])
                    .moving(from: ["mode"], to: ["calculation", "mode"])
                    .removing(at: ["legacy"])
            }
        ])

    @Test("a migration renames and moves nested keys and removes one: nothing is reported, nothing kept as unknown")
    func nestedMigration() throws {
        let loaded = try SettingsCodec.decode(
            BetaSettings.self, from: Data(Self.savedByVersionOne.utf8), format: Self.format)
        #expect(loaded.settings.calculation.timePeriod == 12)
        #expect(loaded.settings.calculation.mode == .movingAverage)
        #expect(loaded.settings.calculation.averageMethod == .simple)
        #expect(loaded.settings.opacity == 0.25)
        #expect(loaded.issues.isEmpty, "\(loaded.issues)")
        #expect(loaded.preserved.isEmpty, "\(loaded.preserved)")
    }

    @Test("the path helpers: rename keeps the key's place, a move creates sections, missing paths change nothing")
    func pathHelpers() {
        let tree = JSONNode.object(["a": .number(1), "b": .object(["c": .string("x")]), "d": .number(4)])
        let renamed = tree.moving(from: ["a"], to: ["z"])
        #expect(renamed.members?.map(\.key) == ["z", "b", "d"])
        let nested = tree.moving(from: ["b", "c"], to: ["b", "e"])
        #expect(nested["b"]?.members?.map(\.key) == ["e"])
        let moved = tree.moving(from: ["d"], to: ["new", "deep", "d"])
        #expect(moved.node(at: ["new", "deep", "d"])?.numberValue == 4)
        #expect(moved["d"] == nil)
        #expect(tree.moving(from: ["missing"], to: ["x"]) == tree)
        #expect(tree.removing(at: ["b", "missing"]) == tree)
        #expect(tree.removing(at: ["b", "c"])["b"]?.members?.isEmpty == true)
        #expect(tree.setting(JSONNode(.bool(true)), at: ["b", "f"]).node(at: ["b", "f"]) == JSONNode(.bool(true)))
        // A destination through a value that is not an object keeps the value where it was.
        #expect(tree.moving(from: ["d"], to: ["a", "x"]) == tree)
    }

    @Test("the documented static migrations move and remove at a path")
    func staticMigrations() throws {
        let format = SettingsFormat(
            version: 3,
            migrations: [
                .renaming(["calculation", "days"], to: ["calculation", "timePeriod"], from: 1),
                .removing(["legacy"], from: 2),
            ])
        let data = Data(#"{"version": 1, "settings": {"calculation": {"days": 9}, "legacy": 1}}"#.utf8)
        let loaded = try SettingsCodec.decode(BetaSettings.self, from: data, format: format)
        #expect(loaded.settings.calculation.timePeriod == 9)
        #expect(loaded.preserved.isEmpty && loaded.issues.isEmpty, "\(loaded.preserved) \(loaded.issues)")
    }
}
