import Foundation
public import TesseraCore

/// Fixing a theme file that has errors (``StudioSession/broken``): corrected text and edits of
/// its values are read as the file would be, until the theme is valid; then the draft is the
/// fixed theme, and saving writes it.
extension StudioSession {
    /// Whether the file has errors still to fix.
    public var isBroken: Bool { broken != nil }

    /// The errors that stand in the way of saving: the broken file's, none while it is valid.
    public var errors: [Diagnostic] { broken?.errors ?? [] }

    /// Replaces the broken file's text with `text` (the source view's correction) and reads it
    /// as the file would be: when the theme it makes is valid, it becomes the draft (unsaved);
    /// otherwise `text` is kept as the file's text to correct further, and its errors, located
    /// in it, are returned. Nothing is written to disk. Returns `[]` when the theme is valid.
    /// While the theme is valid (nothing to fix), the text is refused with an error saying so.
    @discardableResult
    public func applySource(_ text: String) -> [Diagnostic] {
        guard broken != nil else {
            return [.error(.invalidValue, "\(fileName) has no errors: edit its values in the gallery")]
        }
        return open(text, label: "Correct the source")
    }

    /// An edit of the broken file's value at `path`: written into its tree and read again as
    /// the file would be. Refused with the errors still at `path` (the edit then changes
    /// nothing); applied when `path` has none, even while errors elsewhere remain.
    func edit(_ broken: BrokenFile, at path: JSONPath, to value: JSONNode) -> [Diagnostic] {
        guard let tree = broken.tree else {
            return [
                .error(
                    .syntax, "\(fileName) is not readable JSON yet: correct its text in the source view first", at: path
                )
            ]
        }
        let edited: (tree: JSONNode, document: ThemeDocument)
        do { edited = try load(tree, setting: value, at: path) } catch { return [error] }
        let text = edited.tree.text(pretty: true) + "\n"
        let here = edited.document.errors.filter { $0.path.isAlong(path) }
        guard here.isEmpty else {
            let reread = ThemeLoader(catalog: store.catalog).load(Data(text.utf8), file: store.url.relativePath)
            let placed = reread.errors.filter { $0.path.isAlong(path) }
            return placed.isEmpty ? here : placed
        }
        _ = open(text, label: "Change \(path)")
        return []
    }

    /// Reads `text` as the file: a valid theme becomes the draft, marked unsaved; otherwise
    /// `text` becomes the broken file's text. Returns the errors (none when valid).
    func open(_ text: String, label: String) -> [Diagnostic] {
        let document = ThemeLoader(catalog: store.catalog).load(Data(text.utf8), file: store.url.relativePath)
        guard let spec = document.spec, let theme = document.theme else {
            let next = BrokenFile(text: text, document: document, url: store.url, catalog: store.catalog)
            broken = next
            if let shown = next.readable?.theme { lastValid = shown }
            if let spec = next.readable?.spec {
                editing = EditingSession(spec, rules: ThemeRules(file: store.url.path), store: store)
            }
            draftChanged()
            notice =
                "\(fileName) still has \(next.errors.count == 1 ? "an error" : "\(next.errors.count) errors"); nothing is saved until it has none"
            return next.errors
        }
        broken = nil
        fileHasErrors = true
        store = ThemeFileStore(url: store.url, shapedLike: document, catalog: store.catalog)
        lastValid = theme
        editing = EditingSession(
            spec, rules: ThemeRules(file: store.url.path), store: store, preserving: document.preserved)
        draftChanged()
        notice = "\(label): the theme is valid now; save to write the fixed \(fileName)"
        return []
    }

    /// Writes the fixed draft over the broken file (atomically, keeping the broken file as
    /// its backup). Returns what went wrong, if anything.
    func saveFixedFile() async -> String? {
        do {
            try await store.save(editing.draft, preserving: editing.preserved)
        } catch {
            notice = "Not saved: \(error)"
            revision += 1
            return notice
        }
        fileHasErrors = false
        stamps = store.stamps()
        notice = "Saved \(fileName)"
        revision += 1
        return nil
    }

    /// The broken file changed on disk: its new text is read as if corrected here. Returns true.
    func rereadBroken() -> Bool {
        guard let data = try? Data(contentsOf: store.url) else {
            notice = "\(fileName) cannot be read from disk; the Studio keeps the text shown"
            revision += 1
            return true
        }
        let errors = open(String(decoding: data, as: UTF8.self), label: "Reloaded \(fileName)")
        // What is on disk is what was read: nothing to save unless it is edited.
        if errors.isEmpty { fileHasErrors = false }
        notice =
            errors.isEmpty
            ? "Reloaded \(fileName): it changed on disk and has no errors now"
            : "Reloaded \(fileName): it changed on disk; " + (notice ?? "")
        return true
    }
}

extension JSONPath {
    /// Whether this path and `other` lie on one line from the root — one is the other or
    /// within it — and this is not the root: an error here is about the value at `other`.
    func isAlong(_ other: JSONPath) -> Bool {
        !components.isEmpty && (components.starts(with: other.components) || other.components.starts(with: components))
    }
}
