import Foundation
import TesseraCore
import TesseraTokens
import Testing

/// Shadows are exported as the core resolves them, whatever form their colour is written in: a
/// palette reference, a colour-role reference (whose value changes with the mode) or a colour
/// object in another space.
struct ShadowExportTests {
    /// Extends the default theme, whose `card`, `cardElevated` and `popover` surfaces draw the
    /// `small`, `medium` and `large` shadows.
    static let themeJSON = """
        {
          "specVersion": "1.0", "extends": "default", "id": "shadowed", "name": "Shadowed",
          "palette": { "shade": { "900": "#1A2B3C" } },
          "shadows": {
            "small": { "color": "{palette.shade.900}", "opacity": 0.5, "darkOpacity": 0.8, "radius": 4, "y": 2 },
            "medium": { "color": "{colors.accent}", "opacity": 0.25, "darkOpacity": 0.6, "radius": 12, "x": 1, "y": 6 },
            "large": { "color": { "colorSpace": "oklch", "components": [0.55, 0.2, 30] }, "opacity": 0.3, "darkOpacity": 0.7, "radius": 24, "y": 12 }
          },
          "surfaces": { "card": { "shadow": "small" } }
        }
        """

    static let surfaces: [(shadow: String, surface: SurfaceRole)] = [
        ("small", .card), ("medium", .cardElevated), ("large", .popover),
    ]

    static func theme() throws -> CompiledTheme {
        let document = ThemeLoader().load(Data(themeJSON.utf8))
        return try #require(document.theme, "\(document.diagnostics)")
    }

    /// The shadow the core draws for `surface` in `mode`.
    static func expected(_ theme: CompiledTheme, _ surface: SurfaceRole, _ mode: ColorMode) throws -> ResolvedShadow {
        let context = ThemeContext(appearance: mode.appearance, contrast: mode.contrast)
        return try #require(theme.resolved(for: context).surface(surface).shadow)
    }

    @Test func cssShadowsAreTheCoreResolvedShadowsInEveryBlock() throws {
        let theme = try Self.theme()
        let css = try CSSExport.stylesheet(for: theme)
        // Each block the exporter writes, with the mode it sets and the block it adds to (an
        // increased-contrast block repeats only what differs from its appearance).
        let blocks: [(selector: String, mode: ColorMode, base: String?)] = [
            (":root,\n[data-theme=\"light\"] {", ColorMode(.light), nil),
            ("[data-theme=\"dark\"] {", ColorMode(.dark), nil),
            (
                "[data-contrast=\"more\"],\n[data-theme=\"light\"][data-contrast=\"more\"] {",
                ColorMode(.light, .increased), ":root,\n[data-theme=\"light\"] {"
            ),
            (
                "[data-theme=\"dark\"][data-contrast=\"more\"] {", ColorMode(.dark, .increased),
                "[data-theme=\"dark\"] {"
            ),
        ]
        for block in blocks {
            for (name, surface) in Self.surfaces {
                let property = "--shadow-\(name):"
                let written = try #require(
                    Self.line(property, in: block.selector, of: css)
                        ?? block.base.flatMap { Self.line(property, in: $0, of: css) },
                    "no \(property) for \(block.mode)")
                let shadow = try Self.expected(theme, surface, block.mode)
                let parts = written.split(separator: " ", maxSplits: 3).map(String.init)
                #expect(
                    parts.prefix(3) == [
                        "\(Self.number(shadow.x))px", "\(Self.number(shadow.y))px", "\(Self.number(shadow.radius))px",
                    ])
                let color = try #require(parts.last.flatMap(Self.cssColor), "\(written)")
                #expect(
                    Self.matches(color, shadow.color), "\(name) in \(block.mode): \(written), expected \(shadow.color)")
            }
        }
    }

    @Test func dtcgShadowsAreTheCoreResolvedShadowsInEachAppearance() throws {
        let theme = try Self.theme()
        let files = try DTCGExport.files(for: theme)
        for (file, appearance) in [("tokens/light.tokens.json", Appearance.light), ("tokens/dark.tokens.json", .dark)] {
            let tokens = try #require(files.first { $0.path == file }?.contents)
            for (name, surface) in Self.surfaces {
                let value = try #require(tokens["shadow"]?[name]?["$value"], "no shadow.\(name) in \(file)")
                let shadow = try Self.expected(theme, surface, ColorMode(appearance))
                let color = try #require(value["color"])
                #expect(color["colorSpace"]?.stringValue == "srgb")
                let components = color["components"]?.numbers ?? []
                let exported = RGBA(
                    red: components.first ?? -1, green: components.dropFirst().first ?? -1, blue: components.last ?? -1,
                    alpha: color["alpha"]?.numberValue ?? 1)
                #expect(Self.matches(exported, shadow.color), "\(name) in \(file): \(color), expected \(shadow.color)")
                #expect(color["hex"]?.stringValue == String(shadow.color.hexString.prefix(7)).lowercased())
                #expect(value["offsetX"]?["value"]?.numberValue == shadow.x)
                #expect(value["offsetY"]?["value"]?.numberValue == shadow.y)
                #expect(value["blur"]?["value"]?.numberValue == shadow.radius)
            }
        }
    }

    /// The rest of the line declaring `property` inside the block opened by `selector`.
    static func line(_ property: String, in selector: String, of css: String) -> String? {
        guard let open = css.range(of: selector) else { return nil }
        let body = css[open.upperBound...].prefix { $0 != "}" }
        for line in body.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix(property) {
                return String(trimmed.dropFirst(property.count)).trimmingCharacters(in: .whitespaces)
                    .trimmingCharacters(in: CharacterSet(charactersIn: ";"))
            }
        }
        return nil
    }

    /// `#rrggbb` or `rgb(r g b / a)`.
    static func cssColor(_ text: String) -> RGBA? {
        if text.hasPrefix("#") { return try? RGBA(hex: text) }
        guard text.hasPrefix("rgb("), text.hasSuffix(")") else { return nil }
        let numbers = text.dropFirst(4).dropLast().split(whereSeparator: { $0 == " " || $0 == "/" }).compactMap {
            Double($0)
        }
        guard numbers.count == 4 else { return nil }
        return RGBA(red: numbers[0] / 255, green: numbers[1] / 255, blue: numbers[2] / 255, alpha: numbers[3])
    }

    /// The same 8-bit channels and (to six places) alpha.
    static func matches(_ a: RGBA, _ b: RGBA) -> Bool {
        let channels = [(a.red, b.red), (a.green, b.green), (a.blue, b.blue)]
        return channels.allSatisfy { Int(($0.0 * 255).rounded()) == Int(($0.1 * 255).rounded()) }
            && abs(a.alpha - b.alpha) < 1e-6
    }

    /// A number as CSS writes it: no fraction when whole.
    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
