/// How a theme is reviewed and validated while it is edited: every changed value by JSON path,
/// in document order, and the compiler's errors as what stops a save.
///
/// Validating compiles the draft; an `EditingSession` keeps that compile for as long as the
/// draft is unchanged (`EditingSession.validation`), and the theme manager and the Studio draw
/// with it, so a draft is compiled once however many places show it.
public struct ThemeRules: EditingRules {
    /// The id a draft without one compiles with: its file's name (`brand.json` and
    /// `brand.theme.json` are `brand`; a `theme.json` takes its folder's name).
    package var defaultID: String?

    /// Rules for editing any theme.
    public init() {}

    /// Rules for drafts of the theme file at `file`: a draft without an `id` takes the file's.
    public init(file: String) {
        defaultID = ThemeSpec.defaultID(forFile: file)
    }

    public func changes(from saved: ThemeSpec, to draft: ThemeSpec) -> [ThemeChange] {
        ThemeChange.changes(from: saved, to: draft)
    }

    /// Compiles `draft`.
    public func validate(_ draft: ThemeSpec) -> ThemeValidation {
        ThemeCompiler.compile(draft.identified(by: defaultID))
    }

    public func issues(in validation: ThemeValidation) -> [EditingIssue] {
        validation.diagnostics.filter(\.isError).map { EditingIssue(id: $0.path.description, message: $0.message) }
    }

    public func validationIssues(in draft: ThemeSpec) -> [EditingIssue] {
        issues(in: validate(draft))
    }
}
