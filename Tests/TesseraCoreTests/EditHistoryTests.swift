import Testing

@_spi(TesseraTools) @testable import TesseraCore

@Suite("Edit session")
struct EditHistoryTests {
    @Test("edits, undo and redo move the draft; saving moves the saved value")
    func basics() {
        var session = EditHistory(0)
        session.edit("one") { $0 = 1 }
        session.edit("two") { $0 = 2 }
        #expect(session.draft == 2 && session.hasUnsavedChanges)
        #expect(session.undoLabel == "two")
        let undid = session.undo()
        #expect(undid)
        #expect(session.draft == 1 && session.redoLabel == "two")
        let redid = session.redo()
        #expect(redid)
        #expect(session.draft == 2)
        let redidAgain = session.redo()
        #expect(!redidAgain)
        session.markSaved(as: session.draft)
        #expect(!session.hasUnsavedChanges && session.saved == 2)
        session.undo()
        #expect(session.hasUnsavedChanges, "undo after saving is an unsaved change")
    }

    @Test("continuous edits with one key coalesce into one undo step until closed")
    func coalescing() {
        var session = EditHistory(0.0)
        for value in stride(from: 0.1, through: 1.0, by: 0.1) {
            session.set(value, label: "Opacity", coalescingKey: "opacity")
        }
        #expect(session.undoStack.count == 1)
        session.endCoalescing()
        session.set(0.5, label: "Opacity", coalescingKey: "opacity")
        #expect(session.undoStack.count == 2)
        session.set(0.7, label: "Radius", coalescingKey: "radius")
        #expect(session.undoStack.count == 3)
        session.undo()
        session.undo()
        #expect(abs(session.draft - 1.0) < 1e-9)
        session.undo()
        #expect(session.draft == 0 && !session.canUndo)
    }

    @Test("a coalesced drag that returns to its start leaves no step; no-op edits record nothing")
    func noOps() {
        var session = EditHistory(5)
        session.set(6, label: "x", coalescingKey: "k")
        session.set(5, label: "x", coalescingKey: "k")
        #expect(!session.canUndo)
        session.edit("nothing") { _ in }
        #expect(!session.canUndo)
    }

    @Test("a new edit clears redo; cancel reverts and clears history; the limit drops old steps")
    func historyRules() {
        var session = EditHistory(0, historyLimit: 3)
        for value in 1...5 { session.set(value, label: "\(value)") }
        #expect(session.undoStack.map(\.after) == [3, 4, 5])
        session.undo()
        session.set(9, label: "nine")
        #expect(!session.canRedo)
        session.cancel()
        #expect(session.draft == 0 && !session.canUndo && !session.hasUnsavedChanges)
    }

    @Test("saving a value while later edits are pending keeps them pending")
    func saveDuringEdits() {
        var session = EditHistory(0)
        session.set(1, label: "a")
        let written = session.draft
        session.set(2, label: "b")
        session.markSaved(as: written)
        #expect(session.saved == 1 && session.draft == 2 && session.hasUnsavedChanges)
    }
}
