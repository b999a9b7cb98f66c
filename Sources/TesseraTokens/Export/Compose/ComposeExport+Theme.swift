@_spi(TesseraTools) import TesseraCore

extension ComposeExport {
    /// Which text role fills which Material 3 `Typography` slot. Every text role is also in
    /// `TesseraTextStyles`.
    public static let typographySlots: [(slot: String, role: String)] = [
        ("displayLarge", "largeTitle"), ("displayMedium", "largeTitle"), ("displaySmall", "largeTitle"),
        ("headlineLarge", "title"), ("headlineMedium", "title2"), ("headlineSmall", "title3"),
        ("titleLarge", "title3"), ("titleMedium", "headline"), ("titleSmall", "subheadline"),
        ("bodyLarge", "body"), ("bodyMedium", "callout"), ("bodySmall", "footnote"),
        ("labelLarge", "buttonPrimary"), ("labelMedium", "caption"), ("labelSmall", "caption2"),
    ]

    /// Material 3 `Shapes` slots and the radius names that fill them, first match wins.
    static let shapeSlots: [(slot: String, radii: [String])] = [
        ("extraSmall", ["extraSmall", "xs"]), ("small", ["small"]), ("medium", ["medium"]),
        ("large", ["large"]), ("extraLarge", ["extraLarge", "xl"]),
    ]

    static func typeSource(_ theme: CompiledTheme, package: String) -> String {
        let resolved = theme.resolved()
        let roles = theme.textRoles
        let names = identifiers(roles.map(\.name))
        var text = header(
            theme, "typography", package: package,
            imports: [
                "androidx.compose.material3.Typography", "androidx.compose.ui.text.TextStyle",
                "androidx.compose.ui.text.font.FontFamily", "androidx.compose.ui.text.font.FontWeight",
                "androidx.compose.ui.unit.sp",
            ])
        text += """

            /**
             * One text style per text role, at the role's size for the default Dynamic Type size, in sp.
             * Android scales sp by the user's font scale (non-linearly for large text on Android 14 and
             * later); iOS scales each text style by its own Dynamic Type table.
             */
            object TesseraTextStyles {

            """
        for (role, name) in zip(roles, names) {
            let style = resolved.text(role)
            var arguments = [
                "fontFamily = \(fontFamily(style.design))",
                "fontWeight = FontWeight(\(style.weight.cssWeight))",
                "fontSize = \(unit(style.size, "sp"))",
                "lineHeight = \(unit(style.lineHeight, "sp"))",
            ]
            if style.tracking != 0 { arguments.append("letterSpacing = \(unit(style.tracking, "sp"))") }
            let family =
                style.family.map {
                    " The theme's family \"\(comment($0))\": add it as a font resource and use it here."
                } ?? ""
            text += "    /** `\(comment(role.name))`.\(family) */\n"
            text += "    val \(name): TextStyle = TextStyle(\(arguments.joined(separator: ", ")))\n"
        }
        text += "}\n"
        let byName = Dictionary(zip(roles.map(\.name), names), uniquingKeysWith: { first, _ in first })
        text +=
            "\n/** Material's type scale from the theme's text roles. */\nval TesseraTypography: Typography = Typography(\n"
        for (slot, role) in typographySlots {
            guard let name = byName[role] else { continue }
            text += "    \(slot) = TesseraTextStyles.\(name),\n"
        }
        text += ")\n"
        return text
    }

    static func fontFamily(_ design: FontDesign) -> String {
        switch design {
        case .monospaced: "FontFamily.Monospace"
        case .serif: "FontFamily.Serif"
        case .default, .rounded: "FontFamily.Default"
        }
    }

    static func shapeSource(_ theme: CompiledTheme, package: String) -> String {
        let radii = theme.catalogue.radii
        let names = identifiers(radii.map(\.name))
        var text = header(
            theme, "shapes", package: package,
            imports: [
                "androidx.compose.foundation.shape.RoundedCornerShape", "androidx.compose.material3.Shapes",
                "androidx.compose.ui.unit.Dp", "androidx.compose.ui.unit.dp",
            ])
        text += "\n/** The theme's corner radii. */\nobject TesseraRadii {\n"
        for (radius, name) in zip(radii, names) {
            text += "    val \(name): Dp = \(unit(radius.points, "dp"))\n"
        }
        text += "}\n"
        let byName = Dictionary(zip(radii.map(\.name), names), uniquingKeysWith: { first, _ in first })
        text +=
            "\n/** Material's shapes from the radii of the same name; others keep Material's. */\nval TesseraShapes: Shapes = Shapes(\n"
        for (slot, candidates) in shapeSlots {
            guard let name = candidates.lazy.compactMap({ byName[$0] }).first else { continue }
            text += "    \(slot) = RoundedCornerShape(TesseraRadii.\(name)),\n"
        }
        text += ")\n"
        return text
    }

    static func spacingSource(_ theme: CompiledTheme, package: String) -> String {
        let spacing = theme.catalogue.spacing
        var text = header(
            theme, "spacing", package: package, imports: ["androidx.compose.ui.unit.Dp", "androidx.compose.ui.unit.dp"])
        text += "\n/** The theme's spacing scale. */\nobject TesseraSpacing {\n"
        for (length, name) in zip(spacing, identifiers(spacing.map(\.name))) {
            text += "    val \(name): Dp = \(unit(length.points, "dp"))\n"
        }
        text += "}\n"
        return text
    }

    static func themeSource(_ theme: CompiledTheme, package: String) -> String {
        var text = header(
            theme, "the theme", package: package,
            imports: [
                "android.app.UiModeManager", "android.content.Context", "android.os.Build",
                "androidx.compose.foundation.isSystemInDarkTheme", "androidx.compose.material3.MaterialTheme",
                "androidx.compose.runtime.Composable", "androidx.compose.runtime.CompositionLocalProvider",
                "androidx.compose.runtime.DisposableEffect", "androidx.compose.runtime.ReadOnlyComposable",
                "androidx.compose.runtime.mutableFloatStateOf", "androidx.compose.runtime.remember",
                "androidx.compose.ui.platform.LocalContext",
            ])
        text += """

            /**
             * The theme: Material's colour scheme, typography and shapes, and the theme's own colour roles
             * (`TesseraTheme.colors`), for the system's dark and contrast settings unless given.
             */
            @Composable
            fun TesseraTheme(
                darkTheme: Boolean = isSystemInDarkTheme(),
                increasedContrast: Boolean = isSystemContrastIncreased(),
                content: @Composable () -> Unit,
            ) {
                val colors = when {
                    darkTheme && increasedContrast -> \(modes[3].colors)
                    darkTheme -> \(modes[1].colors)
                    increasedContrast -> \(modes[2].colors)
                    else -> \(modes[0].colors)
                }
                val scheme = when {
                    darkTheme && increasedContrast -> \(modes[3].scheme)
                    darkTheme -> \(modes[1].scheme)
                    increasedContrast -> \(modes[2].scheme)
                    else -> \(modes[0].scheme)
                }
                CompositionLocalProvider(LocalTesseraColors provides colors) {
                    MaterialTheme(colorScheme = scheme, typography = TesseraTypography, shapes = TesseraShapes, content = content)
                }
            }

            /** The theme's own values where they are drawn: `TesseraTheme.colors.accent`. */
            object TesseraTheme {
                val colors: TesseraColors
                    @Composable @ReadOnlyComposable get() = LocalTesseraColors.current
            }

            /**
             * Whether the system asks for more contrast: Android 14's contrast setting (API 34), medium or
             * high (`UiModeManager.getContrast()` at least 0.5). Earlier versions have no such setting.
             * Follows the setting while the theme is shown.
             */
            @Composable
            fun isSystemContrastIncreased(): Boolean {
                if (Build.VERSION.SDK_INT < Build.VERSION_CODES.UPSIDE_DOWN_CAKE) return false
                val context = LocalContext.current
                val manager = context.getSystemService(Context.UI_MODE_SERVICE) as? UiModeManager ?: return false
                val contrast = remember(manager) { mutableFloatStateOf(manager.getContrast()) }
                DisposableEffect(manager) {
                    val listener = UiModeManager.ContrastChangeListener { contrast.floatValue = it }
                    manager.addContrastChangeListener(context.getMainExecutor(), listener)
                    onDispose { manager.removeContrastChangeListener(listener) }
                }
                return contrast.floatValue >= 0.5f
            }

            """
        return text
    }
}
