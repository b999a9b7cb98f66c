import Foundation

/// One theme file that an editor opens, edits and saves in place — the Studio's file, or an
/// app's bundled theme during development. It is an `EditingStore`, so an `EditingSession`
/// saves through it with `apply()`.
///
/// Saves are atomic and keep the previous version as `NAME.bak`: a kill mid-save leaves the old
/// file or the new one, never a fragment. A file that `extends` a preset is saved as a partial
/// file again, holding only what differs from the preset; keys a newer version of Tessera wrote
/// are kept.
///
/// ```swift
/// let document = ThemeFileStore(url: URL(fileURLWithPath: "theme.json")).read()
/// let store = ThemeFileStore(url: URL(fileURLWithPath: "theme.json"), shapedLike: document)
/// let session = EditingSession(document.spec!, rules: ThemeRules(), store: store)
/// ```
public struct ThemeFileStore: EditingStore {
    public let url: URL
    public var catalog: PresetCatalog
    /// The preset the file extends; saves then write a partial file.
    public var base: String?
    /// Keys a newer version wrote, written back on save.
    public var preserved: [PreservedValue]

    public init(url: URL, catalog: PresetCatalog = .builtIn) {
        self.url = url
        self.catalog = catalog
        base = nil
        preserved = []
    }

    /// A store that saves in the shape `document` was read in: partial when it extended a
    /// preset, with its preserved keys.
    public init(url: URL, shapedLike document: ThemeDocument, catalog: PresetCatalog = .builtIn) {
        self.init(url: url, catalog: catalog)
        base = document.overlay?["extends"]?.stringValue
        preserved = document.preserved
    }

    /// Reads the file as it is now, with every diagnostic.
    public func read() -> ThemeDocument {
        ThemeLoader(catalog: catalog).load(contentsOf: url)
    }

    /// The bytes a save writes.
    public func data(for spec: ThemeSpec) throws -> Data {
        if let base { return try ThemeFile.overlayData(for: spec, extending: base, catalog: catalog, preserving: preserved) }
        return try ThemeFile.data(for: spec, preserving: preserved)
    }

    public func load() async throws -> StoredValue<ThemeSpec> {
        let document = read()
        guard let spec = document.spec, document.isValid else { throw StoreError.invalidTheme(document.errors) }
        return StoredValue(value: spec)
    }

    /// Saves `spec` atomically, keeping the previous file as the backup.
    public func save(_ spec: ThemeSpec) async throws {
        try AtomicFile(url: url).save(data(for: spec))
    }

    /// When the file last changed on disk, and its size; nil when it does not exist.
    public func stamp() -> FileStamp? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path) else { return nil }
        return FileStamp(
            modified: attributes[.modificationDate] as? Date ?? .distantPast,
            size: (attributes[.size] as? NSNumber)?.intValue ?? 0)
    }
}

/// What tells one version of a file from the next without reading it.
public struct FileStamp: Sendable, Hashable {
    public var modified: Date
    public var size: Int
}
