import Foundation
@_spi(TesseraTools) import TesseraCore
import TesseraTokens
import Testing

/// `AssetCatalogExport`: the catalog's `Contents.json` files use only the keys of the asset
/// catalog format, written as Xcode writes them, and reading them back gives every role's value.
struct AssetCatalogExportTests {
    /// A colour set's keys: Apple's "Asset Catalog Format Reference" (Named Color Type: `info`
    /// with `author` and `version`; `colors` entries with `idiom`, `display-gamut` and `color`,
    /// whose `color-space` and `components` red/green/blue/alpha) plus the `appearances` list
    /// (`luminosity` light/dark, `contrast` high) Xcode writes for Appearances and High Contrast.
    static let topKeys: Set<String> = ["colors", "info"]
    static let infoKeys: Set<String> = ["author", "version"]
    static let entryKeys: Set<String> = ["appearances", "color", "display-gamut", "idiom"]
    static let colorKeys: Set<String> = ["color-space", "components"]
    static let componentKeys: Set<String> = ["red", "green", "blue", "alpha"]
    static let appearanceValues: [String: Set<String>] = ["luminosity": ["light", "dark"], "contrast": ["high"]]

    static func keys(_ node: JSONNode?) -> Set<String> { Set(node?.members?.map(\.key) ?? []) }

    /// Every problem with one `Contents.json` against the documented format.
    static func problems(in file: ExportedFile) throws -> [String] {
        let root = try JSONNode(parsing: file.data)
        var problems: [String] = []
        func check(_ condition: Bool, _ message: @autoclosure () -> String) {
            if !condition { problems.append("\(file.path): \(message())") }
        }
        check(keys(root["info"]) == infoKeys, "info has \(keys(root["info"]))")
        check(
            root["info"]?["author"]?.stringValue == "xcode" && root["info"]?["version"]?.numberValue == 1,
            "info is not Xcode's")
        guard file.path.contains(".colorset/") else {
            check(keys(root) == ["info"], "a folder's Contents.json has \(keys(root))")
            return problems
        }
        check(keys(root) == topKeys, "top-level keys \(keys(root))")
        for entry in root["colors"]?.elements ?? [] {
            check(keys(entry).isSubset(of: entryKeys), "entry keys \(keys(entry))")
            check(entry["idiom"]?.stringValue == "universal", "idiom \(String(describing: entry["idiom"]))")
            if let gamut = entry["display-gamut"] {
                check(["sRGB", "display-P3"].contains(gamut.stringValue ?? ""), "display-gamut \(gamut)")
            }
            for appearance in entry["appearances"]?.elements ?? [] {
                check(keys(appearance) == ["appearance", "value"], "appearance keys \(keys(appearance))")
                let allowed = appearanceValues[appearance["appearance"]?.stringValue ?? ""] ?? []
                check(allowed.contains(appearance["value"]?.stringValue ?? ""), "appearance \(appearance)")
            }
            let color = entry["color"]
            check(keys(color) == colorKeys, "color keys \(keys(color))")
            let space = color?["color-space"]?.stringValue ?? ""
            check(["srgb", "display-p3"].contains(space), "color-space \(space)")
            let components = color?["components"]
            check(keys(components) == componentKeys, "component keys \(keys(components))")
            for key in componentKeys {
                let text = components?[key]?.stringValue ?? ""
                let isByte =
                    text.count == 4 && text.hasPrefix("0x")
                    && text.dropFirst(2).allSatisfy { $0.isHexDigit && !$0.isLowercase }
                let isDecimal = text.count == 5 && text.dropFirst().hasPrefix(".") && text.filter(\.isNumber).count == 4
                check(key != "alpha" && space == "srgb" ? isByte : isDecimal, "\(key) component \(text)")
            }
        }
        return problems
    }

    /// The colour set's entries read back: mode → sRGB hex (`#RRGGBB[AA]`, as `RGBA.hexString`).
    static func readBack(_ file: ExportedFile) throws -> [ColorMode: String] {
        var values: [ColorMode: String] = [:]
        for entry in try JSONNode(parsing: file.data)["colors"]?.elements ?? []
        where entry["display-gamut"]?.stringValue != "display-P3" {
            let appearances = (entry["appearances"]?.elements ?? []).compactMap { $0["value"]?.stringValue }
            let mode = ColorMode(
                appearances.contains("dark") ? .dark : .light, appearances.contains("high") ? .increased : .standard)
            let components = entry["color"]?["components"]
            let rgb = ["red", "green", "blue"].map { String(components?[$0]?.stringValue?.dropFirst(2) ?? "??") }
                .joined()
            let alpha = Double(components?["alpha"]?.stringValue ?? "") ?? -1
            let alphaByte = Int((alpha * 255).rounded())
            values[mode] = "#" + rgb + (alpha >= 1 ? "" : String(format: "%02X", alphaByte))
        }
        return values
    }

    @Test func everyPresetsCatalogUsesOnlyTheDocumentedKeys() throws {
        for preset in Presets.all {
            let files = AssetCatalogExport.files(for: preset.theme, palette: true)
            #expect(
                files.count == 1 + preset.theme.colorRoles.count + 1 + preset.theme.paletteEntries.count, "\(preset.id)"
            )
            for file in files {
                #expect(try Self.problems(in: file) == [], "\(preset.id)")
            }
        }
    }

    @Test func readingTheCatalogBackGivesEveryRoleInAllFourModes() throws {
        for preset in Presets.all {
            let theme = preset.theme
            let files = Dictionary(uniqueKeysWithValues: AssetCatalogExport.files(for: theme).map { ($0.path, $0) })
            for role in theme.colorRoles {
                let file = try #require(
                    files[AssetCatalogExport.colorSetName(forRole: role.name) + ".colorset/Contents.json"],
                    "\(role.name)")
                let values = try Self.readBack(file)
                #expect(values.count == 4)
                for mode in ColorMode.allCases {
                    #expect(values[mode] == theme.color(role, in: mode).hexString, "\(preset.id) \(role.name) \(mode)")
                }
            }
        }
    }

    @Test func contentsJSONIsWrittenAsXcodeWritesIt() throws {
        let document = ThemeLoader().load(
            Data(
                ##"{"specVersion": "1.0", "extends": "default", "colors": {"accent": {"light": "#0A84FF", "dark": "#FF000080"}}}"##
                    .utf8))
        let theme = try #require(document.theme)
        let file = try #require(
            AssetCatalogExport.files(for: theme).first { $0.path == "TesseraAccent.colorset/Contents.json" })
        let light = theme.color(.accent, in: ColorMode(.light, .increased)).hexString
        #expect(light.count == 7)
        let text = String(decoding: file.data, as: UTF8.self)
        #expect(
            text.hasPrefix(
                """
                {
                  "colors" : [
                    {
                      "color" : {
                        "color-space" : "srgb",
                        "components" : {
                          "alpha" : "1.000",
                          "blue" : "0xFF",
                          "green" : "0x84",
                          "red" : "0x0A"
                        }
                      },
                      "idiom" : "universal"
                    },
                    {
                      "appearances" : [
                        {
                          "appearance" : "luminosity",
                          "value" : "dark"
                        }
                      ],
                      "color" : {
                        "color-space" : "srgb",
                        "components" : {
                          "alpha" : "0.502",
                          "blue" : "0x00",
                          "green" : "0x00",
                          "red" : "0xFF"
                        }
                      },
                      "idiom" : "universal"
                    },
                    {
                      "appearances" : [
                        {
                          "appearance" : "contrast",
                          "value" : "high"
                        }
                      ],
                """), "\(text)")
        #expect(
            text.hasSuffix(
                """
                  "info" : {
                    "author" : "xcode",
                    "version" : 1
                  }
                }

                """))
        let catalog = try #require(AssetCatalogExport.files(for: theme).first)
        #expect(catalog.path == "Contents.json")
        #expect(
            String(decoding: catalog.data, as: UTF8.self)
                == "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n")
    }

    @Test func namesArePrefixedSoXcodesSymbolsNeverCollide() throws {
        let cases: [(role: String, set: String)] = [
            ("accent", "TesseraAccent"), ("background", "TesseraBackground"), ("textSecondary", "TesseraTextSecondary"),
            ("promo-banner", "TesseraPromoBanner"), ("vivid red", "TesseraVividRed"),
        ]
        for (role, set) in cases { #expect(AssetCatalogExport.colorSetName(forRole: role) == set) }
        #expect(AssetCatalogExport.colorSetName(forPalette: "blue.600") == "TesseraPaletteBlue600")
        let paths = AssetCatalogExport.files(for: Presets.default.theme, palette: true).map(\.path)
        // Xcode generates `.accent` for AccentColor, and Tessera and SwiftUI own `.background`,
        // `.separator`, `.textSecondary`…: no set may be named so that its symbol is one of those.
        for path in paths where path != "Contents.json" && path != "Palette/Contents.json" {
            #expect(path.hasPrefix("Tessera") || path.hasPrefix("Palette/TesseraPalette"), "\(path)")
        }
        #expect(paths.contains("Palette/TesseraPaletteIndigo600.colorset/Contents.json"))

        // Two roles that would share a name get distinct sets.
        let document = ThemeLoader().load(
            Data(
                #"""
                {"specVersion": "1.0", "extends": "default", "colors": {
                  "promoBanner": {"light": "#111111", "dark": "#222222", "fallback": "accent"}, "promo-banner": {"light": "#333333", "dark": "#444444", "fallback": "accent"}}}
                """#.utf8))
        let theme = try #require(document.theme, "\(document.diagnostics)")
        let names = AssetCatalogExport.files(for: theme).map(\.path).filter { $0.hasPrefix("TesseraPromoBanner") }
        #expect(names.count == 2)
        #expect(Set(names).count == 2)
    }

    @Test func wideGamutColoursGetAnSRGBAndADisplayP3Entry() throws {
        let document = ThemeLoader().load(
            Data(
                #"""
                {"specVersion": "1.0", "extends": "default", "colors": {
                  "vivid": {"light": {"colorSpace": "display-p3", "components": [1, 0, 0]}, "dark": {"colorSpace": "oklch", "components": [0.65, 0.28, 25]}, "fallback": "accent"}}}
                """#.utf8))
        let theme = try #require(document.theme, "\(document.diagnostics)")
        let file = try #require(
            AssetCatalogExport.files(for: theme).first { $0.path == "TesseraVivid.colorset/Contents.json" })
        #expect(try Self.problems(in: file) == [])
        let entries = try #require(try JSONNode(parsing: file.data)["colors"]?.elements)
        #expect(entries.count == 8)
        #expect(
            entries.map { $0["display-gamut"]?.stringValue ?? "" }
                == Array(repeating: ["sRGB", "display-P3"], count: 4).flatMap { $0 })
        // The sRGB entries are the core's resolved values…
        let role = ColorRole.custom("vivid")
        let values = try Self.readBack(file)
        for mode in ColorMode.allCases { #expect(values[mode] == theme.color(role, in: mode).hexString, "\(mode)") }
        // …and the Display P3 entries the colour as written (light) or the core's conversion (dark).
        let light = try #require(entries[1]["color"])
        #expect(light["color-space"]?.stringValue == "display-p3")
        #expect(["red", "green", "blue"].map { light["components"]?[$0]?.stringValue } == ["1.000", "0.000", "0.000"])
        let dark = try #require(entries[3]["color"])
        #expect(dark["color-space"]?.stringValue == "display-p3")
        let p3 = try ColorComponents(colorSpace: .oklch, components: [0.65, 0.28, 25]).displayP3Components()
        #expect(
            ["red", "green", "blue"].map { dark["components"]?[$0]?.stringValue }
                == p3.map { String(format: "%.3f", min(max($0, 0), 1)) })
    }

    @Test func theSameThemeAlwaysGivesTheSameBytes() {
        let theme = Presets.default.theme
        #expect(
            AssetCatalogExport.files(for: theme, palette: true) == AssetCatalogExport.files(for: theme, palette: true))
    }
}
