import Foundation
@_spi(TesseraTools) import TesseraCore
import Testing

@testable import TesseraTokens

/// A theme exported as a "post variables" body comes back as the same theme, and the body keeps
/// to Figma's published limits.
struct FigmaExportTests {
    @Test(arguments: Presets.all.map(\.id))
    func exportThenImportResolvesIdentically(_ id: String) throws {
        let preset = try #require(Presets.named(id))
        let body = try FigmaExport.body(for: preset.theme)
        #expect(FigmaLimits.check(body).isEmpty)
        let imported = FigmaImport.theme(from: body.data(), file: "\(id).figma.json")
        #expect(imported.isValid, "\(imported.diagnostics.prefix(5))")
        let theme = try #require(imported.theme.flatMap { ThemeLoader().load(tree: $0).theme })
        expectResolvesAlike(theme, preset.theme, id)
    }

    @Test func theBodyHoldsRolesAsAliasesOfThePaletteInFourModes() throws {
        let body = try FigmaExport.body(for: Presets.default.theme)
        let figma = FigmaFile.read(body.data(), file: "body.json")
        #expect(figma.isValid)
        let color = try #require(figma.collections.first { $0.name == "Color" })
        #expect(color.modes.map(\.name) == ["Light", "Dark", "Light High Contrast", "Dark High Contrast"])
        let accent = try #require(figma.variables.first { $0.name == "color/accent" })
        #expect(accent.valuesByMode[color.defaultModeID] == .alias(id: "variable:palette/indigo/600"))
        let weight = try #require(figma.variables.first { $0.name == "typography/body/fontWeight" })
        #expect(weight.scopes == ["FONT_WEIGHT"])
        // The body converts to DTCG tokens too: roles alias the palette in each mode.
        let tokens = FigmaTokens.convert(figma, name: "default")
        #expect(tokens.isValid, "\(tokens.diagnostics.filter(\.isError))")
        #expect(
            tokens.read(inputs: ["appearance": "dark-increased-contrast"]).tokens["color.accent"]?.value["hex"]?
                .stringValue
                == Presets.default.theme.color(.accent, in: ColorMode(.dark, .increased)).opaqueHexLowercased)
    }

    @Test func editsMadeInFigmaComeBack() throws {
        let body = try FigmaExport.body(for: Presets.default.theme)
        var text = body.text()
        func replace(_ variable: String, _ mode: String, _ value: String) throws {
            let pattern =
                #""variableId": "variable:\#(variable)",\#n      "modeId": "mode:\#(mode)",\#n      "value": "#
            let range = try #require(text.range(of: pattern), "\(variable) not found")
            let end = try #require(text.range(of: "\n    }", range: range.upperBound..<text.endIndex))
            text.replaceSubrange(range.upperBound..<end.lowerBound, with: value)
        }
        try replace("color/accent", "Color:Dark", #"{"r": 1, "g": 0, "b": 0, "a": 1}"#)
        try replace("color/accent", "Color:Light", #"{"type": "VARIABLE_ALIAS", "id": "variable:palette/green/700"}"#)
        try replace("spacing/m", "Size:Value", "14")
        try replace("typography/body/fontWeight", "Size:Value", "600")
        try replace("radii/medium", "Size:Value", "9")
        let imported = FigmaImport.theme(from: Data(text.utf8), file: "edited.json")
        #expect(imported.isValid, "\(imported.diagnostics)")
        let theme = try #require(imported.theme.flatMap { ThemeLoader().load(tree: $0).theme })
        #expect(theme.color(.accent, in: ColorMode(.dark)).hexString == "#FF0000")
        #expect(theme.color(.accent, in: ColorMode(.light)) == theme.paletteColor("green.700"))
        #expect(theme.resolved().spacing("m") == 14)
        #expect(theme.resolved().radius("medium") == 9)
        #expect(theme.resolved().text(.body).weight == .semibold)
        #expect(
            theme.color(.background, in: ColorMode(.dark))
                == Presets.default.theme.color(.background, in: ColorMode(.dark)))
        let mapped = FigmaImport.theme(from: Data(text.utf8), file: "edited.json", map: TokenMap(roles: [:]))
        #expect(
            mapped.diagnostics.map(\.message) == [
                "this body carries the theme it was exported from; the map was not used"
            ])
    }

    @Test func limitsAreChecked() throws {
        var modes: [JSONNode] = []
        for index in 0..<41 {
            modes.append(
                .object([
                    "action": .string("CREATE"), "id": .string("m\(index)"), "name": .string("Mode \(index)"),
                    "variableCollectionId": .string("c"),
                ]))
        }
        modes.append(
            .object([
                "action": .string("CREATE"), "id": .string("long"), "name": .string(String(repeating: "x", count: 41)),
                "variableCollectionId": .string("d"),
            ]))
        let alias = { (from: String, to: String) in
            JSONNode.object([
                "variableId": .string(from), "modeId": .string("m0"),
                "value": .object(["type": .string("VARIABLE_ALIAS"), "id": .string(to)]),
            ])
        }
        let body: JSONNode = .object([
            "variableCollections": JSONNode(
                .array([
                    .object(["action": .string("CREATE"), "id": .string("c"), "name": .string("C")]),
                    .object(["action": .string("CREATE"), "id": .string("d"), "name": .string("D")]),
                ])),
            "variableModes": JSONNode(.array(modes)),
            "variables": JSONNode(
                .array([
                    .object([
                        "action": .string("CREATE"), "id": .string("a"), "name": .string("space.1"),
                        "variableCollectionId": .string("c"),
                    ]),
                    .object([
                        "action": .string("CREATE"), "id": .string("b"), "name": .string("x{y}"),
                        "variableCollectionId": .string("c"),
                    ]),
                    .object([
                        "action": .string("CREATE"), "id": .string("b"), "name": .string("x{y}"),
                        "variableCollectionId": .string("c"),
                    ]),
                ])),
            "variableModeValues": JSONNode(.array([alias("a", "b"), alias("b", "a")])),
        ])
        let messages = FigmaLimits.check(body).map(\.message)
        #expect(
            messages == [
                "temporary id `b` is used twice",
                "mode name `\(String(repeating: "x", count: 41))` is 41 characters; Figma allows 40",
                "collection `c` has 42 modes; Figma allows 40",
                "variable name `space.1` holds `.`, `{` or `}`, which Figma does not allow",
                "variable name `x{y}` holds `.`, `{` or `}`, which Figma does not allow",
                "variable name `x{y}` holds `.`, `{` or `}`, which Figma does not allow",
                "variable name `x{y}` is used twice in collection `c`",
                "aliases form a cycle: a → b → a",
            ])
        var many: [JSONNode] = []
        for index in 0...FigmaLimits.maximumVariables {
            many.append(
                .object([
                    "action": .string("CREATE"), "name": .string("v\(index)"), "variableCollectionId": .string("c"),
                ]))
        }
        let big: JSONNode = .object([
            "variables": JSONNode(.array(many)),
            "variableModeValues": JSONNode(
                .array([
                    .object([
                        "variableId": .string("v"), "modeId": .string("m"),
                        "value": .string(String(repeating: "x", count: FigmaLimits.maximumBytes)),
                    ])
                ])),
        ])
        #expect(FigmaLimits.check(big).map { String($0.message.prefix(11)) } == ["the body is", "collection "])
    }
}
