import Foundation
@_spi(TesseraTools) import TesseraCore
import TesseraGallery
import TesseraTestSupport
import Testing

/// What the gallery gives the page so that every sample is drawn where it can be seen and every
/// field shows what the file says.
@Suite("Gallery samples")
struct GallerySamplesTests {
    static func tree(_ preset: String, _ mode: ColorMode = ColorMode(.light, .standard)) throws -> JSONNode {
        let theme = try #require(Presets.named(preset)).theme
        return GalleryModel.tree(for: theme, in: ThemeContext(appearance: mode.appearance, contrast: mode.contrast))
    }

    @Test(
        "a button's label role is drawn on the button's fill, other text on what the audit checks it against",
        arguments: Presets.all.map(\.id), ColorMode.allCases)
    func typeBackgrounds(preset: String, mode: ColorMode) throws {
        let tree = try Self.tree(preset, mode)
        let primaryFill = try #require(
            tree["buttons"]?["primary"]?["forms"]?["capsule"]?["normal"]?["fill"]?.stringValue)
        #expect(tree["typeBackgrounds"]?["buttonPrimary"]?["background"]?.stringValue == String(primaryFill.prefix(7)))
        #expect(tree["typeBackgrounds"]?["body"]?["against"]?.stringValue == "background")
        for (role, text) in tree["typography"]?.members?.map({ ($0.key, $0.value) }) ?? [] {
            let background = try #require(tree["typeBackgrounds"]?[role]?["background"]?.stringValue, "\(role)")
            let foreground = try #require(text["color"]?.stringValue.flatMap { try? RGBA(hex: $0) })
            let base = try #require(try? RGBA(hex: background))
            #expect(Contrast.wcagRatio(foreground, base) >= 3, "\(preset) \(mode) \(role) on \(background)")
        }
    }

    @Test("every surface's label colour reads at 4.5:1 on it", arguments: Presets.all.map(\.id), ColorMode.allCases)
    func surfaceLabels(preset: String, mode: ColorMode) throws {
        let tree = try Self.tree(preset, mode)
        let page = try #require(tree["colors"]?["background"]?.stringValue.flatMap { try? RGBA(hex: $0) })
        for member in tree["surfaces"]?.members ?? [] {
            let surface = try #require(member.value["opaqueColor"]?.stringValue.flatMap { try? RGBA(hex: $0) })
            let label = try #require(
                tree["surfaceLabels"]?[member.key]?["color"]?.stringValue.flatMap { try? RGBA(hex: $0) })
            #expect(
                Contrast.wcagRatio(label, surface.composited(over: page.withAlpha(1))) >= 4.5,
                "\(preset) \(mode) \(member.key)")
        }
    }

    @Test(
        "a field shows the value as written in the file, alpha and references kept",
        arguments: [
            ("default", ColorMode(.light, .standard), "scrim", JSONNode.string("#000000A6")),
            ("blossom", ColorMode(.light, .standard), "accent", .string("{palette.rose.600}")),
            ("blossom", ColorMode(.dark, .increased), "accent", .string("{palette.rose.200}")),
        ])
    func written(preset: String, mode: ColorMode, role: String, value: JSONNode) throws {
        #expect(try Self.tree(preset, mode)["colorDetails"]?[role]?["written"] == value)
    }

    @Test("a failing pairing carries the core's nearest passing palette entry; a passing one none")
    func suggestions() throws {
        let json = ThemeJSON.extending("default", ##""colors": {"textTertiary": {"light": "#CCCCCC"}}"##)
        let theme = try #require(ThemeLoader().load(Data(json.utf8)).theme)
        let rows = try #require(GalleryModel.tree(for: theme, in: ThemeContext())["pairings"]?.elements)
        let failing = try #require(rows.first { $0["passed"] == JSONNode(.bool(false)) })
        let path = try #require(failing["suggestion"]?.stringValue)
        #expect(failing["suggestionHex"]?.stringValue == theme.paletteColor(path)?.hexString)
        #expect(rows.filter { $0["passed"] == JSONNode(.bool(true)) }.allSatisfy { $0["suggestion"] == .null })
    }

    @Test("the palette is offered by name, and bounds are the core's")
    func paletteAndBounds() throws {
        let tree = try Self.tree("default")
        let names = try #require(tree["palette"]?.elements).compactMap { $0["name"]?.stringValue }
        #expect(names == Presets.default.theme.paletteEntries)
        #expect(tree["bounds"]?["points"]?["max"]?.numberValue == ThemeCompiler.largestPoints)
    }
}
