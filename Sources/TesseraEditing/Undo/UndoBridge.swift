import Foundation
import SwiftUI
import TesseraSettings

/// Mirrors an editor's history in the system's `UndoManager`, so ⌘Z, the Edit menu and
/// shake-to-undo undo and redo edits made in Tessera's forms. The history itself stays in the
/// editor (the core's edit engine); the undo manager only holds steps that call into it.
///
/// A form owns one bridge (`@State`). Undo managers keep their targets unowned, so every step
/// the bridge registers also holds the bridge itself: a step never outlives what it calls. The
/// bridge holds the undo manager weakly, so there is no cycle.
@MainActor
final class UndoBridge<Editor: SettingsEditor> {
    private var editor: Editor
    private weak var undoManager: UndoManager?

    init(editor: Editor) {
        self.editor = editor
    }

    /// The bridge, now recording `editor`'s edits into `undoManager` (the environment's, read
    /// where the view is drawn). When the form is given a different editor, the steps recorded
    /// for the previous one are removed, since they would undo someone else's history.
    func attached(to undoManager: UndoManager?, editing editor: Editor) -> UndoBridge {
        if editor !== self.editor {
            self.undoManager?.removeAllActions(withTarget: self)
            self.editor = editor
        }
        if undoManager !== self.undoManager {
            self.undoManager?.removeAllActions(withTarget: self)
            self.undoManager = undoManager
        }
        return self
    }

    /// Records that the editor just took an undoable step named `label`.
    func recordEdit(named label: String) {
        register(.undo, named: label)
    }

    /// Undoes through the undo manager when it holds the step, so both histories stay aligned.
    func undo() {
        if let undoManager, undoManager.canUndo { undoManager.undo() } else { editor.undo() }
    }

    /// Redoes through the undo manager when it holds the step.
    func redo() {
        if let undoManager, undoManager.canRedo { undoManager.redo() } else { editor.redo() }
    }

    private enum Step: Sendable {
        case undo, redo
    }

    // Handlers capture the bridge (main-actor isolated, so `Sendable`), the step and the label:
    // older SDKs require `@Sendable` handlers, newer ones `@MainActor`; `assumeIsolated` suits
    // both. Performing a step registers its opposite, as the undo manager expects.
    private func register(_ step: Step, named label: String) {
        guard let undoManager else { return }
        undoManager.registerUndo(withTarget: self) { [self] _ in
            MainActor.assumeIsolated {
                switch step {
                case .undo:
                    editor.undo()
                    register(.redo, named: label)
                case .redo:
                    editor.redo()
                    register(.undo, named: label)
                }
            }
        }
        undoManager.setActionName(label)
    }
}
