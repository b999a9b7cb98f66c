import Foundation
@_spi(TesseraTools) import TesseraCore
import TesseraTokens
import Testing

/// `ComposeExport`: Kotlin sources whose colours are the bytes `tessera resolve` prints.
struct ComposeExportTests {
    static func source(_ theme: CompiledTheme, _ name: String, package: String = ComposeExport.defaultPackage) throws
        -> String
    {
        let file = try #require(ComposeExport.files(for: theme, package: package).first { $0.path == name })
        return String(decoding: file.data, as: UTF8.self)
    }

    /// `TesseraColors` values by mode, read back from `Color.kt`: property → (literal, comment).
    static func colors(in source: String) -> [String: [String: (literal: String, comment: String)]] {
        var result: [String: [String: (String, String)]] = [:]
        var current: String?
        for line in source.split(separator: "\n").map(String.init) {
            if line.hasPrefix("val "), line.hasSuffix("= TesseraColors(") {
                current = String(line.dropFirst(4).prefix { $0 != ":" })
            } else if line == ")" {
                current = nil
            } else if let mode = current {
                // `    name = Color(0xFF0A84FF), // #0A84FF`
                let parts = line.trimmingCharacters(in: .whitespaces).components(separatedBy: " = Color(0x")
                guard parts.count == 2 else { continue }
                let rest = parts[1].components(separatedBy: "), // ")
                result[mode, default: [:]][parts[0]] = (rest[0], rest.count > 1 ? rest[1] : "")
            }
        }
        return result
    }

    @Test func everyRolesHexIsWhatResolvePrintsInAllFourModes() throws {
        let modes = [
            "LightTesseraColors": ColorMode(.light), "DarkTesseraColors": ColorMode(.dark),
            "LightIncreasedContrastTesseraColors": ColorMode(.light, .increased),
            "DarkIncreasedContrastTesseraColors": ColorMode(.dark, .increased),
        ]
        for preset in Presets.all {
            let theme = preset.theme
            let values = Self.colors(in: try Self.source(theme, "Color.kt"))
            #expect(Set(values.keys) == Set(modes.keys), "\(preset.id)")
            for (name, mode) in modes {
                for role in theme.colorRoles {
                    let hex = theme.color(role, in: mode).hexString
                    let value = try #require(values[name]?[role.name], "\(preset.id) \(role.name)")
                    #expect(value.comment == hex)
                    let rgb = hex.dropFirst().prefix(6)
                    let alpha = hex.count == 9 ? String(hex.suffix(2)) : "FF"
                    #expect(value.literal == alpha + rgb, "\(preset.id) \(name) \(role.name)")
                }
            }
        }
    }

    @Test func colorSchemesAndTypographyUseTheRoles() throws {
        let theme = Presets.default.theme
        let colors = try Self.source(theme, "Color.kt")
        #expect(
            colors.contains(
                "val LightColorScheme: ColorScheme = lightColorScheme(\n    primary = LightTesseraColors.accent,"))
        #expect(
            colors.contains(
                "val DarkIncreasedContrastColorScheme: ColorScheme = darkColorScheme(\n    primary = DarkIncreasedContrastTesseraColors.accent,"
            ))
        #expect(colors.contains("    error = DarkTesseraColors.destructive,\n"))
        let body = theme.resolved().text(.body)
        let type = try Self.source(theme, "Type.kt")
        let size = body.size == body.size.rounded() ? String(Int(body.size)) : String(body.size)
        #expect(
            type.contains(
                "    val body: TextStyle = TextStyle(fontFamily = FontFamily.Default, fontWeight = FontWeight(\(body.weight.cssWeight)), fontSize = \(size).sp"
            ))
        #expect(type.contains("    bodyLarge = TesseraTextStyles.body,\n"))
        let shapes = try Self.source(theme, "Shape.kt")
        #expect(shapes.contains("    val medium: Dp = 10.dp\n"))
        #expect(shapes.contains("    extraLarge = RoundedCornerShape(TesseraRadii.xl),\n"))
        #expect(!shapes.contains("extraSmall ="), "no radius is named extraSmall or xs in the default theme")
        let spacing = try Self.source(theme, "Spacing.kt")
        #expect(spacing.contains("    val m: Dp = 12.dp\n"))
        let main = try Self.source(theme, "Theme.kt")
        #expect(
            main.contains(
                "fun TesseraTheme(\n    darkTheme: Boolean = isSystemInDarkTheme(),\n    increasedContrast: Boolean = isSystemContrastIncreased(),"
            ))
        #expect(main.contains("Build.VERSION.SDK_INT < Build.VERSION_CODES.UPSIDE_DOWN_CAKE"))
        #expect(main.contains("manager.addContrastChangeListener(context.getMainExecutor(), listener)"))
        #expect(main.contains("onDispose { manager.removeContrastChangeListener(listener) }"))
    }

    @Test func customRolesAndPackage() throws {
        let document = ThemeLoader().load(
            Data(
                #"""
                {"specVersion": "1.0", "extends": "default", "id": "shop", "colors": {
                  "promo-banner": {"light": "#FFB547", "dark": "#99520080", "fallback": "warning"}, "object": {"light": "#111111", "dark": "#222222", "fallback": "accent"}}}
                """#.utf8))
        let theme = try #require(document.theme, "\(document.diagnostics)")
        let colors = try Self.source(theme, "Color.kt", package: "com.shop.design")
        #expect(colors.contains("\npackage com.shop.design\n"))
        #expect(colors.contains("    val promoBanner: Color,\n"))
        #expect(colors.contains("    val `object`: Color,\n"))
        #expect(colors.contains("    promoBanner = Color(0x80995200), // #99520080\n"))
        for file in ComposeExport.files(for: theme, package: "com.shop.design") {
            #expect(String(decoding: file.data, as: UTF8.self).contains("package com.shop.design\n"), "\(file.path)")
        }
    }

    @Test func packageNames() {
        let cases: [(String, Bool)] = [
            ("com.example.theme", true), ("theme", true), ("com.example_2.ui", true),
            ("", false), ("com..theme", false), ("com.example.", false), ("2com.example", false),
            ("com.example.object", false), ("com-example", false), ("com.exämple", false),
        ]
        for (name, valid) in cases { #expect(ComposeExport.isPackageName(name) == valid, "\(name)") }
    }

    @Test func theSameThemeAlwaysGivesTheSameBytes() {
        let theme = Presets.default.theme
        #expect(ComposeExport.files(for: theme) == ComposeExport.files(for: theme))
        #expect(
            ComposeExport.files(for: theme).map(\.path) == [
                "Color.kt", "Shape.kt", "Spacing.kt", "Theme.kt", "Type.kt",
            ])
    }
}
