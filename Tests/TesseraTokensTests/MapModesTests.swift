import Foundation
@_spi(TesseraTools) import TesseraCore
import TesseraTestSupport
import Testing

@testable import TesseraTokens

/// An imported colour holds in every mode: a theme extends a preset and merges a colour role
/// mode by mode, so a mode the import leaves out is the preset's colour, not the token's.
struct MapModesTests {
    private func importing(with name: String) throws -> DTCGImport.Result {
        let read = TokenMap.read(try Data(contentsOf: Fixture.url("map/\(name)")), shownAs: "brand.map.json")
        let map = try #require(read.map, "\(read.diagnostics)")
        return DTCGImport.theme(
            from: Fixture.url("map/modes.resolver.json"), map: map, shownAs: "modes.resolver.json")
    }

    private func colour(_ theme: JSONNode, _ role: String, _ mode: String) -> String? {
        theme["colors"]?[role]?[mode]?.stringValue
    }

    /// A token of one value in light and dark (`color.danger`) is written for dark too.
    @Test func aColourTheSameInEveryModeIsWrittenForEveryMode() throws {
        let result = try importing(with: "modes-four.map.json")
        let theme = try #require(result.theme, "\(result.diagnostics)")
        for mode in ["light", "dark", "increasedContrastLight", "increasedContrastDark"] {
            #expect(colour(theme, "destructive", mode) == "#CC2626", "destructive in \(mode)")
        }
    }

    /// The map's increased-contrast modes come from the contexts it names, even where they are
    /// the standard ones.
    @Test func theMapsIncreasedContrastModesAreWritten() throws {
        let result = try importing(with: "modes-four.map.json")
        let theme = try #require(result.theme, "\(result.diagnostics)")
        #expect(colour(theme, "accent", "increasedContrastLight") == "#1C59D9")
        #expect(colour(theme, "accent", "increasedContrastDark") == "#8CB3FF")
        #expect(colour(theme, "textPrimary", "increasedContrastDark") == "#FFFFFF")
        #expect(!result.diagnostics.contains { $0.message.contains("no increased-contrast mode") })
    }

    /// Tokens with no increased-contrast mode give their standard colours there, with one
    /// warning in the map file saying so and how to derive passing ones.
    @Test func withoutAnIncreasedContrastModeTheStandardColoursHold() throws {
        let result = try importing(with: "modes-two.map.json")
        let theme = try #require(result.theme, "\(result.diagnostics)")
        #expect(colour(theme, "accent", "increasedContrastLight") == "#1C59D9")
        #expect(colour(theme, "accent", "increasedContrastDark") == "#8CB3FF")
        #expect(colour(theme, "destructive", "dark") == "#CC2626")
        let warnings = result.diagnostics.filter { $0.message.contains("no increased-contrast mode") }
        #expect(warnings.count == 1, "\(result.diagnostics.map(\.description))")
        let warning = try #require(warnings.first)
        #expect(warning.severity == .warning)
        #expect(warning.file == "brand.map.json")
        #expect(warning.message.contains("3 colour roles"))
        #expect(warning.message.contains("audit --fix"))
    }

    /// The written theme, loaded as a theme file, resolves each mode to the token's colour.
    @Test func theImportedThemeResolvesToTheTokensInEveryMode() throws {
        let result = try importing(with: "modes-two.map.json")
        let tree = try #require(result.theme)
        let document = ThemeLoader().load(tree: tree)
        let theme = try #require(document.theme, "\(document.diagnostics.map(\.description))")
        for mode in ColorMode.allCases {
            #expect(theme.color(ColorRole.destructive, in: mode).hexString == "#CC2626", "destructive in \(mode)")
        }
        #expect(theme.color(ColorRole.accent, in: ColorMode(.dark, .increased)).hexString == "#8CB3FF")
    }
}

/// A map's mistakes are located in the map file, at the entry that makes them.
struct MapMistakesTests {
    private func importing(with name: String) throws -> DTCGImport.Result {
        let read = TokenMap.read(try Data(contentsOf: Fixture.url("map/\(name)")), shownAs: "brand.map.json")
        if let map = read.map {
            return DTCGImport.theme(
                from: Fixture.url("map/modes.resolver.json"), map: map, shownAs: "modes.resolver.json")
        }
        return DTCGImport.Result(theme: nil, diagnostics: read.diagnostics)
    }

    @Test func aMisspeltRoleIsAnErrorAtItsKeyWithTheRoleItMeant() throws {
        let result = try importing(with: "misspelt.map.json")
        #expect(result.theme == nil)
        let colour = try #require(result.diagnostics.first { "\($0.path)" == "colors.textPrimry" })
        #expect(colour.isError)
        #expect(colour.file == "brand.map.json")
        #expect(colour.location.line == 6 && colour.location.column == 5)
        #expect(colour.message.contains("did you mean `textPrimary`?"))
        let text = try #require(result.diagnostics.first { "\($0.path)" == "typography.bdy" })
        #expect(text.isError && text.file == "brand.map.json" && text.location.line == 8)
        #expect(text.message.contains("did you mean `body`?"))
    }

    /// A mode whose inputs the resolver cannot take is one error at the mode's entry, and
    /// nothing that follows from it (no "no such token" for the tokens it could not read).
    @Test func aModeTheResolverCannotTakeIsAnErrorAtItsEntry() throws {
        let result = try importing(with: "wrong-context.map.json")
        #expect(result.theme == nil)
        let errors = result.diagnostics.filter(\.isError)
        #expect(errors.count == 2, "\(errors.map(\.description))")
        let light = try #require(errors.first { "\($0.path)" == "modes.light" })
        #expect(light.file == "brand.map.json" && light.location.line == 4)
        #expect(light.message.contains("no context `lite`"))
        let dark = try #require(errors.first { "\($0.path)" == "modes.dark" })
        #expect(dark.file == "brand.map.json" && dark.location.line == 5)
        #expect(dark.message.contains("`theme` names no modifier"))
        #expect(!result.diagnostics.contains { $0.message.contains("no such token") })
    }

    @Test func anUnknownPresetIsAnErrorAtTheMapsExtends() throws {
        let result = try importing(with: "unknown-preset.map.json")
        #expect(result.theme == nil)
        let error = try #require(result.diagnostics.first { $0.isError && "\($0.path)" == "extends" })
        #expect(error.file == "brand.map.json", "\(error.description)")
        #expect(error.location.line == 2)
        #expect(error.message.contains("oceanic"))
    }
}
