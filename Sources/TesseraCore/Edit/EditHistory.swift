/// The history under every editing session: a saved value, a draft, and undo and redo with
/// coalescing. `EditingSession` adds review, validation, saving and effects on top.
///
/// Continuous edits (a slider drag) share a `coalescingKey` and become one undo step until a
/// different edit, an undo or `endCoalescing()` closes the step. An edit that changes nothing
/// records nothing.
package struct EditHistory<Value: Equatable & Sendable>: Sendable {
    /// One undoable change.
    package struct Step: Sendable {
        package var label: String
        package var before: Value
        package var after: Value
        var coalescingKey: String?
    }

    /// The last value persisted (or loaded).
    package private(set) var saved: Value
    /// The value being edited.
    package private(set) var draft: Value {
        didSet { revision &+= 1 }
    }
    /// Increases whenever the draft is replaced, so what is computed from one draft (its
    /// review, its validation) can be kept until the next.
    package private(set) var revision = 0
    package private(set) var undoStack: [Step] = []
    package private(set) var redoStack: [Step] = []
    private var openCoalescingKey: String?
    /// How many undo steps are kept; older ones are dropped.
    package var historyLimit: Int

    /// A session whose saved value and draft are both `value`.
    package init(_ value: Value, historyLimit: Int = 200) {
        saved = value
        draft = value
        self.historyLimit = max(1, historyLimit)
    }

    /// Whether the draft differs from the saved value.
    package var hasUnsavedChanges: Bool { draft != saved }
    package var canUndo: Bool { !undoStack.isEmpty }
    package var canRedo: Bool { !redoStack.isEmpty }
    /// The label of the step `undo()` would revert ("Undo Accent colour").
    package var undoLabel: String? { undoStack.last?.label }
    package var redoLabel: String? { redoStack.last?.label }

    /// Changes the draft as one undoable step (or extends the open step with the same key).
    package mutating func edit(_ label: String, coalescingKey: String? = nil, _ change: (inout Value) -> Void) {
        var next = draft
        change(&next)
        set(next, label: label, coalescingKey: coalescingKey)
    }

    /// Replaces the draft as one undoable step (or extends the open step with the same key).
    package mutating func set(_ value: Value, label: String, coalescingKey: String? = nil) {
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
    package mutating func endCoalescing() {
        openCoalescingKey = nil
    }

    /// Reverts the last step. Returns whether there was one.
    @discardableResult
    package mutating func undo() -> Bool {
        move(from: \.undoStack, to: \.redoStack, landingOn: \.before)
    }

    /// Re-applies the last undone step. Returns whether there was one.
    @discardableResult
    package mutating func redo() -> Bool {
        move(from: \.redoStack, to: \.undoStack, landingOn: \.after)
    }

    /// Moves the last step of one stack to the other, the draft becoming that side of it.
    private mutating func move(
        from source: WritableKeyPath<Self, [Step]>, to destination: WritableKeyPath<Self, [Step]>,
        landingOn side: KeyPath<Step, Value>
    ) -> Bool {
        openCoalescingKey = nil
        guard let step = self[keyPath: source].popLast() else { return false }
        draft = step[keyPath: side]
        self[keyPath: destination].append(step)
        return true
    }

    /// Records that `value` was persisted, without touching the draft or the history (for a
    /// save that finished after further edits).
    package mutating func markSaved(as value: Value) {
        saved = value
    }

    /// Discards the draft: it returns to the saved value and the history is cleared.
    package mutating func cancel() {
        openCoalescingKey = nil
        draft = saved
        undoStack.removeAll()
        redoStack.removeAll()
    }

    /// Starts over from a value loaded from elsewhere: saved and draft both become it.
    package mutating func replaceAll(with value: Value) {
        openCoalescingKey = nil
        saved = value
        draft = value
        undoStack.removeAll()
        redoStack.removeAll()
    }
}
