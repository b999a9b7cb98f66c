import Foundation
import SwiftUI
import TesseraSettings

/// Mirrors an editor's history in the system's `UndoManager`, so ⌘Z, the Edit menu and
/// shake-to-undo undo and redo edits made in Tessera's forms. The history itself stays in the
/// editor (the core's edit engine); the undo manager only holds steps that call into it.
@MainActor
final class UndoBridge<Editor: SettingsEditor> {
    private let editor: Editor
    private weak var undoManager: UndoManager?

    init(editor: Editor, undoManager: UndoManager?) {
        self.editor = editor
        self.undoManager = undoManager
    }

    /// Records that `editor` just took an undoable step named `label`.
    func recordEdit(named label: String) {
        registerUndo(named: label)
    }

    /// Undoes through the undo manager when it holds the step, so both histories stay aligned.
    func undo() {
        if let undoManager, undoManager.canUndo { undoManager.undo() } else { editor.undo() }
    }

    /// Redoes through the undo manager when it holds the step.
    func redo() {
        if let undoManager, undoManager.canRedo { undoManager.redo() } else { editor.redo() }
    }

    private func registerUndo(named label: String) {
        guard let undoManager else { return }
        undoManager.registerUndo(withTarget: self) { bridge in
            MainActor.assumeIsolated {
                bridge.editor.undo()
                bridge.registerRedo(named: label)
            }
        }
        undoManager.setActionName(label)
    }

    private func registerRedo(named label: String) {
        guard let undoManager else { return }
        undoManager.registerUndo(withTarget: self) { bridge in
            MainActor.assumeIsolated {
                bridge.editor.redo()
                bridge.registerUndo(named: label)
            }
        }
        undoManager.setActionName(label)
    }
}
