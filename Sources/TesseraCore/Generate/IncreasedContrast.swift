/// "Derive increased contrast" for one colour role: its increased-contrast values solved from
/// its standard ones by the generator's own solve (``ContrastSolver`` through ``ContrastFixer``,
/// held to ``ContrastTargets/generation``).
extension ThemeFixer {
    /// What to write for `role`'s two increased-contrast modes so that, starting from its value in
    /// the standard mode of the same appearance, every contrast pair it takes part in reaches what
    /// a generated theme is held to: body text 7:1, every other pair 4.5:1, and no pair below its
    /// ratio in the standard mode. The role alone moves — by the least ΔE_OK, its OKLCH hue kept —
    /// and every other colour keeps its increased-contrast value.
    ///
    /// A palette entry that passes within 2 ΔE_OK × 100 of the solved colour is written as its
    /// `{palette.…}` reference; a standard value that already passes is written as it was written
    /// (a palette reference stays one). A role in no contrast pair takes its standard values.
    /// Returns the edits (`increasedContrastLight`, then `increasedContrastDark`) and, for a pair
    /// no colour of the role's hue can repair, an error at the role's value in that mode; no edit
    /// then for that mode. Nil when `theme` has no colour role named `role`.
    package static func increasedContrast(of role: String, in theme: CompiledTheme) -> (
        edits: [ThemeFix.Edit], diagnostics: [Diagnostic]
    )? {
        guard let index = theme.colors.index(named: role) else { return nil }
        let palette = theme.paletteEntries.compactMap { path in theme.paletteColor(path).map { (path: path, color: $0) }
        }
        let body =
            theme.text.index(named: TextRole.body.name).map { theme.text.values[$0].colorIndex }
            ?? theme.colors.index(of: .textPrimary)
        var edits: [ThemeFix.Edit] = []
        var diagnostics: [Diagnostic] = []
        for appearance in [Appearance.light, .dark] {
            let standard = ColorMode(appearance)
            let increased = ColorMode(appearance, .increased)
            let standardValues = theme.colors.values.map { $0[standard] }
            var origin = theme.colors.values.map { $0[increased] }
            origin[index] = standardValues[index]
            let standardPairs = AccessibilityAudit.contrastPairs(of: theme, in: standard)
            let pairs = AccessibilityAudit.contrastPairs(of: theme, in: increased)
            let involved = pairs.indices.filter { pairs[$0].involves(index) }
            let thresholds = involved.map { offset in
                let standardRatio =
                    standardPairs.indices.contains(offset) ? standardPairs[offset].ratio(in: standardValues) : nil
                return ContrastTargets.generation.threshold(
                    for: pairs[offset], in: increased, standardRatio: standardRatio, bodyIndex: body)
            }
            let fixer = ContrastFixer(
                pairs: involved.map { pairs[$0] }, thresholds: thresholds, origin: origin, canMove: { $0 == index },
                palette: palette)
            let result = fixer.run()
            if let unsolved = result.unsolved.first {
                let pair = pairs[involved[unsolved.pair]]
                diagnostics.append(
                    unsolvedDiagnostic(
                        unsolved, pair: pair, threshold: thresholds[unsolved.pair], role: role, mode: increased))
                continue
            }
            let value: ColorValue
            if let move = result.moves.first(where: { $0.role == index }) {
                value =
                    move.paletteEntry.map { .reference(TokenReference(group: .palette, name: $0)) }
                    ?? .hex(move.color.hexString)
            } else {
                value = pinned(role, in: standard, of: theme, keeping: standardValues[index])
            }
            edits.append(ThemeFix.Edit(role: role, key: increased.key, value: value))
        }
        return (edits, diagnostics)
    }
}
