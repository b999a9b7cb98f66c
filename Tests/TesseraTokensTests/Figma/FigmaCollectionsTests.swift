import Foundation
import Testing
import TesseraCore
import TesseraTestSupport
@testable import TesseraTokens

/// A library that keeps one collection per mode (the same names in each) and a semantic
/// collection aliasing them by id: every variable imports, the per-mode collections as modes of
/// one, and aliases follow the id.
struct FigmaCollectionsTests {
    private func converted() throws -> FigmaTokens {
        let data = try Data(contentsOf: Fixture.url("figma/multi-collection.json"))
        return FigmaTokens.convert(FigmaFile.read(data, file: "multi-collection.json"), name: "library", file: "multi-collection.json")
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
        let merged = try #require(tokens.diagnostics.first { $0.message.contains("read as one collection `base/color`") })
        #expect(merged.message.contains("modes `light`, `dark`, `dark-high-contrast`"), "\(merged.message)")
        // Same names in collections that are no modes of one another stay distinct tokens.
        #expect(light.tokens["base-size.size.12"]?.value["value"]?.numberValue == 12)
        #expect(light.tokens["functional-size.size.12"]?.value["value"]?.numberValue == 12)
        let shared = try #require(tokens.diagnostics.first { $0.message.contains("share their name") })
        #expect(shared.message.hasPrefix("8 variables"), "\(shared.message)")
    }

    @Test(arguments: [
        ("light", "bgColor.muted", "#F6F8FA"), ("dark", "bgColor.muted", "#151B23"), ("increasedContrastDark", "bgColor.muted", "#0A0C10"),
        ("light", "fgColor.accent", "#0969DA"), ("dark", "fgColor.accent", "#4493F8"), ("increasedContrastDark", "fgColor.danger", "#FF9492"),
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
        let written = DesignTokenReader().read(contentsOf: folder.appendingPathComponent(tokens.resolverPath), shownAs: "layout")
        #expect(written.isValid, "\(written.diagnostics)")
        #expect(written.tokens["gap.small"]?.value["value"]?.numberValue == 4)
        #expect(written.tokens["gap.large"]?.value["value"]?.numberValue == 16)
    }
}
