/// A theme checked: the compiled theme when the document has no errors, and every problem found.
///
/// `ThemeCompiler.compile(_:)` returns one; so does validating a draft with `ThemeRules`, which
/// an `EditingSession` keeps while the draft is unchanged (`EditingSession.validation`).
public struct ThemeValidation: Sendable {
    /// The compiled theme, or `nil` when any diagnostic is an error.
    public var theme: CompiledTheme?
    /// Every problem found, errors and warnings, sorted by file, line and column.
    public var diagnostics: [Diagnostic]

    /// A validation made elsewhere: a loaded document's, or a preset's (no diagnostics).
    package init(theme: CompiledTheme?, diagnostics: [Diagnostic]) {
        self.theme = theme
        self.diagnostics = diagnostics
    }
}
