/// How a theme is reviewed and validated while it is edited: every changed value by JSON path,
/// in document order, and the compiler's errors as what stops a save.
public struct ThemeRules: EditingRules {
    public init() {}

    public func changes(from saved: ThemeSpec, to draft: ThemeSpec) -> [ThemeChange] {
        ThemeChange.changes(from: saved, to: draft)
    }

    public func validationIssues(in draft: ThemeSpec) -> [EditingIssue] {
        ThemeCompiler.compile(draft).diagnostics.filter(\.isError).map { EditingIssue(id: $0.path.description, message: $0.message) }
    }
}
