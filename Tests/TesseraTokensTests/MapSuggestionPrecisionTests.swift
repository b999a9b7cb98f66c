import Foundation
import TesseraCore
import TesseraTestSupport
import TesseraTokens
import Testing

/// Precision first: where a system's tokens allow two readings, `--suggest-map` leaves the role
/// empty and says why, rather than guess; where one reading is plainly the system's own, it
/// takes it. Each rule on a small token file written here.
@Suite("Suggested maps: unsure is empty, not a guess")
struct MapSuggestionPrecisionTests {
    static func suggest(_ document: String) throws -> JSONNode { try MapSuggestionRuleTests.suggest(document) }
    static func color(_ hex: String) -> String { MapSuggestionRuleTests.color(hex) }
    static func px(_ value: Double) -> String { #"{ "$value": { "value": \#(value), "unit": "px" } }"# }
    static func alias(_ name: String) -> String { #"{ "$value": "{\#(name)}" }"# }

    @Test(
        "a spacing scale that names another's steps is the semantic layer: it plays the roles, not the palette under it"
    )
    func layerOverPalette() throws {
        let map = try Self.suggest(
            #"""
            { "$type": "dimension",
              "_size": { "1": \#(Self.px(4)), "2": \#(Self.px(8)), "3": \#(Self.px(12)), "4": \#(Self.px(16)), "6": \#(Self.px(24)), "unit": \#(Self.px(4)) },
              "size": { "base": \#(Self.px(18)), "1": \#(Self.alias("_size.1")), "2": \#(Self.alias("_size.2")), "3": \#(Self.alias("_size.3")),
                        "4": \#(Self.alias("_size.4")), "6": \#(Self.alias("_size.6")) } }
            """#)
        #expect(map["spacing"]?["xs"]?.stringValue == "size.1")
        #expect(map["spacing"]?["m"]?.stringValue == "size.3")
        #expect(map["spacing"]?["xl"]?.stringValue == "size.6")
    }

    @Test(
        "a palette whose steps a layer named for something else as well names one by one (`spacing.component`) is left unmapped"
    )
    func paletteUnderOtherLayer() throws {
        let map = try Self.suggest(
            #"""
            { "$type": "dimension",
              "space": { "1": \#(Self.px(4)), "2": \#(Self.px(8)), "3": \#(Self.px(12)), "4": \#(Self.px(16)), "6": \#(Self.px(24)) },
              "spacing": { "component": { "xs": \#(Self.alias("space.1")), "sm": \#(Self.alias("space.2")),
                                          "md": \#(Self.alias("space.3")), "lg": \#(Self.alias("space.4")) } } }
            """#)
        for step in ["xs", "s", "m", "l"] {
            #expect(map["spacing"]?[step]?.stringValue == "", "\(step)")
        }
        let why = map["$why"]?["spacing.s"]?.stringValue ?? ""
        #expect(why.contains("spacing.component") && why.contains("palette"), "\(why)")
    }

    @Test("of a computed step and the alias that names it, the alias is the step")
    func aliasOverComputed() throws {
        let map = try Self.suggest(
            #"""
            { "$type": "dimension",
              "space": { "unit": \#(Self.px(4)), "1": { "$value": "{space.unit} * 1" }, "2": { "$value": "{space.unit} * 2" },
                         "3": { "$value": "{space.unit} * 3" }, "xs": \#(Self.alias("space.1")), "sm": \#(Self.alias("space.2")),
                         "md": \#(Self.alias("space.3")) } }
            """#)
        #expect(map["spacing"]?["xs"]?.stringValue == "space.xs")
        #expect(map["spacing"]?["s"]?.stringValue == "space.sm")
        #expect(map["spacing"]?["m"]?.stringValue == "space.md")
    }

    @Test("a step whose place in the scale's order is not its nearest value is left empty, naming both")
    func nearestOrEmpty() throws {
        let map = try Self.suggest(
            #"""
            { "$type": "dimension",
              "spacing": { "1": \#(Self.px(4)), "2": \#(Self.px(8)), "3": \#(Self.px(12)), "4": \#(Self.px(16)), "5": \#(Self.px(20)),
                           "6": \#(Self.px(28)), "7": \#(Self.px(40)) } }
            """#)
        #expect(map["spacing"]?["l"]?.stringValue == "spacing.4")
        #expect(map["spacing"]?["xl"]?.stringValue == "", "20 keeps the order, but 28 is nearer 24")
        let why = map["$why"]?["spacing.xl"]?.stringValue ?? ""
        #expect(why.contains("spacing.5") && why.contains("spacing.6"), "\(why)")
    }

    @Test("a spacing scale offset from Tessera's steps (5, 10, 15 …) is left unmapped: rank and value disagree")
    func offsetScale() throws {
        let map = try Self.suggest(
            #"""
            { "$type": "dimension",
              "space": { "tiny": \#(Self.px(5)), "xsmall": \#(Self.px(10)), "midSmall": \#(Self.px(15)), "small": \#(Self.px(20)),
                         "medium": \#(Self.px(30)), "large": \#(Self.px(40)) } }
            """#)
        for step in ["xs", "s", "m", "l", "xl", "xxl"] {
            #expect(map["spacing"]?[step]?.stringValue == "", "\(step)")
        }
        #expect(map["$why"]?["spacing.m"]?.stringValue?.contains("space.tiny") == true)
    }

    @Test(
        "a radius scale named by size follows its names where its values grow with them: `xl` is xl although 16 px is nearer `xxl`'s 24"
    )
    func radiusNameAgainstValue() throws {
        let map = try Self.suggest(
            #"""
            { "$type": "dimension",
              "shape": { "sm": \#(Self.px(4)), "md": \#(Self.px(8)), "lg": \#(Self.px(12)), "xl": \#(Self.px(16)), "xxl": \#(Self.px(24)),
                         "round": \#(Self.px(999)) } }
            """#)
        #expect(map["radii"]?["small"]?.stringValue == "shape.sm")
        #expect(map["radii"]?["medium"]?.stringValue == "shape.md")
        #expect(map["radii"]?["large"]?.stringValue == "shape.lg")
        #expect(map["radii"]?["xl"]?.stringValue == "shape.xl", "named xl, and the names grow with the values")
    }

    @Test("the page is not a fill named for controls, nor a colour named only `base`")
    func pageWords() throws {
        let controls = try Self.suggest(
            #"""
            { "background": { "$type": "color",
                "control": { "default": \#(Self.color("#FFFFFF")) }, "default": \#(Self.color("#FCFCFC")) } }
            """#)
        #expect(controls["colors"]?["background"]?.stringValue == "background.default")
        let base = try Self.suggest(
            #"""
            { "$type": "color", "UI": { "Base": \#(Self.color("#FFFFFF")) }, "Background": { "Canvas": \#(Self.color("#FFFFFF")) } }
            """#)
        #expect(base["colors"]?["background"]?.stringValue == "Background.Canvas")
    }

    @Test(
        "fills ranked primary and secondary with no word for the page leave the background empty: either can be the page"
    )
    func pageOrCard() throws {
        let map = try Self.suggest(
            #"""
            { "background": { "$type": "color",
                "primary": { "default": \#(Self.color("#FFFFFF")) }, "secondary": { "default": \#(Self.color("#F2F2F2")) } } }
            """#)
        #expect(map["colors"]?["background"]?.stringValue == "")
        let why = map["$why"]?["colors.background"]?.stringValue ?? ""
        #expect(why.contains("background.primary.default") && why.contains("background.secondary.default"), "\(why)")
    }

    @Test(
        "of two names for one colour, the plainest is the role's token: `brand.default`, not its alias `brand.accent.default`"
    )
    func plainestOfOneColour() throws {
        let map = try Self.suggest(
            #"""
            { "color": { "$type": "color",
                "background": { "default": \#(Self.color("#FFFFFF")) },
                "brand": { "default": \#(Self.color("#0066CC")), "accent": { "default": \#(Self.alias("color.brand.default")) } } } }
            """#)
        #expect(map["colors"]?["accent"]?.stringValue == "color.brand.default")
    }

    @Test("text named for a status or a custom use is not the page's text; `extreme` is emphasis, not the default")
    func textLevels() throws {
        let map = try Self.suggest(
            #"""
            { "color": { "$type": "color",
                "background": { "default": \#(Self.color("#FFFFFF")) },
                "text": { "regular": \#(Self.color("#151515")), "status": { "custom": { "default": \#(Self.color("#0A0A0A")) } } },
                "txt": { "extreme": \#(Self.color("#000000")) } } }
            """#)
        #expect(map["colors"]?["textPrimary"]?.stringValue == "color.text.regular")
    }

    @Test("a deprecated token is never suggested, whether `$deprecated` or its `$description` says so")
    func retired() throws {
        let map = try Self.suggest(
            #"""
            { "color": { "$type": "color",
                "background": { "default": \#(Self.color("#FFFFFF")) },
                "accent": { "$value": "#0B5FFF", "$deprecated": "use color.action" },
                "action": { "$value": "#1F6FEB", "$description": "Deprecated: use color.brand" },
                "brand": { "$value": "#0969DA", "$deprecated": false } },
              "space": { "$type": "dimension", "1": \#(Self.px(4)), "2": \#(Self.px(8)), "3": \#(Self.px(12)),
                         "old": { "$value": { "value": 16, "unit": "px" }, "$description": "deprecated" } } }
            """#)
        #expect(map["colors"]?["accent"]?.stringValue == "color.brand")
        #expect(map["spacing"]?["m"]?.stringValue == "space.3")
        #expect(map["spacing"]?["l"]?.stringValue == "", "the 16 is deprecated")
    }
}
