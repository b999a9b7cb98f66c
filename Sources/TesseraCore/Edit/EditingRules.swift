/// What an editing session knows about the values it edits: how to list the differences
/// between the saved value and the draft for a review, what stops a draft from being saved, and
/// which changes take effect only after a restart.
///
/// Settings use their schema (`SettingsSchema`), themes use `ThemeRules`. Rules are values:
/// a session may be given new rules (a new locale, say) at any time.
public protocol EditingRules<Value>: Sendable {
    /// The value being edited.
    associatedtype Value: Equatable & Sendable
    /// One entry of the review.
    associatedtype Change: Hashable & Sendable

    /// Every difference between `saved` and `draft`, in the order a review lists them. Must be
    /// empty exactly when the two are equal as far as the review can tell.
    func changes(from saved: Value, to draft: Value) -> [Change]

    /// What checking a draft produces. Sessions check each draft once and keep the result
    /// until the draft changes, however often it is asked for (a form asks once per row).
    /// Themes keep their compiled draft here, so everything that shows the draft draws from the
    /// one compile. Plain rules need not name it: it is then the issues themselves.
    associatedtype Validation: Sendable = [EditingIssue]

    /// Problems that stop `draft` from being saved, in the order they should be shown.
    func validationIssues(in draft: Value) -> [EditingIssue]

    /// Checks `draft` once. The default, for rules whose validation is the list of issues,
    /// is `validationIssues(in:)`.
    func validate(_ draft: Value) -> Validation

    /// The problems a validation found that stop a save, in the order they should be shown.
    func issues(in validation: Validation) -> [EditingIssue]

    /// Whether `change` takes effect only after the app restarts. The default is `false`.
    func requiresRestart(_ change: Change) -> Bool
}

extension EditingRules {
    public func requiresRestart(_ change: Change) -> Bool { false }
}

extension EditingRules where Validation == [EditingIssue] {
    /// The draft's issues, from ``validationIssues(in:)``.
    public func validate(_ draft: Value) -> [EditingIssue] { validationIssues(in: draft) }
    /// The issues themselves: here validation is the list of issues.
    public func issues(in validation: [EditingIssue]) -> [EditingIssue] { validation }
}

/// A problem that stops a draft from being saved: which value, and what is wrong with it.
public struct EditingIssue: Sendable, Hashable, CustomStringConvertible {
    /// The value's identifier: a setting's id (`calculation.timePeriod`) or a JSON path.
    public var id: String
    /// What is wrong, in words people read.
    public var message: String

    /// An issue with the value `id`, saying `message`.
    public init(id: String, message: String) {
        self.id = id
        self.message = message
    }

    public var description: String { "\(id): \(message)" }
}

extension [EditingIssue] {
    /// The issues without repeats, first occurrences kept in order.
    package func uniqued() -> [EditingIssue] {
        var seen: Set<EditingIssue> = []
        return filter { seen.insert($0).inserted }
    }
}
