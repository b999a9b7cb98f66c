/// A settings struct: `@Settings` generates the conformance (schema and tolerant decoding).
public protocol SettingsGroup: Codable, Sendable, Equatable {
    /// Every setting in declaration order, nested groups as sections.
    static var settingsSchema: SettingsSchema<Self> { get }
    /// Side effects every `SettingsSession` of this type runs after applying a change: declared
    /// once with the type instead of registered per session. Empty unless the type declares them.
    static var settingsSideEffects: [SettingsSideEffect<Self>] { get }
    /// The defaults.
    init()
}

extension SettingsGroup {
    public static var settingsSideEffects: [SettingsSideEffect<Self>] { [] }
}
