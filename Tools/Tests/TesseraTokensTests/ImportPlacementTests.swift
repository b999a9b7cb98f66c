import Foundation
import Testing
@_spi(TesseraTools) import TesseraCore
import TesseraTestSupport
import TesseraTokens

/// Every token an import reads is placed in the theme or named in a warning; nothing vanishes.
@Suite("DTCG import places every token or says which it did not")
struct ImportPlacementTests {
    static let examples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/Tokens")

    @Test("the example tokens' line heights become the text roles' line heights")
    func lineHeights() throws {
        let map = try #require(TokenMap.read(contentsOf: Self.examples.appendingPathComponent("brand.map.json"), shownAs: "brand.map.json").map)
        let imported = DTCGImport.theme(from: Self.examples.appendingPathComponent("brand.resolver.json"), map: map)
        #expect(imported.isValid, "\(imported.diagnostics)")
        let theme = try #require(imported.theme.flatMap { ThemeLoader().load(tree: $0).theme })
        #expect(theme.spec.typography["body"]?.lineHeight == 1.4)
        #expect(theme.spec.typography["title"]?.lineHeight == 1.2)
        #expect(theme.spec.typography["body"]?.lineSpacing == nil, "the base's line spacing gives way")
        #expect(theme.resolved().text(.body).lineHeight == 17 * 1.4)
        #expect(!imported.diagnostics.contains { $0.message.contains("not used") }, "every example token reaches the theme: \(imported.diagnostics)")
    }

    @Test("tokens no role uses, directly or through an alias, are listed in one warning", arguments: [
        ([("textPrimary", "color.text"), ("background", "color.paper")], ["color.unused", "size.icon", "type.caption"]),
        ([("textPrimary", "color.ink")], ["color.paper", "color.text", "color.unused", "size.icon", "type.caption"]),
    ])
    func unplaced(roles: [(String, String)], expected: [String]) throws {
        let folder = try TemporaryFolder.create(containing: ["t.tokens.json": """
            { "color": { "$type": "color",
                "ink": { "$value": { "colorSpace": "srgb", "components": [0.1, 0.1, 0.1] } },
                "paper": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } },
                "text": { "$value": "{color.ink}" },
                "unused": { "$value": { "colorSpace": "srgb", "components": [1, 0, 0] } } },
              "size": { "$type": "dimension", "icon": { "$value": { "value": 24, "unit": "px" } } },
              "type": { "caption": { "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": { "value": 12, "unit": "px" },
                "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.3 } } } }
            """])
        defer { TemporaryFolder.remove(folder) }
        let map = TokenMap(roles: ["colors": roles])
        let imported = DTCGImport.theme(from: folder.appendingPathComponent("t.tokens.json"), map: map, shownAs: "t.tokens.json")
        #expect(imported.isValid, "\(imported.diagnostics)")
        let warnings = imported.diagnostics.filter { $0.message.contains("not used by the theme") }
        #expect(warnings.count == 1)
        #expect(warnings.first?.file == "t.tokens.json")
        #expect(warnings.first?.message.hasSuffix(": " + expected.joined(separator: ", ")) == true, "\(warnings)")
    }
}
