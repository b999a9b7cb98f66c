import Foundation
import TesseraCore
import TesseraTestSupport
import TesseraTokens
import Testing

/// Precision first, by agreement: a role is suggested only where what the names say and what the
/// values and structure say agree; where they do not, or where two readings fit as well, the role
/// is left empty with the reason. Each rule on a small token file written here.
@Suite("Suggested maps: names, values and structure must agree")
struct MapSuggestionAgreementTests {
    static func suggest(_ document: String) throws -> JSONNode { try MapSuggestionRuleTests.suggest(document) }
    static func color(_ hex: String) -> String { MapSuggestionRuleTests.color(hex) }
    static func px(_ value: Double) -> String { MapSuggestionPrecisionTests.px(value) }
    /// A typography token of `size` px.
    static func style(_ size: Double) -> String {
        #"{ "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": { "value": \#(size), "unit": "px" }, "fontWeight": 400, "lineHeight": 1.5, "letterSpacing": { "value": 0, "unit": "px" } } }"#
    }

    @Test("two groups of the same spacing values (gap beside margin) leave spacing empty, naming both")
    func rivalScales() throws {
        let steps = [2.0, 4, 8, 12, 16, 24].enumerated().map { #""\#($0.offset + 1)": \#(Self.px($0.element))"# }
            .joined(separator: ", ")
        let map = try Self.suggest(
            #"{ "$type": "dimension", "space": { "gap": { \#(steps) }, "margin": { \#(steps) } } }"#)
        for step in ["xxs", "xs", "s", "m", "l", "xl"] {
            #expect(map["spacing"]?[step]?.stringValue == "", "\(step)")
        }
        let why = map["$why"]?["spacing.s"]?.stringValue ?? ""
        #expect(why.contains("space.gap") && why.contains("space.margin"), "\(why)")
    }

    @Test(
        "a group that gives some of the steps the very values the best scale gives them is a rival too: spacing is left empty"
    )
    func fewerOfTheSameValues() throws {
        let all = [2.0, 4, 8, 12, 16, 24, 32, 48].enumerated().map { #""\#($0.offset + 1)": \#(Self.px($0.element))"# }
            .joined(separator: ", ")
        let some = [("xs", 4.0), ("s", 8), ("m", 12)].map { #""\#($0.0)": \#(Self.px($0.1))"# }.joined(separator: ", ")
        let map = try Self.suggest(
            #"{ "$type": "dimension", "space": { "base": { \#(all) }, "inset": { \#(some) } } }"#)
        #expect(map["spacing"]?["xxxl"]?.stringValue == "")
        #expect(map["$why"]?["spacing.xxxl"]?.stringValue?.contains("space.inset") == true)
        let alone = try Self.suggest(#"{ "$type": "dimension", "space": { "base": { \#(all) } } }"#)
        #expect(alone["spacing"]?["xxxl"]?.stringValue == "space.base.8")
    }

    @Test(
        "a radius scale whose names do not say the steps (numbers) leaves the radii empty: the order alone is a guess")
    func radiusNamesMustAgree() throws {
        let steps = [2.0, 4, 6, 8, 12, 16, 24].enumerated().map { #""\#($0.offset + 1)": \#(Self.px($0.element))"# }
            .joined(separator: ", ")
        let map = try Self.suggest(#"{ "$type": "dimension", "radius": { \#(steps) } }"#)
        for step in ["small", "medium", "large", "xl"] {
            #expect(map["radii"]?[step]?.stringValue == "", "\(step)")
        }
        #expect(map["$why"]?["radii.small"]?.stringValue?.contains("its name does not say small") == true)
    }

    @Test(
        "two styles equally near a role's size are unsure unless one is named as the default; a style of one size named `normal` beside a variant is the role's"
    )
    func equallyNearStyles() throws {
        let map = try Self.suggest(
            #"""
            { "type": { "body": { "300": \#(Self.style(16)), "400": \#(Self.style(18)) },
                        "code": { "header": \#(Self.style(14)), "normal": \#(Self.style(14)) } } }
            """#)
        #expect(map["typography"]?["body"]?.stringValue == "", "16 and 18 px are equally near 17 pt")
        #expect(map["$why"]?["typography.body"]?.stringValue?.contains("equally near") == true)
        #expect(map["typography"]?["code"]?.stringValue == "type.code.normal")
    }

    @Test(
        "one style is not two roles of different sizes: the role the style is named for keeps it, the other is left empty"
    )
    func oneStyleOneRole() throws {
        let map = try Self.suggest(#"{ "type": { "body": \#(Self.style(16)), "caption": \#(Self.style(12)) } }"#)
        #expect(map["typography"]?["body"]?.stringValue == "type.body")
        #expect(map["typography"]?["callout"]?.stringValue == "", "16 px is the body's style, not a callout of its own")
        #expect(map["typography"]?["subheadline"]?.stringValue == "")
        #expect(map["$why"]?["typography.callout"]?.stringValue?.contains("plays body") == true)
        #expect(map["typography"]?["caption"]?.stringValue == "type.caption")
    }

    @Test(
        "a control border is named for controls or as the border's default; a strong border alone is an emphasis, not the control's"
    )
    func controlBorderNamed() throws {
        let strongOnly = try Self.suggest(
            #"""
            { "color": { "$type": "color", "background": { "default": \#(Self.color("#FFFFFF")) },
                "border": { "subtle": \#(Self.color("#E0E0E0")), "strong": \#(Self.color("#767676")) } } }
            """#)
        #expect(strongOnly["colors"]?["controlBorder"]?.stringValue == "")
        let named = try Self.suggest(
            #"""
            { "color": { "$type": "color", "background": { "default": \#(Self.color("#FFFFFF")) },
                "border": { "subtle": \#(Self.color("#E0E0E0")), "strong": \#(Self.color("#505050")), "input": \#(Self.color("#767676")) } } }
            """#)
        #expect(named["colors"]?["controlBorder"]?.stringValue == "color.border.input")
    }

    @Test("a grey in a palette of roles (`theme.primary` beside `theme.danger` and `theme.success`) is never the text")
    func rolePaletteIsNotText() throws {
        let map = try Self.suggest(
            #"""
            { "color": { "$type": "color", "page": { "bg": \#(Self.color("#FFFFFF")) },
                "theme": { "primary": \#(Self.color("#303030")), "danger": \#(Self.color("#C62828")), "success": \#(Self.color("#2E7D32")) },
                "default": \#(Self.color("#212121")) } }
            """#)
        #expect(map["colors"]?["textPrimary"]?.stringValue == "color.default")
    }

    @Test("an action colour of chroma under 0.09 is nearly grey: the accent is left empty, and so is the text on it")
    func greyAccentIsUnsure() throws {
        let map = try Self.suggest(
            #"""
            { "color": { "$type": "color", "background": { "default": \#(Self.color("#FFFFFF")) },
                "action": { "primary": \#(Self.color("#1F513F")) }, "text": { "inverse": \#(Self.color("#FFFFFF")) } } }
            """#)
        #expect(map["colors"]?["accent"]?.stringValue == "")
        #expect(map["$why"]?["colors.accent"]?.stringValue?.contains("color.action.primary") == true)
        #expect(map["colors"]?["textOnAccent"]?.stringValue == "")
        let chromatic = try Self.suggest(
            #"""
            { "color": { "$type": "color", "background": { "default": \#(Self.color("#FFFFFF")) }, "action": { "primary": \#(Self.color("#0B6E4F")) } } }
            """#)
        #expect(chromatic["colors"]?["accent"]?.stringValue == "color.action.primary")
    }

    @Test("a bar's background (an app bar, a toolbar) is a component's, not the page's")
    func barIsAComponent() throws {
        let map = try Self.suggest(
            #"""
            { "$type": "color", "appBarBackground": \#(Self.color("#FFFFFF")), "background": \#(Self.color("#FFFFFF")) }
            """#)
        #expect(map["colors"]?["background"]?.stringValue == "background")
    }
}
