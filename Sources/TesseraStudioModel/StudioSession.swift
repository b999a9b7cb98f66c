public import Foundation
@_spi(TesseraTools) public import TesseraCore
public import TesseraGallery
public import TesseraTokens

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
    private var galleries: [String: JSONNode] = [:]
    /// Where the draft's values are written, once per draft.
    private var origins: ValueOrigins?
    /// The mode matrix of the draft, once per revision (`matrix`).
    var matrixCache: (revision: Int, payload: StudioPayload.Matrix)?
    private var pageTexts: (revision: Int, texts: [String: String]) = (0, [:])
    private var audited: (revision: Int, audit: AuditModel)?
    /// The draft as a theme-file tree, kept so an edit does not re-encode the whole theme.
    var draftTree: JSONNode?
    /// Called after every change of the draft (an edit, undo, redo, preset, import, or reload
    /// from disk), once its revision is set: `tessera studio --live` publishes it.
    public var onDraftChange: (@MainActor (StudioSession) -> Void)?
    /// The saved value's compile, kept for `savedTheme`.
    private var savedCompile: (spec: ThemeSpec, theme: CompiledTheme?)?
    /// The recovery file a Studio stopped with unsaved edits left beside the theme
    /// (`StudioRecovery`), while it is there to be restored or discarded.
    public internal(set) var recovery: URL?
    /// The folder of brands this file is one of (``StudioBrands``): the switcher in `status`, and
    /// when this file is a base the brands there extend, the edit's impact on them in `page(for:)`.
    public internal(set) weak var brands: StudioBrands?
    /// The impact of the draft on the brands that extend this file, once per revision.
    private var impactCache: (revision: Int, impact: BrandImpact)?

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

    /// Applies one edit; returns the diagnostics that refused it (empty when applied): the
    /// theme's errors, or one naming `path` and the nearest valid path when `path` is not a place
    /// a theme file has (see `ThemeLoader.load(tree:setting:at:)`).
    @discardableResult
    public func edit(_ path: JSONPath, to value: JSONNode) -> [Diagnostic] {
        if let broken { return edit(broken, at: path, to: value) }
        let tree: JSONNode
        if let draftTree {
            tree = draftTree
        } else {
            do { tree = try ThemeFile.tree(for: editing.draft) } catch {
                return [.error(.invalidValue, "\(error)", at: path)]
            }
        }
        let edited: (tree: JSONNode, document: ThemeDocument)
        do {
            edited = try ThemeLoader(catalog: store.catalog).load(
                tree: tree, setting: value, at: path, defaultID: ThemeSpec.defaultID(forFile: store.url.path),
                file: store.url.path)
        } catch { return [error] }
        guard let spec = edited.document.spec, edited.document.theme != nil else {
            return located(edited.document.errors, in: edited.tree)
        }
        editing.set(
            spec, label: "Change \(path)", coalescingKey: path.description, checked: edited.document.compilerOutput)
        draftChanged()
        draftTree = edited.tree
        return []
    }

    /// `errors` placed in the file as it would be saved with `tree` (its JSON path, line and
    /// column there), so the page says where the mistake would sit in the user's file.
    func located(_ errors: [Diagnostic], in tree: JSONNode) -> [Diagnostic] {
        guard let data = try? store.data(forTree: tree), let saved = try? JSONNode(parsing: data) else { return errors }
        return errors.map { error in
            var placed = error
            placed.location = saved.location(of: error.path)
            placed.file = fileName
            return placed
        }
    }

    public func undo() {
        editing.undo()
        draftChanged()
    }
    public func redo() {
        editing.redo()
        draftChanged()
    }

    /// Undoes and returns the new status.
    public func undoing() -> StudioPayload.Status {
        undo()
        return status
    }
    /// Redoes and returns the new status.
    public func redoing() -> StudioPayload.Status {
        redo()
        return status
    }

    /// What the page shows for `context`: the gallery, the status and the draft's audit in all
    /// four modes (`AuditModel`, the checks `tessera audit` makes), from one revision.
    /// While the file is broken, `problems` holds its errors and source (``StudioPayload/Problems``), and
    /// `gallery` and `audit` are what can still be read — `null` when nothing can. With a folder
    /// of brands, when this file is a base the brands extend, `impact` (``BrandImpact``): each
    /// brand's audit over the saved base and over this draft.
    public func page(for context: ThemeContext) -> StudioPayload.Page {
        let readable = broken.map { $0.readable != nil } ?? true
        return StudioPayload.Page(
            gallery: readable ? gallery(for: context) : nil, status: status,
            audit: readable ? audit : nil, problems: broken.map { StudioPayload.Problems($0, fileName: fileName) },
            impact: impact)
    }

    /// What the draft does to the brands that extend this file (``BrandImpact``), computed once
    /// per revision; nil when no brand of the folder extends it.
    public var impact: BrandImpact? {
        guard let brands, brands.current === self else { return nil }
        let dependents = brands.dependents(of: brands.currentEntry.id)
        guard !dependents.isEmpty else { return nil }
        if let impactCache, impactCache.revision == revision { return impactCache.impact }
        let draft = (try? ThemeFile.tree(for: editing.draft)).flatMap { try? store.data(forTree: $0) }
        let impact = BrandImpact(base: store.url, draft: draft, brands: dependents)
        impactCache = (revision, impact)
        return impact
    }

    /// The draft's audit (``AuditModel``), computed once per revision.
    public var audit: AuditModel {
        if let audited, audited.revision == revision { return audited.audit }
        let audit = AuditModel(for: theme)
        audited = (revision, audit)
        return audit
    }

    /// `page(for:)` as JSON text, written once per revision and context.
    public func pageText(for context: ThemeContext) -> String {
        if pageTexts.revision != revision { pageTexts = (revision, [:]) }
        let key = "\(context.jsonTree())"
        if let text = pageTexts.texts[key] { return text }
        let text = String(decoding: StudioPayload.encode(page(for: context)), as: UTF8.self)
        pageTexts.texts[key] = text
        return text
    }

    /// Starts the draft from a built-in preset (one undoable step): every value becomes the
    /// preset's, while the file keeps its identity — its `id`, `name`, `extends`, `summary`,
    /// `purpose` and `symbol` stay as they are, so a brand never takes a preset's id (which
    /// would collide with the built-in one) or name. Returns false for an unknown preset.
    public func usePreset(_ id: String) -> Bool {
        guard let preset = Presets.named(id) else { return false }
        replaceKeepingIdentity(with: preset.theme.spec, label: "Start from \(preset.theme.name)")
        return true
    }

    /// Makes `spec` the draft as one undoable step, keeping the file's identity: its `id`,
    /// `name`, `extends`, `summary`, `purpose` and `symbol`.
    func replaceKeepingIdentity(with replacement: ThemeSpec, label: String) {
        var spec = replacement
        let current = editing.draft
        spec.id = current.id
        spec.name = current.name
        spec.extends = current.extends
        spec.summary = current.summary
        spec.purpose = current.purpose
        spec.symbol = current.symbol
        editing.set(spec, label: label)
        draftChanged()
    }

    /// Makes the theme in Figma variables JSON (`data`, uploaded as `file`) the draft, as one
    /// undoable step, through the same import as `tessera import figma FILE [--map MAP]
    /// --format theme` (``FigmaImport``, the map read by ``TokenMap`` and ``FigmaModeMap``); a
    /// theme without an id takes the open file's. Returns the diagnostics that refused it (each
    /// with its file, line and column), empty when imported; a refused import changes nothing.
    @discardableResult
    public func importFigma(_ data: Data, file: String, map: (data: Data, file: String)? = nil) -> [Diagnostic] {
        var modes = FigmaModeMap()
        var tokenMap: TokenMap?
        if let map {
            let readModes = FigmaModeMap.read(map.data, shownAs: map.file)
            let readRoles = TokenMap.read(map.data, shownAs: map.file)
            guard !readModes.diagnostics.containsErrors, let roles = readRoles.map else {
                return readModes.diagnostics + readRoles.diagnostics
            }
            modes = readModes.map
            tokenMap = roles
        }
        let result = FigmaImport.theme(from: data, file: file, map: tokenMap, modes: modes)
        guard result.isValid, let tree = result.theme else { return result.diagnostics.inReadingOrder() }
        let document = ThemeLoader(catalog: store.catalog).load(
            tree: tree, defaultID: ThemeSpec.defaultID(forFile: store.url.path), file: store.url.path)
        guard let spec = document.spec, document.theme != nil else { return document.errors }
        editing.set(spec, label: "Import \(file)", checked: document.compilerOutput)
        draftChanged()
        return []
    }

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

    /// The gallery for `context` with the value editors' tree (`editors`, ``EditorModel``, and
    /// its `palette`, ``PaletteModel``), computed once per revision.
    public func gallery(for context: ThemeContext) -> JSONNode {
        let key = "\(context.jsonTree())"
        if let cached = galleries[key] { return cached }
        var editors = EditorModel.editors(for: editing.draft, theme: theme)
        editors.palette = PaletteModel.editor(
            for: theme, spec: editing.draft, base: valueOrigins?.document.base?["palette"])
        let tree = GalleryModel.tree(for: theme, in: context, origins: valueOrigins)
            .setting((try? JSONNode(encoding: editors, memberOrder: .encoded)) ?? .null, at: ["editors"])
        galleries[key] = tree
        return tree
    }

    /// Where the draft's values are written, computed once per draft.
    var valueOrigins: ValueOrigins? {
        if origins == nil { origins = ValueOrigins.of(editing.draft, savedThrough: store) }
        return origins
    }

    /// Revision, undo/redo, unsaved state and notice, for the page's toolbar.
    public var status: StudioPayload.Status {
        StudioPayload.Status(
            revision: revision, file: fileName, canUndo: editing.canUndo, canRedo: editing.canRedo,
            undoLabel: editing.undoLabel, redoLabel: editing.redoLabel, unsaved: hasUnsavedChanges, notice: notice,
            recovery: recovery?.lastPathComponent, errors: broken?.errors.count ?? 0, brands: brands?.switcher)
    }

    /// The draft in an export format, byte for byte what `tessera export` writes.
    /// Refused while the file is broken (``StudioError/invalidTheme(_:)``): an export never
    /// stands in what can be read for the file.
    public func export(_ format: ExportFormat) throws -> [ExportedFile] {
        if let broken { throw StudioError.invalidTheme(broken.errors) }
        return try format.files(for: theme)
    }

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
