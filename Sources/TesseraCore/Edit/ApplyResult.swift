/// What applying a draft did.
public struct ApplyResult<Change: Hashable & Sendable>: Sendable, Hashable {
    /// How the transaction ended.
    public typealias Outcome = ApplyOutcome

    /// How the transaction ended.
    public var outcome: Outcome
    /// The changes the transaction covered, in review order (empty when nothing was pending).
    public var changes: [Change]
    /// Side effects that failed after the value was saved. The save stands.
    public var sideEffectFailures: [SideEffectFailure]
    /// Whether something this apply saved takes effect only after the app restarts (one of
    /// `changes` is marked so by the rules). The app decides when to restart.
    public var requiresRestart: Bool

    /// A result of `outcome`, covering `changes`.
    public init(
        outcome: Outcome, changes: [Change], sideEffectFailures: [SideEffectFailure] = [], requiresRestart: Bool = false
    ) {
        self.outcome = outcome
        self.changes = changes
        self.sideEffectFailures = sideEffectFailures
        self.requiresRestart = requiresRestart
    }
}

/// How applying a draft ended.
public enum ApplyOutcome: Sendable, Hashable {
    /// Saved; side effects ran (see `sideEffectFailures`).
    case applied
    /// Nothing was pending.
    case nothingToApply
    /// Validation failed; nothing was saved.
    case invalid([EditingIssue])
    /// Saving failed; the draft is kept and nothing else changed.
    case saveFailed(String)
}

/// A side effect that failed after the value was saved.
public struct SideEffectFailure: Sendable, Hashable {
    /// The effect's identifier (for settings, the setting's identifier).
    public var id: String
    /// What went wrong, in words people read.
    public var message: String
}
