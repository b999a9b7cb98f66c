import Foundation
@_spi(TesseraTools) import TesseraCore
import TesseraTestSupport
import Testing

/// `tessera export dtcg|css|swift` and `tessera import dtcg`, run as a user runs them.
@Suite("tessera export and import")
struct ExportCommandTests {
    @Test("export dtcg writes a resolver that validates and resolves; import dtcg brings the theme back")
    func dtcgRoundTripThroughTheCommandLine() throws {
        let folder = try TemporaryFolder.create("tessera-export")
        defer { TemporaryFolder.remove(folder) }
        let export = try Tool.run([
            "export", "dtcg", "--preset", "ocean", "-o", folder.appendingPathComponent("out").path,
        ])
        #expect(export.status == 0, "\(export.error)")
        #expect(export.output.contains("ocean.resolver.json"))
        let resolver = folder.appendingPathComponent("out/ocean.resolver.json").path
        let validate = try Tool.run(["tokens", "validate", resolver])
        #expect(validate.status == 0, "\(validate.output)")
        let resolve = try Tool.run([
            "tokens", "resolve", resolver, "--input", "appearance=dark", "--input", "contrast=increased",
        ])
        #expect(resolve.status == 0)
        let accent = try JSONNode(parsing: resolve.output)["color"]?["accent"]?["$value"]?["hex"]?.stringValue
        let expected = try #require(Presets.named("ocean")).theme.color(.accent, in: ColorMode(.dark, .increased))
            .hexString
        #expect(accent == String(expected.prefix(7)).lowercased())

        let theme = folder.appendingPathComponent("ocean.json").path
        let imported = try Tool.run(["import", "dtcg", resolver, "-o", theme])
        #expect(imported.status == 0, "\(imported.error)")
        let original = try Tool.run(["resolve", "--preset", "ocean", "--appearance", "dark", "--size", "AX3"])
        let back = try Tool.run(["resolve", theme, "--appearance", "dark", "--size", "AX3"])
        #expect(back.status == 0)
        #expect(back.output == original.output)
    }

    @Test("export swift compiles in Swift 6 mode with no warnings, and apps use the members")
    func swiftCompiles() throws {
        let folder = try TemporaryFolder.create("tessera-export")
        defer { TemporaryFolder.remove(folder) }
        let generated = folder.appendingPathComponent("ThemeRoles.swift")
        let export = try Tool.run(["export", "swift", "custom-roles.json", "-o", generated.path])
        #expect(export.status == 0, "\(export.error)")
        let source = try String(contentsOf: generated, encoding: .utf8)
        #expect(source.contains("public static let promoBanner = ColorRole.custom(\"promoBanner\")"))
        #expect(source.contains("public static let vividRed = ColorRole.custom(\"vivid-red\")"))
        #expect(source.contains("public static let `class` = SurfaceRole.custom(\"class\")"))
        #expect(!source.contains("accent"), "built-in roles already have members")
        let use = folder.appendingPathComponent("Use.swift")
        try """
        import TesseraCore
        func roles() -> [String] {
            let theme = Presets.default.theme
            return [ColorRole.promoBanner.name, TextRole.priceTag.name, SurfaceRole.class.name, theme.id]
        }
        """.write(to: use, atomically: true, encoding: .utf8)
        let compiler = try Subprocess.run([
            "swiftc", "-typecheck", "-swift-version", "6", "-warnings-as-errors",
            "-I", Tool.binary.deletingLastPathComponent().appendingPathComponent("Modules").path, generated.path,
            use.path,
        ])
        #expect(compiler.status == 0, "\(compiler.errors)")
    }

    @Test("export css has a property per role in every mode, and Display P3 for colours outside sRGB")
    func css() throws {
        let result = try Tool.run(["export", "css", "custom-roles.json"])
        #expect(result.status == 0)
        let css = result.output
        let document = ThemeLoader().load(contentsOf: Tool.fixtures.appendingPathComponent("custom-roles.json"))
        let theme = try #require(document.theme)
        for role in theme.colorRoles {
            let property =
                "--color-"
                + role.name.reduce(into: "") { text, character in
                    text += character.isUppercase ? "-" + character.lowercased() : String(character)
                }
            #expect(css.components(separatedBy: property + ":").count - 1 >= 4, "\(property) missing in some mode")
        }
        let dark = try #require(css.range(of: "[data-theme=\"dark\"] {"))
        let darkBlock = css[dark.upperBound...].prefix { $0 != "}" }
        #expect(
            darkBlock.contains(
                "--color-background: \(String(theme.color(.background, in: ColorMode(.dark, .standard)).hexString.prefix(7)).lowercased());"
            ))
        #expect(css.contains("@media (prefers-color-scheme: dark)"))
        #expect(css.contains("@media (prefers-contrast: more)"))
        #expect(css.contains("@media (color-gamut: p3)"))
        #expect(css.contains("--color-vivid-red: color(display-p3 1.0000 0.0000 0.0000);"))
        #expect(!css.contains("--color-promo-banner: color(display-p3"), "sRGB colours need no P3 value")
        let body = theme.resolved().text(.body)
        #expect(css.contains("--font-body: \((body.weight.rank + 1) * 100) \(Int(body.size))px/"))
        #expect(css.contains("--spacing-m: 12px;"))
        // Same theme, same bytes.
        #expect(try Tool.run(["export", "css", "custom-roles.json"]).output == css)
    }
}

/// `tessera export xcassets` and `tessera export compose`, run as a user runs them.
@Suite("tessera export xcassets and compose")
struct PlatformExportCommandTests {
    @Test("export xcassets writes a catalog, says Wrote PATH for each file, and writes the same bytes every time")
    func assetCatalog() throws {
        let folder = try TemporaryFolder.create("tessera-xcassets")
        defer { TemporaryFolder.remove(folder) }
        var outputs: [String] = []
        var contents: [Data] = []
        for run in 0..<2 {
            let catalog = folder.appendingPathComponent("Theme\(run).xcassets")
            let result = try Tool.run(["export", "xcassets", "--preset", "ocean", "-o", catalog.path, "--palette"])
            #expect(result.status == 0, "\(result.error)")
            let lines = result.output.split(separator: "\n")
            #expect(lines.allSatisfy { $0.hasPrefix("Wrote \(catalog.path)/") })
            #expect(lines.contains("Wrote \(catalog.path)/TesseraAccent.colorset/Contents.json"))
            #expect(lines.contains { $0.hasPrefix("Wrote \(catalog.path)/Palette/TesseraPalette") })
            outputs.append(result.output.replacingOccurrences(of: catalog.path, with: "CATALOG"))
            contents.append(
                try Data(contentsOf: catalog.appendingPathComponent("TesseraAccent.colorset/Contents.json")))
        }
        #expect(outputs[0] == outputs[1])
        #expect(contents[0] == contents[1])
    }

    @Test("export compose writes five Kotlin files in the package given, and refuses a package that is not one")
    func compose() throws {
        let folder = try TemporaryFolder.create("tessera-compose")
        defer { TemporaryFolder.remove(folder) }
        let out = folder.appendingPathComponent("theme")
        let result = try Tool.run([
            "export", "compose", "custom-roles.json", "-o", out.path, "--package", "com.shop.theme",
        ])
        #expect(result.status == 0, "\(result.error)")
        #expect(
            result.output
                == ["Color.kt", "Shape.kt", "Spacing.kt", "Theme.kt", "Type.kt"].map { "Wrote \(out.path)/\($0)\n" }
                .joined())
        let colors = try String(contentsOf: out.appendingPathComponent("Color.kt"), encoding: .utf8)
        #expect(colors.contains("package com.shop.theme\n"))
        #expect(colors.contains("    val promoBanner: Color,\n"))
        #expect(colors.contains("    val vividRed: Color,\n"))

        let bad = try Tool.run([
            "export", "compose", "--preset", "ocean", "-o", out.path, "--package", "com.shop.object",
        ])
        #expect(bad.status == 64)
        #expect(
            bad.error.contains(
                "--package takes a Kotlin package name such as com.example.theme; found 'com.shop.object'."))
    }

    @Test("every option of both commands has help")
    func help() throws {
        for command in ["xcassets", "compose"] {
            let result = try Tool.run(["export", command, "--help"])
            #expect(result.status == 0)
            let options = result.output.components(separatedBy: "OPTIONS:").last ?? ""
            for line in options.split(separator: "\n") where line.hasPrefix("  -") {
                #expect(line.trimmingCharacters(in: .whitespaces).contains("  "), "no help for \(line)")
            }
        }
        #expect(try Tool.run(["export", "xcassets", "--help"]).output.contains("--palette"))
        #expect(try Tool.run(["export", "compose", "--help"]).output.contains("--package <package>"))
    }
}
