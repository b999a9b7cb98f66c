import Foundation
import TesseraCore
import TesseraTestSupport
import Testing

@testable import TesseraTokens

/// Scopes decide a variable's token type, and mode names decide which Tessera mode a Figma mode is.
struct FigmaTypeTests {
    @Test(arguments: [
        ("FLOAT", ["FONT_WEIGHT"], TokenType.fontWeight),
        ("FLOAT", ["FONT_STYLE"], .fontWeight),
        ("FLOAT", ["FONT_SIZE"], .dimension),
        ("FLOAT", ["LINE_HEIGHT"], .dimension),
        ("FLOAT", ["LETTER_SPACING"], .dimension),
        ("FLOAT", ["GAP"], .dimension),
        ("FLOAT", ["WIDTH_HEIGHT"], .dimension),
        ("FLOAT", ["CORNER_RADIUS"], .dimension),
        ("FLOAT", ["STROKE_FLOAT"], .dimension),
        ("FLOAT", ["EFFECT_FLOAT"], .dimension),
        ("FLOAT", ["GAP", "WIDTH_HEIGHT", "CORNER_RADIUS"], .dimension),
        ("FLOAT", ["OPACITY"], .number),
        ("FLOAT", ["ALL_SCOPES"], .number),
        ("FLOAT", [], .number),
        ("FLOAT", ["TEXT_CONTENT"], .number),
        ("FLOAT", ["PARAGRAPH_SPACING"], .number),
        ("FLOAT", ["FONT_WEIGHT", "FONT_SIZE"], .number),
        ("FLOAT", ["GAP", "OPACITY"], .number),
        ("FLOAT", ["NEW_SCOPE", "GAP"], .dimension),
        ("COLOR", ["ALL_FILLS"], .color),
        ("COLOR", [], .color),
        ("STRING", ["FONT_FAMILY"], .fontFamily),
    ])
    func scopesDecideTheType(_ resolvedType: String, _ scopes: [String], _ expected: TokenType) {
        #expect(FigmaScopes.tokenType(resolvedType: resolvedType, scopes: scopes) == expected)
    }

    @Test(arguments: [
        ("STRING", ["TEXT_CONTENT"]), ("STRING", ["FONT_STYLE"]), ("STRING", ["ALL_SCOPES"]), ("BOOLEAN", []),
        ("GRADIENT", []),
    ])
    func stringsBooleansAndUnknownTypesHaveNoTokenType(_ resolvedType: String, _ scopes: [String]) {
        #expect(FigmaScopes.tokenType(resolvedType: resolvedType, scopes: scopes) == nil)
    }

    @Test(arguments: [
        ("Light", FigmaModeRole.tessera(.light)),
        ("light", .tessera(.light)),
        ("Dark", .tessera(.dark)),
        ("Dark mode", .tessera(.dark)),
        ("light high contrast", .tessera(.increasedContrastLight)),
        ("Light (High Contrast)", .tessera(.increasedContrastLight)),
        ("Dark HC", .tessera(.increasedContrastDark)),
        ("dark-increased-contrast", .tessera(.increasedContrastDark)),
        ("Dark/More contrast", .tessera(.increasedContrastDark)),
        ("Dark dimmed", .extra(name: "Dark dimmed", base: .dark)),
        ("Light protanopia", .extra(name: "Light protanopia", base: .light)),
        ("Compact", .extra(name: "Compact", base: nil)),
        ("Mode 1", .extra(name: "Mode 1", base: nil)),
    ])
    func modeNamesGiveTesseraModes(_ name: String, _ expected: FigmaModeRole) {
        #expect(FigmaModeRole.role(forModeNamed: name) == expected)
    }

    @Test func aMapFileNamesModesNamesCannot() throws {
        let folder = try TemporaryFolder.create("tessera-figma")
        defer { TemporaryFolder.remove(folder) }
        let url = folder.appendingPathComponent("map.json")
        try #"{"figmaModes": {"Day": "light", "Semantic/Ink": "dark", "Dimmed": "extra", "Bad": "sepia"}}"#.write(
            to: url, atomically: true, encoding: .utf8)
        let read = FigmaModeMap.read(contentsOf: url, shownAs: "map.json")
        #expect(
            read.diagnostics.map(\.description) == [
                #"map.json:1:83: error: figmaModes.Bad: a Figma mode maps to one of light, dark, increasedContrastLight, increasedContrastDark, extra; found "sepia""#
            ])
        let semantic = FigmaCollection(id: "c", name: "Semantic", modes: [], defaultModeID: "")
        let other = FigmaCollection(id: "d", name: "Other", modes: [], defaultModeID: "")
        #expect(read.map.role(of: FigmaMode(id: "1", name: "day"), in: other) == .tessera(.light))
        #expect(read.map.role(of: FigmaMode(id: "2", name: "Ink"), in: semantic) == .tessera(.dark))
        #expect(read.map.role(of: FigmaMode(id: "2", name: "Ink"), in: other) == .extra(name: "Ink", base: nil))
        #expect(read.map.role(of: FigmaMode(id: "3", name: "Dimmed"), in: other) == .extra(name: "Dimmed", base: nil))
    }
}
