import Foundation
@_spi(TesseraTools) import TesseraCore
import TesseraTestSupport
import TesseraTokens
import Testing

/// Every token an import reads is placed in the theme or named in a warning; nothing vanishes.
@Suite("DTCG import places every token or says which it did not")
struct ImportPlacementTests {
    static let examples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/Tokens")

    @Test("the example tokens' line heights become the text roles' line heights")
    func lineHeights() throws {
        let map = try #require(
            TokenMap.read(contentsOf: Self.examples.appendingPathComponent("brand.map.json"), shownAs: "brand.map.json")
                .map)
        let imported = DTCGImport.theme(from: Self.examples.appendingPathComponent("brand.resolver.json"), map: map)
        #expect(imported.isValid, "\(imported.diagnostics)")
        let theme = try #require(imported.theme.flatMap { ThemeLoader().load(tree: $0).theme })
        #expect(theme.spec.typography["body"]?.lineHeight == 1.4)
        #expect(theme.spec.typography["title"]?.lineHeight == 1.2)
        #expect(theme.spec.typography["body"]?.lineSpacing == nil, "the base's line spacing gives way")
        #expect(theme.resolved().text(.body).lineHeight == 17 * 1.4)
        #expect(
            !imported.diagnostics.contains { $0.message.contains("not used") },
            "every example token reaches the theme: \(imported.diagnostics)")
    }

    @Test(
        "a bare line height above 4 is read in px (Tokens Studio's line heights), with one warning; 1.3 stays a multiple"
    )
    func pixelLineHeights() throws {
        let folder = try TemporaryFolder.create(containing: [
            "t.tokens.json": """
            { "base": { "value": 16, "type": "fontSizes" },
              "type": {
                "body": { "type": "typography", "value": { "fontFamily": "Inter", "fontSize": "{base}", "fontWeight": "400", "lineHeight": "{base} * 1.5" } },
                "title": { "type": "typography", "value": { "fontFamily": "Inter", "fontSize": "32", "fontWeight": "700", "lineHeight": 40 } },
                "caption": { "type": "typography", "value": { "fontFamily": "Inter", "fontSize": "12", "fontWeight": "400", "lineHeight": 1.3 } } } }
            """
        ])
        defer { TemporaryFolder.remove(folder) }
        let map = TokenMap(roles: [
            "typography": [("body", "type.body"), ("title", "type.title"), ("caption", "type.caption")]
        ])
        let imported = DTCGImport.theme(
            from: folder.appendingPathComponent("t.tokens.json"), map: map, shownAs: "t.tokens.json")
        #expect(imported.isValid, "\(imported.diagnostics)")
        let theme = try #require(imported.theme.flatMap { ThemeLoader().load(tree: $0).theme })
        #expect(theme.spec.typography["body"]?.lineHeight == 1.5)
        #expect(theme.spec.typography["title"]?.lineHeight == 1.25)
        #expect(theme.spec.typography["caption"]?.lineHeight == 1.3)
        let warnings = imported.diagnostics.filter { $0.message.contains("read in px, as Tokens Studio writes them") }
        #expect(warnings.count == 1, "\(imported.diagnostics)")
        #expect(
            warnings.first?.message.hasPrefix("1 text role's line height is a bare number above 4 (title 40 px)")
                == true, "\(warnings)")
    }

    @Test(
        "tokens no role uses, directly or through an alias, are listed in one warning",
        arguments: [
            (
                [("textPrimary", "color.text"), ("background", "color.paper")],
                ["color.unused", "size.icon", "type.caption"]
            ),
            (
                [("textPrimary", "color.ink")],
                ["color.paper", "color.text", "color.unused", "size.icon", "type.caption"]
            ),
        ])
    func unplaced(roles: [(String, String)], expected: [String]) throws {
        let folder = try TemporaryFolder.create(containing: [
            "t.tokens.json": """
            { "color": { "$type": "color",
                "ink": { "$value": { "colorSpace": "srgb", "components": [0.1, 0.1, 0.1] } },
                "paper": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } },
                "text": { "$value": "{color.ink}" },
                "unused": { "$value": { "colorSpace": "srgb", "components": [1, 0, 0] } } },
              "size": { "$type": "dimension", "icon": { "$value": { "value": 24, "unit": "px" } } },
              "type": { "caption": { "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": { "value": 12, "unit": "px" },
                "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.3 } } } }
            """
        ])
        defer { TemporaryFolder.remove(folder) }
        let map = TokenMap(roles: ["colors": roles])
        let imported = DTCGImport.theme(
            from: folder.appendingPathComponent("t.tokens.json"), map: map, shownAs: "t.tokens.json")
        #expect(imported.isValid, "\(imported.diagnostics)")
        let warnings = imported.diagnostics.filter { $0.message.contains("not used by the theme") }
        #expect(warnings.count == 1)
        #expect(warnings.first?.file == "t.tokens.json")
        #expect(warnings.first?.message.hasSuffix(": " + expected.joined(separator: ", ")) == true, "\(warnings)")
    }
}

/// `--suggest-map` suggests only tokens of the role's type, by name and value, and says why.
@Suite("Suggested maps")
struct MapSuggestionTests {
    @Test(
        "on the README's example, every role the hand-written map names is suggested as written, and nothing of another kind"
    )
    func example() throws {
        let examples = ImportPlacementTests.examples
        let suggested = try #require(
            TokenMap.suggested(
                forFile: examples.appendingPathComponent("brand.resolver.json"), shownAs: "brand.resolver.json"
            ).map)
        let hand = try JSONNode(parsing: try Data(contentsOf: examples.appendingPathComponent("brand.map.json")))
        for section in ["colors", "typography", "spacing", "radii"] {
            for entry in hand[section]?.members ?? [] {
                #expect(
                    suggested[section]?[entry.key]?.stringValue == entry.value.stringValue, "\(section).\(entry.key)")
                #expect(
                    suggested["$why"]?["\(section).\(entry.key)"]?.stringValue?.isEmpty == false,
                    "a reason for \(section).\(entry.key)")
            }
        }
        // Kinds never cross: spacing from space tokens, radii from radius tokens, text from type.
        for entry in suggested["spacing"]?.members ?? [] where entry.value.stringValue?.isEmpty == false {
            #expect(entry.value.stringValue?.hasPrefix("space.") == true, "spacing.\(entry.key) ← \(entry.value)")
        }
        for entry in suggested["radii"]?.members ?? [] where entry.value.stringValue?.isEmpty == false {
            #expect(entry.value.stringValue?.hasPrefix("radius.") == true, "radii.\(entry.key) ← \(entry.value)")
        }
        #expect(suggested["typography"]?["headline"]?.stringValue == "", "a 28 px heading is no 17 pt headline")
        let unmapped = suggested["$unmapped"]?.elements?.compactMap(\.stringValue) ?? []
        #expect(unmapped.contains("colors.destructive") && !unmapped.contains("colors.accent"))
    }

    @Test("a readable text colour only: a name match below 3:1 on the background is not suggested")
    func contrast() throws {
        let folder = try TemporaryFolder.create(containing: [
            "t.tokens.json": """
            { "color": { "$type": "color",
                "background": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } },
                "text": { "$value": { "colorSpace": "srgb", "components": [0.9, 0.9, 0.9] } },
                "text-secondary": { "$value": { "colorSpace": "srgb", "components": [0.3, 0.3, 0.3] } },
                "danger": { "$value": { "colorSpace": "srgb", "components": [0.8, 0, 0] } },
                "danger-hover": { "$value": { "colorSpace": "srgb", "components": [0.6, 0, 0] } } } }
            """
        ])
        defer { TemporaryFolder.remove(folder) }
        let suggested = try #require(
            TokenMap.suggested(forFile: folder.appendingPathComponent("t.tokens.json"), shownAs: "t.tokens.json").map)
        #expect(suggested["colors"]?["background"]?.stringValue == "color.background")
        #expect(suggested["colors"]?["textPrimary"]?.stringValue == "", "#E6E6E6 on white is unreadable")
        #expect(suggested["colors"]?["textSecondary"]?.stringValue == "color.text-secondary")
        #expect(suggested["colors"]?["destructive"]?.stringValue == "color.danger", "not its hover state")
    }
}
