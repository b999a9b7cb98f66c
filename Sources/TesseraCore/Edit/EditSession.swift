/// The one edit engine behind theme editing and settings: a saved value, a draft, undo and
/// redo with coalescing, and apply or cancel.
///
/// Continuous edits (a slider drag) share a `coalescingKey` and become one undo step until a
/// different edit, an undo or `endCoalescing()` closes the step. An edit that changes nothing
/// records nothing.
public struct EditSession<Value: Equatable & Sendable>: Sendable {
    /// One undoable change.
    public struct Step: Sendable {
        public var label: String
        public var before: Value
        public var after: Value
        var coalescingKey: String?
    }

    /// The last value persisted (or loaded).
    public private(set) var saved: Value
    /// The value being edited.
    public private(set) var draft: Value
    public private(set) var undoStack: [Step] = []
    public private(set) var redoStack: [Step] = []
    private var openCoalescingKey: String?
    /// How many undo steps are kept; older ones are dropped.
    public var historyLimit: Int

    /// A session whose saved value and draft are both `value`.
    public init(_ value: Value, historyLimit: Int = 200) {
        saved = value
        draft = value
        self.historyLimit = max(1, historyLimit)
    }

    /// Whether the draft differs from the saved value.
    public var hasChanges: Bool { draft != saved }
    public var canUndo: Bool { !undoStack.isEmpty }
    public var canRedo: Bool { !redoStack.isEmpty }
    /// The label of the step `undo()` would revert ("Undo Accent colour").
    public var undoLabel: String? { undoStack.last?.label }
    public var redoLabel: String? { redoStack.last?.label }

    /// Changes the draft as one undoable step (or extends the open step with the same key).
    public mutating func edit(_ label: String, coalescingKey: String? = nil, _ change: (inout Value) -> Void) {
        var next = draft
        change(&next)
        set(next, label: label, coalescingKey: coalescingKey)
    }

    /// Replaces the draft as one undoable step (or extends the open step with the same key).
    public mutating func set(_ value: Value, label: String, coalescingKey: String? = nil) {
        if let key = coalescingKey, key == openCoalescingKey, var last = undoStack.popLast() {
            last.after = value
            if last.after != last.before { undoStack.append(last) }
            draft = value
            redoStack.removeAll()
            return
        }
        openCoalescingKey = coalescingKey
        guard value != draft else { return }
        undoStack.append(Step(label: label, before: draft, after: value, coalescingKey: coalescingKey))
        if undoStack.count > historyLimit { undoStack.removeFirst(undoStack.count - historyLimit) }
        redoStack.removeAll()
        draft = value
    }

    /// Closes the open coalescing step: the next edit starts a new undo step.
    public mutating func endCoalescing() {
        openCoalescingKey = nil
    }

    /// Reverts the last step. Returns whether there was one.
    @discardableResult
    public mutating func undo() -> Bool {
        openCoalescingKey = nil
        guard let step = undoStack.popLast() else { return false }
        draft = step.before
        redoStack.append(step)
        return true
    }

    /// Re-applies the last undone step. Returns whether there was one.
    @discardableResult
    public mutating func redo() -> Bool {
        openCoalescingKey = nil
        guard let step = redoStack.popLast() else { return false }
        draft = step.after
        undoStack.append(step)
        return true
    }

    /// Records that the draft was persisted: it becomes the saved value. History is kept.
    public mutating func markSaved() {
        openCoalescingKey = nil
        saved = draft
    }

    /// Records that `value` was persisted, without touching the draft or the history (for a
    /// save that finished after further edits).
    public mutating func markSaved(as value: Value) {
        saved = value
    }

    /// Discards the draft: it returns to the saved value and the history is cleared.
    public mutating func cancel() {
        openCoalescingKey = nil
        draft = saved
        undoStack.removeAll()
        redoStack.removeAll()
    }

    /// Starts over from a value loaded from elsewhere: saved and draft both become it.
    public mutating func replaceAll(with value: Value) {
        openCoalescingKey = nil
        saved = value
        draft = value
        undoStack.removeAll()
        redoStack.removeAll()
    }

    /// The differences between the saved value and the draft, as `differ` orders them.
    public func changes<Change>(_ differ: (_ saved: Value, _ draft: Value) -> [Change]) -> [Change] {
        differ(saved, draft)
    }
}
