import Foundation
@_spi(TesseraTools) import TesseraCore
import Testing

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
        #expect(
            result.files.map(\.path).sorted() == [
                "Color/Dark High Contrast.tokens.json", "Color/Dark.tokens.json",
                "Color/Light High Contrast.tokens.json", "Color/Light.tokens.json",
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
                #expect(
                    token["$extensions"]?["com.figma.scopes"]?.elements != nil, "\(file.path) \(path) has no scopes")
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

    /// The scopes Figma allows on each variable type (Plugin API, `VariableScope`); `ALL_SCOPES`
    /// stands alone, and `ALL_FILLS` with no other fill scope.
    static let allowedScopes: [String: Set<String>] = [
        "number": [
            "ALL_SCOPES", "TEXT_CONTENT", "CORNER_RADIUS", "WIDTH_HEIGHT", "GAP", "OPACITY", "STROKE_FLOAT",
            "EFFECT_FLOAT", "FONT_WEIGHT",
            "FONT_SIZE", "LINE_HEIGHT", "LETTER_SPACING", "PARAGRAPH_SPACING", "PARAGRAPH_INDENT",
        ],
        "color": ["ALL_SCOPES", "ALL_FILLS", "FRAME_FILL", "SHAPE_FILL", "TEXT_FILL", "STROKE_COLOR", "EFFECT_COLOR"],
    ]

    /// What Figma's variables import takes, for every preset: scopes Figma allows on the type,
    /// names Figma's variable names can hold, `{…}` references to a variable of the same
    /// collection, and alias data naming a variable the named collection's files hold.
    @Test(arguments: Presets.all.map(\.id))
    func everyPresetMeetsFigmasImportConstraints(_ id: String) throws {
        let theme = try #require(Presets.all.first { $0.id == id }).theme
        let result = try FigmaDTCGExport.files(for: theme)
        var byCollection: [String: Set<String>] = [:]
        for file in result.files {
            let collection = String(file.path.prefix { $0 != "/" })
            byCollection[collection, default: []].formUnion(tokens(file.contents).map { $0.0.joined(separator: "/") })
        }
        for file in result.files {
            let collection = String(file.path.prefix { $0 != "/" })
            for (path, token) in tokens(file.contents) {
                let place = "\(file.path) \(path.joined(separator: "/"))"
                #expect(
                    path.allSatisfy { name in !name.contains { ".{}".contains($0) } && !name.hasPrefix("$") },
                    "\(place)")
                let type = try #require(token["$type"]?.stringValue)
                let scopes = token["$extensions"]?["com.figma.scopes"]?.elements?.compactMap(\.stringValue) ?? []
                #expect(Set(scopes).isSubset(of: Self.allowedScopes[type] ?? []), "\(place): \(scopes) on a \(type)")
                #expect(!scopes.contains("ALL_SCOPES") || scopes.count == 1, "\(place): \(scopes)")
                #expect(
                    !scopes.contains("ALL_FILLS")
                        || Set(scopes).isDisjoint(with: ["FRAME_FILL", "SHAPE_FILL", "TEXT_FILL"]),
                    "\(place): \(scopes)")
                if let reference = token["$value"]?.stringValue {
                    let target = reference.dropFirst().dropLast().replacingOccurrences(of: ".", with: "/")
                    #expect(
                        byCollection[collection]?.contains(target) == true,
                        "\(place) refers to \(reference), not in \(collection)")
                }
                if let alias = token["$extensions"]?["com.figma.aliasData"] {
                    let set = try #require(alias["targetVariableSetName"]?.stringValue)
                    let name = try #require(alias["targetVariableName"]?.stringValue)
                    #expect(
                        set != collection && byCollection[set]?.contains(name) == true,
                        "\(place) aliases \(set)/\(name)")
                    #expect(
                        token["$value"]?["hex"]?.stringValue != nil,
                        "\(place): an alias across collections carries its value")
                }
            }
        }
    }
}
