import Foundation
import TesseraCore
import TesseraTestSupport
import Testing

@testable import TesseraTokens

/// A library that keeps one collection per mode (the same names in each) and a semantic
/// collection aliasing them by id: every variable imports, the per-mode collections as modes of
/// one, and aliases follow the id.
struct FigmaCollectionsTests {
    private func converted() throws -> FigmaTokens {
        let data = try Data(contentsOf: Fixture.url("figma/multi-collection.json"))
        return FigmaTokens.convert(
            FigmaFile.read(data, file: "multi-collection.json"), name: "library", file: "multi-collection.json")
    }

    private func hex(_ token: DesignToken?) -> String? {
        token.flatMap { DTCGValues.themeColor($0.value)?.stringValue }
    }

    @Test func everyVariableOfEveryCollectionImports() throws {
        let tokens = try converted()
        #expect(tokens.isValid, "\(tokens.diagnostics)")
        #expect(!tokens.diagnostics.contains { $0.message.contains("left out") }, "\(tokens.diagnostics)")
        let light = tokens.read(inputs: tokens.modeInputs["light"] ?? [:])
        #expect(light.isValid, "\(light.diagnostics)")
        #expect(light.tokens.count == 20)
        #expect(tokens.files.allSatisfy { $0.contents.members?.isEmpty == false })
        // The base collections, one per mode with the same names, are one collection's modes.
        #expect(hex(light.tokens["base.color.neutral.1"]) == "#F6F8FA")
        let dark = tokens.read(inputs: tokens.modeInputs["dark"] ?? [:])
        #expect(hex(dark.tokens["base.color.neutral.1"]) == "#151B23")
        let contrast = tokens.read(inputs: tokens.modeInputs["increasedContrastDark"] ?? [:])
        #expect(hex(contrast.tokens["base.color.neutral.1"]) == "#0A0C10")
        let merged = try #require(
            tokens.diagnostics.first { $0.message.contains("read as one collection `base/color`") })
        #expect(merged.message.contains("modes `light`, `dark`, `dark-high-contrast`"), "\(merged.message)")
        // Same names in collections that are no modes of one another stay distinct tokens.
        #expect(light.tokens["base-size.size.12"]?.value["value"]?.numberValue == 12)
        #expect(light.tokens["functional-size.size.12"]?.value["value"]?.numberValue == 12)
        let shared = try #require(tokens.diagnostics.first { $0.message.contains("share their name") })
        #expect(shared.message.hasPrefix("8 variables"), "\(shared.message)")
    }

    @Test(arguments: [
        ("light", "bgColor.muted", "#F6F8FA"), ("dark", "bgColor.muted", "#151B23"),
        ("increasedContrastDark", "bgColor.muted", "#0A0C10"),
        ("light", "fgColor.accent", "#0969DA"), ("dark", "fgColor.accent", "#4493F8"),
        ("increasedContrastDark", "fgColor.danger", "#FF9492"),
    ])
    func semanticAliasesFollowTheVariableTheyName(_ mode: String, _ name: String, _ expected: String) throws {
        let tokens = try converted()
        let read = tokens.read(inputs: tokens.modeInputs[mode] ?? [:])
        #expect(read.isValid, "\(read.diagnostics)")
        #expect(hex(read.tokens[name]) == expected)
    }

    /// Two collections of one name (a local `Layout` and a linked library's) write files of
    /// their own: neither's variables are written over.
    @Test func collectionsOfOneNameWriteFilesOfTheirOwn() throws {
        let json = FigmaFixture.response(
            collections: [
                FigmaFixture.collection("C1", "Layout", modes: [("m1", "Value")]),
                FigmaFixture.collection("C2", "Layout", modes: [("m2", "Value")], extra: #", "remote": true"#),
            ],
            variables: [
                FigmaFixture.variable("V1", "gap/small", in: "C1", "FLOAT", #"{"m1": 4}"#, scopes: #"["GAP"]"#),
                FigmaFixture.variable("V2", "gap/large", in: "C2", "FLOAT", #"{"m2": 16}"#, scopes: #"["GAP"]"#),
            ])
        let tokens = FigmaTokens.convert(FigmaFixture.read(json), name: "layout", file: "inline.json")
        #expect(tokens.isValid, "\(tokens.diagnostics)")
        #expect(Set(tokens.files.map(\.path)) == ["tokens/layout.tokens.json", "tokens/layout-2.tokens.json"])
        let folder = try TemporaryFolder.create("tessera-figma-names")
        defer { TemporaryFolder.remove(folder) }
        try tokens.write(to: folder)
        let written = DesignTokenReader().read(
            contentsOf: folder.appendingPathComponent(tokens.resolverPath), shownAs: "layout")
        #expect(written.isValid, "\(written.diagnostics)")
        #expect(written.tokens["gap.small"]?.value["value"]?.numberValue == 4)
        #expect(written.tokens["gap.large"]?.value["value"]?.numberValue == 16)
    }

    /// A library's local collection and a subscribed copy of it share the collection's name and
    /// the variables' names (a real library's file has `Iconography` twice, `Workflow icon/Medium`
    /// in each): both variables are kept, the local one under the plain name.
    @Test func sameNamedVariablesOfSameNamedCollectionsAreBothKept() throws {
        let json = FigmaFixture.response(
            collections: [
                FigmaFixture.collection("R", "Iconography", modes: [("r", "Modeless")], extra: #", "remote": true"#),
                FigmaFixture.collection("L", "Iconography", modes: [("l", "Modeless")]),
            ],
            variables: [
                FigmaFixture.variable(
                    "RV", "icon/medium", in: "R", "FLOAT", #"{"r": 20}"#, scopes: #"["WIDTH_HEIGHT"]"#),
                FigmaFixture.variable(
                    "LV", "icon/medium", in: "L", "FLOAT", #"{"l": 18}"#, scopes: #"["WIDTH_HEIGHT"]"#),
            ])
        let tokens = FigmaTokens.convert(FigmaFixture.read(json), name: "icons", file: "inline.json")
        #expect(tokens.isValid, "\(tokens.diagnostics)")
        #expect(
            !tokens.diagnostics.contains { $0.message.contains("left out") }, "\(tokens.diagnostics.map(\.message))")
        let read = tokens.read(inputs: [:])
        #expect(read.tokens["iconography.icon.medium"]?.value["value"]?.numberValue == 18)
        #expect(read.tokens["iconography-2.icon.medium"]?.value["value"]?.numberValue == 20)
        // The files are named as the tokens are, although the subscribed copy comes first in the file.
        #expect(
            tokens.files.map(\.path).sorted() == ["tokens/iconography-2.tokens.json", "tokens/iconography.tokens.json"])
        let local = try #require(tokens.files.first { $0.path == "tokens/iconography.tokens.json" })
        #expect(local.contents["iconography"]?["icon"]?["medium"] != nil, "\(local.contents)")
    }

    /// A font-family variable aliasing a string variable without scopes (a platform collection's
    /// family): the string is a font family too, and both import.
    @Test func aStringAFontFamilyAliasesIsAFontFamily() throws {
        let json = FigmaFixture.response(
            collections: [FigmaFixture.collection("C", "Type", modes: [("m", "Value")])],
            variables: [
                FigmaFixture.variable("P", "platform/sans", in: "C", "STRING", #"{"m": "Adobe Clean"}"#, scopes: "[]"),
                FigmaFixture.variable(
                    "Q", "platform/sans-alias", in: "C", "STRING", #"{"m": {"type": "VARIABLE_ALIAS", "id": "P"}}"#,
                    scopes: "[]"),
                FigmaFixture.variable(
                    "F", "font/sans", in: "C", "STRING", #"{"m": {"type": "VARIABLE_ALIAS", "id": "Q"}}"#,
                    scopes: #"["FONT_FAMILY"]"#),
                FigmaFixture.variable("S", "label/unused", in: "C", "STRING", #"{"m": "text"}"#, scopes: "[]"),
            ])
        let tokens = FigmaTokens.convert(FigmaFixture.read(json), name: "type", file: "inline.json")
        #expect(tokens.isValid, "\(tokens.diagnostics)")
        let read = tokens.read(inputs: [:])
        #expect(read.tokens["font.sans"]?.type == .fontFamily)
        #expect(read.tokens["font.sans"]?.value.stringValue == "Adobe Clean")
        #expect(read.tokens["platform.sans"]?.type == .fontFamily)
        // A string no font family aliases stays out, said once.
        #expect(read.tokens["label.unused"] == nil)
        #expect(
            tokens.diagnostics.contains { $0.message.hasPrefix("1 string or boolean variable(s) have no DTCG type") },
            "\(tokens.diagnostics.map(\.message))")
    }

    /// A subscribed collection whose every variable aliases a library not in the file: each is
    /// left out with its warning, and no empty token file is written for the collection.
    @Test func aCollectionWithNothingLeftWritesNoFile() throws {
        let json = FigmaFixture.response(
            collections: [
                FigmaFixture.collection("L", "Layout", modes: [("l", "Value")]),
                FigmaFixture.collection("R", "Remote layout", modes: [("r", "Value")], extra: #", "remote": true"#),
            ],
            variables: [
                FigmaFixture.variable("LV", "gap/small", in: "L", "FLOAT", #"{"l": 4}"#, scopes: #"["GAP"]"#),
                FigmaFixture.variable(
                    "RV", "gap/large", in: "R", "FLOAT", #"{"r": {"type": "VARIABLE_ALIAS", "id": "ELSEWHERE"}}"#,
                    scopes: #"["GAP"]"#),
            ])
        let tokens = FigmaTokens.convert(FigmaFixture.read(json), name: "layout", file: "inline.json")
        #expect(tokens.isValid, "\(tokens.diagnostics)")
        #expect(tokens.files.map(\.path) == ["tokens/layout.tokens.json"])
        #expect(tokens.diagnostics.contains { $0.message.contains("`gap/large` aliases `ELSEWHERE`") })
        #expect(tokens.diagnostics.contains { $0.message.contains("collection `Remote layout` writes no file") })
        let folder = try TemporaryFolder.create("tessera-figma-empty")
        defer { TemporaryFolder.remove(folder) }
        try tokens.write(to: folder)
        let written = DesignTokenReader().read(
            contentsOf: folder.appendingPathComponent(tokens.resolverPath), shownAs: "layout")
        #expect(written.isValid, "\(written.diagnostics)")
        #expect(written.tokens["gap.small"]?.value["value"]?.numberValue == 4)
    }
}
