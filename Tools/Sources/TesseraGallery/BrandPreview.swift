import TesseraCore

/// "Start from brand colours" as the Studio shows it before anything changes: the theme
/// `ThemeGenerator` makes from one to three brand colours, in all four modes — every colour
/// role, the four pairs the dialog draws (text on the background, the accent on the background,
/// the label on the accent) with their WCAG 2 ratios, how far the accent moved from the brand
/// colour (ΔE_OK × 100, 0 where it is kept exactly) — and its audit (``AuditModel``):
///
/// ```json
/// {"brand": {"accent": "#FF5A5F"}, "base": "default", "passes": true, "diagnostics": [],
///  "modes": [{"mode": "light-standard", "background": "#FFFFFF", "text": "#1C1B1F", "accent": "#D93A40",
///   "textOnAccent": "#FFFFFF", "ratios": {"text": 16.4, "accent": 4.6, "label": 4.6},
///   "accentDifference": 6.1, "roles": {"accent": "#D93A40", …}}, …],
///  "audit": {"level": "AA", "checks": 412, "failures": []}}
/// ```
public enum BrandPreview {
    /// The JSON key of a colour mode, as the audit names it (`light-standard`, `dark-increased`).
    public static func key(_ mode: ColorMode) -> String { "\(mode.appearance.rawValue)-\(mode.contrast.rawValue)" }

    /// The mode a key of ``key(_:)`` names, or nil.
    public static func mode(_ key: String) -> ColorMode? { ColorMode.allCases.first { self.key($0) == key } }

    /// `generated` from `brand` on the preset `base`, as JSON.
    public static func tree(_ generated: GeneratedTheme, brand: BrandColors, base: String) -> JSONNode {
        var members: [JSONNode.Member] = [.init(key: "accent", value: .string(brand.accent.hexString))]
        if let neutral = brand.neutral { members.append(.init(key: "neutral", value: .string(neutral.hexString))) }
        if let secondary = brand.secondary { members.append(.init(key: "secondary", value: .string(secondary.hexString))) }
        let diagnostics = JSONNode(.array(generated.diagnostics.map { .string($0.description) }))
        guard let theme = generated.theme else {
            return .object(["brand": JSONNode(.object(members)), "base": .string(base), "passes": JSONNode(.bool(false)), "diagnostics": diagnostics])
        }
        let report = AccessibilityAudit.run(theme, level: .AA)
        return .object([
            "brand": JSONNode(.object(members)), "base": .string(base),
            "passes": JSONNode(.bool(report.passed && generated.diagnostics.isEmpty)), "diagnostics": diagnostics,
            "modes": JSONNode(.array(ColorMode.allCases.map { mode(mode: $0, of: theme, generated: generated) })),
            "audit": AuditModel.tree(report, theme: theme),
        ])
    }

    static func mode(mode: ColorMode, of theme: CompiledTheme, generated: GeneratedTheme) -> JSONNode {
        let color = { (role: ColorRole) in theme.color(role, in: mode) }
        let background = color(.background), text = color(.textPrimary), accent = color(.accent), label = color(.textOnAccent)
        let ratio = { (foreground: RGBA, back: RGBA) in JSONNode.number(rounded(Contrast.wcagRatio(foreground, back))) }
        return .object([
            "mode": .string(key(mode)), "background": .string(background.hexString), "text": .string(text.hexString),
            "accent": .string(accent.hexString), "textOnAccent": .string(label.hexString),
            "ratios": .object(["text": ratio(text, background), "accent": ratio(accent, background), "label": ratio(label, accent)]),
            "accentDifference": .number(rounded(generated.accentDifference[mode] ?? 0)),
            "roles": JSONNode(.object(theme.colorRoles.map { .init(key: $0.name, value: .string(theme.color($0, in: mode).hexString)) })),
        ])
    }

    /// Two decimals, as the audit prints ratios.
    public static func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }
}
