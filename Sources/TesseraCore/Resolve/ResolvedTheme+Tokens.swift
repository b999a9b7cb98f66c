extension CompiledShadow {
    /// The shadow as drawn in `mode`: its colour in that mode with the appearance's opacity
    /// (`darkOpacity` in dark) applied.
    func resolved(in mode: ColorMode) -> ResolvedShadow {
        let color = color[mode]
        let opacity = mode.appearance == .dark ? darkOpacity : opacity
        return ResolvedShadow(color: color.withAlpha(color.alpha * opacity), radius: radius, x: x, y: y)
    }
}

extension CompiledTheme {
    /// The theme's named tokens in their canonical order, with each colour role's written values
    /// and each text role's colour role — made the first time it is asked for, then shared.
    package var catalogue: TokenCatalogue { cache.catalogue { TokenCatalogue(self) } }

    /// The names of the theme's shadows (elevation levels), sorted (`catalogue.shadows`).
    @_spi(TesseraTools) public var shadowNames: [String] { catalogue.shadows }

    /// The steps of the spacing scale (`{spacing.m}`), smallest first, ties by name.
    @_spi(TesseraTools) public var spacingNames: [String] { catalogue.spacing.map(\.name) }

    /// The names of the corner radii (`{radii.large}`), smallest first, ties by name.
    @_spi(TesseraTools) public var radiusNames: [String] { catalogue.radii.map(\.name) }
}

/// The theme's named tokens that no role refers to by index — shadows and animations — as
/// resolved for this context, for the tools that export them.
extension ResolvedTheme {
    /// The shadow named `name` as drawn in this context's colour mode; `nil` when the theme has
    /// no such shadow.
    @_spi(TesseraTools) public func shadow(named name: String) -> ResolvedShadow? {
        theme.shadow(named: name)?.resolved(in: context.colorMode)
    }

    /// The animations the theme's `motion` group defines (not the built-in press animations it
    /// leaves alone), sorted by name, as compiled — each the Reduce Motion substitute when this
    /// context asks for reduced motion.
    @_spi(TesseraTools) public var themeAnimations: [ResolvedAnimation] {
        theme.animations.indices.filter { theme.animations[$0].isThemeDefined }.map(animation(at:))
    }
}
