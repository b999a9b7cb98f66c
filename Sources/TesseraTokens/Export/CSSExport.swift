import Foundation
@_spi(TesseraTools) public import TesseraCore

/// A theme as CSS custom properties, one per role, named after it (`--color-accent`,
/// `--color-text-primary`, `--font-body`, `--spacing-m`, `--radius-medium`, `--shadow-card`,
/// `--motion-gentle-duration`).
///
/// Light values apply by default and under `[data-theme="light"]`; dark under
/// `prefers-color-scheme: dark` and `[data-theme="dark"]`; increased contrast under
/// `prefers-contrast: more` and `[data-contrast="more"]`. A colour outside sRGB gets its
/// Display P3 value under `@media (color-gamut: p3)`. Typography is a `font` shorthand at the
/// default Dynamic Type size. The output depends only on the theme, so the same theme always
/// gives the same bytes.
public enum CSSExport {
    public static func stylesheet(for theme: CompiledTheme) throws -> String {
        var css = "/* \(theme.name) (\(theme.id)): CSS custom properties written by `tessera export css`. */\n\n"
        let modes: [(ColorMode, String)] = [
            (ColorMode(.light, .standard), "light"), (ColorMode(.dark, .standard), "dark"),
            (ColorMode(.light, .increased), "light, increased contrast"),
            (ColorMode(.dark, .increased), "dark, increased contrast"),
        ]
        let roles = theme.colorRoles
        let properties = roles.map { "  --color-" + $0.name.kebabCased + ": " }
        var memo: [Int: [String]] = [:]
        func colors(_ mode: ColorMode, wide: Bool) -> [String] {
            let key = mode.index * 2 + (wide ? 1 : 0)
            if let lines = memo[key] { return lines }
            let lines: [String] = roles.indices.compactMap { index in
                if wide {
                    return wideGamut(roles[index], mode: mode, theme: theme).map { properties[index] + $0 + ";" }
                }
                return properties[index] + cssColor(theme.color(roles[index], in: mode)) + ";"
            }
            memo[key] = lines
            return lines
        }
        func block(_ selector: String, _ lines: [String]) -> String {
            lines.isEmpty ? "" : "\(selector) {\n\(lines.joined(separator: "\n"))\n}\n"
        }
        let light = modes[0].0
        let dark = modes[1].0
        let lightMore = modes[2].0
        let darkMore = modes[3].0
        /// The colour cascade: explicit `data-` attributes win; otherwise the system's preferences.
        func cascade(wide: Bool) -> String {
            var text = ""
            /// Colours, and (in sRGB) the shadows that differ from those already set for `standard`.
            func values(_ mode: ColorMode, over standard: ColorMode? = nil) -> [String] {
                colors(mode, wide: wide) + (wide ? [] : shadows(theme, mode, over: standard))
            }
            let base =
                wide ? colors(light, wide: true) : ["  color-scheme: light dark;"] + values(light) + constants(theme)
            let parts: [(String, String?, [String])] = [
                (":root,\n[data-theme=\"light\"]", nil, base),
                ("[data-theme=\"dark\"]", nil, values(dark)),
                (":root:not([data-theme])", "prefers-color-scheme: dark", values(dark)),
                (
                    "[data-contrast=\"more\"],\n[data-theme=\"light\"][data-contrast=\"more\"]", nil,
                    values(lightMore, over: light)
                ),
                ("[data-theme=\"dark\"][data-contrast=\"more\"]", nil, values(darkMore, over: dark)),
                (":root:not([data-contrast])", "prefers-contrast: more", values(lightMore, over: light)),
                (
                    ":root:not([data-theme]):not([data-contrast])",
                    "prefers-contrast: more) and (prefers-color-scheme: dark", values(darkMore, over: dark)
                ),
            ]
            for (selector, media, lines) in parts {
                let rule = block(selector, lines)
                guard !rule.isEmpty else { continue }
                if !text.isEmpty { text += "\n" }
                text += media.map { "@media (\($0)) {\n" + indent(rule) + "}\n" } ?? rule
            }
            return text
        }
        css += cascade(wide: false)
        let wide = cascade(wide: true)
        if !wide.isEmpty {
            css +=
                "\n/* Colours outside sRGB, on screens that show them. */\n@media (color-gamut: p3) {\n" + indent(wide)
                + "}\n"
        }
        return css
    }

    private static func indent(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "  " + $0 }.joined(
            separator: "\n")
    }

    static func cssColor(_ rgba: RGBA) -> String {
        if rgba.alpha >= 1 { return hex(rgba) }
        let channels = [rgba.red, rgba.green, rgba.blue].map { String(Int(($0 * 255).rounded())) }
        return "rgb(\(channels.joined(separator: " ")) / \(DTCGValues.rounded(rgba.alpha).formatted))"
    }

    private static let digits = Array("0123456789abcdef".utf8)

    /// `#rrggbb` without going through `String(_:radix:)`.
    static func hex(_ rgba: RGBA) -> String {
        var bytes: [UInt8] = [UInt8(ascii: "#")]
        bytes.reserveCapacity(7)
        for channel in [rgba.red, rgba.green, rgba.blue] {
            let value = Int((min(max(channel, 0), 1) * 255).rounded())
            bytes.append(digits[value >> 4])
            bytes.append(digits[value & 15])
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `color(display-p3 …)` when the literal the role's value in this mode ends at (as the core
    /// compiled it) lies outside sRGB.
    static func wideGamut(_ role: ColorRole, mode: ColorMode, theme: CompiledTheme) -> String? {
        guard let wide = theme.wideColor(TokenReference(group: .colors, name: role.name), in: mode), wide.isOutsideSRGB
        else { return nil }
        let numbers = wide.displayP3.map { String(format: "%.4f", min(max($0, 0), 1)) }.joined(separator: " ")
        let alpha = wide.alpha.map { $0 < 1 ? " / \(DTCGValues.rounded($0).formatted)" : "" } ?? ""
        return "color(display-p3 \(numbers)\(alpha))"
    }

    /// The shadows as the core resolves them in `mode`; with `standard`, only those that differ
    /// from their value there (an increased-contrast block repeats nothing its appearance set).
    static func shadows(_ theme: CompiledTheme, _ mode: ColorMode, over standard: ColorMode? = nil) -> [String] {
        let unchanged =
            standard.map {
                Dictionary(
                    theme.exportedShadows(in: $0).map { ($0.name, $0.shadow) }, uniquingKeysWith: { first, _ in first })
            } ?? [:]
        return theme.exportedShadows(in: mode).compactMap { name, shadow in
            guard unchanged[name] != shadow else { return nil }
            return
                "  --shadow-\(name.kebabCased): \(shadow.x.formatted)px \(shadow.y.formatted)px \(shadow.radius.formatted)px \(cssColor(shadow.color));"
        }
    }

    /// The CSS `font-family` a text role is drawn with: its family when it names one, else the
    /// system font stack of its design (`ui-rounded, "SF Pro Rounded", system-ui, sans-serif`).
    /// The stylesheet and the Studio's screens use this one spelling.
    @_spi(TesseraTools) public static func fontFamily(of text: ResolvedText) -> String {
        text.family.map { "\"\($0)\"" }
            ?? {
                switch text.design {
                case .monospaced: "ui-monospace, SFMono-Regular, Menlo, monospace"
                case .serif: "ui-serif, \"New York\", Georgia, serif"
                case .rounded: "ui-rounded, \"SF Pro Rounded\", system-ui, sans-serif"
                default: "system-ui, -apple-system, \"Helvetica Neue\", sans-serif"
                }
            }()
    }

    /// Everything that does not change with appearance: type, spacing, radii, motion.
    static func constants(_ theme: CompiledTheme) -> [String] {
        var lines: [String] = []
        let resolved = theme.resolved()
        for role in theme.textRoles {
            let text = resolved.text(role)
            let family = fontFamily(of: text)
            let lineHeight = DTCGValues.rounded(text.lineHeight / max(text.size, 1))
            lines.append(
                "  --font-\(role.name.kebabCased): \(text.weight.cssWeight) \(DTCGValues.rounded(text.size).formatted)px/\(lineHeight.formatted) \(family);"
            )
            if text.tracking != 0 {
                lines.append(
                    "  --letter-spacing-\(role.name.kebabCased): \(DTCGValues.rounded(text.tracking).formatted)px;")
            }
        }
        for step in theme.catalogue.spacing {
            lines.append("  --spacing-\(step.name.kebabCased): \(step.points.formatted)px;")
        }
        for radius in theme.catalogue.radii {
            lines.append("  --radius-\(radius.name.kebabCased): \(radius.points.formatted)px;")
        }
        for animation in theme.exportedAnimations {
            lines.append("  --motion-\(animation.name.kebabCased)-duration: \(duration(of: animation.curve));")
            lines.append("  --motion-\(animation.name.kebabCased)-easing: \(easing(of: animation.curve));")
        }
        return lines
    }

    /// The CSS duration of a curve, in whole milliseconds (`250ms`): an easing curve's duration,
    /// a spring's response. The stylesheet and the Studio's motion previews use this one spelling.
    public static func duration(of curve: AnimationCurve) -> String {
        "\(((curve.duration ?? curve.response ?? 0) * 1000).rounded().formatted)ms"
    }

    /// The CSS timing function of a curve (`cubic-bezier(0.42, 0, 0.58, 1)`; a spring as the
    /// Bézier of its settle shape). The stylesheet and the Studio's motion previews use this one spelling.
    public static func easing(of curve: AnimationCurve) -> String {
        "cubic-bezier(\(controlPoints(of: curve).map { $0.formatted }.joined(separator: ", ")))"
    }

    /// The cubic Bézier control points `x1, y1, x2, y2` of a curve's CSS timing function.
    public static func controlPoints(of curve: AnimationCurve) -> [Double] {
        DTCGValues.bezier(for: curve.curve.rawValue)
    }
}

extension String {
    /// `textPrimary` → `text-primary`.
    var kebabCased: String {
        var result = ""
        for character in self {
            if character.isUppercase {
                if !result.isEmpty { result.append("-") }
                result += character.lowercased()
            } else if character == "_" || character == " " || character == "." {
                result.append("-")
            } else {
                result.append(character)
            }
        }
        return result
    }
}
