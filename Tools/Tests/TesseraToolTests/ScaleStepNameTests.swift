import Foundation
@_spi(TesseraTools) import TesseraCore
import TesseraTestSupport
import Testing

/// A spacing step or radius a small edit from one the base has (`md` for `m`, `mediun` for
/// `medium`) is a located warning naming the step meant, in a theme file and in a map's keys;
/// custom names (`hairline`, `gutter`) stay silent.
@Suite("misspelt spacing steps and radii")
struct ScaleStepNameTests {
    static let theme = """
        {
          "specVersion": "1.0", "extends": "default",
          "layout": { "spacing": { "md": 16, "gutter": 20 } },
          "radii": { "mediun": 8, "hairline": 1 }
        }

        """

    @Test("validate: a located warning with the step meant, the same twice; custom names pass")
    func validateWarns() throws {
        let folder = try TemporaryFolder.create("scale-names", containing: ["brand.json": Self.theme])
        defer { TemporaryFolder.remove(folder) }
        let first = try Tool.run(["validate", "brand.json"], in: folder)
        let second = try Tool.run(["validate", "brand.json"], in: folder)
        let said = first.output + first.error
        #expect(said == second.output + second.error)
        #expect(first.status == 0, "\(said)")
        #expect(
            said.contains(
                "brand.json:3:28: warning: layout.spacing.md: spacing step \"md\" is not one the base has; did you mean `m`?"
            ), "\(said)")
        #expect(
            said.contains(
                "brand.json:4:14: warning: radii.mediun: radii step \"mediun\" is not one the base has; did you mean `medium`?"
            ), "\(said)")
        #expect(!said.contains("gutter"))
        #expect(!said.contains("hairline"))
    }

    @Test("a file that also defines the step meant keeps its neighbour without a warning")
    func deliberateNeighbour() throws {
        let theme = ThemeJSON.extending("default", ##""layout": {"spacing": {"m": 12, "md": 16}}"##)
        let folder = try TemporaryFolder.create("scale-names", containing: ["brand.json": theme])
        defer { TemporaryFolder.remove(folder) }
        let run = try Tool.run(["validate", "brand.json"], in: folder)
        #expect(run.status == 0)
        #expect(!(run.output + run.error).contains("did you mean"), "\(run.output)\(run.error)")
    }

    @Test("import dtcg --map: a misspelt spacing or radius key is a warning at the map's entry")
    func mapKeysWarn() throws {
        let tokens = Tool.tokenFixtures.appendingPathComponent("map/value-forms.tokens.json")
        let map = """
            {
              "extends": "default",
              "spacing": { "md": "space.bare", "gutter": "space.rem" },
              "radii": { "mediun": "radius.small" }
            }

            """
        let folder = try TemporaryFolder.create("scale-names", containing: ["brand.map.json": map])
        defer { TemporaryFolder.remove(folder) }
        let run = try Tool.run(
            ["import", "dtcg", tokens.path, "--map", "brand.map.json", "-o", "brand.json"], in: folder)
        #expect(run.status == 0, "\(run.error)")
        #expect(
            run.error.contains(
                "brand.map.json:3:22: warning: spacing.md: the map's spacing step \"md\" is not one the base has; did you mean `m`?"
            ), "\(run.error)")
        #expect(
            run.error.contains(
                "brand.map.json:4:24: warning: radii.mediun: the map's radii step \"mediun\" is not one the base has; did you mean `medium`?"
            ), "\(run.error)")
        #expect(!run.error.contains("gutter"))
    }
}
