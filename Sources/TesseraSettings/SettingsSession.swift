import Foundation
import Observation
import TesseraCore

/// Editing settings like a transaction: a draft, a review of ordered changes, undo and redo,
/// validation, then apply (save, then side effects) or cancel. Built on the same edit engine as
/// the theme manager.
@MainActor
@Observable
public final class SettingsSession<Settings: SettingsGroup> {
    public let schema: SettingsSchema<Settings>
    /// How values are formatted in reviews.
    public var locale: Locale = .current
    /// What loading the saved settings noticed (values reset, unknown keys, unreadable data).
    public private(set) var loadIssues: [SettingsLoadIssue] = []

    private var session: EditSession<Settings>
    private var preserved: [PreservedValue] = []
    @ObservationIgnored private let store: (any SettingsStore)?
    @ObservationIgnored private let format: SettingsFormat
    @ObservationIgnored private var effects: [(keyPath: AnyKeyPath, run: @MainActor (Settings, Settings) async throws -> Void)] = []

    /// A session starting from `initial` (the defaults unless given), saving to `store`.
    public init(_ initial: Settings = Settings(), store: (any SettingsStore)? = nil, format: SettingsFormat = SettingsFormat()) {
        schema = Settings.settingsSchema
        session = EditSession(initial)
        self.store = store
        self.format = format
    }

    // MARK: State

    /// The settings being edited.
    public var draft: Settings { session.draft }
    /// The settings as last applied (or loaded).
    public var saved: Settings { session.saved }
    /// Whether anything is pending.
    public var hasChanges: Bool { session.hasChanges }
    public var canUndo: Bool { session.canUndo }
    public var canRedo: Bool { session.canRedo }

    /// Every pending change in schema order; a value changed back drops out.
    public var changes: [SettingsChange] { schema.changes(from: session.saved, to: session.draft, locale: locale) }

    /// Whether applying the pending changes needs a restart.
    public var needsRestart: Bool { changes.contains(where: \.requiresRestart) }

    // MARK: Loading

    /// Loads the saved settings. Data that cannot be read at all is set aside (never
    /// overwritten) and the defaults are used; problems with single values reset just those.
    public func load() async throws {
        guard let store, let data = try await store.load() else { return }
        do {
            let loaded = try SettingsCodec.decode(Settings.self, from: data, format: format)
            session.replaceAll(with: loaded.settings)
            preserved = loaded.preserved
            loadIssues = loaded.issues
        } catch let error as SettingsDataError {
            let location = try await store.setAside()
            loadIssues = [SettingsLoadIssue(
                kind: .resetToDefault, path: "settings",
                message: "\(error.message); set aside\(location.map { " at \($0)" } ?? "") and started from the defaults")]
        }
    }

    // MARK: Editing

    /// Reads or changes a setting; each change is one undo step.
    public subscript<Value: Equatable>(keyPath: WritableKeyPath<Settings, Value>) -> Value {
        get { session.draft[keyPath: keyPath] }
        set { set(keyPath, to: newValue) }
    }

    /// Changes a setting. Continuous changes (a slider drag) pass `continuous: true` and become
    /// one undo step until `endContinuousChange()`.
    public func set<Value: Equatable>(_ keyPath: WritableKeyPath<Settings, Value>, to value: Value, continuous: Bool = false) {
        let field = schema.field(at: keyPath)
        session.edit(field?.title ?? "Change", coalescingKey: continuous ? field?.id ?? "\(keyPath)" : nil) {
            $0[keyPath: keyPath] = value
        }
    }

    /// The value of a field, erased (for generated forms).
    public func value(of field: SettingsField<Settings>) -> SettingValue { field.value(in: session.draft) }

    /// Sets a field from an erased value; returns `false` when the value does not fit its type.
    @discardableResult
    public func setValue(_ value: SettingValue, of field: SettingsField<Settings>, continuous: Bool = false) -> Bool {
        var next = session.draft
        guard field.set(value, in: &next) else { return false }
        session.set(next, label: field.title, coalescingKey: continuous ? field.id : nil)
        return true
    }

    /// Ends a continuous change, so the next change is its own undo step.
    public func endContinuousChange() { session.endCoalescing() }
    /// Reverts the last change.
    public func undo() { session.undo() }
    /// Re-applies the last undone change.
    public func redo() { session.redo() }

    /// Discards every pending change.
    public func cancel() { session.cancel() }

    /// Returns one setting to its default, as an undoable change.
    public func reset(_ id: String) {
        guard let field = schema.field(id: id) else { return }
        var next = session.draft
        field.set(field.value(in: Settings()), in: &next)
        session.set(next, label: "Reset \(field.title)")
    }

    /// Returns every setting of a section to its default, as one undoable change.
    public func resetSection(_ id: String) {
        let defaults = Settings()
        var next = session.draft
        for field in schema.fields where field.id.hasPrefix(id + ".") {
            field.set(field.value(in: defaults), in: &next)
        }
        session.set(next, label: "Reset section")
    }

    /// Returns everything to its default, as one undoable change.
    public func resetAll() { session.set(Settings(), label: "Reset all") }

    // MARK: Applying

    /// Runs `effect` with the old and new value after a change to `keyPath` is applied. Effects
    /// run in schema order, after the settings are saved.
    public func onChange<Value: Equatable & Sendable>(
        _ keyPath: WritableKeyPath<Settings, Value> & Sendable,
        perform effect: @escaping @MainActor (_ old: Value, _ new: Value) async throws -> Void
    ) {
        effects.append((keyPath, { old, new in
            let before = old[keyPath: keyPath], after = new[keyPath: keyPath]
            if before != after { try await effect(before, after) }
        }))
    }

    /// Problems with the draft: values outside their range or off their step.
    public var validationIssues: [SettingsValidationIssue] { schema.validationIssues(in: session.draft) }

    /// Validates, saves atomically, then runs side effects in schema order. A failed save keeps
    /// the draft and changes nothing; failing side effects are reported without undoing the save.
    /// A needed restart is reported, never performed.
    public func apply() async -> SettingsApplyResult {
        let changes = self.changes
        guard !changes.isEmpty else {
            return SettingsApplyResult(outcome: .nothingToApply, changes: [], sideEffectFailures: [], requiresRestart: false)
        }
        let issues = validationIssues
        guard issues.isEmpty else {
            return SettingsApplyResult(outcome: .invalid(issues), changes: changes, sideEffectFailures: [], requiresRestart: false)
        }
        let old = session.saved, new = session.draft
        do {
            if let store { try await store.save(try SettingsCodec.encode(new, format: format, preserving: preserved)) }
        } catch {
            return SettingsApplyResult(outcome: .saveFailed("\(error)"), changes: changes, sideEffectFailures: [], requiresRestart: false)
        }
        session.markSaved(as: new)
        var failures: [SettingsSideEffectFailure] = []
        let order = schema.fields.map(\.keyPath?.keyPath)
        let sorted = effects.enumerated().sorted { a, b in
            (order.firstIndex(of: a.element.keyPath) ?? .max, a.offset) < (order.firstIndex(of: b.element.keyPath) ?? .max, b.offset)
        }
        for (_, effect) in sorted {
            do {
                try await effect.run(old, new)
            } catch {
                let id = schema.field(at: effect.keyPath)?.id ?? "\(effect.keyPath)"
                failures.append(SettingsSideEffectFailure(id: id, message: "\(error)"))
            }
        }
        return SettingsApplyResult(
            outcome: .applied, changes: changes, sideEffectFailures: failures, requiresRestart: changes.contains(where: \.requiresRestart))
    }
}
