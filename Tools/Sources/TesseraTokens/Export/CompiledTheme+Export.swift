@_spi(TesseraTools) import TesseraCore

extension CompiledTheme {
    /// Every shadow of the theme, by name, as the core resolves it in `mode` (its colour in that
    /// mode with the appearance's opacity applied): what the exporters write.
    func exportedShadows(in mode: ColorMode) -> [(name: String, shadow: ResolvedShadow)] {
        let resolved = resolved(for: ThemeContext(appearance: mode.appearance, contrast: mode.contrast))
        return shadowNames.compactMap { name in resolved.shadow(named: name).map { (name, $0) } }
    }

    /// The animations the theme's `motion` group defines, as compiled: what the exporters write.
    var exportedAnimations: [ResolvedAnimation] { resolved().themeAnimations }
}
