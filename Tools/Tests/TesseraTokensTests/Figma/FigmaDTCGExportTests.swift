import Foundation
import Testing
@_spi(TesseraTools) import TesseraCore
@testable import TesseraTokens

/// What Figma's own DTCG import takes: one complete file per collection and mode, colours as
/// sRGB objects with hex, scopes in `com.figma.scopes`, aliases across collections as the value
/// with `com.figma.aliasData`, and no composite (typography) tokens.
struct FigmaDTCGExportTests {
    private func tokens(_ node: JSONNode, path: [String] = []) -> [([String], JSONNode)] {
        guard let members = node.members else { return [] }
        if node["$value"] != nil { return [(path, node)] }
        return members.filter { !$0.key.hasPrefix("$") }.flatMap { tokens($0.value, path: path + [$0.key]) }
    }

    @Test func oneCompleteFilePerCollectionAndMode() throws {
        let theme = Presets.default.theme
        let result = try FigmaDTCGExport.files(for: theme)
        #expect(result.files.map(\.path).sorted() == [
            "Color/Dark High Contrast.tokens.json", "Color/Dark.tokens.json", "Color/Light High Contrast.tokens.json", "Color/Light.tokens.json",
            "Palette/Value.tokens.json", "Size/Value.tokens.json",
        ])
        let colorFiles = result.files.filter { $0.path.hasPrefix("Color/") }
        let names = colorFiles.map { Set(tokens($0.contents).map { $0.0.joined(separator: "/") }) }
        // Every mode's file holds every role.
        #expect(Set(names).count == 1)
        #expect(names.first?.count == theme.colorRoles.count)
        for file in result.files {
            for (path, token) in tokens(file.contents) {
                let type = token["$type"]?.stringValue
                #expect(type == "color" || type == "number", "\(file.path) \(path)")
                #expect(token["$extensions"]?["com.figma.scopes"]?.elements != nil, "\(file.path) \(path) has no scopes")
            }
            // Each file is a DTCG document on its own.
            let read = DesignTokenReader(strictness: .strict).read(file.contents.data(), file: file.path)
            #expect(read.isValid, "\(file.path): \(read.diagnostics.prefix(3))")
        }
    }

    @Test func aliasesAcrossCollectionsCarryTheValueAndAliasData() throws {
        let theme = Presets.default.theme
        let result = try FigmaDTCGExport.files(for: theme)
        let dark = try #require(result.files.first { $0.path == "Color/Dark.tokens.json" })
        let accent = try #require(dark.contents["color"]?["accent"])
        let alias = try #require(accent["$extensions"]?["com.figma.aliasData"])
        #expect(alias["targetVariableSetName"]?.stringValue == "Palette")
        #expect(alias["targetVariableName"]?.stringValue?.hasPrefix("palette/") == true)
        #expect(accent["$value"]?["hex"]?.stringValue == theme.color(.accent, in: ColorMode(.dark)).opaqueHexLowercased)
        #expect(result.leftOut.contains(FigmaImport.factsVariable))
    }
}
