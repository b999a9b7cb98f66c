import Foundation
import TesseraCore
import TesseraTestSupport
import TesseraTokens
import Testing

/// A field's colours are the field's: its placeholder, its fill, its focused text and outline
/// play no role of the page. Each rule on a small token file written here; each fails without it.
@Suite("Suggested maps: a field's colours are its own")
struct MapSuggestionControlTests {
    static func suggest(_ document: String) throws -> JSONNode { try MapSuggestionRuleTests.suggest(document) }
    static func color(_ hex: String) -> String { MapSuggestionRuleTests.color(hex) }

    @Test("a placeholder colour is not the tertiary text, even grouped with the text: the quieter `muted` is")
    func placeholderIsNotTertiary() throws {
        let map = try Self.suggest(
            #"""
            { "color": { "$type": "color",
                "bg": { "default": \#(Self.color("#FFFFFF")) },
                "text": { "default": \#(Self.color("#1F2328")), "subtle": \#(Self.color("#59636E")),
                          "muted": \#(Self.color("#7D848C")), "placeholder": \#(Self.color("#8C939A")) } } }
            """#)
        #expect(map["colors"]?["textSecondary"]?.stringValue == "color.text.subtle")
        #expect(map["colors"]?["textTertiary"]?.stringValue == "color.text.muted")
    }

    @Test("a fill named for inputs is not the page, as one named for a control is not")
    func inputsFill() throws {
        let map = try Self.suggest(
            #"""
            { "background": { "$type": "color",
                "inputs": { "default": \#(Self.color("#FFFFFF")) }, "default": \#(Self.color("#FCFCFC")) } }
            """#)
        #expect(map["colors"]?["background"]?.stringValue == "background.default")
    }

    @Test("a focused field's text or border is not the focus ring")
    func focusedFieldIsNotTheRing() throws {
        let text = try Self.suggest(
            #"""
            { "color": { "$type": "color", "bg": { "default": \#(Self.color("#FFFFFF")) },
                "focus": { "text-color": \#(Self.color("#1A1A1A")) } } }
            """#)
        #expect(text["colors"]?["focusRing"]?.stringValue == "")
        let field = try Self.suggest(
            #"""
            { "color": { "$type": "color", "bg": { "default": \#(Self.color("#FFFFFF")) },
                "field": { "focus": { "border": \#(Self.color("#0B5FFF")) } } } }
            """#)
        #expect(field["colors"]?["focusRing"]?.stringValue == "")
    }
}

extension MapSuggestionControlTests {
    @Test("a border named for a field is the control's border where it is plainly visible, though under 3:1")
    func fieldBorderUnderThree() throws {
        let map = try Self.suggest(
            #"""
            { "color": { "$type": "color", "bg": { "default": \#(Self.color("#FFFFFF")) },
                "border": { "input": \#(Self.color("#A0A4A8")), "faint": \#(Self.color("#F0F0F0")) } } }
            """#)
        #expect(map["colors"]?["controlBorder"]?.stringValue == "color.border.input")
        #expect(map["$why"]?["colors.controlBorder"]?.stringValue?.contains("named for a field") == true)
        let faint = try Self.suggest(
            #"""
            { "color": { "$type": "color", "bg": { "default": \#(Self.color("#FFFFFF")) },
                "border": { "input": \#(Self.color("#EEEEEE")) } } }
            """#)
        #expect(faint["colors"]?["controlBorder"]?.stringValue == "", "1.2:1 is not plainly visible")
    }
}
