import Foundation
import TesseraCore
import TesseraTestSupport
import TesseraTokens
import Testing

/// The text on a fill (`textOnAccent`, `textOnDestructive`) and the page's own fill: what a name
/// says a colour reads on. Each rule on a small token file written here.
@Suite("Suggested maps: what a colour reads on")
struct MapSuggestionOnColorTests {
    static func suggest(_ document: String) throws -> JSONNode { try MapSuggestionRuleTests.suggest(document) }
    static func color(_ hex: String) -> String { MapSuggestionRuleTests.color(hex) }

    @Test("text named for any solid colour (`on-color`) reads on the destructive colour, over a plain inverse")
    func onAnyColour() throws {
        let map = try Self.suggest(
            #"""
            { "$type": "color",
              "background": { "default": \#(Self.color("#FFFFFF")), "danger": \#(Self.color("#C62828")) },
              "text": { "default": \#(Self.color("#1F2328")), "inverse": \#(Self.color("#F5F5F5")),
                        "on-color": \#(Self.color("#FFFFFF")) } }
            """#)
        #expect(map["colors"]?["destructive"]?.stringValue == "background.danger")
        #expect(map["colors"]?["textOnDestructive"]?.stringValue == "text.on-color")
    }

    @Test("text named for an inverse surface (`on-inverse`) is not the text on the destructive colour")
    func onInverseSurface() throws {
        let map = try Self.suggest(
            #"""
            { "$type": "color",
              "background": { "default": \#(Self.color("#FFFFFF")), "danger": \#(Self.color("#C62828")) },
              "text": { "default": \#(Self.color("#1F2328")), "on-inverse": \#(Self.color("#FFFFFF")) } }
            """#)
        #expect(map["colors"]?["destructive"]?.stringValue == "background.danger")
        #expect(map["colors"]?["textOnDestructive"]?.stringValue == "")
        #expect(map["$why"]?["colors.textOnDestructive"]?.stringValue?.isEmpty == false)
    }

    @Test("`on-primary` names the fill it reads on, not a level: beside `on-brand` the names do not choose")
    func kindIsNoLevel() throws {
        let map = try Self.suggest(
            #"""
            { "$type": "color",
              "background": { "default": \#(Self.color("#FFFFFF")), "brand": \#(Self.color("#0050C8")) },
              "text": { "default": \#(Self.color("#1F2328")), "on-primary": \#(Self.color("#FFFFFF")),
                        "on-brand": \#(Self.color("#FAFAFA")) } }
            """#)
        #expect(map["colors"]?["accent"]?.stringValue == "background.brand")
        // Both name the accent's kind and nothing more: the names cannot tell them apart.
        #expect(map["colors"]?["textOnAccent"]?.stringValue == "")
    }

    @Test("a message's fill (`feedback.help.background`) is never the page's, however light")
    func messageFillIsNoPage() throws {
        let map = try Self.suggest(
            #"""
            { "$type": "color",
              "feedback": { "help": { "background": { "default": \#(Self.color("#FFFFFF")) } } },
              "background": { "default": \#(Self.color("#FCFCFC")) },
              "text": { "default": \#(Self.color("#1F2328")) } }
            """#)
        #expect(map["colors"]?["background"]?.stringValue == "background.default")
    }

    @Test("a segmented control's track is that control's own, never the page")
    func componentTrackIsNoPage() throws {
        let map = try Self.suggest(
            #"""
            { "$type": "color",
              "segmented": { "track": { "bg": \#(Self.color("#FFFFFF")) } },
              "surface": { "page": \#(Self.color("#FAFAFA")) },
              "text": { "default": \#(Self.color("#1F2328")) } }
            """#)
        #expect(map["colors"]?["background"]?.stringValue == "surface.page")
    }
}
