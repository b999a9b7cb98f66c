import Foundation
import TesseraCore
import TesseraTokens
import Testing

/// The rules that keep `--suggest-map` from a wrong suggestion on a system nobody tuned it to:
/// component overrides, variants, states and fills that only look like the role are passed over,
/// and where the names cannot settle it the role is left empty with the reason.
@Suite("Suggested maps: abstaining rather than guessing")
struct MapSuggestionAbstentionTests {
    static func suggest(_ document: String) throws -> JSONNode { try MapSuggestionRuleTests.suggest(document) }
    static func color(_ hex: String) -> String { MapSuggestionRuleTests.color(hex) }

    @Test("a component's override of the theme's token (the same last three parts, deeper) is not the theme's role")
    func componentOverride() throws {
        let map = try Self.suggest(
            #"""
            { "$type": "color",
              "grid": { "body": { "cell": { "color": { "background": { "default": \#(Self.color("#FFFFFF")) } } } } },
              "global": { "color": { "background": { "default": \#(Self.color("#FAFAFA")) } } } }
            """#)
        #expect(
            map["colors"]?["background"]?.stringValue == "global.color.background.default",
            "not the grid cell's, although `body` names a page")
    }

    @Test("a winner two levels deeper than a fitting token of another colour leaves the role unsure")
    func plainerRival() throws {
        let map = try Self.suggest(
            #"""
            { "color": { "$type": "color",
                "background": { "default": \#(Self.color("#FFFFFF")) },
                "action": { "default": \#(Self.color("#0B5FFF")) },
                "panel": { "promo": { "action": { "background": { "default": \#(Self.color("#7B2FF7")) } } } } } }
            """#)
        #expect(map["colors"]?["accent"]?.stringValue == "")
        #expect(map["$why"]?["colors.accent"]?.stringValue?.contains("unsure") == true)
    }

    @Test("a near-black border named for inputs is the text's colour, not the control border")
    func controlBorderCeiling() throws {
        let map = try Self.suggest(
            #"""
            { "color": { "$type": "color",
                "background": { "default": \#(Self.color("#FFFFFF")) },
                "border": { "default": \#(Self.color("#6E7781")), "input": \#(Self.color("#1F1F1F")) } } }
            """#)
        #expect(map["colors"]?["controlBorder"]?.stringValue == "color.border.default")
    }

    @Test("an icon's colour named as primary is not the accent")
    func iconIsNotAccent() throws {
        let map = try Self.suggest(
            #"""
            { "color": { "$type": "color",
                "background": { "default": \#(Self.color("#FFFFFF")) },
                "icon": { "primary": \#(Self.color("#3B57FF")) } } }
            """#)
        #expect(map["colors"]?["accent"]?.stringValue == "")
    }

    @Test("a pressed state (`surface-press`) is not the accent")
    func pressIsAState() throws {
        let map = try Self.suggest(
            #"""
            { "color": { "$type": "color",
                "background": { "default": \#(Self.color("#FFFFFF")) },
                "primary": { "surface-press": \#(Self.color("#3B57FF")) } } }
            """#)
        #expect(map["colors"]?["accent"]?.stringValue == "")
    }

    @Test("a fill beside the destructive colour named inverse is another fill, not the text on it")
    func siblingFillIsNotContent() throws {
        // Both the sibling fill and the inverse text read at 4.5:1 on the danger colour (5.0:1,
        // 5.6:1), so only the sibling rule tells them apart.
        let map = try Self.suggest(
            #"""
            { "color": { "$type": "color",
                "background": { "default": \#(Self.color("#FFFFFF")), "danger": \#(Self.color("#C62828")), "inverse": \#(Self.color("#F2F2F2")) },
                "text": { "default": \#(Self.color("#1F2328")), "inverse": \#(Self.color("#FFFFFF")) } } }
            """#)
        #expect(map["colors"]?["destructive"]?.stringValue == "color.background.danger")
        #expect(map["colors"]?["textOnDestructive"]?.stringValue == "color.text.inverse")
    }

    @Test("the colour on the primary colour is not the colour on the danger colour")
    func onAnotherFill() throws {
        let map = try Self.suggest(
            #"""
            { "color": { "$type": "color",
                "surface": \#(Self.color("#FFFFFF")), "primary": \#(Self.color("#6750A4")), "on-primary": \#(Self.color("#FFFFFF")),
                "error": \#(Self.color("#B3261E")) } }
            """#)
        #expect(map["colors"]?["textOnAccent"]?.stringValue == "color.on-primary")
        #expect(map["colors"]?["textOnDestructive"]?.stringValue == "")
    }

    @Test("a spacing scale inside the spacing scale's group is a specialisation of it, not a rival")
    func nestedScaleIsNoRival() throws {
        func dimension(_ value: Double) -> String { #"{ "$value": { "value": \#(value), "unit": "px" } }"# }
        let map = try Self.suggest(
            #"""
            { "$type": "dimension",
              "spacer": { "xs": \#(dimension(4)), "sm": \#(dimension(8)), "md": \#(dimension(12)), "lg": \#(dimension(16)),
                          "xl": \#(dimension(24)), "2xl": \#(dimension(32)), "3xl": \#(dimension(48)),
                          "action": { "horizontal": { "sm": \#(dimension(8)), "md": \#(dimension(12)), "lg": \#(dimension(16)) } } } }
            """#)
        #expect(map["spacing"]?["s"]?.stringValue == "spacer.sm")
        #expect(map["spacing"]?["xl"]?.stringValue == "spacer.xl")
    }
}
