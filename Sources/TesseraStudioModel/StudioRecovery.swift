public import Foundation
@_spi(TesseraTools) public import TesseraCore

/// Unsaved edits kept when the Studio stops: the draft, as its file would be saved, in a
/// recovery file beside the theme (`THEME.json.recovery`, readable by its owner only), offered
/// at the next start — restored as one undoable step, or discarded — and removed once the
/// draft is saved.
extension StudioSession {
    /// Where unsaved edits are kept: `THEME.json.recovery` beside the theme file.
    public var recoveryURL: URL { store.url.appendingPathExtension("recovery") }

    /// Writes the draft to `recoveryURL` when it has unsaved edits (atomically, owner-only) and
    /// returns that URL; nil when there is nothing unsaved to keep. While the file is broken,
    /// the draft is its text as corrected (kept when it differs from the file's).
    @discardableResult
    public func keepUnsavedEdits() throws -> URL? {
        let data: Data
        if let broken {
            guard Data(broken.text.utf8) != (try? Data(contentsOf: store.url)) else { return nil }
            data = Data(broken.text.utf8)
        } else {
            guard hasUnsavedChanges else { return nil }
            data = try store.data(forTree: try ThemeFile.tree(for: draft))
        }
        try data.write(to: recoveryURL, options: .atomic)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: recoveryURL.path)
        recovery = recoveryURL
        return recoveryURL
    }

    /// Makes the recovery file's theme the draft, as one undoable step, read as the theme file
    /// would be (its `extends` from the theme's folder); while the file is broken, its text
    /// becomes the broken file's text to correct (``applySource(_:)``). The file stays until the draft is saved
    /// or it is discarded. Returns the diagnostics that refused it, each naming the recovery file.
    @discardableResult
    public func restoreRecovery() -> [Diagnostic] {
        guard let recovery else { return [.error(.invalidValue, "there are no unsaved edits to restore", at: .root)] }
        if broken != nil, let data = try? Data(contentsOf: recovery) {
            // Text corrected while the file was broken: taken as the file's text again, errors and all.
            _ = open(String(decoding: data, as: UTF8.self), label: "Restore unsaved edits")
            return []
        }
        let tree: JSONNode
        do { tree = try JSONNode(parsing: try Data(contentsOf: recovery)) } catch let error as Diagnostic {
            var placed = error
            placed.file = recovery.lastPathComponent
            return [placed]
        } catch {
            return [
                .error(
                    .invalidValue, "\(recovery.lastPathComponent) cannot be read: \(error.localizedDescription)",
                    at: .root)
            ]
        }
        let document = ThemeLoader(catalog: store.catalog).load(
            tree: tree, defaultID: ThemeSpec.defaultID(forFile: store.url.path), file: recovery.path)
        guard let spec = document.spec, document.theme != nil else { return document.errors }
        editing.set(spec, label: "Restore unsaved edits", checked: document.compilerOutput)
        draftChanged()
        notice = "Restored the unsaved edits kept in \(recovery.lastPathComponent); save to write them to \(fileName)"
        return []
    }

    /// Removes the recovery file: its edits are given up.
    public func discardRecovery() {
        if let recovery { try? FileManager.default.removeItem(at: recovery) }
        recovery = nil
        revision += 1
    }
}
