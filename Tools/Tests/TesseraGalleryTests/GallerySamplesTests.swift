import Foundation
import Testing
@_spi(TesseraTools) import TesseraCore
import TesseraGallery
import TesseraTestSupport

/// What the gallery gives the page so that every sample is drawn where it can be seen and every
/// field shows what the file says.
@Suite("Gallery samples")
struct GallerySamplesTests {
    static func tree(_ preset: String, _ mode: ColorMode = ColorMode(.light, .standard)) throws -> JSONNode {
        let theme = try #require(Presets.named(preset)).theme
        return GalleryModel.tree(for: theme, in: ThemeContext(appearance: mode.appearance, contrast: mode.contrast))
    }

    @Test("a button's label role is drawn on the button's fill, other text on what the audit checks it against",
          arguments: Presets.all.map(\.id), ColorMode.allCases)
    func typeBackgrounds(preset: String, mode: ColorMode) throws {
        let tree = try Self.tree(preset, mode)
        let primaryFill = try #require(tree["buttons"]?["primary"]?["forms"]?["capsule"]?["normal"]?["fill"]?.stringValue)
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
            let label = try #require(tree["surfaceLabels"]?[member.key]?["color"]?.stringValue.flatMap { try? RGBA(hex: $0) })
            #expect(Contrast.wcagRatio(label, surface.composited(over: page.withAlpha(1))) >= 4.5, "\(preset) \(mode) \(member.key)")
        }
    }

    @Test("a field shows the value as written in the file, alpha and references kept", arguments: [
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

@Suite("Gallery origins")
struct GalleryOriginTests {
    /// A theme extending the default preset that writes one value in every group.
    static let json = ThemeJSON.extending("default", ##"""
        "colors": {"accent": {"light": "#123456"}, "separator": {"light": "#C9CED6", "dark": "#3A4150"}},
        "typography": {"caption": {"size": 13.5}},
        "layout": {"spacing": {"xxs": 3}, "gaps": {"micro": 5}},
        "radii": {"small": 7}, "shadows": {"small": {"radius": 5}},
        "motion": {"gentle": {"curve": "easeOut", "duration": 0.2}},
        "buttons": {"primary": {"minHeight": 46}}, "surfaces": {"cardSecondary": {"radius": 11}}
        """##)

    @Test("every shown value says whether this file writes it or the preset it extends", arguments: [
        ("colors.accent", ColorMode(.light), "this file"), ("colors.accent", ColorMode(.dark), "preset default"),
        ("colors.separator", ColorMode(.dark), "this file"), ("colors.textPrimary", ColorMode(.light), "preset default"),
        ("typography.caption", ColorMode(.light), "this file"), ("typography.body", ColorMode(.light), "preset default"),
        ("layout.spacing.xxs", ColorMode(.light), "this file"), ("layout.spacing.m", ColorMode(.light), "preset default"),
        ("layout.gaps.micro", ColorMode(.light), "this file"), ("layout.gaps.loose", ColorMode(.light), "preset default"),
        ("radii.small", ColorMode(.light), "this file"), ("radii.large", ColorMode(.light), "preset default"),
        ("shadows.small", ColorMode(.light), "this file"), ("shadows.large", ColorMode(.light), "preset default"),
        ("motion.gentle", ColorMode(.light), "this file"), ("motion.press", ColorMode(.light), "preset default"),
        ("buttons.primary", ColorMode(.light), "this file"), ("buttons.secondary", ColorMode(.light), "preset default"),
        ("surfaces.cardSecondary", ColorMode(.light), "this file"), ("surfaces.card", ColorMode(.light), "preset default"),
    ])
    func origin(path: String, mode: ColorMode, origin: String) throws {
        let document = ThemeLoader().load(Data(Self.json.utf8))
        let theme = try #require(document.theme)
        let store = ThemeFileStore(url: URL(fileURLWithPath: "theme.json"), shapedLike: document)
        let origins = try #require(ValueOrigins.of(theme.spec, savedThrough: store))
        let tree = GalleryModel.tree(for: theme, in: ThemeContext(appearance: mode.appearance, contrast: mode.contrast), origins: origins)
        #expect(tree["origins"]?[path]?.stringValue == origin)
    }

    @Test("a theme that extends nothing writes every value itself; without origins the tree has none")
    func standalone() throws {
        let theme = Presets.default.theme
        let document = ThemeLoader().load(Data(try ThemeFile.data(for: theme.spec)))
        let store = ThemeFileStore(url: URL(fileURLWithPath: "theme.json"), shapedLike: document)
        let origins = try #require(ValueOrigins.of(theme.spec, savedThrough: store))
        let labels = try #require(GalleryModel.tree(for: theme, in: ThemeContext(), origins: origins)["origins"]?.members).map { $0.value.stringValue }
        #expect(labels.count > 50 && labels.allSatisfy { $0 == "this file" })
        #expect(GalleryModel.tree(for: theme, in: ThemeContext())["origins"] == nil)
    }
}
