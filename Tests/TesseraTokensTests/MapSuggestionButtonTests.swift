import Foundation
import TesseraCore
import TesseraTestSupport
import TesseraTokens
import Testing

/// The primary button: Tessera's accent fills it, so a system's own primary button fill is its
/// accent, and the button's label is the text on it. Each rule on a small token file written here.
@Suite("Suggested maps: the primary button")
struct MapSuggestionButtonTests {
    static func suggest(_ document: String) throws -> JSONNode { try MapSuggestionRuleTests.suggest(document) }
    static func color(_ hex: String) -> String { MapSuggestionRuleTests.color(hex) }

    @Test("the primary button's fill is the accent, over another colour named for the brand; its label reads on it")
    func primaryButton() throws {
        let map = try Self.suggest(
            #"""
            { "$type": "color",
              "background": { "default": \#(Self.color("#FFFFFF")), "brand": \#(Self.color("#0B9CEA")) },
              "text": { "default": \#(Self.color("#1F2328")), "inverse": \#(Self.color("#FFFFFF")) },
              "button": { "primary": { "background": \#(Self.color("#0050C8")), "text": \#(Self.color("#FAFAFA")),
                                       "hover": \#(Self.color("#003C96")) },
                          "secondary": { "background": \#(Self.color("#E0E0E0")) } } }
            """#)
        #expect(map["colors"]?["accent"]?.stringValue == "button.primary.background")
        #expect(map["$why"]?["colors.accent"]?.stringValue?.contains("primary button") == true)
        #expect(map["colors"]?["textOnAccent"]?.stringValue == "button.primary.text")
    }

    @Test("two primary buttons of different colours, or a grey one, leave the accent to the names")
    func twoOrGreyButtons() throws {
        let two = try Self.suggest(
            #"""
            { "$type": "color", "background": { "default": \#(Self.color("#FFFFFF")) },
              "btn": { "primary1": { "bg": \#(Self.color("#41547D")) }, "primary2": { "bg": \#(Self.color("#FF644C")) } } }
            """#)
        #expect(two["colors"]?["accent"]?.stringValue != "btn.primary2.bg")
        let grey = try Self.suggest(
            #"""
            { "$type": "color", "background": { "default": \#(Self.color("#FFFFFF")) },
              "action": { "default": \#(Self.color("#0B5FFF")) },
              "button": { "primary": { "background": \#(Self.color("#303030")) } } }
            """#)
        #expect(grey["colors"]?["accent"]?.stringValue == "action.default")
    }

    @Test("the danger button's fill is the destructive colour, over a message's red; its label reads on it")
    func dangerButton() throws {
        let map = try Self.suggest(
            #"""
            { "$type": "color",
              "background": { "default": \#(Self.color("#FFFFFF")) },
              "text": { "default": \#(Self.color("#1F2328")) },
              "panel": { "danger": { "bg": \#(Self.color("#DC3D43")) } },
              "button": { "danger": { "bg": \#(Self.color("#B4232A")), "text": \#(Self.color("#FFFFFF")) },
                          "danger-outline": { "bg": \#(Self.color("#C0262D")) } } }
            """#)
        #expect(map["colors"]?["destructive"]?.stringValue == "button.danger.bg")
        #expect(map["$why"]?["colors.destructive"]?.stringValue?.contains("danger button") == true)
        #expect(map["colors"]?["textOnDestructive"]?.stringValue == "button.danger.text")
    }

    @Test("a danger button too light to read on the page, or two of different reds, leave the names to decide")
    func paleOrTwoDangerButtons() throws {
        let pale = try Self.suggest(
            #"""
            { "$type": "color", "background": { "default": \#(Self.color("#FFFFFF")) },
              "danger": { "default": \#(Self.color("#C62828")) },
              "button": { "danger": { "background": \#(Self.color("#FF8A80")) } } }
            """#)
        #expect(pale["colors"]?["destructive"]?.stringValue == "danger.default")
        let two = try Self.suggest(
            #"""
            { "$type": "color", "background": { "default": \#(Self.color("#FFFFFF")) },
              "danger": { "default": \#(Self.color("#C62828")) },
              "button": { "danger": { "background": \#(Self.color("#B71C1C")) },
                          "destructive": { "background": \#(Self.color("#D32F2F")) } } }
            """#)
        #expect(two["colors"]?["destructive"]?.stringValue == "danger.default")
    }
}
