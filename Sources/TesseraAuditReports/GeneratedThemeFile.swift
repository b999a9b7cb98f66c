public import TesseraCore

extension GeneratedTheme {
    /// What `tessera generate` writes: a partial theme file that extends `base` and holds only the
    /// generated palette and colour roles, under `id`, with the generated name and summary.
    public func themeFile(id: String, extending base: Preset) -> ThemeSpec {
        ThemeSpec(
            id: id, name: spec.name, summary: spec.summary, extends: base.id, palette: spec.palette, colors: spec.colors
        )
    }
}
