import Foundation

/// Persists the selected preset and each preset's customisations, apart from one another.
///
/// Layout under `directory`: `selection.json` names the selected preset;
/// `customizations/ID.json` holds a partial theme extending preset `ID`. Writes are atomic and
/// serialised by the actor; unreadable files are quarantined and reported, never overwritten.
public actor ThemeStore {
    /// A saved customisation that was unreadable.
    public struct Recovery: Sendable, Hashable {
        public var presetID: String
        public var quarantinedAt: URL
        public var reason: String
        /// Whether the backup was loaded instead.
        public var restoredFromBackup: Bool
    }

    public let directory: URL
    let fileSystem: any FileSystem
    let catalog: PresetCatalog
    /// Files found unreadable since this store was created.
    public private(set) var recoveries: [Recovery] = []

    public init(directory: URL, fileSystem: any FileSystem = LocalFileSystem(), catalog: PresetCatalog = .builtIn) {
        self.directory = directory
        self.fileSystem = fileSystem
        self.catalog = catalog
    }

    /// A store in the app's Application Support directory (XDG data home on Linux).
    public static func applicationSupport(folder: String = "Tessera") throws -> ThemeStore {
        let base = try FileManager.default.url(for: .applicationSupportDirectory, in: .userDomainMask, appropriateFor: nil, create: true)
        return ThemeStore(directory: base.appendingPathComponent(folder, isDirectory: true))
    }

    // MARK: Selection

    private var selectionFile: AtomicFile {
        AtomicFile(url: directory.appendingPathComponent("selection.json"), fileSystem: fileSystem)
    }

    /// The preset selected last, if one was saved.
    public func loadSelection() throws -> String? {
        let outcome = try selectionFile.load { data in
            guard let id = try JSONReader().read(data).root["preset"]?.stringValue else {
                throw StoreError.invalidSelection
            }
            return id
        }
        switch outcome {
        case .missing: return nil
        case .loaded(let id): return id
        case .recovered(let id, _, _): return id
        }
    }

    /// Remembers the selected preset.
    public func saveSelection(_ presetID: String) throws {
        try selectionFile.save(JSONWriter.data(from: .object(["preset": .string(presetID)])))
    }

    // MARK: Customisations

    func customizationFile(_ presetID: String) -> AtomicFile {
        AtomicFile(url: directory.appendingPathComponent("customizations", isDirectory: true)
            .appendingPathComponent(Self.fileName(for: presetID) + ".json"), fileSystem: fileSystem)
    }

    /// The saved customisation of `presetID`, or `nil` when there is none (or it was unreadable
    /// and had no good backup — see `recoveries`).
    public func loadCustomization(of presetID: String) throws -> ThemeDocument? {
        let loader = ThemeLoader(catalog: catalog)
        let file = customizationFile(presetID)
        let outcome = try file.load { data -> ThemeDocument in
            let document = loader.load(data, file: file.url.path)
            guard document.isValid else { throw StoreError.invalidTheme(document.errors) }
            return document
        }
        switch outcome {
        case .missing:
            return nil
        case .loaded(let document):
            return document
        case .recovered(let document, let quarantine, let reason):
            recoveries.append(Recovery(presetID: presetID, quarantinedAt: quarantine, reason: reason, restoredFromBackup: document != nil))
            return document
        }
    }

    /// Saves `spec` as a partial theme holding only what differs from preset `presetID`.
    public func saveCustomization(_ spec: ThemeSpec, of presetID: String, preserving preserved: [PreservedValue] = []) throws {
        let data = try ThemeFile.overlayData(for: spec, extending: presetID, catalog: catalog, preserving: preserved)
        try customizationFile(presetID).save(data)
    }

    /// Removes the customisation of `presetID` (and its backup).
    public func removeCustomization(of presetID: String) throws {
        try customizationFile(presetID).delete()
    }

    /// A file name for any id: letters a–z, digits, `-` and `_` are kept; everything else,
    /// capitals included (case-insensitive file systems), becomes `%XX`. Distinct ids never collide.
    public static func fileName(for id: String) -> String {
        var name = ""
        for byte in id.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
                name.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                name += String(format: "%%%02X", byte)
            }
        }
        return name.isEmpty ? "%" : name
    }
}

/// Why a store could not use a file.
public enum StoreError: Error, Sendable, CustomStringConvertible {
    case invalidTheme([Diagnostic])
    case invalidSelection

    public var description: String {
        switch self {
        case .invalidTheme(let diagnostics):
            "the saved theme is not valid:\n" + diagnostics.map(\.description).joined(separator: "\n")
        case .invalidSelection:
            "selection.json does not name a preset (expected {\"preset\": \"ID\"})"
        }
    }
}
