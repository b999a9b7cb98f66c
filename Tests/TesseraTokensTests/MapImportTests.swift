import Foundation
import TesseraCore
import TesseraTestSupport
import Testing

@testable import TesseraTokens

/// Nothing mapped is ever lost: every role a map names is in the theme with its token's value,
/// or the import fails with one error per role, located in the map file.
struct MapImportTests {
    private func map(_ name: String) throws -> TokenMap {
        let data = try Data(contentsOf: Fixture.url("map/\(name)"))
        let read = TokenMap.read(data, shownAs: "brand.map.json")
        return try #require(read.map, "\(read.diagnostics)")
    }

    private func importing(with name: String) throws -> DTCGImport.Result {
        DTCGImport.theme(
            from: Fixture.url("map/value-forms.tokens.json"), map: try map(name), shownAs: "value-forms.tokens.json")
    }

    /// Each value form a real system writes reaches the theme with its value.
    @Test(arguments: [
        ("xs", 4.0), ("l", 18), ("s", 6), ("m", 12), ("xl", 20), ("xxxl", 40),
    ])
    func spacingInEveryValueForm(_ role: String, _ points: Double) throws {
        let result = try importing(with: "value-forms.map.json")
        let theme = try #require(result.theme, "\(result.diagnostics)")
        #expect(theme["layout"]?["spacing"]?[role]?.numberValue == points)
    }

    @Test func radiiColoursAndTypographyInEveryValueForm() throws {
        let result = try importing(with: "value-forms.map.json")
        let theme = try #require(result.theme, "\(result.diagnostics)")
        #expect(theme["radii"]?["small"]?.numberValue == 5)
        #expect(theme["radii"]?["large"]?.numberValue == 999)
        #expect(theme["colors"]?["accent"]?["light"]?.stringValue == "#3B57D6")
        #expect(theme["colors"]?["separator"]?["light"]?.stringValue == "#00000040")
        #expect(theme["colors"]?["background"]?["light"]?.stringValue == "#FFFFFF")
        let body = try #require(theme["typography"]?["body"])
        #expect(body["size"]?.numberValue == 17)
        #expect(body["weight"]?.stringValue == "semibold")
        #expect(body["lineHeight"]?.numberValue == 1.3)
        #expect(body["family"]?.stringValue == "Atkinson Hyperlegible")
        // A `%` line height aliased from a dimension token, and a `%` letter spacing, are
        // multiples of the style's own font size (20 px), not of the root's 16.
        let callout = try #require(theme["typography"]?["callout"])
        #expect(callout["lineHeight"]?.numberValue == 1.2)
        #expect(callout["letterSpacing"]?.numberValue == 1)
        // Every section the map names is present, role for role.
        let mapped = try map("value-forms.map.json")
        for (section, roles) in mapped.roles {
            let place: JSONNode? = section == "spacing" ? theme["layout"]?["spacing"] : theme[section]
            for (role, _) in roles { #expect(place?[role] != nil, "\(section).\(role) was lost") }
        }
    }

    /// A token the map does not use cannot stop the import; its error is kept as a warning.
    @Test func anUnmappedBrokenTokenIsLeftOutWithAWarning() throws {
        let result = try importing(with: "value-forms.map.json")
        #expect(result.isValid, "\(result.diagnostics)")
        let broken = try #require(
            result.diagnostics.first { $0.message.contains("left out") && $0.message.contains("color") })
        #expect(broken.severity == .warning)
        #expect("\(broken.path)".contains("broken"))
    }

    @Test func aRoleThatCannotBePlayedIsOneErrorInTheMapFile() throws {
        let result = try importing(with: "unusable.map.json")
        #expect(result.theme == nil)
        let errors = result.diagnostics.filter { $0.isError && $0.file == "brand.map.json" }
        #expect(errors.count == 5, "\(result.diagnostics.map(\.description))")
        // The mapped token's own error stays an error, in the tokens file.
        #expect(
            result.diagnostics.contains {
                $0.isError && $0.file == "value-forms.tokens.json" && "\($0.path)".contains("broken")
            })
        #expect(result.diagnostics.filter(\.isError).count == 6)
        let byRole = Dictionary(errors.map { ("\($0.path)", $0) }, uniquingKeysWith: { first, _ in first })
        let accent = try #require(errors.first { "\($0.path)" == "colors.accent" })
        #expect(accent.location.line == 3)
        #expect(accent.message.contains("`space.rem` (value-forms.tokens.json:"))
        #expect(accent.message.contains("\"unit\":\"rem\""))
        #expect(accent.message.contains("not a colour"))
        let body = try #require(errors.first { "\($0.path)" == "typography.body" })
        #expect(body.location.line == 5)
        #expect(body.message.contains("not a typography token"))
        let spacing = try #require(errors.first { "\($0.path)" == "spacing.m" })
        #expect(spacing.message.contains("not a length"))
        #expect(spacing.location.line == 6)
        #expect(errors.contains { "\($0.path)" == "spacing.l" && $0.message.contains("no such token") })
        let radius = try #require(errors.first { "\($0.path)" == "radii.small" })
        #expect(radius.message.contains("did not resolve"))
        #expect(radius.location.line == 7)
        #expect(byRole.count == 5)
    }

    /// A long list in a diagnostic is summarised; `--verbose` lists it whole.
    @Test(arguments: [false, true])
    func aLongListOfUnusedTokensIsSummarised(_ verbose: Bool) throws {
        let members = (0..<1_276).map { "\"t\($0)\": {\"$value\": \($0)}" }.joined(separator: ", ")
        let folder = try TemporaryFolder.create(containing: [
            "many.tokens.json": """
            {"numbers": {"$type": "number", \(members)}, "accent": {"$type": "color", "$value": "#3b57d6"}}
            """
        ])
        defer { TemporaryFolder.remove(folder) }
        var map = TokenMap(roles: ["colors": [(role: "accent", token: "accent")]])
        map.listsEveryUnusedToken = verbose
        let imported = DTCGImport.theme(
            from: folder.appendingPathComponent("many.tokens.json"), map: map, shownAs: "many.tokens.json")
        let warning = try #require(imported.diagnostics.first { $0.message.contains("not used by the theme") })
        #expect(warning.message.hasPrefix("1,276 tokens are not used"))
        #expect(warning.message.contains("numbers.t1275") == verbose)
        #expect(warning.message.contains("--verbose lists them") == !verbose)
        if !verbose { #expect(warning.message.count < 400) }
    }
}
