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

extension CompiledTheme {
    /// The wide-gamut form of `reference` (`{colors.ROLE}` in `mode`, or `{palette.PATH}`) when
    /// the literal it ends at is a colour object in Display P3 or outside sRGB; `nil` for hex
    /// colours and colours inside sRGB written in other spaces.
    func wideColor(_ reference: TokenReference, in mode: ColorMode) -> WideColor? {
        guard let chain = colorChain(of: reference, in: mode),
            case .components(let components) = chain.literal,
            let (_, inGamut) = try? components.rgba(),
            let p3 = try? components.displayP3Components()
        else { return nil }
        let written = components.colorSpace == .displayP3
        guard !inGamut || written else { return nil }
        return WideColor(displayP3: p3, alpha: components.alpha, isOutsideSRGB: !inGamut, isWrittenInDisplayP3: written)
    }
}
