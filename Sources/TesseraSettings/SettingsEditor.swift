import Foundation
import Observation

/// What a generated settings form edits: a schema, a draft behind it, a review of pending
/// changes, undo and redo, and apply or cancel.
///
/// `SettingsSession` (an app's settings) and `ThemeEditingSession` (a theme) both conform, so a
/// theme is edited with the same form and reviewed with the same review screen.
@MainActor
public protocol SettingsEditor: AnyObject, Observable, Sendable {
    /// The value being edited.
    associatedtype Root
    /// The settings, in order, with sections.
    var schema: SettingsSchema<Root> { get }
    /// The draft value of `field`.
    func value(of field: SettingsField<Root>) -> SettingValue
    /// Changes `field`; `false` (changing nothing) when `value` does not fit it. Continuous
    /// changes merge into one undo step until `endContinuousChange()`.
    @discardableResult
    func setValue(_ value: SettingValue, of field: SettingsField<Root>, continuous: Bool) -> Bool
    /// Ends a continuous change (a slider drag).
    func endContinuousChange()
    /// Every pending change, in schema order.
    var changes: [SettingsChange] { get }
    /// Problems that stop `apply()`.
    var validationIssues: [SettingsValidationIssue] { get }
    var canUndo: Bool { get }
    var canRedo: Bool { get }
    func undo()
    func redo()
    /// Discards every pending change.
    func cancel()
    /// Returns one field to its default, as an undoable change.
    func reset(_ id: String)
    /// Returns a section's fields to their defaults, as one undoable change.
    func resetSection(_ id: String)
    /// Returns everything to its defaults, as one undoable change.
    func resetAll()
    /// Validates and saves the draft; never restarts anything.
    func apply() async -> SettingsApplyResult
}

extension SettingsEditor {
    /// Whether anything is pending.
    public var hasPendingChanges: Bool { !changes.isEmpty }
    /// Whether applying the pending changes needs a restart.
    public var pendingRestart: Bool { changes.contains(where: \.requiresRestart) }
}

extension SettingsSession: SettingsEditor {}
