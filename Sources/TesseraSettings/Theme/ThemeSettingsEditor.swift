public import Foundation
public import Observation
public import TesseraCore

/// The selected preset of a `ThemeManager` edited as settings: the schema from `ThemeSettings`
/// over the manager's own editing session, so the settings form, the theme editor and the
/// manager share one draft, one history and one `apply()`. Defaults are the preset as it ships.
@MainActor
@Observable
public final class ThemeSettingsEditor: SettingsEditor {
    /// The manager whose selected preset is edited.
    public let manager: ThemeManager
    /// How values are formatted in reviews.
    public var locale: Locale = .current
    @ObservationIgnored private var cached: (roles: ThemeSettings.Roles, schema: SettingsSchema<ThemeSpec>)?

    /// An editor of `manager`'s selected preset.
    public init(manager: ThemeManager) {
        self.manager = manager
    }

    public var editing: EditingSession<ThemeRules> { manager.session }

    /// The schema for the draft's roles; rebuilt only when the roles change.
    public var schema: SettingsSchema<ThemeSpec> {
        let roles = ThemeSettings.Roles(editing.draft)
        if let cached, cached.roles == roles { return cached.schema }
        let schema = ThemeSettings.schema(for: editing.draft)
        cached = (roles, schema)
        return schema
    }
}
