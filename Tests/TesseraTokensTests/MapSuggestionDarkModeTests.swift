import Foundation
import TesseraCore
import TesseraTestSupport
import TesseraTokens
import Testing

/// Names and values must agree in dark mode too: the page and its surfaces turn dark, the text
/// reads on the dark page. Each rule on a small resolver with a light and a dark context.
@Suite("Suggested maps: the other mode agrees")
struct MapSuggestionDarkModeTests {
    static func color(_ hex: String) -> String { MapSuggestionRuleTests.color(hex) }

    /// The map suggested for `base` with `dark` laid over it in the resolver's dark context.
    static func suggest(base: String, dark: String) throws -> JSONNode {
        let resolver = #"""
            { "version": "2025.10",
              "sets": { "core": { "sources": [ { "$ref": "base.tokens.json" } ] } },
              "modifiers": { "mode": { "default": "light",
                "contexts": { "light": [], "dark": [ { "$ref": "dark.tokens.json" } ] } } },
              "resolutionOrder": [ { "$ref": "#/sets/core" }, { "$ref": "#/modifiers/mode" } ] }
            """#
        let folder = try TemporaryFolder.create(containing: [
            "t.resolver.json": resolver, "base.tokens.json": base, "dark.tokens.json": dark,
        ])
        defer { TemporaryFolder.remove(folder) }
        return try #require(
            TokenMap.suggested(forFile: folder.appendingPathComponent("t.resolver.json"), shownAs: "t.resolver.json")
                .map)
    }

    @Test("a page fill that stays light in dark mode, where another turns dark, is one mode's colour: left empty")
    func lightOnlyFill() throws {
        let base = #"""
            { "color": { "$type": "color",
                "seed": { "bg-base": \#(Self.color("#FFFFFF")) },
                "theme": { "bg": \#(Self.color("#FCFCFC")) },
                "text": { "default": \#(Self.color("#1F2328")) } } }
            """#
        let dark = #"""
            { "color": { "$type": "color", "theme": { "bg": \#(Self.color("#101114")) },
                "text": { "default": \#(Self.color("#F0F0F0")) } } }
            """#
        let map = try Self.suggest(base: base, dark: dark)
        #expect(map["colors"]?["background"]?.stringValue == "")
        let why = map["$why"]?["colors.background"]?.stringValue ?? ""
        #expect(why.contains("stays light in dark mode") && why.contains("color.theme.bg"), "\(why)")
    }

    @Test("a page fill that turns dark keeps its role; without a dark mode nothing is vetoed")
    func turningFill() throws {
        let base = #"""
            { "color": { "$type": "color", "background": { "page": \#(Self.color("#FFFFFF")) },
                "text": { "default": \#(Self.color("#1F2328")), "subtle": \#(Self.color("#5F6368")) } } }
            """#
        let dark = #"""
            { "color": { "$type": "color", "background": { "page": \#(Self.color("#101114")) },
                "text": { "default": \#(Self.color("#F0F0F0")), "subtle": \#(Self.color("#A0A4A8")) } } }
            """#
        let map = try Self.suggest(base: base, dark: dark)
        #expect(map["colors"]?["background"]?.stringValue == "color.background.page")
        #expect(map["colors"]?["textPrimary"]?.stringValue == "color.text.default")
        #expect(map["colors"]?["textSecondary"]?.stringValue == "color.text.subtle")
    }

    @Test("text that cannot be read on the dark-mode page (under 3:1) is one mode's colour: left empty")
    func unreadableInDark() throws {
        let base = #"""
            { "color": { "$type": "color", "background": { "page": \#(Self.color("#FFFFFF")) },
                "text": { "default": \#(Self.color("#1F2328")), "subtle": \#(Self.color("#3A3D42")) } } }
            """#
        let dark = #"""
            { "color": { "$type": "color", "background": { "page": \#(Self.color("#101114")) },
                "text": { "default": \#(Self.color("#F0F0F0")) } } }
            """#
        let map = try Self.suggest(base: base, dark: dark)
        #expect(map["colors"]?["textPrimary"]?.stringValue == "color.text.default")
        #expect(map["colors"]?["textSecondary"]?.stringValue == "")
        #expect(map["$why"]?["colors.textSecondary"]?.stringValue?.contains("dark-mode background") == true)
    }

    @Test(
        "a dark theme (no light fill named for the page) has the darkest page fill for its background, and its text reads on it"
    )
    func darkOnlyTheme() throws {
        let map = try MapSuggestionRuleTests.suggest(
            #"""
            { "color": { "$type": "color",
                "neutral": { "canvas": \#(Self.color("#121214")), "surface": \#(Self.color("#222228")) },
                "text": { "primary": \#(Self.color("#EDEDEF")), "secondary": \#(Self.color("#A0A0A8")),
                          "tertiary": \#(Self.color("#6E6E78")) } } }
            """#)
        #expect(map["colors"]?["background"]?.stringValue == "color.neutral.canvas")
        #expect(map["$why"]?["colors.background"]?.stringValue?.contains("dark theme") == true)
        #expect(map["colors"]?["textPrimary"]?.stringValue == "color.text.primary")
        #expect(map["colors"]?["textSecondary"]?.stringValue == "color.text.secondary")
    }
}
