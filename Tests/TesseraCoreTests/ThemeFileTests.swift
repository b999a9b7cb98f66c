import Foundation
import Testing

@_spi(TesseraTools) @testable import TesseraCore

@Suite("Theme files: round trips, merging, migration")
struct ThemeFileTests {
    static let richTheme = """
        {
          "specVersion": "1.0",
          "extends": "default",
          "id": "rich",
          "palette": { "brand": { "p3": { "colorSpace": "display-p3", "components": [0.2, 0.4, 0.8] } } },
          "colors": {
            "promoBanner": { "light": "#FFB000", "dark": { "colorSpace": "oklch", "components": [0.8, 0.1, 80], "alpha": 0.9 }, "fallback": "warning", "description": "Promotions" },
            "themeSecondary": { "light": "{palette.brand.p3}", "dark": "#ABCDEF80" }
          },
          "typography": {
            "quote": { "textStyle": "title3", "size": 21, "weight": "light", "design": "serif", "width": "expanded",
                       "family": "Georgia", "lineHeight": 1.4, "letterSpacing": 0.3, "textCase": "uppercase",
                       "color": "promoBanner", "minimumSize": "small", "maximumSize": "accessibility2", "fallback": "body" }
          },
          "surfaces": {
            "banner": { "background": { "glass": "clear", "tint": "promoBanner", "fallback": "thin" }, "radius": 7, "fallback": "card" },
            "chrome": { "background": { "material": "ultraThin", "tint": "surfaceTint", "tintOpacity": 0.25 } }
          },
          "buttons": {
            "promo": { "form": "circularIcon", "shape": "{radii.small}", "fill": "promoBanner", "border": { "color": "controlBorder", "width": 2 },
                       "label": "quote", "labelColor": "textPrimary", "padding": { "horizontal": 10, "vertical": "{spacing.s}" }, "minHeight": 48,
                       "pressed": { "scale": 0.9, "opacity": 0.8 }, "animation": "bounce", "disabled": { "opacity": 0.3, "saturation": 0 }, "fallback": "primary" }
          },
          "layout": { "sizeClasses": { "compactHeight": { "grid": { "columns": 6, "gutter": 8, "margin": 8 }, "readableContentWidth": 560 } } },
          "accessibility": { "pairings": [ { "text": ["textPrimary"], "on": ["promoBanner"] } ], "nonText": { "promoBanner": { "usage": "decorative" } } }
        }
        """

    func load(_ text: String) throws -> ThemeDocument {
        let document = ThemeLoader().load(Data(text.utf8))
        #expect(!document.diagnostics.containsErrors, "\(document.diagnostics)")
        return document
    }

    @Test("every token group survives save and load", arguments: PresetCatalog.builtIn.ids + ["rich"])
    func roundTrip(id: String) throws {
        let spec = try #require(id == "rich" ? try load(Self.richTheme).spec : Presets.named(id)?.spec)
        let data = try ThemeFile.data(for: spec)
        let reloaded = try #require(try load(String(decoding: data, as: UTF8.self)).spec)
        #expect(reloaded == spec)
        #expect(try ThemeFile.data(for: reloaded) == data, "writing is deterministic")
    }

    @Test(
        "Foundation's JSONDecoder reads the same spec as the theme reader",
        arguments: PresetCatalog.builtIn.ids + ["rich"])
    func foundationDecoderAgrees(id: String) throws {
        // The theme reader decodes tables of roles in one pass over the members; any other
        // decoder goes through keyed containers. Both must produce the same value.
        let spec = try #require(id == "rich" ? try load(Self.richTheme).spec : Presets.named(id)?.spec)
        let decoded = try JSONDecoder().decode(ThemeSpec.self, from: try ThemeFile.data(for: spec))
        #expect(decoded == spec)
    }

    @Test("under Foundation's JSONDecoder a bad table entry is an error, not a silent omission")
    func foundationDecoderThrows() {
        let json = #"{"specVersion": "1.0", "colors": {"accent": {"light": 42}}}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(ThemeSpec.self, from: Data(json.utf8)) }
    }

    @Test("a saved overlay holds only the differences and reloads to the same theme")
    func overlayRoundTrip() throws {
        var spec = try #require(Presets.named("ocean")?.spec)
        spec.extends = "ocean"
        spec.colors["accent"]?.light = .hex("#005566")
        spec.radii["large"] = 30
        spec.typography["caption2"] = nil
        spec.typography["caption2"] = Presets.named("ocean")?.spec.typography["caption2"]
        let data = try ThemeFile.overlayData(for: spec, extending: "ocean", catalog: .builtIn)
        let overlay = try JSONReader().read(data).root
        #expect(
            overlay.members?.map(\.key) == [
                "specVersion", "extends", "id", "name", "summary", "symbol", "purpose", "colors", "radii",
            ],
            "a theme file spells its identity, which is never inherited")
        #expect(overlay["colors"]?["accent"]?["light"]?.stringValue == "#005566")
        #expect(overlay["radii"]?.members?.count == 1)
        #expect(try load(String(decoding: data, as: UTF8.self)).spec == spec)

        let customization = try JSONReader().read(
            try ThemeFile.overlayData(for: spec, extending: "ocean", catalog: .builtIn, isCustomization: true)
        ).root
        #expect(
            customization.members?.map(\.key) == ["specVersion", "extends", "colors", "radii"],
            "a customisation is the preset")
    }

    @Test("merge rules: objects merge, scalars and arrays replace, null removes, value objects replace whole")
    func mergeRules() throws {
        let base = try JSONReader().read(
            #"{"a": {"x": 1, "y": [1, 2]}, "b": 1, "c": {"curve": "spring", "response": 0.3}, "d": 4}"#
        ).root
        let overlay = try JSONReader().read(
            #"{"a": {"y": [3], "z": true}, "b": null, "c": {"curve": "linear", "duration": 1}, "e": {"f": null, "g": 1}}"#
        ).root
        let merged = base.merged(with: overlay)
        let expected = try JSONReader().read(
            #"{"a": {"x": 1, "y": [3], "z": true}, "c": {"curve": "linear", "duration": 1}, "d": 4, "e": {"g": 1}}"#
        ).root
        #expect(merged == expected)
        #expect(merged.members?.map(\.key) == ["a", "c", "d", "e"])
        #expect(merged.overlay(from: base).map { base.merged(with: $0) } == merged, "overlay is the inverse of merge")
    }

    @Test(
        "the overlay of a changed value object is the whole object: members equal to the base's are kept, as merge replaces it whole"
    )
    func overlayOfWholeValue() throws {
        let base = try JSONReader().read(
            #"{"sheet": {"background": {"material": "regular", "tint": "surfaceOverlay", "tintOpacity": 0.6}, "radius": 4}}"#
        ).root
        let edited = try JSONReader().read(
            #"{"sheet": {"background": {"material": "thick", "tint": "surfaceOverlay", "tintOpacity": 0.6}, "radius": 4}}"#
        ).root
        let overlay = edited.overlay(from: base)
        #expect(overlay?["sheet"]?["background"] == edited["sheet"]?["background"], "\(overlay?.text() ?? "none")")
        #expect(overlay?["sheet"]?["radius"] == nil, "a plain object still writes only what differs")
        #expect(overlay.map { base.merged(with: $0) } == edited, "overlay is the inverse of merge")
        #expect(edited.overlay(from: edited) == nil)
        // A member that does not make the object one value merges on its own, so it is written alone.
        let tinted = try JSONReader().read(
            #"{"sheet": {"background": {"material": "regular", "tint": "surfaceBase", "tintOpacity": 0.6}, "radius": 4}}"#
        ).root
        #expect(tinted.overlay(from: base)?["sheet"]?["background"] == .object(["tint": .string("surfaceBase")]))
        #expect(tinted.overlay(from: base).map { base.merged(with: $0) } == tinted)
    }

    @Test("a partial theme inherits everything it does not override")
    func partialTheme() throws {
        let document = try load(
            ##"{"specVersion": "1.0", "extends": "forest", "colors": {"accent": {"light": "#123456"}}}"##)
        let theme = try #require(document.theme)
        let forest = try #require(Presets.named("forest")?.theme)
        #expect(theme.color(.accent, in: ColorMode(.light)).hexString == "#123456")
        #expect(theme.color(.accent, in: ColorMode(.dark)) == forest.color(.accent, in: ColorMode(.dark)))
        #expect(theme.text[.title].design == .serif)
    }

    @Test("a 0.9 file migrates to 1.0, with diagnostics still at the lines the user wrote")
    func migration() throws {
        let old = """
            {
              "version": "0.9",
              "extends": "default",
              "colors": { "accent": ["#112233", "#DDEEFF"] },
              "typography": {
                "code": { "relativeTo": "footnote", "size": 13, "design": "monospaced" },
                "body": { "relativeTo": "body", "size": 17, "useSystemSize": true }
              },
              "buttons": { "primary": { "shape": "pill" } },
              "surfaceRoles": { "card": { "radius": 9 } }
            }
            """
        let document = try load(old)
        #expect(document.writtenVersion == SpecVersion(0, 9))
        let spec = try #require(document.spec)
        #expect(spec.specVersion == .current)
        #expect(spec.colors["accent"]?.light == .hex("#112233"))
        #expect(spec.colors["accent"]?.dark == .hex("#DDEEFF"))
        #expect(spec.typography["code"]?.textStyle == .footnote)
        #expect(spec.typography["code"]?.size == .points(13))
        #expect(spec.typography["body"]?.size == TextSize.system)
        #expect(spec.buttons["primary"]?.shape == .capsule)
        #expect(spec.surfaces["card"]?.radius == .points(9))

        let broken = old.replacingOccurrences(of: "\"#DDEEFF\"", with: "\"#DDEEFG\"")
        let error = try #require(ThemeLoader().load(Data(broken.utf8)).errors.first)
        #expect(error.path.description == "colors.accent.dark")
        #expect(error.location == TextPosition(line: 4, column: 37))
    }

    @Test("keys from a newer minor version survive load and save")
    func unknownKeysSurvive() throws {
        let newer = """
            {
              "specVersion": "1.4",
              "extends": "default",
              "hologram": { "depth": 3 },
              "colors": { "accent": { "light": "#223344", "vibrancy": "high" } }
            }
            """
        let document = ThemeLoader().load(Data(newer.utf8))
        #expect(document.isValid)
        #expect(
            document.warnings.map(\.code).sorted { $0.rawValue < $1.rawValue } == [
                .newerVersion, .unknownKey, .unknownKey,
            ])
        #expect(Set(document.preserved.map(\.path.description)) == ["hologram", "colors.accent.vibrancy"])
        let spec = try #require(document.spec)
        #expect(spec.specVersion == SpecVersion(1, 4))

        let saved = try ThemeFile.data(for: spec, preserving: document.preserved)
        let tree = try JSONReader().read(saved).root
        #expect(tree["hologram"]?["depth"]?.numberValue == 3)
        #expect(tree["colors"]?["accent"]?["vibrancy"]?.stringValue == "high")
        #expect(tree["specVersion"]?.stringValue == "1.4")

        let overlay = try ThemeFile.overlayData(
            for: spec, extending: "default", catalog: .builtIn, preserving: document.preserved)
        let again = ThemeLoader().load(overlay)
        #expect(Set(again.preserved.map(\.path.description)) == ["hologram", "colors.accent.vibrancy"])
    }

    @Test("custom roles resolve by name; themes that lack them use the fallback")
    func customRoles() throws {
        let theme = try #require(try load(Self.richTheme).theme)
        let promo = ColorRole.custom("promoBanner", fallback: .accent)
        #expect(theme.colors.contains(promo))
        #expect(theme.color(promo, in: ColorMode(.light)).hexString == "#FFB000")
        let plain = Presets.default.theme
        #expect(!plain.colors.contains(promo))
        #expect(plain.color(promo, in: ColorMode(.light)) == plain.color(.accent, in: ColorMode(.light)))
        #expect(ColorRole.custom("textSecondary") == .textSecondary)
        #expect(theme.surfaces[.custom("banner")].radius == 7)
        #expect(plain.buttons[.custom("promo", fallback: .secondary)].name == "secondary")
    }
}
