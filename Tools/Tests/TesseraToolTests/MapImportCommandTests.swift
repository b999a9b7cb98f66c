import Foundation
@_spi(TesseraTools) import TesseraCore
import TesseraTestSupport
import Testing

/// `tessera import dtcg --map` and `tessera export figma-dtcg`, run as a user runs them.
@Suite("tessera import dtcg --map and export figma-dtcg")
struct MapImportCommandTests {
    private static let tokenFixtures = Tool.tokenFixtures.appendingPathComponent("map")

    @Test("a role the map names but the tokens cannot play: exit 1, nothing written, the error at the map entry")
    func aRoleThatCannotBePlayedWritesNothing() throws {
        let folder = try TemporaryFolder.create("tessera-map")
        defer { TemporaryFolder.remove(folder) }
        let theme = folder.appendingPathComponent("brand.json")
        let run = try Tool.run(
            ["import", "dtcg", "value-forms.tokens.json", "--map", "unusable.map.json", "-o", theme.path],
            in: Self.tokenFixtures)
        #expect(run.status == 1)
        #expect(!FileManager.default.fileExists(atPath: theme.path))
        #expect(
            run.error.contains(
                "unusable.map.json:6:21: error: spacing.m: `color.surface` (value-forms.tokens.json:7:28) is"),
            "\(run.error)")
        #expect(run.error.contains("nothing was written"))
    }

    @Test("--suggest-map with --map is a usage error, not a map silently ignored")
    func suggestMapRefusesAMap() throws {
        let run = try Tool.run(
            ["import", "dtcg", "value-forms.tokens.json", "--suggest-map", "--map", "value-forms.map.json"],
            in: Self.tokenFixtures)
        #expect(run.status == 64, "\(run.output)")
        #expect(run.error.contains("--suggest-map prints a starter map and reads none"), "\(run.error)")
        #expect(run.output.isEmpty)
    }

    @Test("every value form a map names reaches the theme, twice the same")
    func everyValueFormImports() throws {
        let folder = try TemporaryFolder.create("tessera-map")
        defer { TemporaryFolder.remove(folder) }
        var written: [Data] = []
        for attempt in 0..<2 {
            let theme = folder.appendingPathComponent("brand-\(attempt).json")
            let run = try Tool.run(
                ["import", "dtcg", "value-forms.tokens.json", "--map", "value-forms.map.json", "-o", theme.path],
                in: Self.tokenFixtures)
            #expect(run.status == 0, "\(run.error)")
            written.append(try Data(contentsOf: theme))
        }
        let spacing = try JSONNode(parsing: written[0])["layout"]?["spacing"]
        #expect(spacing?["xs"]?.numberValue == 4)
        #expect(spacing?["s"]?.numberValue == 6)
        #expect(spacing?["m"]?.numberValue == 12)
    }

    @Test("export figma-dtcg writes one file per collection and mode, each valid DTCG")
    func figmaDTCG() throws {
        let folder = try TemporaryFolder.create("tessera-figma-dtcg")
        defer { TemporaryFolder.remove(folder) }
        let run = try Tool.run(["export", "figma-dtcg", "--preset", "ocean", "-o", folder.path])
        #expect(run.status == 0, "\(run.error)")
        for file in [
            "Palette/Value", "Color/Light", "Color/Dark", "Color/Light High Contrast", "Color/Dark High Contrast",
            "Size/Value",
        ] {
            let path = folder.appendingPathComponent("\(file).tokens.json").path
            #expect(run.output.contains("\(file).tokens.json"))
            let validate = try Tool.run(["tokens", "validate", path])
            #expect(validate.status == 0, "\(file): \(validate.output)")
        }
    }
}
