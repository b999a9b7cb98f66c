import Foundation
@_spi(TesseraTools) import TesseraCore
import TesseraTestSupport
import Testing

@testable import TesseraTokens

/// Figma variables become DTCG tokens and a resolver that validates, with aliases, modes and
/// extended collections as the file means them.
struct FigmaConversionTests {
    func token(_ tokens: FigmaTokens, _ name: String, _ inputs: [String: String] = [:]) -> DesignToken? {
        tokens.read(inputs: inputs).tokens[name]
    }

    @Test func theExampleWritesTokensAndAResolverThatValidate() throws {
        let tokens = try FigmaFixture.exampleTokens()
        #expect(tokens.isValid, "\(tokens.diagnostics.filter(\.isError))")
        let folder = try TemporaryFolder.create("tessera-figma")
        defer { TemporaryFolder.remove(folder) }
        try tokens.write(to: folder)
        let problems = DesignTokenReader(strictness: .strict).validate(
            contentsOf: folder.appendingPathComponent(tokens.resolverPath))
        #expect(problems.isEmpty, "\(problems.prefix(5))")
        let resolver = try JSONNode(
            parsing: Data(contentsOf: folder.appendingPathComponent("figma-variables.resolver.json")))
        #expect(resolver["modifiers"]?.members?.map(\.key) == ["appearance", "density", "semantic-extension"])
        #expect(
            resolver["modifiers"]?["appearance"]?["contexts"]?.members?.map(\.key)
                == ["light", "dark", "light-increased-contrast", "dark-increased-contrast", "dark-dimmed"])
        #expect(resolver["sets"]?.members?.map(\.key) == ["primitives", "typography"])
        #expect(resolver["modifiers"]?["appearance"]?["default"]?.stringValue == "light")
        #expect(resolver["modifiers"]?["density"]?["default"]?.stringValue == "comfortable")
        #expect(
            tokens.otherModes == [
                "density=compact", "density=comfortable", "appearance=dark-dimmed", "semantic-extension=brand-b",
            ])
    }

    @Test(arguments: [
        ("font.weight.bold", "fontWeight", "600"),
        ("font.style.semibold", "fontWeight", "600"),
        ("font.size.body", "dimension", #"{"value":17,"unit":"px"}"#),
        ("font.line-height.body", "dimension", #"{"value":22,"unit":"px"}"#),
        ("font.letter-spacing.body", "dimension", #"{"value":-0.2,"unit":"px"}"#),
        ("radius.m", "dimension", #"{"value":12,"unit":"px"}"#),
        ("opacity.disabled", "number", "40"),
        ("ratio.golden", "number", "1.618"),
        ("font.family.body", "fontFamily", #""Inter""#),
        ("space.0_5", "dimension", #"{"value":2,"unit":"px"}"#),
    ])
    func numbersAndStringsTakeTheTypeTheirScopesGive(_ name: String, _ type: String, _ value: String) throws {
        let found = try #require(token(try FigmaFixture.exampleTokens(), name))
        #expect(found.typeName == type)
        #expect(found.value.description == value)
    }

    @Test(arguments: [
        ([:], "background", "#ffffff"), (["appearance": "dark"], "background", "#111418"),
        (["appearance": "light-increased-contrast"], "text.primary", "#000000"),
        (["appearance": "dark-increased-contrast"], "background", "#000000"),
        (["appearance": "dark-dimmed"], "background", "#22262c"), (["appearance": "dark"], "accent", "#7fa8f5"),
        (["appearance": "light-increased-contrast"], "accent", "#1a4fb8"),
    ])
    func aliasesAcrossCollectionsTakeTheModeTheConsumingModeMapsTo(
        _ inputs: [String: String], _ name: String, _ hex: String
    ) throws {
        let tokens = try FigmaFixture.exampleTokens()
        #expect(token(tokens, name, inputs)?.value["hex"]?.stringValue == hex)
    }

    @Test func anAliasToAVariableNotInTheFileIsReportedByNameAndTheRestWritten() throws {
        let tokens = try FigmaFixture.exampleTokens()
        let warning = try #require(tokens.diagnostics.first { $0.code == .unresolvedReference })
        #expect(warning.severity == .warning)
        #expect(
            warning.message.contains(
                "variable `link` aliases `VariableID:9c1e7a/12:7`, a variable that is not in this file"))
        #expect(token(tokens, "link") == nil)
        #expect(token(tokens, "accent") != nil)
    }

    @Test func anExtendedCollectionWritesOnlyItsRealOverrides() throws {
        let tokens = try FigmaFixture.exampleTokens()
        #expect(
            tokens.diagnostics.contains {
                $0.message.contains(
                    "collection `Brand B` overrides 1 value(s) with what it inherits; they are not written as overrides"
                )
            })
        let selection = try #require(tokens.files.first { $0.path == "tokens/brand-b.tokens.json" })
        #expect(selection.contents.members?.map(\.key) == ["accent"])
        #expect(token(tokens, "accent", ["semantic-extension": "brand-b"])?.value["hex"]?.stringValue == "#7a3fe0")
        #expect(
            token(tokens, "accent", ["semantic-extension": "brand-b", "appearance": "light-increased-contrast"])?.value[
                "hex"]?.stringValue == "#1a4fb8")
        #expect(token(tokens, "accent", ["semantic-extension": "semantic"])?.value["hex"]?.stringValue == "#1f5cd6")
        #expect(token(tokens, "background", ["semantic-extension": "brand-b"])?.value["hex"]?.stringValue == "#ffffff")
    }

    @Test func stringsWithoutATypeAndUnknownScopesAreWarnings() throws {
        let tokens = try FigmaFixture.exampleTokens()
        #expect(tokens.diagnostics.contains { $0.severity == .warning && $0.message.contains("`content/greeting`") })
        let json = FigmaFixture.response(
            collections: [FigmaFixture.collection("c", "Base", modes: [("m", "Value")])],
            variables: [
                FigmaFixture.variable("v", "size/x", in: "c", "FLOAT", #"{"m": 4}"#, scopes: #"["GAP", "HOVER_SIZE"]"#),
                FigmaFixture.variable("w", "odd", in: "c", "GRADIENT", #"{"m": 4}"#),
            ])
        let converted = FigmaTokens.convert(FigmaFixture.read(json), name: "x")
        #expect(converted.isValid)
        #expect(
            converted.diagnostics.map(\.message).sorted() == [
                "unknown scope `HOVER_SIZE` on `size/x`; it was ignored",
                "variable `odd` has resolvedType `GRADIENT`, which is not COLOR, FLOAT, STRING or BOOLEAN; it was left out",
            ])
        #expect(converted.read().tokens["size.x"]?.typeName == "dimension")
    }

    @Test func aTokenThatIsAlsoAGroupIsItsRoot() throws {
        let json = FigmaFixture.response(
            collections: [FigmaFixture.collection("c", "Base", modes: [("m", "Value")])],
            variables: [
                FigmaFixture.variable(
                    "a", "color/primary", in: "c", "COLOR", #"{"m": {"r": 1, "g": 0, "b": 0, "a": 1}}"#),
                FigmaFixture.variable(
                    "b", "color/primary/hover", in: "c", "COLOR", #"{"m": {"r": 0, "g": 0, "b": 1, "a": 0.5}}"#),
                FigmaFixture.variable(
                    "c2", "color/link", in: "c", "COLOR", #"{"m": {"type": "VARIABLE_ALIAS", "id": "a"}}"#),
            ])
        let converted = FigmaTokens.convert(FigmaFixture.read(json), name: "x")
        let read = converted.read(strictness: .strict)
        #expect(read.isValid, "\(read.diagnostics)")
        #expect(read.tokens["color.link"]?.value["hex"]?.stringValue == "#ff0000")
        #expect(read.tokens["color.primary.hover"]?.value["alpha"]?.numberValue == 0.5)
    }

    @Test func theAppearanceDefaultIsTheCollectionsDefaultMode() {
        let json = FigmaFixture.response(
            collections: [FigmaFixture.collection("c", "Theme", modes: [("d", "Dark"), ("l", "Light")])],
            variables: [FigmaFixture.variable("v", "gap", in: "c", "FLOAT", #"{"d": 1, "l": 2}"#)])
        let converted = FigmaTokens.convert(FigmaFixture.read(json), name: "x")
        #expect(converted.resolver["modifiers"]?["appearance"]?["default"]?.stringValue == "dark")
        #expect(converted.resolver["modifiers"]?["appearance"]?["contexts"]?.members?.map(\.key) == ["light", "dark"])
        #expect(converted.read().tokens["gap"]?.value.numberValue == 1)
    }

    @Test func aPluginExportAndSeveralFilesReadLikeTheResponse() throws {
        let plugin = #"""
            [{"variableCollections": [{"id": "c", "name": "Theme", "modes": [{"modeId": "l", "name": "Light"}, {"modeId": "d", "name": "Dark"}], "defaultModeId": "l"}],
              "variables": [{"id": "v", "name": "bg", "variableCollectionId": "c", "resolvedType": "COLOR", "scopes": [],
                             "valuesByMode": {"l": {"r": 1, "g": 1, "b": 1, "a": 1}, "d": {"type": "VARIABLE_ALIAS", "id": "lib"}}}]},
             {"meta": {"variableCollections": {"c": {"id": "c", "name": "Library", "modes": [{"modeId": "m", "name": "Value"}], "defaultModeId": "m"}},
                       "variables": {"lib": {"id": "lib", "name": "black", "variableCollectionId": "c", "resolvedType": "COLOR", "scopes": [],
                                             "valuesByMode": {"m": {"r": 0, "g": 0, "b": 0, "a": 1}}}}}}]
            """#
        let figma = FigmaFixture.read(plugin)
        #expect(figma.isValid, "\(figma.diagnostics)")
        #expect(figma.collections.map(\.name) == ["Theme", "Library"])
        let converted = FigmaTokens.convert(figma, name: "x")
        #expect(converted.read(inputs: ["appearance": "dark"]).tokens["bg"]?.value["hex"]?.stringValue == "#000000")
    }
}
