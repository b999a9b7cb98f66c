public import TesseraCore

/// `brandPreview` in the Studio's schema: "Start from brand colours" as the Studio shows it
/// before anything changes — the theme `ThemeGenerator` makes from one to three brand colours,
/// in all four modes: every colour role, the four pairs the dialog draws (text on the
/// background, the accent on the background, the label on the accent) with their WCAG 2 ratios,
/// how far the accent moved from the brand colour (ΔE_OK × 100, 0 where it is kept exactly) —
/// and its audit (``AuditModel``). When nothing could be generated, `modes` and `audit` are left
/// out and `diagnostics` says why:
///
/// ```json
/// {"brand": {"accent": "#FF5A5F"}, "base": "default", "passes": true, "diagnostics": [],
///  "modes": [{"mode": "light-standard", "background": "#FFFFFF", "text": "#1C1B1F", "accent": "#D93A40",
///   "textOnAccent": "#FFFFFF", "ratios": {"text": 16.4, "accent": 4.6, "label": 4.6},
///   "accentDifference": 6.1, "roles": {"accent": "#D93A40", …}}, …],
///  "audit": {"level": "AA", "checks": 412, "failures": []}}
/// ```
public struct BrandPreview: Encodable, Sendable, Equatable {
    /// The brand colours asked for; `neutral` and `secondary` left out when not given.
    public var brand: Brand
    /// The preset the theme is generated on.
    public var base: String
    /// Whether the theme was generated without a diagnostic and passes the audit.
    public var passes: Bool
    /// What the generator could not do, each as the CLI prints it.
    public var diagnostics: [String]
    /// The theme in each colour mode; nil (left out) when nothing was generated.
    public var modes: [Mode]?
    /// The theme's audit; nil (left out) when nothing was generated.
    public var audit: AuditModel?

    /// The brand colours, as hex.
    public struct Brand: Encodable, Sendable, Equatable {
        public var accent: String
        public var neutral: String?
        public var secondary: String?
    }

    /// The generated theme in one colour mode.
    public struct Mode: Encodable, Sendable, Equatable {
        /// The mode (``BrandPreview/key(_:)``, `light-standard`).
        public var mode: String
        public var background: String
        public var text: String
        public var accent: String
        public var textOnAccent: String
        /// The WCAG 2 ratios of the pairs drawn, to two decimals.
        public var ratios: Ratios
        /// How far the accent moved from the brand colour, ΔE_OK × 100, to two decimals.
        public var accentDifference: Double
        /// Every colour role's value, in the theme's order.
        public var roles: OrderedMembers<String>
    }

    /// The WCAG 2 ratios of text on the background, the accent on the background and the label
    /// on the accent.
    public struct Ratios: Encodable, Sendable, Equatable {
        public var text: Double
        public var accent: Double
        public var label: Double
    }

    /// The JSON key of a colour mode, as the audit names it (`light-standard`, `dark-increased`).
    public static func key(_ mode: ColorMode) -> String { "\(mode.appearance.rawValue)-\(mode.contrast.rawValue)" }

    /// The mode a key of ``key(_:)`` names, or nil.
    public static func mode(_ key: String) -> ColorMode? { ColorMode.allCases.first { self.key($0) == key } }

    /// `generated` from `brand` on the preset `base`.
    public init(_ generated: GeneratedTheme, brand: BrandColors, base: String) {
        self.brand = Brand(
            accent: brand.accent.hexString, neutral: brand.neutral?.hexString, secondary: brand.secondary?.hexString)
        self.base = base
        diagnostics = generated.diagnostics.map(\.description)
        guard let theme = generated.theme else {
            passes = false
            return
        }
        let report = AccessibilityAudit.run(theme, level: .AA)
        passes = report.passed && generated.diagnostics.isEmpty
        modes = ColorMode.allCases.map { Self.mode($0, of: theme, generated: generated) }
        audit = AuditModel(report, theme: theme)
    }

    static func mode(_ mode: ColorMode, of theme: CompiledTheme, generated: GeneratedTheme) -> Mode {
        let color = { (role: ColorRole) in theme.color(role, in: mode) }
        let background = color(.background)
        let text = color(.textPrimary)
        let accent = color(.accent)
        let label = color(.textOnAccent)
        let ratio = { (foreground: RGBA, back: RGBA) in rounded(Contrast.wcagRatio(foreground, back)) }
        return Mode(
            mode: key(mode), background: background.hexString, text: text.hexString, accent: accent.hexString,
            textOnAccent: label.hexString,
            ratios: Ratios(
                text: ratio(text, background), accent: ratio(accent, background), label: ratio(label, accent)),
            accentDifference: rounded(generated.accentDifference[mode] ?? 0),
            roles: OrderedMembers(theme.colorRoles.map { ($0.name, theme.color($0, in: mode).hexString) }))
    }

    /// Two decimals, as the audit prints ratios.
    public static func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }
}
