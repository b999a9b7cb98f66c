public import Foundation
@_spi(TesseraTools) public import TesseraCore
import TesseraGallery
import TesseraTokens

/// The theme file the Studio has open: its draft, edits with undo and redo (the core's
/// `EditingSession`), saving through `ThemeFileStore` (atomic, with a backup), reloading when
/// the file changes on disk, and everything the page shows, computed from the draft.
///
/// Edits name a place in the theme file by JSON path and give its new JSON value
/// (`colors.accent.light` = `"#2563EB"`); the changed tree is read and compiled exactly as a
/// file would be, so an edit is accepted only when the theme it makes is valid, and a refused
/// edit says why with the path.
@MainActor
public final class StudioSession {
    public internal(set) var store: ThemeFileStore
    /// The one session every change goes through; private, so that nothing can change the
    /// draft without the page's revision following.
    var editing: EditingSession<ThemeRules>
    /// The last draft that compiled, shown while an undo or a reload lands on one that does not
    /// (and, while the file is broken, what the core can still read of it).
    var lastValid: CompiledTheme
    /// Increases with every change to the draft, so pages can tell they are stale.
    public internal(set) var revision = 1 {
        didSet { onRevisionChange?(self) }
    }
    /// Called whenever `revision` changes — an edit, undo, redo, save, reload or notice from
    /// disk —: the Studio's page stream (`/api/events`) tells open pages to read the page again.
    public var onRevisionChange: (@MainActor (StudioSession) -> Void)?
    /// The last thing that happened that the person should be told (a reload, a save).
    public internal(set) var notice: String?
    /// The file's stamp and its base files', as last read or saved.
    var stamps: [FileStamp?]
    /// The file's text, its errors and what can still be read of it while it has errors
    /// (``BrokenFile``); `nil` while the theme is valid. Edits (``edit(_:to:)``) and corrected
    /// text (``applySource(_:)``) go to it until the theme is valid; saving is refused meanwhile.
    public internal(set) var broken: BrokenFile?
    /// Whether the file on disk still has the errors the draft was fixed from: saving writes it
    /// even when the draft equals the value the editing session started with.
    var fileHasErrors = false
    /// The gallery of each context shown, once per revision (`gallery(for:)`).
    var galleries: [String: StudioPayload.PageGallery] = [:]
    /// Where the draft's values are written, once per draft.
    var origins: ValueOrigins?
    /// The mode matrix of the draft, once per revision (`matrix`).
    var matrixCache: (revision: Int, payload: StudioPayload.Matrix)?
    var pageTexts: (revision: Int, texts: [String: String]) = (0, [:])
    var audited: (revision: Int, audit: AuditModel)?
    /// The draft as a theme-file tree, kept so an edit does not re-encode the whole theme.
    var draftTree: JSONNode?
    /// Called after every change of the draft (an edit, undo, redo, preset, import, or reload
    /// from disk), once its revision is set: `tessera studio --live` publishes it.
    public var onDraftChange: (@MainActor (StudioSession) -> Void)?
    /// The saved value's compile, kept for `savedTheme`.
    var savedCompile: (spec: ThemeSpec, theme: CompiledTheme?)?
    /// The recovery file a Studio stopped with unsaved edits left beside the theme
    /// (`StudioRecovery`), while it is there to be restored or discarded.
    public internal(set) var recovery: URL?
    /// The folder of brands this file is one of (``StudioBrands``): the switcher in `status`, and
    /// when this file is a base the brands there extend, the edit's impact on them in `page(for:)`.
    public internal(set) weak var brands: StudioBrands?
    /// The impact of the draft on the brands that extend this file, once per revision.
    var impactCache: (revision: Int, impact: BrandImpact)?

    /// Opens `file`. A theme with errors opens too, to be fixed (``broken``): what the core can
    /// still read of it is shown, and its errors with their places. Only a file that cannot be
    /// read at all (missing, a directory, unreadable) is refused, with its diagnostics.
    public init(file: URL) throws(StudioError) {
        let document = ThemeFileStore(url: file).read()
        if let spec = document.spec, let theme = document.theme {
            store = ThemeFileStore(url: file, shapedLike: document)
            lastValid = theme
            editing = EditingSession(
                spec, rules: ThemeRules(file: file.path), store: store, preserving: document.preserved)
        } else {
            guard let data = try? Data(contentsOf: file) else { throw StudioError.invalidTheme(document.errors) }
            let broken = BrokenFile(
                text: String(decoding: data, as: UTF8.self), document: document, url: file, catalog: .builtIn)
            let shown = broken.readable
            store = ThemeFileStore(url: file, shapedLike: shown ?? document)
            lastValid = shown?.theme ?? Presets.default.theme
            editing = EditingSession(
                shown?.spec ?? Presets.default.spec, rules: ThemeRules(file: file.path), store: store)
            self.broken = broken
        }
        stamps = store.stamps()
        recovery = FileManager.default.fileExists(atPath: recoveryURL.path) ? recoveryURL : nil
    }

    /// The compiled draft: the editing session's own compile of it, made once per draft.
    public var theme: CompiledTheme {
        if let compiled = editing.validation.theme { lastValid = compiled }
        return lastValid
    }

    /// Whether the draft differs from the file (a fixed draft of a broken file always does).
    public var hasUnsavedChanges: Bool { editing.hasUnsavedChanges || fileHasErrors }
    /// The draft's specification.
    public var draft: ThemeSpec { editing.draft }

    public var fileName: String { store.url.lastPathComponent }

    func draftChanged() {
        // The notice told of what happened before this change.
        notice = nil
        galleries = [:]
        origins = nil
        draftTree = nil
        revision += 1
        onDraftChange?(self)
    }
}

/// Why the Studio cannot open a theme.
public enum StudioError: Error, Sendable, CustomStringConvertible {
    case invalidTheme([Diagnostic])
    /// A folder of brands that cannot be listed or holds none (`tessera studio FOLDER`).
    case noBrands(folder: String, reason: String)

    public var description: String {
        switch self {
        case .invalidTheme(let diagnostics): diagnostics.map(\.description).joined(separator: "\n")
        case .noBrands(let folder, let reason): "\(folder): no brands to open: \(reason)"
        }
    }
}
