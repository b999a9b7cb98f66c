extension AccessibilityAudit {
    /// Text on every material and glass surface of `resolved`'s theme, in `resolved`'s colour
    /// mode: each text role declared on the surface's tint or its `opaque` role (the pairings
    /// say which text a background carries, and a surface carries the text of the colours it is
    /// made of), measured over white and over black content through the surface's veil and tint
    /// (``SurfaceVeil``). With Reduce Transparency the surface becomes its `opaque` role; text
    /// declared only on the tint is measured there too (text declared on the opaque role already
    /// is, as a declared pairing).
    ///
    /// The same pairs in the same order in every mode (only the veil's colour differs), so the
    /// increased-contrast modes line up with the standard ones pair by pair.
    static func surfacePairs(in resolved: ResolvedTheme, level: AuditLevel) -> [ContrastPair] {
        let theme = resolved.theme
        let names = theme.colors.names
        let page = theme.colors.index(of: .background)
        let appearance = resolved.context.colorMode.appearance
        let declared = Set(theme.pairings.map { [$0.textIndex, $0.backgroundIndex] })
        var pairs: [ContrastPair] = []
        for surface in theme.surfaces.values {
            let tint: Int?
            let tintOpacity: Double
            let opaque: Int
            switch surface.background {
            case .solid: continue
            case .material(_, let tintIndex, let opacity, let opaqueIndex):
                (tint, tintOpacity, opaque) = (tintIndex, opacity, opaqueIndex)
            case .glass(_, let tintIndex, _, let opaqueIndex): (tint, tintOpacity, opaque) = (tintIndex, 1, opaqueIndex)
            }
            guard let veil = SurfaceVeil.veil(for: surface.background, appearance: appearance) else { continue }
            var texts: [Int] = []
            for pairing in theme.pairings
            where (pairing.backgroundIndex == tint || pairing.backgroundIndex == opaque)
                && !texts.contains(pairing.textIndex)
            {
                texts.append(pairing.textIndex)
            }
            for text in texts {
                for content in SurfaceVeil.Content.allCases {
                    pairs.append(
                        ContrastPair(
                            check: .textContrast, role: names[text], against: "\(surface.name) over \(content.phrase)",
                            size: nil,
                            foregroundIndex: text, foregroundOpacity: 1, backgroundIndex: tint,
                            backdrop: .surface(content: content.color, veil: veil, tintOpacity: tintOpacity),
                            pageIndex: page,
                            threshold: level.textThreshold(large: false), labelIndex: nil, surface: surface.name))
                }
                if !declared.contains([text, opaque]) {
                    pairs.append(
                        ContrastPair(
                            check: .textContrast, role: names[text],
                            against: "\(surface.name) with Reduce Transparency (\(names[opaque]))", size: nil,
                            foregroundIndex: text, foregroundOpacity: 1, backgroundIndex: opaque, backdrop: .role,
                            pageIndex: page,
                            threshold: level.textThreshold(large: false), labelIndex: nil, surface: surface.name))
                }
            }
        }
        return pairs
    }
}
