import Foundation
import TesseraCore
import TesseraTestSupport
import TesseraTokens
import Testing

/// The value and structure rules of `--suggest-map`, each on a small token file written here.
@Suite("Suggested maps: rules on values and structure")
struct MapSuggestionRuleTests {
    /// The map suggested for one token document.
    static func suggest(_ document: String) throws -> JSONNode {
        let folder = try TemporaryFolder.create(containing: ["t.tokens.json": document])
        defer { TemporaryFolder.remove(folder) }
        return try #require(
            TokenMap.suggested(forFile: folder.appendingPathComponent("t.tokens.json"), shownAs: "t.tokens.json").map)
    }

    static func color(_ hex: String, _ extra: String = "") -> String { #"{ "$value": "\#(hex)"\#(extra) }"# }

    @Test(
        "the background is the neutral fill named for the page; a lighter surface is the surface, a darker quiet fill the secondary surface"
    )
    func background() throws {
        let map = try Self.suggest(
            #"""
            { "color": { "$type": "color",
                "surface": { "default": \#(Self.color("#FFFFFF")) },
                "background": { "page": \#(Self.color("#F4F5F7")), "subtle": \#(Self.color("#E8EAED")), "brand": \#(Self.color("#FDF2F8")) },
                "grey": { "50": \#(Self.color("#FAFAFA")) } } }
            """#)
        #expect(map["colors"]?["background"]?.stringValue == "color.background.page")
        #expect(map["colors"]?["surfaceBase"]?.stringValue == "color.surface.default")
        #expect(map["colors"]?["surfaceSecondary"]?.stringValue == "color.background.subtle")
        #expect(map["$why"]?["colors.background"]?.stringValue?.contains("#F4F5F7") == true)
    }

    @Test(
        "text roles are ranked by contrast on the background; an unreadable quiet text is left empty, and the map says why"
    )
    func textByContrast() throws {
        let map = try Self.suggest(
            #"""
            { "color": { "$type": "color",
                "bg": { "default": \#(Self.color("#FFFFFF")) },
                "text": { "default": \#(Self.color("#1F2328")), "subtle": \#(Self.color("#59636E")), "muted": \#(Self.color("#B0B4B8")),
                          "inverse": \#(Self.color("#FFFFFF")), "danger": \#(Self.color("#D1242F")) } } }
            """#)
        #expect(map["colors"]?["textPrimary"]?.stringValue == "color.text.default")
        #expect(map["colors"]?["textSecondary"]?.stringValue == "color.text.subtle")
        #expect(map["colors"]?["textTertiary"]?.stringValue == "", "#B0B4B8 reads at 2:1 on white")
        #expect(map["$unmapped"]?.elements?.contains(.string("colors.textTertiary")) == true)
        #expect(map["$why"]?["colors.textTertiary"]?.stringValue?.hasPrefix("left empty: ") == true)
    }

    @Test(
        "the accent is chromatic and solid: a grey named accent or a pale tint named for actions is not; the text on it must read on it"
    )
    func accent() throws {
        let map = try Self.suggest(
            #"""
            { "color": { "$type": "color",
                "background": { "default": \#(Self.color("#FFFFFF")) },
                "accent": { "default": \#(Self.color("#1A1A1A")) },
                "action": { "subtle": \#(Self.color("#EEF4FF")), "default": \#(Self.color("#0B5FFF")),
                            "on": \#(Self.color("#FFFFFF")), "hover": \#(Self.color("#0047D6")) } } }
            """#)
        #expect(map["colors"]?["accent"]?.stringValue == "color.action.default")
        #expect(map["colors"]?["textOnAccent"]?.stringValue == "color.action.on")
    }

    @Test("the page's text is not the text on the accent because it sits beside it in one group")
    func notOnAccent() throws {
        let map = try Self.suggest(
            #"""
            { "semantic": { "$type": "color",
                "canvas": \#(Self.color("#FFFFFF")), "text": \#(Self.color("#1F2328")), "action": \#(Self.color("#4A90E2")) } }
            """#)
        #expect(map["colors"]?["accent"]?.stringValue == "semantic.action")
        #expect(map["colors"]?["textPrimary"]?.stringValue == "semantic.text")
        #expect(
            map["colors"]?["textOnAccent"]?.stringValue == "",
            "semantic.text is the page's text, not named for the accent")
    }

    @Test("a status colour must have its hue: a blue named danger is not the destructive colour")
    func statusHue() throws {
        let map = try Self.suggest(
            #"""
            { "color": { "$type": "color",
                "background": { "default": \#(Self.color("#FFFFFF")) },
                "danger": { "default": \#(Self.color("#2255DD")) },
                "success": { "default": \#(Self.color("#1A7F37")) },
                "warning": { "default": \#(Self.color("#BF8700")) } } }
            """#)
        #expect(map["colors"]?["destructive"]?.stringValue == "")
        #expect(map["colors"]?["success"]?.stringValue == "color.success.default")
        #expect(map["colors"]?["warning"]?.stringValue == "color.warning.default")
    }

    @Test("two tokens of different colours that fit a role equally well leave it empty, naming both")
    func unsure() throws {
        let map = try Self.suggest(
            #"""
            { "color": { "$type": "color",
                "background": { "default": \#(Self.color("#FFFFFF")) },
                "focus": { "inner": \#(Self.color("#0B5FFF")), "outer": \#(Self.color("#1A1A1A")) } } }
            """#)
        #expect(map["colors"]?["focusRing"]?.stringValue == "")
        let why = map["$why"]?["colors.focusRing"]?.stringValue ?? ""
        #expect(why.contains("color.focus.inner") && why.contains("color.focus.outer"), "\(why)")
    }

    @Test(
        "a border for controls reaches 3:1 on the background; a subtle one stays under it; no divider named, no separator"
    )
    func borders() throws {
        let map = try Self.suggest(
            #"""
            { "color": { "$type": "color",
                "background": { "default": \#(Self.color("#FFFFFF")) },
                "border": { "subtle": \#(Self.color("#D0D7DE")), "default": \#(Self.color("#C8CDD2")), "strong": \#(Self.color("#6E7781")),
                            "input": \#(Self.color("#848D97")) } } }
            """#)
        #expect(map["colors"]?["borderSubtle"]?.stringValue == "color.border.subtle")
        #expect(
            map["colors"]?["separator"]?.stringValue == "",
            "no token is named for a divider: which border divides is the system's choice")
        #expect(map["colors"]?["controlBorder"]?.stringValue == "color.border.input")
    }

    @Test("Figma scopes place a colour when its name does not: TEXT_FILL is text, FRAME_FILL a fill")
    func scopes() throws {
        let map = try Self.suggest(
            #"""
            { "neutral": { "$type": "color",
                "paper": \#(Self.color("#FFFFFF", #", "$extensions": { "com.figma.scopes": ["FRAME_FILL"] }"#)),
                "default": \#(Self.color("#202020", #", "$extensions": { "com.figma.scopes": ["TEXT_FILL"] }"#)) } }
            """#)
        #expect(map["colors"]?["background"]?.stringValue == "neutral.paper")
        #expect(map["colors"]?["textPrimary"]?.stringValue == "neutral.default")
    }

    @Test(
        "spacing is the scale that aligns with Tessera's steps in order; a step the scale lacks is left empty; radii follow their names"
    )
    func scales() throws {
        func dimension(_ value: Double) -> String { #"{ "$value": { "value": \#(value), "unit": "px" } }"# }
        let map = try Self.suggest(
            #"""
            { "$type": "dimension",
              "space": { "1": \#(dimension(4)), "2": \#(dimension(8)), "4": \#(dimension(16)), "6": \#(dimension(24)), "8": \#(dimension(32)), "12": \#(dimension(48)),
                         "md": { "$value": "{space.4}" } },
              "gap": { "a": \#(dimension(10)), "b": \#(dimension(20)) },
              "icon": { "size": { "sm": \#(dimension(12)), "md": \#(dimension(16)) } },
              "radius": { "sm": \#(dimension(4)), "md": \#(dimension(8)), "lg": \#(dimension(12)), "full": \#(dimension(9999)) } }
            """#)
        let spacing = map["spacing"]
        #expect(spacing?["xs"]?.stringValue == "space.1")
        #expect(spacing?["s"]?.stringValue == "space.2")
        #expect(spacing?["m"]?.stringValue == "", "the scale has no 12: nothing, rather than 16 twice")
        #expect(spacing?["l"]?.stringValue == "space.md", "the semantic name over the palette step it names")
        #expect(spacing?["xxxl"]?.stringValue == "space.12")
        #expect(map["radii"]?["small"]?.stringValue == "radius.sm")
        #expect(map["radii"]?["medium"]?.stringValue == "radius.md")
        #expect(map["radii"]?["large"]?.stringValue == "radius.lg")
        #expect(map["radii"]?["xl"]?.stringValue == "")
    }
}
