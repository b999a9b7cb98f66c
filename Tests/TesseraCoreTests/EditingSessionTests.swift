import Foundation
import TesseraCore
import TesseraTestSupport
import Testing

/// A small value with two fields, edited under rules that review each field, refuse a negative
/// count and mark a change of name as needing a restart.
private struct Counter: Equatable, Sendable {
    var name = "a"
    var count = 0
}

private struct CounterRules: EditingRules {
    func changes(from saved: Counter, to draft: Counter) -> [String] {
        var changes: [String] = []
        if saved.name != draft.name { changes.append("name \(saved.name)→\(draft.name)") }
        if saved.count != draft.count { changes.append("count \(saved.count)→\(draft.count)") }
        return changes
    }

    func validationIssues(in draft: Counter) -> [EditingIssue] {
        draft.count < 0 ? [EditingIssue(id: "count", message: "count must not be negative")] : []
    }

    func requiresRestart(_ change: String) -> Bool { change.hasPrefix("name") }
}

/// A store in memory that can be told to fail, and counts what it was asked to do.
private actor CounterStore: EditingStore {
    var saved: Counter?
    var saves = 0
    var failNext = false
    var stored: StoredValue<Counter>
    /// When given, every save passes through it first.
    let gate: SaveGate?

    init(_ stored: StoredValue<Counter> = .missing, gate: SaveGate? = nil) {
        self.stored = stored
        self.gate = gate
    }

    func load() async throws -> StoredValue<Counter> { stored }

    func save(_ value: Counter, preserving preserved: [PreservedValue]) async throws {
        await gate?.pass()
        if failNext {
            failNext = false
            throw CocoaError(.fileWriteNoPermission)
        }
        // Suspend mid-save, so a second apply has the chance to overlap if it could.
        await Task.yield()
        saves += 1
        saved = value
    }

    func failingNextSave() { failNext = true }
}

@MainActor
private final class Log {
    var entries: [String] = []
}

@MainActor
@Suite("Editing session")
struct EditingSessionTests {
    private func session(store: CounterStore? = nil) -> EditingSession<CounterRules> {
        EditingSession(Counter(), rules: CounterRules(), store: store)
    }

    /// A session saving to a new store, with a side effect that logs "ran".
    private func loggingSession() -> (store: CounterStore, session: EditingSession<CounterRules>, log: Log) {
        let store = CounterStore()
        let session = session(store: store)
        let log = Log()
        session.addSideEffect(id: "log") { _, _ in log.entries.append("ran") }
        return (store, session, log)
    }

    @Test("changes are listed in review order, recomputed only when the draft or saved value changes")
    func review() {
        let session = session()
        #expect(session.changes.isEmpty && !session.hasUnsavedChanges)
        session.edit("Count") { $0.count = 2 }
        session.edit("Name") { $0.name = "b" }
        #expect(session.changes == ["name a→b", "count 0→2"])
        #expect(session.requiresRestart)
        session.undo()
        #expect(session.changes == ["count 0→2"] && !session.requiresRestart)
        session.redo()
        #expect(session.changes.count == 2 && session.undoLabel == "Name")
    }

    @Test("continuous edits are one undo step until they end")
    func coalescing() {
        let session = session()
        for value in 1...5 { session.edit("Count", coalescingKey: "count") { $0.count = value } }
        session.endContinuousChange()
        session.edit("Count", coalescingKey: "count") { $0.count = 9 }
        session.undo()
        #expect(session.draft.count == 5)
        session.undo()
        #expect(session.draft.count == 0 && !session.canUndo)
    }

    @Test("reset of a part, reset of everything and cancel, each undoable except cancel")
    func resets() {
        let session = EditingSession(Counter(name: "x", count: 3), defaults: Counter(), rules: CounterRules())
        session.edit("Count") { $0.count = 7 }
        session.reset("Reset Name") { $0.name = $1.name }
        #expect(session.draft == Counter(name: "a", count: 7) && session.undoLabel == "Reset Name")
        session.resetAll()
        #expect(session.draft == Counter())
        session.undo()
        #expect(session.draft == Counter(name: "a", count: 7))
        session.cancel()
        #expect(session.draft == Counter(name: "x", count: 3) && !session.canUndo && !session.hasUnsavedChanges)
    }

    @Test("apply validates first: an invalid draft is not saved and nothing runs")
    func invalid() async {
        let (store, session, log) = loggingSession()
        session.edit("Count") { $0.count = -1 }
        let result = await session.apply()
        #expect(result.outcome == .invalid([EditingIssue(id: "count", message: "count must not be negative")]))
        #expect(await store.saves == 0 && log.entries.isEmpty && session.hasUnsavedChanges)
        let extra = await session.apply(alsoChecking: { [EditingIssue(id: "form", message: "out of range")] })
        guard case .invalid(let issues) = extra.outcome else {
            Issue.record("expected invalid, got \(extra.outcome)")
            return
        }
        #expect(issues.map(\.id) == ["form", "count"], "issues the caller adds come first, none repeated")
    }

    @Test("apply saves, then runs side effects in their order with the old and new value")
    func effectsInOrder() async {
        let store = CounterStore()
        let session = session(store: store)
        let log = Log()
        session.addSideEffect(id: "late", order: 2) { old, new in log.entries.append("late \(old.count)→\(new.count)") }
        session.addSideEffect(id: "early", order: 1) { _, _ in log.entries.append("early") }
        session.addSideEffect(id: "failing", order: 1) { _, _ in throw CocoaError(.featureUnsupported) }
        session.edit("Count") { $0.count = 4 }
        let result = await session.apply()
        #expect(result.outcome == .applied && result.changes == ["count 0→4"])
        #expect(log.entries == ["early", "late 0→4"])
        #expect(result.sideEffectFailures.map(\.id) == ["failing"], "a failing effect is reported; the save stands")
        #expect(
            await store.saved == Counter(count: 4) && session.saved == Counter(count: 4) && !session.hasUnsavedChanges)
        #expect(await session.apply().outcome == .nothingToApply)
    }

    @Test("a failed save keeps the draft and runs nothing; the next apply saves it")
    func failedSave() async {
        let (store, session, log) = loggingSession()
        await store.failingNextSave()
        session.edit("Count") { $0.count = 1 }
        guard case .saveFailed = await session.apply().outcome else {
            Issue.record("expected the save to fail")
            return
        }
        #expect(session.hasUnsavedChanges && session.saved == Counter() && log.entries.isEmpty)
        #expect(await session.apply().outcome == .applied && log.entries == ["ran"])
    }

    @Test("concurrent applies are one transaction each: one save, effects once, every caller answered")
    func concurrentApplies() async {
        let store = CounterStore()
        let session = session(store: store)
        let log = Log()
        session.addSideEffect(id: "log") { _, new in log.entries.append("saved \(new.count)") }
        session.edit("Count") { $0.count = 1 }
        async let first = session.apply()
        async let second = session.apply()
        async let third = session.apply()
        let outcomes = await [first.outcome, second.outcome, third.outcome]
        #expect(outcomes.filter { $0 == .applied }.count == 1 && outcomes.filter { $0 == .nothingToApply }.count == 2)
        #expect(await store.saves == 1 && log.entries == ["saved 1"])
    }

    @Test(
        "apply's changes are exactly the difference between the saved values before and after, edits made before its save began included"
    )
    func applyReportsWhatItSaved() async {
        let gate = SaveGate()
        let session = session(store: CounterStore(gate: gate))
        let saved = Log()
        session.addSideEffect(id: "diff") { old, new in
            saved.entries.append(CounterRules().changes(from: old, to: new).joined(separator: ","))
        }
        session.edit("Count") { $0.count = 1 }
        let first = Task { await session.apply() }
        await gate.waitForSaves(1)
        // The second apply waits for the first, whose save is held; then the draft changes.
        let second = Task { await session.apply() }
        for _ in 0..<10 { await Task.yield() }
        session.edit("Name") { $0.name = "b" }
        await gate.open()
        let (earlier, later) = (await first.value, await second.value)
        #expect(saved.entries == ["count 0→1", "name a→b"])
        #expect(earlier.changes == ["count 0→1"] && !earlier.requiresRestart)
        #expect(later.outcome == .applied && later.changes == ["name a→b"] && later.requiresRestart)
        #expect(session.saved == Counter(name: "b", count: 1) && !session.hasUnsavedChanges)
    }

    @Test("what the caller adds to the checks sees the draft that is saved, though it changes after apply was called")
    func applyChecksWhatItSaves() async {
        let session = session(store: CounterStore())
        let checked = Log()
        session.edit("Count") { $0.count = 1 }
        let result = await session.apply(alsoChecking: {
            checked.entries.append(session.draft.name)
            // An edit that lands as soon as the main actor is free: before the transaction
            // runs if the check is asked at the call, after it started if asked by it.
            Task { @MainActor in session.edit("Name") { $0.name = "b" } }
            return []
        })
        for _ in 0..<10 { await Task.yield() }
        #expect(result.outcome == .applied && session.draft.name == "b")
        #expect(checked.entries == [session.saved.name], "checked \(checked.entries), saved \(session.saved)")
        #expect(result.changes == CounterRules().changes(from: Counter(), to: session.saved))
    }

    @Test("load takes the stored value, its issues and its recovery; missing data means the defaults")
    func load() async throws {
        let recovery = Recovery(setAsideAt: "/tmp/x.unreadable", reason: "not JSON", restoredFromBackup: true)
        let issue = LoadIssue(kind: .unknownKey, path: "extra", message: "kept")
        let store = CounterStore(StoredValue(value: Counter(name: "s", count: 5), issues: [issue], recovery: recovery))
        let session = EditingSession(Counter(), defaults: Counter(name: "d"), rules: CounterRules(), store: store)
        session.edit("Count") { $0.count = 9 }
        try await session.load()
        #expect(session.draft == Counter(name: "s", count: 5) && session.saved == session.draft && !session.canUndo)
        #expect(session.loadIssues == [issue] && session.recovery == recovery)

        let empty = EditingSession(
            Counter(), defaults: Counter(name: "d"), rules: CounterRules(), store: CounterStore())
        try await empty.load()
        #expect(empty.draft == Counter(name: "d") && empty.recovery == nil)
    }
}
