import Foundation
import TesseraCore
import Testing

@testable import TesseraTokens

/// Collections that are one collection's modes kept apart (`Colors/Light`, `Colors/Dark`) are
/// read as one collection with those modes; anything else stays apart.
struct FigmaModeFamilyTests {
    private typealias F = FigmaFixture

    @Test(arguments: [
        ("base/color/light", "base/color", "light"),
        ("base/color/dark-high-contrast", "base/color", "dark-high-contrast"),
        ("base/color/light-tritanopia", "base/color", "light-tritanopia"), ("Colors Dark", "Colors", "Dark"),
        ("Semantic - Night", "Semantic", "Night"), ("Brand (Dark)", "Brand", "Dark"),
    ])
    func aNameEndingInAModeSplits(_ name: String, _ stem: String, _ mode: String) {
        let split = FigmaModeFamilies.split(name, modes: FigmaModeMap())
        #expect(split?.stem == stem)
        #expect(split?.mode == mode)
    }

    @Test(arguments: ["base/size", "functional/size", "Dark", "Colors", "spacing/compact", "base/color/high-contrast"])
    func aNameWithoutAColourModeDoesNotSplit(_ name: String) {
        #expect(FigmaModeFamilies.split(name, modes: FigmaModeMap()) == nil)
    }

    /// `Colors/Light` and `Colors/Dark` (one mode each, the same names), a `Theme` collection with
    /// Light and Dark modes aliasing them, and a one-mode `Brand` collection aliasing the dark one.
    private func family(darkNames: [String] = ["bg", "fg"], crossAlias: Bool = false) -> String {
        let light = ["bg": (1.0, 1.0, 1.0), "fg": (0.1, 0.1, 0.1)]
        let dark = ["bg": (0.0, 0.0, 0.0), "fg": (0.9, 0.9, 0.9), "extra": (0.5, 0.5, 0.5)]
        func color(_ rgb: (Double, Double, Double)) -> String {
            #"{"r": \#(rgb.0), "g": \#(rgb.1), "b": \#(rgb.2), "a": 1}"#
        }
        var variables = ["bg", "fg"].map {
            F.variable("L-\($0)", "color/\($0)", in: "CL", "COLOR", #"{"l": \#(color(light[$0] ?? (0, 0, 0)))}"#)
        }
        variables += darkNames.map {
            F.variable("D-\($0)", "color/\($0)", in: "CD", "COLOR", #"{"d": \#(color(dark[$0] ?? (0, 0, 0)))}"#)
        }
        let lightTarget = crossAlias ? "D-bg" : "L-bg"
        variables.append(
            F.variable(
                "T-surface", "surface", in: "T", "COLOR",
                #"{"tl": {"type": "VARIABLE_ALIAS", "id": "\#(lightTarget)"}, "td": {"type": "VARIABLE_ALIAS", "id": "D-bg"}}"#
            ))
        variables.append(
            F.variable("B-ink", "ink", in: "B", "COLOR", #"{"b": {"type": "VARIABLE_ALIAS", "id": "D-fg"}}"#))
        return F.response(
            collections: [
                F.collection("CL", "Colors/Light", modes: [("l", "Value")]),
                F.collection("CD", "Colors/Dark", modes: [("d", "Value")]),
                F.collection("T", "Theme", modes: [("tl", "Light"), ("td", "Dark")]),
                F.collection("B", "Brand", modes: [("b", "Value")]),
            ],
            variables: variables)
    }

    private func convert(_ json: String) -> FigmaTokens {
        FigmaTokens.convert(F.read(json, file: "family.json"), name: "family", file: "family.json")
    }

    private func hex(_ token: DesignToken?) -> String? {
        token.flatMap { DTCGValues.themeColor($0.value)?.stringValue }
    }

    /// The column of the first collection's object in the one-line inline file.
    private func firstCollectionColumn(_ json: String) -> Int {
        json.range(of: #"{"id": "CL""#).map {
            json.unicodeScalars.distance(from: json.unicodeScalars.startIndex, to: $0.lowerBound) + 1
        } ?? -1
    }

    @Test func collectionsThatDifferOnlyByAModeAreOneCollectionWithThoseModes() throws {
        let json = family()
        let tokens = convert(json)
        #expect(tokens.isValid, "\(tokens.diagnostics)")
        let light = tokens.read(inputs: tokens.modeInputs["light"] ?? [:])
        let dark = tokens.read(inputs: tokens.modeInputs["dark"] ?? [:])
        #expect(light.isValid && dark.isValid, "\(light.diagnostics) \(dark.diagnostics)")
        // One token per name, with each collection's value as a mode of it.
        #expect(hex(light.tokens["color.bg"]) == "#FFFFFF")
        #expect(hex(dark.tokens["color.bg"]) == "#000000")
        #expect(light.tokens["colors-light.color.bg"] == nil && light.tokens["colors-dark.color.bg"] == nil)
        #expect(tokens.files.map(\.path).contains("tokens/colors/dark.tokens.json"))
        // The semantic aliases stay aliases and resolve per mode.
        #expect(hex(light.tokens["surface"]) == "#FFFFFF")
        #expect(hex(dark.tokens["surface"]) == "#000000")
        // A one-mode collection aliasing the dark collection keeps the dark value in every mode.
        #expect(hex(light.tokens["ink"]) == "#E6E6E6")
        #expect(hex(dark.tokens["ink"]) == "#E6E6E6")
        let merge = try #require(tokens.diagnostics.first { $0.message.contains("read as one collection `Colors`") })
        #expect(merge.severity == .warning)
        #expect(
            merge.location == TextPosition(line: 1, column: firstCollectionColumn(json)),
            "the warning is located at the first collection")
        #expect(merge.message.contains("2 collections hold the same 2 variable(s)"), "\(merge.message)")
        #expect(merge.message.contains("1 alias(es)"), "\(merge.message)")
    }

    @Test func anAliasFromAModeOfAnotherNameKeepsTheValueItNamed() throws {
        let tokens = convert(family(crossAlias: true))
        #expect(tokens.isValid, "\(tokens.diagnostics)")
        let light = tokens.read(inputs: tokens.modeInputs["light"] ?? [:])
        // `surface` in Light aliases the dark collection's `bg`: black, not the light `bg`.
        #expect(hex(light.tokens["surface"]) == "#000000")
        #expect(hex(light.tokens["color.bg"]) == "#FFFFFF")
        let merge = try #require(tokens.diagnostics.first { $0.message.contains("read as one collection") })
        #expect(merge.message.contains("2 alias(es)"), "\(merge.message)")
    }

    @Test func collectionsWithDifferentVariablesStayApart() throws {
        let json = family(darkNames: ["bg", "fg", "extra"])
        let tokens = convert(json)
        #expect(tokens.isValid, "\(tokens.diagnostics)")
        let warning = try #require(
            tokens.diagnostics.first { $0.message.contains("look like modes of one collection `Colors`") })
        #expect(
            warning.message.contains("`color/extra` is in `Colors/Dark` and not in `Colors/Light`"),
            "\(warning.message)")
        #expect(warning.location == TextPosition(line: 1, column: firstCollectionColumn(json)))
        let light = tokens.read(inputs: tokens.modeInputs["light"] ?? [:])
        #expect(light.isValid, "\(light.diagnostics)")
        #expect(hex(light.tokens["colors-light.color.bg"]) == "#FFFFFF")
        #expect(hex(light.tokens["colors-dark.color.bg"]) == "#000000")
        #expect(hex(light.tokens["color.extra"]) == "#808080")
        #expect(hex(light.tokens["surface"]) == "#FFFFFF")
    }
}
