/// How GentleDesignSystem's roles map to Tessera's, by meaning. The README's mapping table is
/// this one.
enum GentleMapping {
    static let colors: [String: String] = [
        "textPrimary": "textPrimary", "textSecondary": "textSecondary", "textTertiary": "textTertiary",
        "background": "background", "surfaceBase": "surfaceBase", "surfaceCardSecondary": "surfaceSecondary",
        "surfaceTint": "surfaceTint", "surfaceScrim": "scrim", "surfaceOverlay": "surfaceOverlay",
        "textOnOverlay": "textOnOverlay", "textOnOverlaySecondary": "textOnOverlaySecondary",
        "borderSubtle": "borderSubtle",
        "primaryCTA": "accent", "themePrimary": "themePrimary", "themeSecondary": "themeSecondary",
        "destructive": "destructive",
        "textOnPrimaryCTA": "textOnAccent", "textOnDestructive": "textOnDestructive", "textOnScrim": "textOnScrim",
        "textOnScrimSecondary": "textOnScrimSecondary",
    ]

    /// Gentle roles with no Tessera counterpart become custom roles falling back to these.
    static let customColorFallbacks: [String: String] = ["surfaceSpecular": "surfaceTint"]

    static let text: [String: String] = [
        "largeTitle_xxl": "largeTitle", "title_xl": "title", "title2_l": "title2", "title3_ml": "title3",
        "headline_m": "headline", "body_m": "body", "bodySecondary_m": "bodySecondary", "monoCode_m": "code",
        "callout_ms": "callout", "subheadline_ms": "subheadline", "footnote_s": "footnote", "caption_s": "caption",
        "caption2_s": "caption2", "primaryButtonTitle_m": "buttonPrimary", "secondaryButtonTitle_m": "buttonSecondary",
        "tertiaryButtonTitle_m": "buttonTertiary", "quaternaryButtonTitle_m": "buttonPlain",
    ]

    /// Gentle's `relativeTo` names that differ from Tessera's text styles.
    static let textStyles: [String: String] = ["title": "title1", "caption": "caption1"]

    static let buttons: [String: (role: String, label: String)] = [
        "primary": ("primary", "buttonPrimary"), "secondary": ("secondary", "buttonSecondary"),
        "tertiary": ("tertiary", "buttonTertiary"), "quaternary": ("plain", "buttonPlain"),
        "destructive": ("destructive", "buttonDestructive"),
    ]

    static let fills: [String: String] = ["solidFillPrimaryCTA": "accent", "solidFillDestructive": "destructive"]
    static let fillLabels: [String: String] = [
        "solidFillPrimaryCTA": "textOnAccent", "solidFillDestructive": "textOnDestructive",
    ]

    static let surfaces: [String: String] = [
        "appBackground": "appBackground", "card": "card", "cardElevated": "cardElevated",
        "cardSecondary": "cardSecondary",
        "chrome": "chrome", "overlaySheet": "sheet", "overlayPopover": "popover", "overlayScrim": "scrim",
        "floatingPanel": "floatingPanel", "floatingWidget": "floatingWidget", "surfaceOverlay": "sheet",
    ]

    /// Gentle multiplies a surface shadow's opacity by this in dark mode.
    static let darkShadowFactor = 3.5

    static let gaps: [(String, String)] = [
        ("micro", "xs"), ("tight", "s"), ("regular", "m"), ("ample", "l"), ("loose", "xl"),
    ]
}
