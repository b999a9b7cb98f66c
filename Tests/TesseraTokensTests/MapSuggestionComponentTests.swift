import Foundation
import TesseraCore
import TesseraTestSupport
import TesseraTokens
import Testing

/// A component's tokens, a screen's styles, a size's styles and copies of one token: what the
/// names say must agree with what the structure says before `--suggest-map` suggests a token.
/// Each rule on a small token file written here; each test fails without its rule.
@Suite("Suggested maps: components, screens, sizes and copies")
struct MapSuggestionComponentTests {
    static func suggest(_ document: String) throws -> JSONNode { try MapSuggestionRuleTests.suggest(document) }
    static func color(_ hex: String) -> String { MapSuggestionRuleTests.color(hex) }
    static func style(_ size: Double) -> String { MapSuggestionAgreementTests.style(size) }
    static func px(_ value: Double) -> String { MapSuggestionPrecisionTests.px(value) }

    @Test("a component's fill is not the page's background, even with no `component` group above it")
    func componentFill() throws {
        let map = try Self.suggest(
            #"""
            { "$type": "color",
              "checkbox": { "default": { "background": \#(Self.color("#FFFFFF")) } },
              "bg": { "default": \#(Self.color("#FAFAFA")) } }
            """#)
        #expect(map["colors"]?["background"]?.stringValue == "bg.default")
    }

    @Test("a fill named white is a page fill: `white` names an inverted colour only for text and borders")
    func whiteFill() throws {
        let map = try Self.suggest(
            #"""
            { "$type": "color", "bg": { "white": \#(Self.color("#FFFFFF")) }, "text": { "primary": \#(Self.color("#1F2328")) } }
            """#)
        #expect(map["colors"]?["background"]?.stringValue == "bg.white")
    }

    @Test("a card's title style is not the page's title, and a smaller screen's body is not the body")
    func componentAndScreenStyles() throws {
        let map = try Self.suggest(
            #"""
            { "card": { "title": \#(Self.style(28)) },
              "text": { "body": { "mobile": \#(Self.style(17)) } } }
            """#)
        #expect(map["typography"]?["title"]?.stringValue == "")
        #expect(map["typography"]?["body"]?.stringValue == "")
    }

    @Test("`h2` is a heading as much as `h1`: with several heading levels, which is the title is left to the system")
    func severalHeadingLevels() throws {
        let map = try Self.suggest(#"{ "font": { "h1": \#(Self.style(28)), "h2": \#(Self.style(24)) } }"#)
        #expect(map["typography"]?["title"]?.stringValue == "")
    }

    @Test("the body is the style named as the default size, though another size is nearer iOS's 17 pt")
    func bodyNamedDefault() throws {
        let map = try Self.suggest(
            #"{ "text": { "body": { "sm": \#(Self.style(14)), "md": \#(Self.style(15)), "lg": \#(Self.style(17)) } } }"#
        )
        #expect(map["typography"]?["body"]?.stringValue == "text.body.md")
    }

    @Test(
        "a body named for another size (`textSmall`) gives way to the one style named for no size; with none, unsure"
    )
    func bodyNamedOtherSize() throws {
        let plain = try Self.suggest(#"{ "font": { "text": \#(Self.style(20)), "textSmall": \#(Self.style(18)) } }"#)
        #expect(plain["typography"]?["body"]?.stringValue == "font.text")
        let sized = try Self.suggest(#"{ "body": { "lg": \#(Self.style(17)), "xl": \#(Self.style(20)) } }"#)
        #expect(sized["typography"]?["body"]?.stringValue == "")
        #expect(sized["$why"]?["typography.body"]?.stringValue?.contains("named for a size") == true)
    }

    @Test("a status colour is the status's fill: not an icon's colour, nor a container's, nor a `subtler` tint")
    func statusFill() throws {
        let map = try Self.suggest(
            #"""
            { "$type": "color",
              "bg": { "page": \#(Self.color("#FFFFFF")) },
              "icon": { "success": \#(Self.color("#1A7F37")) },
              "container": { "containerPositive": \#(Self.color("#2DA44E")) },
              "background": { "critical": { "subtler": \#(Self.color("#E5534B")) } },
              "feedback": { "success": \#(Self.color("#116329")), "danger": \#(Self.color("#CF222E")) } }
            """#)
        #expect(map["colors"]?["success"]?.stringValue == "feedback.success")
        #expect(map["colors"]?["destructive"]?.stringValue == "feedback.danger")
    }

    @Test("the destructive colour reads at 3:1 on the page: a lighter red is a decoration's")
    func destructiveReads() throws {
        let map = try Self.suggest(
            #"""
            { "$type": "color", "bg": { "page": \#(Self.color("#FFFFFF")) },
              "support": { "error": \#(Self.color("#FF8A80")) } }
            """#)
        #expect(map["colors"]?["destructive"]?.stringValue == "")
    }

    @Test(
        "two copies of one token, one under a namespace (`click.global…`), leave the role empty; under a control's name it is the control's"
    )
    func namespaceCopies() throws {
        let copies = try Self.suggest(
            #"""
            { "$type": "color",
              "global": { "color": { "text": { "default": \#(Self.color("#1F2328")) } } },
              "click": { "global": { "color": { "text": { "default": \#(Self.color("#1F2328")) } } } } }
            """#)
        #expect(copies["colors"]?["textPrimary"]?.stringValue == "")
        #expect(copies["$why"]?["colors.textPrimary"]?.stringValue?.contains("click.global.color.text.default") == true)
        let control = try Self.suggest(
            #"""
            { "$type": "color", "bg": { "page": \#(Self.color("#FFFFFF")) },
              "focus": { "border": \#(Self.color("#1354EC")) }, "input": { "focus": { "border": \#(Self.color("#1354EC")) } } }
            """#)
        #expect(control["colors"]?["focusRing"]?.stringValue == "focus.border")
    }

    @Test("a focus colour named for actions is a button's focused state, not the focus ring")
    func actionFocus() throws {
        let map = try Self.suggest(
            #"""
            { "$type": "color", "bg": { "page": \#(Self.color("#FFFFFF")) },
              "actions": { "primary": { "focus": { "border": \#(Self.color("#0969DA")) } } } }
            """#)
        #expect(map["colors"]?["focusRing"]?.stringValue == "")
    }

    @Test("a control's radius scale (`inputs.radius`) is the control's own, not the theme's radii")
    func controlRadii() throws {
        let map = try Self.suggest(
            #"""
            { "$type": "dimension",
              "inputs": { "radius": { "sm": \#(Self.px(4)), "md": \#(Self.px(8)), "lg": \#(Self.px(12)), "xl": \#(Self.px(16)) } } }
            """#)
        for step in ["small", "medium", "large"] {
            #expect(map["radii"]?[step]?.stringValue == "", "\(step)")
        }
    }
}
