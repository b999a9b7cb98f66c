import Foundation
import TesseraCore
import TesseraTestSupport
import TesseraTokens
import Testing

/// A token is what its group and its value say: a control's or a component's colours are that
/// control's, a paragraph's spacing is its text's, `primary-subtle` is a tint of the primary
/// colour and a "secondary" text as dark as the primary is no quieter level. None plays that role
/// of the page. Each rule on a small token file written here.
@Suite("Suggested maps: a token is what its group and value say")
struct MapSuggestionOwnerTests {
    static func suggest(_ document: String) throws -> JSONNode { try MapSuggestionRuleTests.suggest(document) }
    static func color(_ hex: String) -> String { MapSuggestionRuleTests.color(hex) }
    static func px(_ value: Double) -> String { #"{ "$value": { "value": \#(value), "unit": "px" } }"# }

    @Test("a paragraph's spacing is a length of text, like line height: no spacing step is taken from it")
    func paragraphSpacing() throws {
        let map = try Self.suggest(
            #"""
            { "$type": "dimension",
              "paragraph-spacing": { "xs": \#(Self.px(4)), "s": \#(Self.px(8)), "m": \#(Self.px(12)), "l": \#(Self.px(16)),
                                     "xl": \#(Self.px(24)), "xxl": \#(Self.px(32)) } }
            """#)
        for step in ["xs", "s", "m", "l", "xl", "xxl"] {
            #expect(map["spacing"]?[step]?.stringValue == "", "\(step)")
        }
    }

    @Test("a field's or a component's text is not the page's quieter text: with no other, the role is left empty")
    func controlText() throws {
        let map = try Self.suggest(
            #"""
            { "color": { "$type": "color",
                "bg": { "default": \#(Self.color("#FFFFFF")) },
                "text": { "default": \#(Self.color("#1F2328")) },
                "input": { "text": { "placeholder": \#(Self.color("#6E7781")) } },
                "component": { "form": { "text": { "secondary": \#(Self.color("#59636E")) } } } } }
            """#)
        #expect(map["colors"]?["textPrimary"]?.stringValue == "color.text.default")
        #expect(map["colors"]?["textSecondary"]?.stringValue == "")
        #expect(map["colors"]?["textTertiary"]?.stringValue == "")
    }

    @Test("a control's status fill is the control's: the status colour is the one named for the status alone")
    func controlStatus() throws {
        let map = try Self.suggest(
            #"""
            { "color": { "$type": "color",
                "bg": { "default": \#(Self.color("#FFFFFF")) },
                "input": { "background": { "success": \#(Self.color("#1A7F37")), "danger": \#(Self.color("#CF222E")) } },
                "status": { "success": \#(Self.color("#2DA44E")) } } }
            """#)
        #expect(map["colors"]?["success"]?.stringValue == "color.status.success")
        #expect(map["colors"]?["destructive"]?.stringValue == "", "only a field's fill is named for danger")
    }

    @Test("a fill named `primary-subtle` is a tint of the primary colour, not the page's secondary surface")
    func primaryTint() throws {
        let map = try Self.suggest(
            #"""
            { "color": { "$type": "color",
                "background": { "default": \#(Self.color("#FFFFFF")), "primary-subtle": \#(Self.color("#EEF1F4")) } } }
            """#)
        #expect(map["colors"]?["background"]?.stringValue == "color.background.default")
        #expect(map["colors"]?["surfaceSecondary"]?.stringValue == "")
    }

    @Test("a `secondary` text as dark as the primary is not a quieter level: the role is left empty")
    func quieterReadsLess() throws {
        let map = try Self.suggest(
            #"""
            { "color": { "$type": "color",
                "bg": { "default": \#(Self.color("#FFFFFF")) },
                "text": { "primary": \#(Self.color("#1E1E1E")), "helper": \#(Self.color("#757575")) },
                "sticker": { "text-secondary": \#(Self.color("#1E1E1E")) } } }
            """#)
        #expect(map["colors"]?["textPrimary"]?.stringValue == "color.text.primary")
        #expect(map["colors"]?["textSecondary"]?.stringValue == "")
    }

    @Test("a fill whose own name joins primary to a surface (`primary-container`) is a tint, not the page's surface")
    func primaryContainer() throws {
        let map = try Self.suggest(
            #"""
            { "color": { "$type": "color",
                "background": { "page": \#(Self.color("#FFFFFF")) },
                "schemes": { "primary-container": \#(Self.color("#DFE4F6")) } } }
            """#)
        #expect(map["colors"]?["background"]?.stringValue == "color.background.page")
        #expect(map["colors"]?["surfaceBase"]?.stringValue == "")
    }

    @Test("a border named for actions outlines a button: the subtle border is the one named for the page's parts")
    func actionBorder() throws {
        let map = try Self.suggest(
            #"""
            { "color": { "$type": "color",
                "bg": { "default": \#(Self.color("#FFFFFF")) },
                "border": { "subtle": \#(Self.color("#E1E4E8")), "action": { "secondary": \#(Self.color("#D0D7DE")) } } } }
            """#)
        #expect(map["colors"]?["borderSubtle"]?.stringValue == "color.border.subtle")
    }
}
