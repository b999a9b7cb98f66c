import TesseraCore

extension ThemeSettings {
    /// The contrast hint under a colours section: every text pairing and essential non-text colour
    /// that fails WCAG AA in `appearance` (standard contrast), as the audit words it, worst first.
    /// Empty when everything passes. The editor recomputes it from the draft after each change.
    public static func contrastHints(for theme: CompiledTheme, appearance: Appearance) -> [String] {
        let resolved = theme.resolved(for: ThemeContext(appearance: appearance))
        return AccessibilityAudit.contrast(in: resolved)
            .filter { !$0.passed }
            .sorted { $0.value / $0.threshold < $1.value / $1.threshold }
            .map(\.message)
    }
}
