/// `audit --fix`: repairs a theme's failing contrast pairs with the smallest hue-kept moves.
///
/// Only roles in failing pairs move, in the modes they fail in; each moves by the least ΔE_OK
/// (OKLCH hue kept) that passes every pair it takes part in after 8-bit quantisation — the
/// foreground or the background of the failing pair, whichever moves less. When a palette entry
/// passes within 2 ΔE_OK × 100 of that move, the fix writes `{palette.…}` instead. Modes and
/// roles that inherited a changed value are written out so they keep what they had, so a fix
/// changes no colour but the failing ones, and fixing a fixed theme changes nothing.
package enum ThemeFixer {
    /// Fixes `theme` so that it reaches `targets`.
    package static func fix(_ theme: CompiledTheme, targets: ContrastTargets = .audit(.AA)) -> ThemeFix {
        fix(theme, targets: targets, canMove: { _ in true }, weight: { _ in 1 })
    }

    /// Fixes one failing pair of `theme`: `role` on `against` in `mode`, named as the audit's
    /// finding names them (`AuditFinding.role`, `AuditFinding.against`). Only the moves of
    /// that mode made for that pair, or of a colour role drawn in it, are kept — what inherited a
    /// moved value is written out as for a whole fix — so no other colour changes. Empty when
    /// the pair passes or is not a contrast pair of the theme; an error in
    /// `ThemeFix.diagnostics` when no allowed move repairs it.
    package static func fix(
        _ theme: CompiledTheme, pair role: String, against: String, in mode: ColorMode,
        targets: ContrastTargets = .audit(.AA)
    ) -> ThemeFix {
        let level: AuditLevel = if case .audit(let level) = targets { level } else { .AA }
        let named: (ContrastPair) -> Bool = { $0.role == role && $0.against == against }
        guard let requested = AccessibilityAudit.contrastPairs(of: theme, in: mode, level: level).first(where: named)
        else {
            return ThemeFix(changes: [], edits: [], diagnostics: [], spec: theme.spec, theme: theme)
        }
        return fix(
            theme, targets: targets, canMove: { _ in true }, weight: { _ in 1 },
            keeping: { pairMode, pair, moved in
                pairMode == mode
                    && (named(pair) || moved == requested.foregroundIndex || moved == requested.backgroundIndex)
            })
    }

    /// What to write for `role` in `mode` so that it keeps `color`: the value it was written
    /// with (a literal or a palette entry resolves the same wherever it is written), or the colour
    /// itself where it followed another role, which may have moved.
    static func pinned(_ role: String, in mode: ColorMode, of theme: CompiledTheme, keeping color: RGBA) -> ColorValue {
        guard let written = theme.spec.colors[role]?.written(for: mode).value else { return .hex(color.hexString) }
        if case .reference(let reference) = written, reference.group == .colors { return .hex(color.hexString) }
        return written
    }

    /// The error for a pair no allowed move repairs, at the foreground role's value in `mode`.
    static func unsolvedDiagnostic(
        _ entry: ContrastFixer.Unsolved, pair: ContrastPair, threshold: Double, role: String, mode: ColorMode
    ) -> Diagnostic {
        let needed = AccessibilityAudit.format(threshold)
        let best = AccessibilityAudit.format(entry.bestRatio)
        let message =
            "\(pair.role) on \(pair.against) (\(mode)) needs \(needed):1; the best the colours allowed to move reach is "
            + "\(best):1 (with \(entry.bestColor.hexString)); change the colour it is drawn on, or let \(role) move"
        return .error(.insufficientContrast, message, at: JSONPath([.key("colors"), .key(role), .key(mode.key)]))
    }

    /// The fix, moving only roles `canMove` allows, cheaper roles first by `weight`.
    static func fix(
        _ theme: CompiledTheme, targets: ContrastTargets, canMove: @escaping (Int) -> Bool,
        weight: @escaping (Int) -> Double,
        scales: @escaping (Int) -> [Double] = { _ in ContrastSolver.chromaScales },
        keeping keep: (ColorMode, ContrastPair, Int) -> Bool = { _, _, _ in true }
    ) -> ThemeFix {
        let level: AuditLevel = if case .audit(let level) = targets { level } else { .AA }
        let names = theme.colors.names
        let palette = theme.paletteEntries.compactMap { path in theme.paletteColor(path).map { (path: path, color: $0) }
        }
        let body =
            theme.text.index(named: TextRole.body.name).map { theme.text.values[$0].colorIndex }
            ?? theme.colors.index(of: .textPrimary)
        var changes: [ThemeFix.Change] = []
        var diagnostics: [Diagnostic] = []
        var finalValues: [ColorMode: [RGBA]] = [:]
        var finalPairs: [ColorMode: [ContrastPair]] = [:]
        for mode in ColorMode.allCases {
            let origin = theme.colors.values.map { $0[mode] }
            let pairs = AccessibilityAudit.contrastPairs(of: theme, in: mode, level: level)
            let standard = ColorMode(mode.appearance)
            let thresholds = pairs.enumerated().map { index, pair in
                let standardRatio =
                    mode.contrast == .increased
                    ? finalValues[standard].map { finalPairs[standard]?[index].ratio(in: $0) } ?? nil : nil
                return targets.threshold(for: pair, in: mode, standardRatio: standardRatio, bodyIndex: body)
            }
            let fixer = ContrastFixer(
                pairs: pairs, thresholds: thresholds, origin: origin, canMove: canMove, weight: weight,
                palette: palette, scales: scales)
            let (values, moves, unsolved) = fixer.run()
            finalValues[mode] = values
            finalPairs[mode] = pairs
            for move in moves where keep(mode, pairs[move.pair], move.role) {
                let pair = pairs[move.pair]
                let value: ColorValue =
                    move.paletteEntry.map { .reference(TokenReference(group: .palette, name: $0)) }
                    ?? .hex(move.color.hexString)
                changes.append(
                    ThemeFix.Change(
                        role: names[move.role], mode: mode, movedForeground: move.movedForeground, check: pair.check,
                        pairRole: pair.role, against: pair.against, before: origin[move.role], after: move.color,
                        ratioBefore: pair.ratio(in: origin), ratioAfter: pair.ratio(in: values),
                        threshold: thresholds[move.pair],
                        difference: move.difference, value: value))
            }
            for entry in unsolved where keep(mode, pairs[entry.pair], pairs[entry.pair].foregroundIndex) {
                diagnostics.append(
                    unsolvedDiagnostic(
                        entry, pair: pairs[entry.pair], threshold: thresholds[entry.pair],
                        role: names[pairs[entry.pair].foregroundIndex], mode: mode))
            }
        }
        var spec = theme.spec
        var edits = changes.map { ThemeFix.Edit(role: $0.role, key: $0.mode.key, value: $0.value) }
        spec.apply(edits)
        var compiled = ThemeCompiler.compile(spec).theme
        // Write out what inherited a changed value, until nothing else moved.
        for _ in 0..<4 {
            guard let current = compiled else { break }
            var pins: [ThemeFix.Edit] = []
            for (index, name) in names.enumerated() {
                guard let now = current.colors.index(named: name) else { continue }
                for mode in ColorMode.allCases {
                    let intended =
                        changes.first { $0.role == name && $0.mode == mode }?.after ?? theme.colors.values[index][mode]
                    guard current.colors.values[now][mode] != intended else { continue }
                    pins.append(
                        ThemeFix.Edit(
                            role: name, key: mode.key, value: pinned(name, in: mode, of: theme, keeping: intended)))
                }
            }
            guard !pins.isEmpty else { break }
            spec.apply(pins)
            edits += pins
            compiled = ThemeCompiler.compile(spec).theme
        }
        let order = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
        let modeOrder = ["light", "dark", "increasedContrastLight", "increasedContrastDark"]
        var unique: [String: ThemeFix.Edit] = [:]
        for edit in edits { unique["\(edit.role)\u{0}\(edit.key)"] = edit }
        let sorted = unique.values.sorted {
            (order[$0.role] ?? .max, modeOrder.firstIndex(of: $0.key) ?? 4) < (
                order[$1.role] ?? .max, modeOrder.firstIndex(of: $1.key) ?? 4
            )
        }
        return ThemeFix(changes: changes, edits: sorted, diagnostics: diagnostics, spec: spec, theme: compiled)
    }
}
