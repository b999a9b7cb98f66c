public import Foundation
public import Observation
@_spi(TesseraTools) import TesseraCore

/// What a generated settings form edits: a schema over an editing session. The session holds
/// the draft, history and saving; the schema says how each value is shown, reviewed and checked.
///
/// `SettingsSession` (an app's settings) and `ThemeSettingsEditor` (a theme) both conform, so a
/// theme is edited with the same form and reviewed with the same review screen. Everything a
/// form does is implemented once, below, in terms of `editing` and `schema`.
@MainActor
public protocol SettingsEditor: AnyObject, Observable {
    /// How the underlying session reviews and validates.
    associatedtype Rules: EditingRules
    /// The session holding the draft, history and saving.
    var editing: EditingSession<Rules> { get }
    /// The settings, in order, with sections.
    var schema: SettingsSchema<Rules.Value> { get }
    /// How values are formatted in reviews.
    var locale: Locale { get }
    /// Options supplied by the app at run time for `field` (its picker's choices), or `nil`
    /// when the field has none. The default has none.
    func runtimeChoices(for field: SettingsField<Rules.Value>) -> [SettingChoice]?
}

extension SettingsEditor {
    /// The value being edited.
    public typealias Root = Rules.Value

    public func runtimeChoices(for field: SettingsField<Root>) -> [SettingChoice]? { nil }

    /// The choices a picker for `field` offers: the app's run-time options, else its own.
    public func choices(for field: SettingsField<Root>) -> [SettingChoice]? {
        if let runtime = runtimeChoices(for: field) { return runtime }
        if case .picker(let choices) = field.kind { return choices }
        return nil
    }

    /// The draft value of `field`.
    public func value(of field: SettingsField<Root>) -> SettingValue { field.value(in: editing.draft) }

    /// Changes `field`; `false` (changing nothing) when `value` does not fit it. Continuous
    /// changes merge into one undo step until `endContinuousChange()`.
    @discardableResult
    public func setValue(_ value: SettingValue, of field: SettingsField<Root>, continuous: Bool = false) -> Bool {
        var next = editing.draft
        guard field.set(value, in: &next) else { return false }
        editing.set(next, label: field.title, coalescingKey: continuous ? field.id : nil)
        return true
    }

    /// Ends a continuous change (a slider drag).
    public func endContinuousChange() { editing.endContinuousChange() }

    /// Every pending change in schema order, formatted for `locale` (secure values masked).
    public var changes: [SettingsChange] { schema.changes(from: editing.saved, to: editing.draft, locale: locale) }

    /// Problems that stop `apply()`: values outside their range or step, then the session's own.
    public var validationIssues: [EditingIssue] {
        (schema.validationIssues(in: editing.draft) + editing.validationIssues).uniqued()
    }

    /// Whether the draft differs from what was last saved.
    public var hasUnsavedChanges: Bool { editing.hasUnsavedChanges }
    /// Whether applying the pending changes needs a restart.
    public var requiresRestart: Bool { changes.contains(where: \.requiresRestart) }
    /// Whether there is a change to undo.
    public var canUndo: Bool { editing.canUndo }
    /// Whether there is an undone change to redo.
    public var canRedo: Bool { editing.canRedo }
    /// Reverts the last change.
    public func undo() { editing.undo() }
    /// Re-applies the last undone change.
    public func redo() { editing.redo() }
    /// Discards every pending change.
    public func cancel() { editing.cancel() }

    /// Returns `field` to its default, as an undoable change.
    public func reset(_ field: SettingsField<Root>) {
        editing.reset("Reset \(field.title)") { field.reset(&$0, to: $1) }
    }

    /// Returns every field of `section` to its default, as one undoable change.
    public func reset(_ section: SettingsSchema<Root>.Section) {
        let fields = schema.fields(in: section)
        editing.reset("Reset \(section.title)") { draft, defaults in
            for field in fields { field.reset(&draft, to: defaults) }
        }
    }

    /// Returns everything to its defaults, as one undoable change.
    public func resetAll() { editing.resetAll() }

    /// Validates (ranges and steps included), saves, then runs side effects — the session's
    /// transaction. The result describes what was saved: the changes between the settings before
    /// and after the save (edits made after the call, before the save began, included) and
    /// whether one needs a restart, which is reported, never performed.
    public func apply() async -> ApplyResult<SettingsChange> {
        let schema = self.schema
        let editing = self.editing
        return await editing.apply(
            alsoChecking: { schema.validationIssues(in: editing.draft) },
            reviewing: { schema.changes(from: $0, to: $1, locale: locale) }, requiresRestart: \.requiresRestart)
    }
}
