/// One contrast pair of a theme in one mode, measured against the ratio a target sets, with its
/// APCA lightness contrast reported beside it (WCAG 2 is the gate; APCA is information).
package struct ContrastCheck: Sendable, Hashable {
    package var mode: ColorMode
    package var pair: ContrastPair
    /// The ratio the target asks of this pair in this mode.
    package var threshold: Double
    /// The WCAG 2 ratio it reaches.
    package var ratio: Double
    /// APCA Lc of the pair (text on background), for reference.
    package var apca: Double

    package var passed: Bool { ratio >= threshold }
}

extension ContrastTargets {
    /// Every contrast pair of `theme` in all four modes, measured against these targets
    /// (increased-contrast thresholds take the standard mode's ratio for the same pair).
    public func checks(of theme: CompiledTheme) -> [ContrastCheck] {
        let level: AuditLevel = if case .audit(let level) = self { level } else { .AA }
        let body =
            theme.text.index(named: TextRole.body.name).map { theme.text.values[$0].colorIndex }
            ?? theme.colors.index(of: .textPrimary)
        var standard: [Appearance: [Double]] = [:]
        var checks: [ContrastCheck] = []
        for mode in ColorMode.allCases {
            let values = theme.colors.values.map { $0[mode] }
            let pairs = AccessibilityAudit.contrastPairs(of: theme, in: mode, level: level)
            var ratios: [Double] = []
            for (offset, pair) in pairs.enumerated() {
                let (foreground, background) = pair.colors(in: values)
                let ratio = Contrast.wcagRatio(foreground, background)
                ratios.append(ratio)
                let standardRatio = mode.contrast == .increased ? standard[mode.appearance]?[offset] : nil
                checks.append(
                    ContrastCheck(
                        mode: mode, pair: pair,
                        threshold: threshold(for: pair, in: mode, standardRatio: standardRatio, bodyIndex: body),
                        ratio: ratio, apca: Contrast.apca(text: foreground, background: background)))
            }
            if mode.contrast == .standard { standard[mode.appearance] = ratios }
        }
        return checks
    }
}
