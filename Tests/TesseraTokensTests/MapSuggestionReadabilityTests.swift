import Foundation
import TesseraCore
import TesseraTestSupport
import TesseraTokens
import Testing

/// The contrast a text role's colour must reach to be suggested: the primary text WCAG's enhanced
/// level (7:1) on the background, the secondary text and the content drawn on a fill WCAG's
/// minimum for body text (4.5:1); the tertiary level (a placeholder's) 3:1. Under the floor the
/// role is left empty, and the map says why.
@Suite("Suggested maps: text roles read at WCAG's levels")
struct MapSuggestionReadabilityTests {
    static func suggest(_ document: String) throws -> JSONNode { try MapSuggestionRuleTests.suggest(document) }
    static func color(_ hex: String) -> String { MapSuggestionRuleTests.color(hex) }

    @Test("a colour named for the default text that reads under 7:1 on the background is not the primary text")
    func primaryUnderSeven() throws {
        let map = try Self.suggest(
            #"""
            { "color": { "$type": "color",
                "background": { "default": \#(Self.color("#FFFFFF")) },
                "text": { "default": \#(Self.color("#666666")) } } }
            """#)
        #expect(map["colors"]?["textPrimary"]?.stringValue == "", "#666666 reads at 5.7:1 on white")
        let why = map["$why"]?["colors.textPrimary"]?.stringValue ?? ""
        #expect(why.hasPrefix("left empty: ") && why.contains("7:1"), "\(why)")
    }

    @Test("a quieter text that reads under 4.5:1 is not the secondary text; at 3:1 it may be the tertiary one")
    func secondaryUnderFourAndAHalf() throws {
        let quiet = try Self.suggest(
            #"""
            { "color": { "$type": "color",
                "background": { "default": \#(Self.color("#FFFFFF")) },
                "text": { "default": \#(Self.color("#1F2328")), "subtle": \#(Self.color("#8A8A8A")) } } }
            """#)
        #expect(quiet["colors"]?["textPrimary"]?.stringValue == "color.text.default")
        #expect(quiet["colors"]?["textSecondary"]?.stringValue == "", "#8A8A8A reads at 3.45:1 on white")
        #expect(quiet["$why"]?["colors.textSecondary"]?.stringValue?.contains("4.5:1") == true)

        let levels = try Self.suggest(
            #"""
            { "color": { "$type": "color",
                "background": { "default": \#(Self.color("#FFFFFF")) },
                "text": { "default": \#(Self.color("#1F2328")), "secondary": \#(Self.color("#767676")),
                          "tertiary": \#(Self.color("#8A8A8A")) } } }
            """#)
        #expect(levels["colors"]?["textSecondary"]?.stringValue == "color.text.secondary")
        #expect(levels["colors"]?["textTertiary"]?.stringValue == "color.text.tertiary")
    }

    @Test("the content named for the accent must read at 4.5:1 on it")
    func onAccentUnderFourAndAHalf() throws {
        let map = try Self.suggest(
            #"""
            { "color": { "$type": "color",
                "background": { "default": \#(Self.color("#FFFFFF")) },
                "action": { "default": \#(Self.color("#2F80ED")), "on": \#(Self.color("#FFFFFF")) } } }
            """#)
        #expect(map["colors"]?["accent"]?.stringValue == "color.action.default")
        #expect(map["colors"]?["textOnAccent"]?.stringValue == "", "white reads at 3.9:1 on #2F80ED")
        #expect(map["$why"]?["colors.textOnAccent"]?.stringValue?.contains("4.5:1") == true)
    }

    @Test("a text named quieter but nearly as strong as the primary (86 % of its contrast) is not the second level")
    func quieterReadsQuieter() throws {
        let map = try Self.suggest(
            #"""
            { "color": { "$type": "color",
                "background": { "default": \#(Self.color("#FFFFFF")) },
                "text": { "default": \#(Self.color("#1F2328")), "secondary": \#(Self.color("#2A2E33")),
                          "muted": \#(Self.color("#6B6B6B")) } } }
            """#)
        #expect(map["colors"]?["textPrimary"]?.stringValue == "color.text.default")
        // #2A2E33 reads at 13.7:1, #1F2328 at 15.8:1; #6B6B6B at 5.3:1.
        #expect(map["colors"]?["textSecondary"]?.stringValue == "color.text.muted")
    }

    @Test("a scrim must dim: a black veil of a tenth is no scrim, one of two fifths is")
    func scrimDims() throws {
        let faint = try Self.suggest(
            #"""
            { "color": { "$type": "color",
                "background": { "default": \#(Self.color("#FFFFFF")) },
                "overlay": { "default": \#(Self.color("#0000001A")) } } }
            """#)
        #expect(faint["colors"]?["scrim"]?.stringValue == "")
        let dim = try Self.suggest(
            #"""
            { "color": { "$type": "color",
                "background": { "default": \#(Self.color("#FFFFFF")) },
                "overlay": { "default": \#(Self.color("#00000066")) } } }
            """#)
        #expect(dim["colors"]?["scrim"]?.stringValue == "color.overlay.default")
    }
}
