import Foundation
import Observation
import TesseraCore

/// A theme manager's draft seen as settings: the schema from `ThemeSettings`, edits, undo and
/// the review all go through the manager, so the settings form and the theme editor are one.
///
/// "Defaults" are the selected preset as it ships; `apply()` saves through the manager.
@MainActor
@Observable
public final class ThemeEditingSession: SettingsEditor {
    /// The manager whose draft is edited.
    public let manager: ThemeManager
    /// How values are formatted in reviews.
    public var locale: Locale = .current

    @ObservationIgnored private var cached: (key: SchemaKey, schema: SettingsSchema<ThemeSpec>)?

    /// A session over `manager`'s selected preset.
    public init(manager: ThemeManager) {
        self.manager = manager
    }

    /// The roles a schema was built for: it is rebuilt only when they change.
    private struct SchemaKey: Equatable {
        var colors: Set<String>, typography: Set<String>, buttons: Set<String>, surfaces: Set<String>, shadows: Set<String>
        var descriptions: [String?]

        init(_ spec: ThemeSpec) {
            colors = Set(spec.colors.keys)
            typography = Set(spec.typography.keys)
            buttons = Set(spec.buttons.keys)
            surfaces = Set(spec.surfaces.keys)
            shadows = Set(spec.shadows.keys)
            descriptions = ThemeSettings.ordered(spec.colors.keys, ColorRoles.Builtin.self).map { spec.colors[$0]?.description }
        }
    }

    public var schema: SettingsSchema<ThemeSpec> {
        let draft = manager.draft
        let key = SchemaKey(draft)
        if let cached, cached.key == key { return cached.schema }
        let schema = ThemeSettings.schema(for: draft)
        cached = (key, schema)
        return schema
    }

    public func value(of field: SettingsField<ThemeSpec>) -> SettingValue { field.value(in: manager.draft) }

    @discardableResult
    public func setValue(_ value: SettingValue, of field: SettingsField<ThemeSpec>, continuous: Bool = false) -> Bool {
        var next = manager.draft
        guard field.set(value, in: &next) else { return false }
        guard next != manager.draft else { return true }
        manager.edit(field.title, coalescingKey: continuous ? field.id : nil) { $0 = next }
        return true
    }

    public func endContinuousChange() { manager.endCoalescing() }

    /// Every pending change in schema order, against the last saved theme.
    public var changes: [SettingsChange] { schema.changes(from: manager.saved, to: manager.draft, locale: locale) }

    /// Out-of-range values, then the draft's compile errors (by JSON path).
    public var validationIssues: [SettingsValidationIssue] {
        schema.validationIssues(in: manager.draft)
            + manager.diagnostics.filter(\.isError).map { SettingsValidationIssue(id: $0.path.description, message: $0.message) }
    }

    public var canUndo: Bool { manager.canUndo }
    public var canRedo: Bool { manager.canRedo }
    public func undo() { manager.undo() }
    public func redo() { manager.redo() }
    public func cancel() { manager.revert() }

    public func reset(_ id: String) {
        guard let field = schema.field(id: id) else { return }
        resetFields([field], label: "Reset \(field.title)")
    }

    public func resetSection(_ id: String) {
        resetFields(schema.fields.filter { $0.id.hasPrefix(id + ".") }, label: "Reset section")
    }

    public func resetAll() { manager.resetToPreset() }

    private func resetFields(_ fields: [SettingsField<ThemeSpec>], label: String) {
        let base = manager.base(of: manager.preset)
        var next = manager.draft
        for field in fields { ThemeSettings.restore(field.id, from: base, into: &next) }
        guard next != manager.draft else { return }
        manager.edit(label) { $0 = next }
    }

    /// Validates, then saves the selected preset's draft through the manager.
    public func apply() async -> SettingsApplyResult {
        let changes = self.changes
        guard manager.hasUnsavedChanges else {
            return SettingsApplyResult(outcome: .nothingToApply, changes: [], sideEffectFailures: [], requiresRestart: false)
        }
        let issues = validationIssues
        guard issues.isEmpty else {
            return SettingsApplyResult(outcome: .invalid(issues), changes: changes, sideEffectFailures: [], requiresRestart: false)
        }
        do {
            try await manager.save()
        } catch {
            return SettingsApplyResult(outcome: .saveFailed("\(error)"), changes: changes, sideEffectFailures: [], requiresRestart: false)
        }
        return SettingsApplyResult(outcome: .applied, changes: changes, sideEffectFailures: [], requiresRestart: false)
    }
}
