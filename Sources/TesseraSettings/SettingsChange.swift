/// One pending change, for the review screen.
public struct SettingsChange: Sendable, Hashable, Identifiable {
    /// The setting's identifier (`calculation.timePeriod`).
    public var id: String
    public var title: String
    /// The sections above it, outermost first.
    public var sectionPath: [String]
    /// The value before and after, formatted for people.
    public var before: String
    public var after: String
    public var requiresRestart: Bool

    /// "Calculation › Time period".
    public var location: String { (sectionPath + [title]).joined(separator: " › ") }
}

/// A value that breaks a setting's range or step.
public struct SettingsValidationIssue: Sendable, Hashable {
    public var id: String
    public var message: String
}

/// A side effect that failed after the settings were saved.
public struct SettingsSideEffectFailure: Sendable, Hashable {
    /// The setting whose side effect failed.
    public var id: String
    public var message: String
}

/// What `apply()` did.
public struct SettingsApplyResult: Sendable, Hashable {
    public enum Outcome: Sendable, Hashable {
        /// Saved; side effects ran (see `sideEffectFailures`).
        case applied
        /// Nothing was pending.
        case nothingToApply
        /// Validation failed; nothing was saved.
        case invalid([SettingsValidationIssue])
        /// Saving failed; the draft is kept and nothing else changed.
        case saveFailed(String)
    }

    public var outcome: Outcome
    /// The changes that were applied, in schema order.
    public var changes: [SettingsChange]
    public var sideEffectFailures: [SettingsSideEffectFailure]
    /// Whether an applied change takes effect only after a restart. The app decides when.
    public var requiresRestart: Bool
}
