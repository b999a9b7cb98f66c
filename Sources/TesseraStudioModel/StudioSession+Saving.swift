import Foundation
@_spi(TesseraTools) public import TesseraCore
public import TesseraTokens

/// The file on disk: the saved value's compile, saving the draft, reloading when the file or a
/// base changes on disk, and exports of the draft.
extension StudioSession {
    /// The saved file's theme, compiled as the draft is (the editing session's rules), once per
    /// saved value; nil when the saved value does not compile.
    public var savedTheme: CompiledTheme? {
        if let savedCompile, savedCompile.spec == editing.saved { return savedCompile.theme }
        let theme = editing.rules.validate(editing.saved).theme
        savedCompile = (editing.saved, theme)
        return theme
    }

    /// The draft's own compile, nil while it has errors.
    public var draftTheme: CompiledTheme? { editing.validation.theme }

    /// Saves the draft to the file through the editing session (atomically, keeping the
    /// previous file as its backup); undo history is kept. Returns what went wrong, if anything.
    public func save() async -> String? {
        if let broken {
            notice =
                "Not saved: \(fileName) has \(broken.errors.count == 1 ? "an error" : "\(broken.errors.count) errors"); fix "
                + (broken.errors.count == 1 ? "it" : "them") + " first (nothing was written)"
            revision += 1
            return notice
        }
        if fileHasErrors, !editing.hasUnsavedChanges { return await saveFixedFile() }
        let result = await editing.apply()
        stamps = store.stamps()
        revision += 1
        switch result.outcome {
        case .applied, .nothingToApply:
            fileHasErrors = false
            notice = "Saved \(fileName)"
            // The edits a recovery file kept are in the file now, or were given up by saving over them.
            if recovery != nil { discardRecovery() }
            return nil
        case .invalid(let issues):
            notice = "Not saved: " + issues.map(\.description).joined(separator: "; ")
        case .saveFailed(let reason):
            notice = "Not saved: \(reason)"
        }
        return notice
    }

    /// Re-reads the file when it, or a base file it extends, changed on disk since it was read
    /// or saved. Without unsaved edits the draft becomes the file's content over its bases; with
    /// them, the edits are kept and the notice says the file changed. Returns whether anything
    /// changed.
    @discardableResult
    public func checkDisk() -> Bool {
        let current = store.stamps()
        guard current != stamps else { return false }
        // The first file whose stamp changed: the theme's own, or the base named in the notice.
        let files = [store.url] + store.baseFiles
        let changed = Array(zip(current, stamps)).firstIndex { $0 != $1 }.map { files[$0] } ?? store.url
        let what = changed == store.url ? fileName : "its base \(changed.relativePath)"
        stamps = current
        if broken != nil { return rereadBroken() }
        let reread = store.read()
        guard let spec = reread.spec, reread.theme != nil else {
            notice =
                "\(what) changed on disk but has errors; the Studio keeps the last valid version (\(reread.errors.first?.description ?? "unreadable"))"
            revision += 1
            return true
        }
        if editing.hasUnsavedChanges {
            notice =
                what == fileName
                ? "\(fileName) changed on disk; your unsaved edits are kept — saving replaces the file"
                : "\(what) changed on disk; your unsaved edits are kept as shown — saving writes them to \(fileName)"
            revision += 1
            return true
        }
        store = ThemeFileStore(url: store.url, shapedLike: reread)
        stamps = store.stamps()
        editing = EditingSession(
            spec, rules: ThemeRules(file: store.url.path), store: store, preserving: reread.preserved)
        draftChanged()
        notice =
            changed == store.url
            ? "Reloaded \(fileName): it changed on disk" : "Reloaded \(fileName): \(what) changed on disk"
        return true
    }

    /// Checks the file twice a second until the task is cancelled.
    public func watchDisk() async {
        while !Task.isCancelled {
            try? await Task.sleep(nanoseconds: 500_000_000)
            checkDisk()
        }
    }

    /// The draft in an export format, byte for byte what `tessera export` writes.
    /// Refused while the file is broken (``StudioError/invalidTheme(_:)``): an export never
    /// stands in what can be read for the file.
    public func export(_ format: ExportFormat) throws -> [ExportedFile] {
        if let broken { throw StudioError.invalidTheme(broken.errors) }
        return try format.files(for: theme)
    }
}
