extension AccessibilityAudit {
    /// For a failing contrast finding, the palette entry (dotted path, `indigo.700`) nearest to
    /// the finding's foreground colour — by `RGBA.difference(from:)` — that passes the finding's
    /// threshold on the same background, keeping the foreground's alpha; `nil` when the finding
    /// passed, is not a contrast finding, or no palette entry passes.
    ///
    /// This is the step an editor offers as the fix: writing `{palette.PATH}` for the role keeps
    /// the theme inside its own palette.
    package static func nearestPassingPaletteEntry(for finding: AuditFinding, in theme: CompiledTheme) -> String? {
        guard !finding.passed, let foreground = finding.foreground, let background = finding.background else {
            return nil
        }
        var best: (path: String, difference: Double)?
        for path in theme.paletteEntries {
            guard let entry = theme.paletteColor(path) else { continue }
            let candidate = entry.withAlpha(entry.alpha * foreground.alpha)
            guard Contrast.wcagRatio(candidate, background) >= finding.threshold else { continue }
            let difference = candidate.difference(from: foreground)
            if best.map({ difference < $0.difference }) ?? true { best = (path, difference) }
        }
        return best?.path
    }
}
