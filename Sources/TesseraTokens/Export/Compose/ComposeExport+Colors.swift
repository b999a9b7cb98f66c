import TesseraCore

extension ComposeExport {
    /// Which colour role fills which Material 3 `ColorScheme` slot, by meaning. Slots not listed
    /// (the secondary and tertiary families, containers, `inversePrimary`, `surfaceBright`,
    /// `surfaceDim`) keep Material's baseline value; adjust them with `.copy(…)` if the app
    /// uses components that draw them. Every role, these included, is in `TesseraColors`.
    public static let colorSchemeSlots: [(slot: String, role: String)] = [
        ("primary", "accent"), ("onPrimary", "textOnAccent"),
        ("background", "background"), ("onBackground", "textPrimary"),
        ("surface", "surfaceBase"), ("onSurface", "textPrimary"),
        ("surfaceVariant", "surfaceSecondary"), ("onSurfaceVariant", "textSecondary"),
        ("surfaceTint", "surfaceTint"),
        ("inverseSurface", "textPrimary"), ("inverseOnSurface", "background"),
        ("error", "destructive"), ("onError", "textOnDestructive"),
        ("outline", "controlBorder"), ("outlineVariant", "separator"),
        ("scrim", "scrim"),
        ("surfaceContainerLowest", "background"), ("surfaceContainerLow", "surfaceBase"),
        ("surfaceContainer", "surfaceBase"), ("surfaceContainerHigh", "surfaceOverlay"),
        ("surfaceContainerHighest", "surfaceSecondary"),
    ]

    /// The four modes: the name of their `TesseraColors` value, their `ColorScheme` and the
    /// Material builder that makes it.
    static let modes: [(mode: ColorMode, colors: String, scheme: String, builder: String)] = [
        (ColorMode(.light), "LightTesseraColors", "LightColorScheme", "lightColorScheme"),
        (ColorMode(.dark), "DarkTesseraColors", "DarkColorScheme", "darkColorScheme"),
        (
            ColorMode(.light, .increased), "LightIncreasedContrastTesseraColors", "LightIncreasedContrastColorScheme",
            "lightColorScheme"
        ),
        (
            ColorMode(.dark, .increased), "DarkIncreasedContrastTesseraColors", "DarkIncreasedContrastColorScheme",
            "darkColorScheme"
        ),
    ]

    static func colorSource(_ theme: CompiledTheme, package: String) -> String {
        let roles = theme.colorRoles
        let names = identifiers(roles.map(\.name))
        var text = header(
            theme, "colours", package: package,
            imports: [
                "androidx.compose.material3.ColorScheme", "androidx.compose.material3.darkColorScheme",
                "androidx.compose.material3.lightColorScheme", "androidx.compose.runtime.Immutable",
                "androidx.compose.runtime.ProvidableCompositionLocal",
                "androidx.compose.runtime.staticCompositionLocalOf",
                "androidx.compose.ui.graphics.Color",
            ])
        text += "\n/** Every colour role of the theme in one mode, built-in and custom, named after the role. */\n"
        text += "@Immutable\ndata class TesseraColors(\n"
        for (role, name) in zip(roles, names) {
            text += "    /** `\(comment(role.name))`\(role.builtin == nil ? ": custom colour role" : ""). */\n"
            text += "    val \(name): Color,\n"
        }
        text += ")\n"
        for (mode, value, _, _) in modes {
            text += "\n/** The colours in \(mode) mode. */\nval \(value): TesseraColors = TesseraColors(\n"
            for (role, name) in zip(roles, names) {
                let color = theme.color(role, in: mode)
                text += "    \(name) = \(colorLiteral(color)), // \(color.hexString)\n"
            }
            text += ")\n"
        }
        text += """

            /** The theme's colours where they are drawn; `TesseraTheme` provides the mode's. */
            val LocalTesseraColors: ProvidableCompositionLocal<TesseraColors> = staticCompositionLocalOf { LightTesseraColors }

            """
        let byName = Dictionary(zip(roles.map(\.name), names), uniquingKeysWith: { first, _ in first })
        for (mode, value, scheme, builder) in modes {
            text += "\n/** Material's colour scheme in \(mode) mode, from the theme's roles. */\n"
            text += "val \(scheme): ColorScheme = \(builder)(\n"
            for (slot, role) in colorSchemeSlots {
                guard let name = byName[role] else { continue }
                text += "    \(slot) = \(value).\(name),\n"
            }
            text += ")\n"
        }
        return text
    }
}
