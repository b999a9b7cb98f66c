import Foundation
import TesseraCore
import TesseraTestSupport
import TesseraTokens
import Testing

/// Scales whose names say their steps: the names decide where the values agree by their order,
/// and the role is left empty where they do not. Each rule on a small token file written here.
@Suite("Suggested maps: scales named by size")
struct MapSuggestionNamedScaleTests {
    static func suggest(_ document: String) throws -> JSONNode { try MapSuggestionRuleTests.suggest(document) }
    static func px(_ value: Double) -> String { #"{ "$value": { "value": \#(value), "unit": "px" } }"# }

    @Test("a radius scale named by size maps by its names, however much smaller its values are than Tessera's")
    func radiiByNames() throws {
        let map = try Self.suggest(
            #"""
            { "$type": "dimension",
              "radius": { "none": \#(Self.px(0)), "sm": \#(Self.px(2)), "md": \#(Self.px(4)), "lg": \#(Self.px(8)),
                          "xl": \#(Self.px(12)), "full": \#(Self.px(9999)) } }
            """#)
        #expect(map["radii"]?["small"]?.stringValue == "radius.sm")
        #expect(map["radii"]?["medium"]?.stringValue == "radius.md")
        #expect(map["radii"]?["large"]?.stringValue == "radius.lg")
        #expect(map["radii"]?["xl"]?.stringValue == "radius.xl")
        #expect(map["$why"]?["radii.small"]?.stringValue?.contains("named small") == true)
    }

    @Test(
        "a size name whose value reaches Tessera's next step, or names out of order with their values, are not followed"
    )
    func radiiNamesThatDisagree() throws {
        let reaching = try Self.suggest(
            #"""
            { "$type": "dimension",
              "shape": { "radius-sm": \#(Self.px(4)), "radius-base": \#(Self.px(8)), "radius-md": \#(Self.px(16)) } }
            """#)
        #expect(reaching["radii"]?["small"]?.stringValue == "shape.radius-sm")
        #expect(reaching["radii"]?["medium"]?.stringValue == "", "16 px is Tessera's large")
        #expect(reaching["$why"]?["radii.medium"]?.stringValue?.contains("reaches Tessera's large") == true)
        let disordered = try Self.suggest(
            #"""
            { "$type": "dimension", "radius": { "sm": \#(Self.px(8)), "md": \#(Self.px(4)), "lg": \#(Self.px(2)) } }
            """#)
        #expect(disordered["radii"]?["medium"]?.stringValue != "radius.md", "names out of order with the values")
        #expect(disordered["radii"]?["large"]?.stringValue != "radius.lg", "names out of order with the values")
    }
}
