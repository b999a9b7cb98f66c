public import Observation

/// The one editing session behind themes and settings: a saved value and a draft, an ordered
/// review of what changed, undo and redo, validation, and `apply()` — save, then side effects —
/// or `cancel()`. Recovery from unreadable saved data comes with `load()`.
///
/// `ThemeManager` keeps one session per preset; `SettingsSession` and the theme editor's form
/// are views of one. Everything that edits, reviews or saves goes through here, so the rules
/// are the same everywhere:
///
/// - `hasUnsavedChanges` is exactly "the draft differs from what was last saved".
/// - An edit that changes nothing records nothing; continuous edits sharing a coalescing key
///   (a slider drag) are one undo step until `endContinuousChange()`.
/// - `apply()` is a transaction. Concurrent calls run one after another, so a change is saved
///   once and its side effects run once. Edits made while a save is under way stay unsaved.
@MainActor
@Observable
public final class EditingSession<Rules: EditingRules> {
    /// The value edited: a theme specification, or a settings struct.
    public typealias Value = Rules.Value
    /// One entry of the review: a ``ThemeChange`` for themes.
    public typealias Change = Rules.Change

    /// A side effect of applying: runs after a successful save with the old and new saved value.
    public typealias SideEffect = @MainActor @Sendable (_ old: Value, _ new: Value) async throws -> Void

    /// How changes are reviewed and validated.
    public var rules: Rules {
        didSet {
            reviewCache = nil
            validationCache = nil
        }
    }
    /// What `reset` and `resetAll()` return to.
    public var defaults: Value
    /// What loading noticed and repaired (values reset, unknown keys kept).
    public private(set) var loadIssues: [LoadIssue] = []
    /// Set when the saved data was unreadable and set aside on the last `load()`.
    public private(set) var recovery: Recovery?

    private var history: EditHistory<Value>
    @ObservationIgnored private let store: (any EditingStore<Value>)?
    @ObservationIgnored private var effects: [(id: String, order: Int, run: SideEffect)] = []
    /// How a transaction ended: the outcome, the saved value it started from, the value it
    /// saved (or would have) and the side effects that failed.
    private typealias Transaction = (outcome: ApplyOutcome, old: Value, new: Value, failures: [SideEffectFailure])
    @ObservationIgnored private var transaction: Task<Transaction, Never>?
    @ObservationIgnored private var reviewCache: (saved: Value, draft: Value, changes: [Change])?
    @ObservationIgnored private var validationCache:
        (revision: Int, validation: Rules.Validation, issues: [EditingIssue])?
    /// Keys the store could not represent in `Value` (written by a newer version), as the last
    /// load found them; every save writes them back.
    public private(set) var preserved: [PreservedValue]

    /// A session whose saved value and draft are `value`, resetting to `defaults` (the value
    /// itself unless given), saving to `store` when there is one, with the keys `preserved`
    /// written back on every save (those a document read elsewhere kept).
    public init(
        _ value: Value, defaults: Value? = nil, rules: Rules, store: (any EditingStore<Value>)? = nil,
        preserving preserved: [PreservedValue] = [], historyLimit: Int = 200
    ) {
        history = EditHistory(value, historyLimit: historyLimit)
        self.preserved = preserved
        self.defaults = defaults ?? value
        self.rules = rules
        self.store = store
    }

    // MARK: State

    /// The value being edited.
    public var draft: Value { history.draft }
    /// The value as last saved (or loaded).
    public var saved: Value { history.saved }
    /// Whether the draft differs from what was last saved.
    public var hasUnsavedChanges: Bool { history.hasUnsavedChanges }
    /// Whether there is a step to undo.
    public var canUndo: Bool { history.canUndo }
    /// Whether there is an undone step to redo.
    public var canRedo: Bool { history.canRedo }
    /// The name of the step `undo()` reverts ("Accent colour").
    public var undoLabel: String? { history.undoLabel }
    /// The name of the step `redo()` re-applies.
    public var redoLabel: String? { history.redoLabel }

    /// Every pending change, in review order. Computed once per saved value and draft.
    public var changes: [Change] { review(from: history.saved, to: history.draft) }

    /// The rules' changes from `saved` to `draft`, kept for the last pair asked about.
    private func review(from saved: Value, to draft: Value) -> [Change] {
        if let reviewCache, reviewCache.saved == saved, reviewCache.draft == draft { return reviewCache.changes }
        let changes = rules.changes(from: saved, to: draft)
        reviewCache = (saved, draft, changes)
        return changes
    }

    /// Whether one of the pending changes (not yet applied) takes effect only after a restart:
    /// what a review screen warns about before `apply()`.
    public var requiresRestart: Bool { changes.contains(where: rules.requiresRestart) }

    /// The rules' check of the draft, made once per draft: asking again before the draft
    /// changes returns the same result without checking again.
    public var validation: Rules.Validation { checked().validation }

    /// Problems that stop the draft from being saved (from `validation`).
    public var validationIssues: [EditingIssue] { checked().issues }

    private func checked() -> (validation: Rules.Validation, issues: [EditingIssue]) {
        if let validationCache, validationCache.revision == history.revision {
            return (validationCache.validation, validationCache.issues)
        }
        let validation = rules.validate(history.draft)
        let issues = rules.issues(in: validation)
        validationCache = (history.revision, validation, issues)
        return (validation, issues)
    }

    // MARK: Editing

    /// Changes the draft as one undoable step named `label`; edits sharing `coalescingKey`
    /// merge into one step until `endContinuousChange()`.
    public func edit(_ label: String, coalescingKey: String? = nil, _ change: (inout Value) -> Void) {
        history.edit(label, coalescingKey: coalescingKey, change)
    }

    /// Replaces the draft as one undoable step.
    public func set(_ value: Value, label: String, coalescingKey: String? = nil) {
        history.set(value, label: label, coalescingKey: coalescingKey)
    }

    /// Replaces the draft as one undoable step with a value already checked: `checked` is what
    /// `rules.validate(value)` returns, kept as the new draft's validation instead of checking
    /// again (the Studio's edits are compiled as they are read).
    package func set(_ value: Value, label: String, coalescingKey: String? = nil, checked: Rules.Validation) {
        history.set(value, label: label, coalescingKey: coalescingKey)
        if value == history.draft {
            validationCache = (history.revision, checked, rules.issues(in: checked))
        }
    }

    /// Ends a continuous change (a slider drag): the next edit is its own undo step.
    public func endContinuousChange() { history.endCoalescing() }

    /// Reverts the last step.
    public func undo() { history.undo() }

    /// Re-applies the last undone step.
    public func redo() { history.redo() }

    /// Discards every pending change: the draft returns to the saved value, history is cleared.
    public func cancel() { history.cancel() }

    /// Returns part of the draft to the defaults, as one undoable step: `restore` receives the
    /// draft and the defaults and copies what it resets.
    public func reset(_ label: String, _ restore: (_ draft: inout Value, _ defaults: Value) -> Void) {
        let defaults = self.defaults
        history.edit(label) { restore(&$0, defaults) }
    }

    /// Returns everything to the defaults, as one undoable step.
    public func resetAll(label: String = "Reset All") {
        history.set(defaults, label: label)
    }

    /// Starts over from `value`, as if it had just been loaded: saved and draft both become it.
    package func replaceAll(with value: Value) {
        history.replaceAll(with: value)
    }

    /// Replaces the keys written back on save, as when the draft came from a document that
    /// kept its own (an imported file).
    package func preserve(_ keys: [PreservedValue]) { preserved = keys }

    // MARK: Loading

    /// Loads the saved value. Unreadable data is set aside by the store and reported in
    /// `recovery`; the backup or the defaults are used instead. Throws only when the store cannot
    /// be read at all (permissions, I/O), changing nothing.
    public func load() async throws {
        guard let store else { return }
        let stored = try await store.load()
        loadIssues = stored.issues
        recovery = stored.recovery
        preserved = stored.preserved
        history.replaceAll(with: stored.value ?? defaults)
    }

    // MARK: Applying

    /// Registers `effect` to run after a successful save. Effects run in `order`, then in the
    /// order they were added; a failing effect is reported under `id` without undoing the save.
    public func addSideEffect(id: String, order: Int = .max, _ effect: @escaping SideEffect) {
        effects.append((id, order, effect))
    }

    /// Validates the draft, saves it, marks it saved and runs the side effects — a transaction.
    /// `alsoChecking` adds problems the rules cannot see (a form's ranges); it is asked as the
    /// transaction starts, so it sees the draft that is saved.
    ///
    /// The transaction covers the draft as it is when it starts, edits made after the call
    /// included, and the result says exactly what it did: `changes` is the difference between
    /// the saved value before and after (for a refused or failed save, what was pending). Calls
    /// made while another apply is under way wait for it, then apply what is still pending
    /// (usually nothing), so nothing is saved twice and no effect runs twice. Edits made while a
    /// save is under way stay unsaved.
    public func apply(alsoChecking extraIssues: @escaping @MainActor @Sendable () -> [EditingIssue] = { [] }) async
        -> ApplyResult<Change>
    {
        await apply(
            alsoChecking: extraIssues, reviewing: review(from:to:),
            requiresRestart: { [rules] in rules.requiresRestart($0) })
    }

    /// `apply(alsoChecking:)` with its changes listed another way (a form's review of its fields):
    /// `review` lists the differences between the value the transaction started from and the one
    /// it saved, and `requiresRestart` says which of them need a restart.
    package func apply<Review: Hashable & Sendable>(
        alsoChecking extraIssues: @escaping @MainActor @Sendable () -> [EditingIssue] = { [] },
        reviewing review: @MainActor (_ old: Value, _ new: Value) -> [Review],
        requiresRestart: @MainActor (Review) -> Bool
    ) async -> ApplyResult<Review> {
        while let running = transaction {
            _ = await running.value
            // Awaiting a finished task does not suspend: clear it here, or this loop would spin
            // before the caller that started it could resume.
            if transaction == running { transaction = nil }
        }
        let task = Task { @MainActor in await self.runTransaction(extraIssues: extraIssues) }
        transaction = task
        let ended = await task.value
        if transaction == task { transaction = nil }
        let changes = ended.outcome == .nothingToApply ? [] : review(ended.old, ended.new)
        return ApplyResult(
            outcome: ended.outcome, changes: changes, sideEffectFailures: ended.failures,
            requiresRestart: ended.outcome == .applied && changes.contains(where: requiresRestart))
    }

    /// Saves the draft as it is now: how that ended, the saved value it started from and the
    /// value it saved (or would have), and the side effects that failed.
    private func runTransaction(extraIssues: @MainActor () -> [EditingIssue]) async -> Transaction {
        let old = history.saved
        let new = history.draft
        guard history.hasUnsavedChanges else { return (.nothingToApply, old, new, []) }
        let issues = (extraIssues() + validationIssues).uniqued()
        guard issues.isEmpty else { return (.invalid(issues), old, new, []) }
        do {
            try await store?.save(new, preserving: preserved)
        } catch {
            return (.saveFailed("\(error)"), old, new, [])
        }
        history.markSaved(as: new)
        var failures: [SideEffectFailure] = []
        let ordered = effects.enumerated().sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }
        for (_, effect) in ordered {
            do {
                try await effect.run(old, new)
            } catch {
                failures.append(SideEffectFailure(id: effect.id, message: "\(error)"))
            }
        }
        return (.applied, old, new, failures)
    }
}
