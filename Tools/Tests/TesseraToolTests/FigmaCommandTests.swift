import Foundation
@_spi(TesseraTools) import TesseraCore
import TesseraTestSupport
import Testing

/// `tessera import figma` and `tessera export figma`, run as a user runs them.
@Suite("tessera import figma and export figma")
struct FigmaCommandTests {
    static let example = Tool.testsFolder.deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Examples/Figma/figma-variables.json").path

    @Test("import figma --format dtcg writes tokens and a resolver that validate, the same on every run")
    func importToDTCG() throws {
        let folder = try TemporaryFolder.create("tessera-figma")
        defer { TemporaryFolder.remove(folder) }
        let out = folder.appendingPathComponent("out").path
        let first = try Tool.run(["import", "figma", Self.example, "--format", "dtcg", "-o", out])
        #expect(first.status == 0, "\(first.error)")
        #expect(first.output.hasPrefix("Wrote \(out)/figma-variables.resolver.json\n"))
        #expect(first.error.contains("variable `link` aliases `VariableID:9c1e7a/12:7`"))
        let validate = try Tool.run(["tokens", "validate", "\(out)/figma-variables.resolver.json"])
        #expect(validate.status == 0, "\(validate.output)")
        let resolverText = try String(contentsOfFile: "\(out)/figma-variables.resolver.json", encoding: .utf8)
        let again = try Tool.run(["import", "figma", Self.example, "--format", "dtcg", "-o", out])
        #expect(again.output == first.output && again.error == first.error)
        #expect(try String(contentsOfFile: "\(out)/figma-variables.resolver.json", encoding: .utf8) == resolverText)
    }

    @Test(
        "import figma --format dtcg of a library-sized file (21 collections, nine colour modes) writes every token file with tokens, and they validate"
    )
    func importLibraryToDTCG() throws {
        let library = Tool.tokenFixtures.appendingPathComponent("figma/library.json").path
        let folder = try TemporaryFolder.create("tessera-figma-library")
        defer { TemporaryFolder.remove(folder) }
        let out = folder.appendingPathComponent("out").path
        let result = try Tool.run(["import", "figma", library, "--format", "dtcg", "-o", out])
        #expect(result.status == 0, "\(result.error)")
        #expect(!result.error.contains("left out"), "\(result.error)")
        #expect(result.error.contains("read as one collection `base/color`"))
        let written = result.output.split(separator: "\n").map { String($0.dropFirst("Wrote ".count)) }
        // The resolver, nine files for each of the two colour collections, one for each of the 11 others.
        #expect(written.count == 1 + 9 * 2 + 11, "\(written)")
        for path in written where path.hasSuffix(".tokens.json") {
            let document = try JSONNode(parsing: Data(contentsOf: URL(fileURLWithPath: path)))
            #expect(document.members?.isEmpty == false, "\(path) is empty")
        }
        let validate = try Tool.run(["tokens", "validate", "\(out)/library.resolver.json"])
        #expect(validate.status == 0, "\(validate.output)")
        let dimmed = try Tool.run([
            "tokens", "resolve", "\(out)/library.resolver.json", "--input", "appearance=dark-dimmed",
        ])
        #expect(dimmed.status == 0, "\(dimmed.error)")
        let bgColor = try JSONNode(parsing: dimmed.output)["bgColor"]?["default"]?["$value"]
        #expect(bgColor?["hex"]?.stringValue?.uppercased() == "#30353D", "\(bgColor?.description ?? "none")")
    }

    @Test("import figma without a map asks for one; with it, writes an audited theme")
    func importToTheme() throws {
        let folder = try TemporaryFolder.create("tessera-figma")
        defer { TemporaryFolder.remove(folder) }
        let theme = folder.appendingPathComponent("brand.json").path
        let refused = try Tool.run(["import", "figma", Self.example, "-o", theme])
        #expect(refused.status == 1)
        #expect(refused.error.contains("--suggest-map"))
        let suggested = try Tool.run(["import", "figma", Self.example, "--suggest-map"])
        #expect(suggested.status == 0, "\(suggested.error)")
        #expect(try JSONNode(parsing: suggested.output)["colors"]?["background"]?.stringValue == "background")
        #expect(
            try JSONNode(parsing: suggested.output)["modes"]?["increasedContrastDark"]?["appearance"]?.stringValue
                == "dark-increased-contrast")
        let map = folder.appendingPathComponent("map.json")
        try
            #"{"colors": {"background": "background", "accent": "accent", "textPrimary": "text.primary"}, "spacing": {"m": "spacing.m"}, "radii": {"medium": "radius.m"}}"#
            .write(to: map, atomically: true, encoding: .utf8)
        let imported = try Tool.run(["import", "figma", Self.example, "--map", map.path, "-o", theme])
        #expect(imported.status == 0, "\(imported.error)")
        #expect(imported.output == "Wrote \(theme)\n")
        // 469: the default preset's 373 checks and 96 of text on its five material and glass surfaces.
        #expect(
            imported.error.contains("audit (AA, light, dark and both increased-contrast modes): 469 checks, 0 failed"))
        #expect(imported.error.contains("appearance=dark-dimmed"))
        let compiled = try #require(ThemeLoader().load(contentsOf: URL(fileURLWithPath: theme)).theme)
        #expect(compiled.color(.background, in: ColorMode(.dark)).hexString == "#111418")
        #expect(compiled.color(.background, in: ColorMode(.dark, .increased)).hexString == "#000000")
        #expect(compiled.resolved().spacing("m") == 12)
        #expect(compiled.resolved().radius("medium") == 12)
    }

    @Test("export figma writes a body that import figma reads back as the same theme")
    func exportThenImport() throws {
        let folder = try TemporaryFolder.create("tessera-figma")
        defer { TemporaryFolder.remove(folder) }
        let body = folder.appendingPathComponent("ocean.figma.json").path
        let export = try Tool.run(["export", "figma", "--preset", "ocean", "-o", body])
        #expect(export.status == 0, "\(export.error)")
        #expect(export.output == "Wrote \(body)\n")
        let theme = folder.appendingPathComponent("ocean-again.json").path
        let imported = try Tool.run(["import", "figma", body, "-o", theme])
        #expect(imported.status == 0, "\(imported.error)")
        let original = try Tool.run(["resolve", "--preset", "ocean", "--appearance", "dark", "--size", "AX5"])
        let again = try Tool.run(["resolve", theme, "--appearance", "dark", "--size", "AX5"])
        #expect(original.output == again.output)
    }

    @Test("a file that is not Figma variables is refused with FILE:LINE:COL and exit 1")
    func badInput() throws {
        let result = try Tool.run(["import", "figma", "brand.json", "--format", "dtcg", "-o", "/tmp/never-written"])
        #expect(result.status == 1)
        #expect(result.error.hasPrefix("brand.json:1:1: error: $: not a Figma variables file"))
        #expect(!FileManager.default.fileExists(atPath: "/tmp/never-written"))
    }
}
