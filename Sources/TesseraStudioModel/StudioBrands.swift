public import Foundation
@_spi(TesseraTools) import TesseraCore

/// A folder of brands open in one Studio: every brand file in it (`ThemeLoader.brandFiles(in:)`,
/// `FOLDER/ID.json` and `FOLDER/ID/theme.json`) and every base file they extend, each edited in
/// its own ``StudioSession`` — its own draft, undo history and recovery file — so switching
/// between them never discards an edit: a brand's unsaved draft is there again when the person
/// switches back, and the switcher marks it.
///
/// A session over one file (``init(session:)``) has that file alone and no switcher.
///
/// The page names each file by its `id`: its path from the folder (`ember.json`,
/// `meadow/theme.json`, `../base/theme.json`). Only the files listed can be opened.
@MainActor
public final class StudioBrands {
    /// One file the switcher lists.
    public struct Entry: Sendable, Equatable {
        /// The file's path from the folder, as the page names it.
        public var id: String
        public var url: URL
        /// The theme's name, as last read.
        public var name: String
        /// Whether the file is a base that brands in the folder extend (rather than a brand).
        public var isBase: Bool
        /// The base files the file extends, nearest first (standardized).
        public var bases: [URL]
    }

    /// The folder of brands, nil for a single file.
    public let folder: URL?
    /// The brands in path order, then the base files they extend.
    public private(set) var entries: [Entry]
    /// The file the page shows and edits.
    public private(set) var current: StudioSession
    private var sessions: [String: StudioSession]
    private var currentID: String

    /// One file, as `tessera studio THEME.json` opens it: no other brand to switch to.
    public init(session: StudioSession) {
        let url = session.store.url.standardizedFileURL
        let id = url.lastPathComponent
        folder = nil
        entries = [
            Entry(
                id: id, url: url, name: session.draft.name ?? session.theme.name, isBase: false,
                bases: session.store.baseFiles.map(\.standardizedFileURL))
        ]
        current = session
        sessions = [id: session]
        currentID = id
        session.brands = self
    }

    /// Every brand in `folder` and the base files they extend; the first brand that opens is
    /// shown. Throws when the folder cannot be listed or holds no brand, or when no brand in it
    /// opens (with the first one's diagnostics).
    public init(folder: URL) throws(StudioError) {
        let folder = folder.standardizedFileURL
        let files: [URL]
        do { files = try ThemeLoader.brandFiles(in: folder) } catch {
            throw StudioError.noBrands(
                folder: folder.relativePath, reason: "cannot list the folder (\(error.localizedDescription))")
        }
        guard !files.isEmpty else {
            throw StudioError.noBrands(
                folder: folder.relativePath, reason: "expected FOLDER/ID.json or FOLDER/ID/theme.json files")
        }
        var brands: [Entry] = []
        var bases: [URL] = []
        for file in files.map(\.standardizedFileURL) {
            let document = ThemeLoader().load(contentsOf: file)
            let chain = document.files.dropFirst().map { URL(fileURLWithPath: $0).standardizedFileURL }
            let name = document.spec?.name ?? file.deletingPathExtension().lastPathComponent
            brands.append(
                Entry(id: Self.relative(file, from: folder), url: file, name: name, isBase: false, bases: chain))
            for base in chain where !bases.contains(base) && !files.contains(where: { $0.standardizedFileURL == base })
            { bases.append(base) }
        }
        let baseEntries = bases.map { base in
            let document = ThemeLoader().load(contentsOf: base)
            return Entry(
                id: Self.relative(base, from: folder), url: base, name: document.spec?.name ?? base.lastPathComponent,
                isBase: true,
                bases: document.files.dropFirst().map { URL(fileURLWithPath: $0).standardizedFileURL })
        }
        self.folder = folder
        entries = brands + baseEntries
        var firstError: StudioError?
        for entry in brands {
            do {
                let session = try StudioSession(file: entry.url)
                current = session
                sessions = [entry.id: session]
                currentID = entry.id
                current.brands = self
                return
            } catch {
                firstError = firstError ?? error
            }
        }
        throw firstError ?? StudioError.noBrands(folder: folder.relativePath, reason: "no brand opens")
    }

    /// The id of the file shown.
    public var currentEntry: Entry { entries.first { $0.id == currentID } ?? entries[0] }

    /// Whether the file `id` has edits not saved (false for one not opened yet).
    public func hasUnsavedChanges(_ id: String) -> Bool { sessions[id]?.hasUnsavedChanges ?? false }

    /// The session of `id`, opened now if it was not yet; nil for an id not listed.
    public func session(_ id: String) throws(StudioError) -> StudioSession? {
        if let open = sessions[id] { return open }
        guard let entry = entries.first(where: { $0.id == id }) else { return nil }
        let session = try StudioSession(file: entry.url)
        session.brands = self
        sessions[id] = session
        return session
    }

    /// Shows and edits `id`: the file's own session, its draft and undo history as the person
    /// left them. The page stream and the live stream follow the new file, and its revision
    /// passes every revision shown before, so open pages read it. Returns false for an id not
    /// listed; throws when the file does not open. A file whose bases changed on disk while it
    /// was hidden (a base saved from its own session) is read again first, as `checkDisk()` does.
    @discardableResult
    public func open(_ id: String) throws(StudioError) -> Bool {
        guard let next = try session(id) else { return false }
        guard next !== current else { return true }
        let previous = current
        next.onRevisionChange = previous.onRevisionChange
        next.onDraftChange = previous.onDraftChange
        previous.onRevisionChange = nil
        previous.onDraftChange = nil
        currentID = id
        current = next
        // A base saved from its own session while this file was hidden is read now, not at the next tick.
        next.checkDisk()
        next.notice =
            "Switched to \(currentEntry.name) (\(id))"
            + (previous.hasUnsavedChanges ? "; your unsaved edits to \(previous.fileName) are kept" : "")
        next.revision = max(next.revision, previous.revision) + 1
        next.onDraftChange?(next)
        return true
    }

    /// Every session opened, the current one first: the Studio keeps the unsaved edits of each
    /// when it stops.
    public var openSessions: [StudioSession] {
        [current] + entries.compactMap { sessions[$0.id] }.filter { $0 !== current }
    }

    /// The brands that extend the file `id` (directly or through another base).
    public func dependents(of id: String) -> [Entry] {
        guard let entry = entries.first(where: { $0.id == id }) else { return [] }
        return entries.filter { !$0.isBase && $0.bases.contains(entry.url) }
    }

    /// The switcher, for the page's status: `{"current": ID, "items": [{"id", "name", "base", "unsaved"}]}`;
    /// nil for a single file.
    var switcher: StudioPayload.BrandSwitcher? {
        guard folder != nil else { return nil }
        return StudioPayload.BrandSwitcher(
            current: currentID,
            items: entries.map { entry in
                StudioPayload.BrandSwitcher.Item(
                    id: entry.id, name: sessions[entry.id].map { $0.draft.name ?? $0.theme.name } ?? entry.name,
                    base: entry.isBase, unsaved: hasUnsavedChanges(entry.id))
            })
    }

    /// `file`'s path from `folder`, with `..` where it lies outside it.
    static func relative(_ file: URL, from folder: URL) -> String {
        ValueOrigins.relative(file.path, from: folder.path)
    }
}
