import Foundation
@_spi(TesseraTools) import TesseraCore
import TesseraTestSupport
import TesseraTokens
import Testing

/// Export then import gives back a theme that resolves identically in every appearance,
/// contrast and Dynamic Type size, for every preset.
struct RoundTripTests {
    @Test(arguments: Presets.all.map(\.id))
    func exportThenImportResolvesIdentically(_ id: String) throws {
        let preset = try #require(Presets.named(id))
        let folder = try TemporaryFolder.create("tessera-dtcg")
        defer { TemporaryFolder.remove(folder) }
        try DTCGExport.write(preset.theme, to: folder)
        let resolver = folder.appendingPathComponent("\(id).resolver.json")

        // The export is valid DTCG as a whole, in every combination of its modifiers.
        let problems = DesignTokenReader(strictness: .strict).validate(contentsOf: resolver)
        #expect(problems.isEmpty, "\(problems.prefix(5))")

        let imported = DTCGImport.theme(from: resolver)
        #expect(imported.isValid, "\(imported.diagnostics.prefix(5))")
        let tree = try #require(imported.theme)
        let theme = try #require(ThemeLoader().load(tree: tree).theme)
        expectResolvesAlike(theme, preset.theme, id)
    }

    @Test func colourRolesAreTokensNamedAfterTheRoleAliasingThePalette() throws {
        let folder = try TemporaryFolder.create("tessera-dtcg")
        defer { TemporaryFolder.remove(folder) }
        try DTCGExport.write(Presets.default.theme, to: folder)
        let light = try String(contentsOf: folder.appendingPathComponent("tokens/light.tokens.json"), encoding: .utf8)
        let tree = try JSONNode(parsing: light)
        #expect(tree["color"]?["accent"]?["$value"]?.stringValue == "{palette.indigo.600}")
        #expect(tree["color"]?["themePrimary"]?["$value"]?.stringValue == "{color.accent}")
        let resolver = try JSONNode(parsing: Data(contentsOf: folder.appendingPathComponent("default.resolver.json")))
        #expect(resolver["modifiers"]?["appearance"]?["default"]?.stringValue == "light")
        #expect(resolver["modifiers"]?["contrast"]?["contexts"]?.members?.map(\.key) == ["standard", "increased"])

        let increasedDark = DesignTokenReader().read(
            contentsOf: folder.appendingPathComponent("default.resolver.json"),
            inputs: ["appearance": "dark", "contrast": "increased"])
        let accent = try #require(increasedDark.tokens["color.accent"]?.value["hex"]?.stringValue)
        #expect(accent == Presets.default.theme.color(.accent, in: ColorMode(.dark, .increased)).opaqueHexLowercased)
    }

    @Test func editsMadeInAnotherToolComeBack() throws {
        let folder = try TemporaryFolder.create("tessera-dtcg")
        defer { TemporaryFolder.remove(folder) }
        try DTCGExport.write(Presets.default.theme, to: folder)
        let base = folder.appendingPathComponent("tokens/base.tokens.json")
        var text = try String(contentsOf: base, encoding: .utf8)
        // A designer changes the m spacing and the body size in their tool.
        text = text.replacingOccurrences(
            of: "\"m\": {\n      \"$value\": {\n        \"value\": 12,",
            with: "\"m\": {\n      \"$value\": {\n        \"value\": 14,")
        try text.write(to: base, atomically: true, encoding: .utf8)
        let imported = DTCGImport.theme(from: folder.appendingPathComponent("default.resolver.json"))
        let theme = try #require(imported.theme.flatMap { ThemeLoader().load(tree: $0).theme })
        #expect(theme.resolved().spacing("m") == 14)
    }

    @Test func foreignTokensNeedAMap() throws {
        let result = DTCGImport.theme(from: Fixture.url("resolver/theme.resolver.json"))
        #expect(!result.isValid)
        #expect(result.diagnostics.contains { $0.message.contains("--suggest-map") })

        let resolution = Fixture.resolve("resolver/theme.resolver.json")
        let suggested = TokenMap.suggested(for: resolution.tokens, resolver: resolution.resolver)
        #expect(suggested["colors"]?["background"]?.stringValue == "color.background")
        #expect(suggested["modes"]?["dark"]?["appearance"]?.stringValue == "dark")

        let folder = try TemporaryFolder.create("tessera-dtcg")
        defer { TemporaryFolder.remove(folder) }
        let mapURL = folder.appendingPathComponent("map.json")
        try #"{"colors": {"background": "color.background", "accent": "color.accent"}, "spacing": {"m": "space.m"}}"#
            .write(to: mapURL, atomically: true, encoding: .utf8)
        let map = try #require(TokenMap.read(contentsOf: mapURL, shownAs: "map.json").map)
        let imported = DTCGImport.theme(from: Fixture.url("resolver/theme.resolver.json"), map: map)
        #expect(imported.isValid, "\(imported.diagnostics)")
        let theme = try #require(imported.theme.flatMap { ThemeLoader().load(tree: $0).theme })
        #expect(theme.color(.background, in: ColorMode(.light, .standard)).hexString == "#FFFFFF")
        #expect(theme.color(.background, in: ColorMode(.dark, .standard)).hexString == "#000000")
        #expect(theme.color(.accent, in: ColorMode(.dark, .standard)).hexString == "#003366")
        #expect(theme.resolved().spacing("m") == 12)
    }
}

/// Expects `theme` to resolve exactly as `expected` in every appearance, contrast and Dynamic
/// Type size, naming the first difference.
func expectResolvesAlike(
    _ theme: CompiledTheme, _ expected: CompiledTheme, _ id: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    for appearance in Appearance.allCases {
        for contrast in ContrastMode.allCases {
            for size in DynamicTypeSize.allCases {
                let context = ThemeContext(appearance: appearance, contrast: contrast, dynamicTypeSize: size)
                let wanted = expected.resolved(for: context).jsonTree()
                let actual = theme.resolved(for: context).jsonTree()
                #expect(
                    actual == wanted,
                    "\(id) differs at \(appearance) \(contrast) \(size): \(firstDifference(actual, wanted))",
                    sourceLocation: sourceLocation)
                if actual != wanted { return }
            }
        }
    }
}

/// The path and the two values where two trees first differ.
func firstDifference(_ a: JSONNode, _ b: JSONNode, path: String = "$") -> String {
    if let left = a.members, let right = b.members {
        for member in left {
            guard let other = right.first(where: { $0.key == member.key }) else {
                return "\(path).\(member.key) only in the first"
            }
            if member.value != other.value {
                return firstDifference(member.value, other.value, path: "\(path).\(member.key)")
            }
        }
        return "\(path): members differ"
    }
    return "\(path): \(a.description.prefix(200)) vs \(b.description.prefix(200))"
}

extension RGBA {
    var opaqueHexLowercased: String { String(hexString.prefix(7)).lowercased() }
}
