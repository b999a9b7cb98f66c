public import Foundation
public import Observation
public import TesseraCore

/// An app's settings being edited like a transaction: a draft, a review of ordered changes,
/// undo and redo, validation, then apply (save, then side effects) or cancel.
///
/// It is a view of one `EditingSession` — the same engine the theme manager uses — with the
/// settings' schema for forms and reviews. Settings are addressed by key path, so a typo is a
/// compile error, never a reset that silently matches nothing:
///
/// ```swift
/// let settings = SettingsSession<BetaSettings>(store: try .applicationSupport())
/// try await settings.load()
/// settings[\.calculation.timePeriod] = 14
/// settings.reset(\.calculation)               // the whole section
/// let result = await settings.apply()
/// ```
@MainActor
@Observable
public final class SettingsSession<Settings: SettingsGroup>: SettingsEditor {
    public let schema: SettingsSchema<Settings>
    /// The session holding the draft, history and saving.
    public let editing: EditingSession<SettingsRules<Settings>>
    /// Whether secure settings (passwords, tokens) are saved in the settings file in plain text:
    /// the settings have some, and no `SecretStore` was given. Check it in debug builds or pass
    /// `KeychainSecretStore` (Apple platforms) or a secret store of your own.
    public let savesSecretsInPlainText: Bool
    /// Picker options the app supplies at run time, by field identifier.
    private var supplied: [String: [SettingChoice]] = [:]

    /// A session starting from `initial` (the defaults unless given), saving to `store` in
    /// `format`, and `secure` settings to `secrets` instead of the file when given. The type's
    /// own side effects (`Settings.settingsSideEffects`) are registered.
    public init(
        _ initial: Settings = Settings(), store: (any SettingsStore)? = nil, format: SettingsFormat = SettingsFormat(),
        secrets: (any SecretStore)? = nil
    ) {
        let schema = Settings.settingsSchema
        self.schema = schema
        savesSecretsInPlainText = store != nil && secrets == nil && schema.fields.contains(where: \.isSecure)
        editing = EditingSession(
            initial, defaults: Settings(), rules: SettingsRules(schema: schema),
            store: store.map { SettingsPersistence<Settings>(store: $0, format: format, secrets: secrets) })
        for effect in Settings.settingsSideEffects { register(effect) }
    }

    /// How values are formatted in reviews.
    public var locale: Locale {
        get { editing.rules.locale }
        set { editing.rules.locale = newValue }
    }

    /// The settings being edited.
    public var draft: Settings { editing.draft }
    /// The settings as last applied (or loaded).
    public var saved: Settings { editing.saved }
    /// What loading noticed and repaired (values reset or brought into range, unknown keys kept).
    public var loadIssues: [LoadIssue] { editing.loadIssues }
    /// Set when the saved settings were unreadable and set aside on the last load.
    public var recovery: Recovery? { editing.recovery }

    /// Loads the saved settings. Data that cannot be read at all is set aside (never
    /// overwritten) and the previous version or the defaults are used; problems with single
    /// values reset just those.
    public func load() async throws { try await editing.load() }

    // MARK: Editing by key path

    /// Reads or changes a setting; each change is one undo step.
    public subscript<Value: Equatable>(keyPath: WritableKeyPath<Settings, Value>) -> Value {
        get { editing.draft[keyPath: keyPath] }
        set { set(keyPath, to: newValue) }
    }

    /// Changes a setting. Continuous changes (a slider drag) pass `continuous: true` and become
    /// one undo step until `endContinuousChange()`.
    public func set<Value: Equatable>(
        _ keyPath: WritableKeyPath<Settings, Value>, to value: Value, continuous: Bool = false
    ) {
        let field = schema.field(at: keyPath)
        editing.edit(field?.title ?? "Change", coalescingKey: continuous ? field?.id ?? "\(keyPath)" : nil) {
            $0[keyPath: keyPath] = value
        }
    }

    /// Returns a setting — or a whole nested group — to its default, as one undoable change.
    public func reset<Value>(_ keyPath: WritableKeyPath<Settings, Value>) {
        let title = schema.field(at: keyPath)?.title ?? schema.section(at: keyPath)?.title ?? "Setting"
        editing.reset("Reset \(title)") { $0[keyPath: keyPath] = $1[keyPath: keyPath] }
    }

    // MARK: Run-time choices

    /// Offers `choices` for the text setting at `keyPath` (servers the app fetched, say): the
    /// form shows a picker of them and updates when they change. `nil` removes them.
    public func setChoices(_ choices: [SettingChoice]?, for keyPath: any WritableKeyPath<Settings, String> & Sendable) {
        guard let field = schema.field(at: keyPath) else { return }
        supplied[field.id] = choices
    }

    public func runtimeChoices(for field: SettingsField<Settings>) -> [SettingChoice]? { supplied[field.id] }

    // MARK: Side effects

    /// Runs `effect` with the old and new value after a change to `keyPath` is applied. Effects
    /// run in schema order, after the settings are saved, once per applied change.
    public func onChange<Value: Equatable & Sendable>(
        _ keyPath: any WritableKeyPath<Settings, Value> & Sendable,
        perform effect: @escaping @MainActor @Sendable (_ old: Value, _ new: Value) async throws -> Void
    ) {
        register(SettingsSideEffect(keyPath, perform: effect))
    }

    private func register(_ effect: SettingsSideEffect<Settings>) {
        let fields = schema.fields
        let index = fields.firstIndex { $0.keyPath?.keyPath == effect.keyPath.keyPath }
        let id = index.map { fields[$0].id } ?? "\(effect.keyPath.keyPath)"
        editing.addSideEffect(id: id, order: index ?? .max, effect.run)
    }
}

/// A side effect of applying a change to one setting, declared once for a settings type in
/// `settingsSideEffects` or added to one session with `onChange(_:perform:)`.
///
/// ```swift
/// extension BetaSettings {
///     static let settingsSideEffects = [
///         SettingsSideEffect(\BetaSettings.region) { _, new in await Analytics.setRegion(new) },
///     ]
/// }
/// ```
public struct SettingsSideEffect<Settings: SettingsGroup>: Sendable {
    let keyPath: SettingKeyPath
    let run: EditingSession<SettingsRules<Settings>>.SideEffect

    /// Runs `effect` with the old and new value when an applied change alters `keyPath`.
    public init<Value: Equatable & Sendable>(
        _ keyPath: any WritableKeyPath<Settings, Value> & Sendable,
        perform effect: @escaping @MainActor @Sendable (_ old: Value, _ new: Value) async throws -> Void
    ) {
        self.keyPath = SettingKeyPath(keyPath)
        run = { old, new in
            let before = old[keyPath: keyPath]
            let after = new[keyPath: keyPath]
            if before != after { try await effect(before, after) }
        }
    }
}
