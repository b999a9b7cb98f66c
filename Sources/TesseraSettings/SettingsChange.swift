/// One pending change, for the review screen.
public struct SettingsChange: Sendable, Hashable, Identifiable {
    /// The setting's identifier (`calculation.timePeriod`).
    public var id: String
    /// The setting's title.
    public var title: String
    /// The sections above it, outermost first.
    public var sectionPath: [String]
    /// The value before and after, formatted for people (`••••••` for a secure setting).
    public var before: String
    /// The value after, formatted for people.
    public var after: String
    /// Whether this change takes effect only after a restart (its setting requires one).
    public var requiresRestart: Bool

    /// "Calculation › Time period".
    public var location: String { (sectionPath + [title]).joined(separator: " › ") }
}
