public import Foundation

/// One theme file that an editor opens, edits and saves in place — the Studio's file, or an
/// app's bundled theme during development. It is an `EditingStore`, so an `EditingSession`
/// saves through it with `apply()`.
///
/// Saves are atomic and keep the previous version as `NAME.bak`: a kill mid-save leaves the old
/// file or the new one, never a fragment. A file that `extends` a preset is saved as a partial
/// file again, holding only what differs from the preset; one that `extends` a base file (a brand
/// over its company's base) is saved holding only what differs from that base's chain, read at
/// the save, with `extends` as written — a save never writes the base's values; keys a newer version of Tessera wrote
/// are kept.
///
/// ```swift
/// let url = URL(fileURLWithPath: "theme.json")
/// let session = EditingSession(Presets.default.spec, rules: ThemeRules(), store: ThemeFileStore(url: url))
/// try await session.load()   // the file's theme, with the keys a newer version wrote
/// ```
public struct ThemeFileStore: EditingStore {
    /// The theme file.
    public let url: URL
    /// The presets the file may extend.
    package var catalog: PresetCatalog
    /// The preset, or the base file's path, the file extends (as written); saves then write a
    /// partial file.
    public var base: String?
    /// The base files the theme extends, through its whole chain, as `document` was read (for
    /// `stamps()`: an editor reloads when a base changes too).
    package var baseFiles: [URL] = []

    /// A store for the theme file at `url`, extending presets of `catalog`.
    public init(url: URL, catalog: PresetCatalog = .builtIn) {
        self.url = url
        self.catalog = catalog
        base = nil
    }

    /// A store that saves in the shape `document` was read in: partial when it extended a
    /// preset. (Its preserved keys travel with the session: `EditingSession(_:preserving:)`.)
    public init(url: URL, shapedLike document: ThemeDocument, catalog: PresetCatalog = .builtIn) {
        self.init(url: url, catalog: catalog)
        base = document.overlay?["extends"]?.stringValue
        baseFiles = document.files.dropFirst().map { URL(fileURLWithPath: $0) }
    }

    /// Reads the file as it is now, with every diagnostic.
    public func read() -> ThemeDocument {
        ThemeLoader(catalog: catalog).load(contentsOf: url)
    }

    /// The bytes a save writes, with the keys `preserved` written back. Where the save changes
    /// nothing, the file keeps the form it has on disk — its key order, its spelling of values,
    /// the members it leaves to its base (`WrittenForm`) — as long as that reads as exactly the
    /// same theme; otherwise the whole file is written in canonical form. Where the file keeps its
    /// form and only values change, the save changes only those values' text: the rest of the
    /// file keeps its layout, character for character (`JSONTextSplice`).
    public func data(for spec: ThemeSpec, preserving preserved: [PreservedValue] = []) throws -> Data {
        let fresh = try tree(for: spec, preserving: preserved)
        // The file as it is on disk, read once for both the written form and the splice.
        guard let data = try? Data(contentsOf: url), let original = try? JSONNode(parsing: data) else {
            return JSONWriter.data(from: fresh)
        }
        let tree = keepingWrittenForm(fresh, original: original)
        if let text = JSONTextSplice.text(tree, from: String(decoding: data, as: UTF8.self), original: original) {
            return Data(text.utf8)
        }
        return JSONWriter.data(from: tree)
    }

    /// The file's tree for `spec` in canonical form: partial when the file extends a base.
    func tree(for spec: ThemeSpec, preserving preserved: [PreservedValue]) throws -> JSONNode {
        if let base {
            return try ThemeFile.overlayTree(
                for: spec, extending: base, catalog: catalog, writtenIn: url.path, preserving: preserved)
        }
        return ThemeFile.grafting(preserved, onto: try ThemeFile.tree(for: spec))
    }

    /// `fresh` in the form the file on disk (`original`, as read) has wherever the save changes
    /// nothing, when that loads to the same theme with the same preserved keys; `fresh` itself
    /// otherwise (and when the file on disk does not load).
    func keepingWrittenForm(_ fresh: JSONNode, original: JSONNode) -> JSONNode {
        let onDisk = read()
        guard let spec = onDisk.spec, let unedited = try? tree(for: spec, preserving: onDisk.preserved),
            // Not `kept != fresh`: equality ignores key order, and the order is what a file keeps.
            let kept = WrittenForm.merge(original: original, unedited: unedited, edited: fresh)
        else { return fresh }
        let loader = ThemeLoader(catalog: catalog)
        let expected = loader.load(tree: fresh, file: url.relativePath)
        let proposed = loader.load(tree: kept, file: url.relativePath)
        guard let theme = proposed.spec, theme == expected.spec, proposed.errors.isEmpty,
            Set(proposed.preserved) == Set(expected.preserved)
        else { return fresh }
        return kept
    }

    /// The text a save of the whole theme `tree` would write — partial when the file extends a
    /// preset — for locating problems in the file as it will be saved.
    @_spi(TesseraTools) public func data(forTree tree: JSONNode) throws -> Data {
        if let base {
            return JSONWriter.data(
                from: try ThemeFile.overlayTree(
                    of: tree, extending: base, catalog: catalog, writtenIn: url.path, preserving: []))
        }
        return JSONWriter.data(from: tree)
    }

    public func load() async throws -> StoredValue<ThemeSpec> {
        let document = read()
        guard let spec = document.spec, document.isValid else { throw StoreError.invalidTheme(document.errors) }
        return StoredValue(value: spec, preserving: document.preserved)
    }

    /// Saves `spec` atomically with the keys `preserved`, keeping the previous file as the backup.
    public func save(_ spec: ThemeSpec, preserving preserved: [PreservedValue]) async throws {
        try AtomicFile(url: url).save(data(for: spec, preserving: preserved))
    }

    /// When the file and each of `baseFiles` last changed on disk, and their sizes, the file's
    /// first; `nil` for one that does not exist.
    package func stamps() -> [FileStamp?] {
        ([url] + baseFiles).map(Self.stamp(of:))
    }

    /// When `url` last changed on disk, and its size; nil when it does not exist.
    static func stamp(of url: URL) -> FileStamp? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path) else { return nil }
        return FileStamp(
            modified: attributes[.modificationDate] as? Date ?? .distantPast,
            size: (attributes[.size] as? NSNumber)?.intValue ?? 0)
    }
}

/// What tells one version of a file from the next without reading it.
package struct FileStamp: Sendable, Hashable {
    package var modified: Date
    package var size: Int
}
