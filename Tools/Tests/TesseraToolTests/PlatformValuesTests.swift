import Foundation
@_spi(TesseraTools) import TesseraCore
import TesseraTestSupport
import Testing

/// One theme on every platform: for every preset, every colour role in all four modes has the
/// same value in `tessera resolve`, `export css`, `export xcassets` and `export compose`.
@Suite("every platform's colours")
struct PlatformValuesTests {
    static let modes: [(mode: ColorMode, css: String, compose: String)] = [
        (ColorMode(.light), ":root,\n[data-theme=\"light\"] {", "LightTesseraColors"),
        (ColorMode(.dark), "[data-theme=\"dark\"] {", "DarkTesseraColors"),
        (
            ColorMode(.light, .increased),
            "[data-contrast=\"more\"],\n[data-theme=\"light\"][data-contrast=\"more\"] {",
            "LightIncreasedContrastTesseraColors"
        ),
        (
            ColorMode(.dark, .increased), "[data-theme=\"dark\"][data-contrast=\"more\"] {",
            "DarkIncreasedContrastTesseraColors"
        ),
    ]

    /// `textPrimary` → `text-primary`, as CSS names properties.
    static func kebab(_ name: String) -> String {
        name.reduce(into: "") { result, character in
            if character.isUppercase { result += "-" + character.lowercased() } else { result.append(character) }
        }
    }

    /// `#0a84ff` or `rgb(10 132 255 / 0.5)` → `#0A84FF` / `#0A84FF80`.
    static func hex(css value: String) -> String? {
        if value.hasPrefix("#") { return value.uppercased() }
        guard value.hasPrefix("rgb("), value.hasSuffix(")") else { return nil }
        let parts = value.dropFirst(4).dropLast().split(whereSeparator: { $0 == " " || $0 == "/" }).map(String.init)
        guard parts.count == 4, let alpha = Double(parts[3]) else { return nil }
        let channels = parts.prefix(3).compactMap(Int.init) + [Int((alpha * 255).rounded())]
        return "#" + channels.map { String(format: "%02X", $0) }.joined()
    }

    /// The `--color-*` properties of the CSS block that starts with `selector`.
    static func cssColors(_ css: String, _ selector: String) -> [String: String] {
        guard let start = css.range(of: "\n" + selector + "\n") ?? css.range(of: selector + "\n"),
            let end = css.range(of: "\n}", range: start.upperBound..<css.endIndex)
        else { return [:] }
        var values: [String: String] = [:]
        for line in css[start.upperBound..<end.lowerBound].split(separator: "\n") {
            let text = line.trimmingCharacters(in: .whitespaces)
            guard text.hasPrefix("--color-"), let colon = text.firstIndex(of: ":") else { continue }
            values[String(text[text.index(text.startIndex, offsetBy: 8)..<colon])] = hex(
                css: text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces).replacingOccurrences(
                    of: ";", with: ""))
        }
        return values
    }

    /// A colour set's sRGB entries: mode → `#RRGGBB[AA]`.
    static func catalogColors(_ url: URL) throws -> [ColorMode: String] {
        var values: [ColorMode: String] = [:]
        for entry in try JSONNode(parsing: Data(contentsOf: url))["colors"]?.elements ?? []
        where entry["display-gamut"]?.stringValue != "display-P3" {
            let appearances = (entry["appearances"]?.elements ?? []).compactMap { $0["value"]?.stringValue }
            let mode = ColorMode(
                appearances.contains("dark") ? .dark : .light, appearances.contains("high") ? .increased : .standard)
            let components = entry["color"]?["components"]
            let rgb = ["red", "green", "blue"].map { String(components?[$0]?.stringValue?.dropFirst(2) ?? "??") }
                .joined()
            let alpha = Double(components?["alpha"]?.stringValue ?? "") ?? -1
            values[mode] = "#" + rgb + (alpha >= 1 ? "" : String(format: "%02X", Int((alpha * 255).rounded())))
        }
        return values
    }

    /// `Color.kt`'s `TesseraColors` values: value name → property → `#RRGGBB[AA]` from the literal.
    static func composeColors(_ source: String) -> [String: [String: String]] {
        var result: [String: [String: String]] = [:]
        var current: String?
        for line in source.split(separator: "\n").map(String.init) {
            if line.hasPrefix("val "), line.hasSuffix("= TesseraColors(") {
                current = String(line.dropFirst(4).prefix { $0 != ":" })
            } else if line == ")" {
                current = nil
            } else if let value = current, let range = line.range(of: " = Color(0x") {
                let name = line[..<range.lowerBound].trimmingCharacters(in: .whitespaces)
                let argb = String(line[range.upperBound...].prefix(8))
                let alpha = String(argb.prefix(2))
                result[value, default: [:]][name] = "#" + argb.dropFirst(2) + (alpha == "FF" ? "" : alpha)
            }
        }
        return result
    }

    @Test("resolve, CSS, the asset catalog and Compose agree on every colour of every preset in all four modes")
    func everyPlatformAgrees() throws {
        let folder = try TemporaryFolder.create("tessera-platforms")
        defer { TemporaryFolder.remove(folder) }
        for preset in Presets.all {
            let id = preset.id
            let css = folder.appendingPathComponent("\(id).css")
            let catalog = folder.appendingPathComponent("\(id).xcassets")
            let compose = folder.appendingPathComponent("\(id)-compose")
            for arguments in [
                ["css", "-o", css.path], ["xcassets", "-o", catalog.path], ["compose", "-o", compose.path],
            ] {
                let result = try Tool.run(["export"] + arguments.prefix(1) + ["--preset", id] + arguments.dropFirst())
                #expect(result.status == 0, "\(id) \(arguments[0]): \(result.error)")
            }
            let stylesheet = try String(contentsOf: css, encoding: .utf8)
            let kotlin = Self.composeColors(
                try String(contentsOf: compose.appendingPathComponent("Color.kt"), encoding: .utf8))
            var catalogs: [String: [ColorMode: String]] = [:]
            for (mode, selector, value) in Self.modes {
                let resolve = try Tool.run([
                    "resolve", "--preset", id, "--appearance", mode.appearance.rawValue, "--contrast",
                    mode.contrast.rawValue, "--format", "json",
                ])
                #expect(resolve.status == 0, "\(resolve.error)")
                let colors = try #require(try JSONNode(parsing: resolve.output)["colors"]?.members)
                #expect(colors.count == preset.theme.colorRoles.count)
                let cssValues = Self.cssColors(stylesheet, selector)
                for member in colors {
                    let role = member.key
                    let expected = try #require(member.value.stringValue)
                    #expect(cssValues[Self.kebab(role)] == expected, "\(id) \(mode) \(role): CSS")
                    let setName = "Tessera" + role.prefix(1).uppercased() + role.dropFirst()
                    if catalogs[role] == nil {
                        catalogs[role] = try Self.catalogColors(
                            catalog.appendingPathComponent("\(setName).colorset/Contents.json"))
                    }
                    #expect(catalogs[role]?[mode] == expected, "\(id) \(mode) \(role): xcassets")
                    #expect(kotlin[value]?[role] == expected, "\(id) \(mode) \(role): Compose")
                }
            }
        }
    }
}
