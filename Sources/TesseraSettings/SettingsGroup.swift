/// A settings struct: `@Settings` generates the conformance (schema and tolerant decoding).
public protocol SettingsGroup: Codable, Sendable, Equatable {
    /// Every setting in declaration order, nested groups as sections.
    static var settingsSchema: SettingsSchema<Self> { get }
    /// The defaults.
    init()
}
