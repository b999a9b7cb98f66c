public import Foundation

/// Persists the selected preset and each preset's customisations, apart from one another.
///
/// Layout under `directory`: `selection.json` names the selected preset;
/// `customizations/ID.json` holds a partial theme extending preset `ID`. Writes are atomic and
/// serialised by the actor; unreadable files are quarantined and reported, never overwritten.
public actor ThemeStore {
    /// The folder holding `selection.json` and `customizations/`.
    public let directory: URL
    let fileSystem: any FileSystem
    let catalog: PresetCatalog

    /// A store under `directory`, resolving customisations against `catalog`.
    public init(directory: URL, catalog: PresetCatalog = .builtIn) {
        self.init(directory: directory, fileSystem: LocalFileSystem(), catalog: catalog)
    }

    package init(directory: URL, fileSystem: any FileSystem, catalog: PresetCatalog = .builtIn) {
        self.directory = directory
        self.fileSystem = fileSystem
        self.catalog = catalog
    }

    /// A store in the app's Application Support directory (XDG data home on Linux).
    public static func applicationSupport(folder: String = "Tessera") throws -> ThemeStore {
        let base = try FileManager.default.url(
            for: .applicationSupportDirectory, in: .userDomainMask, appropriateFor: nil, create: true)
        return ThemeStore(directory: base.appendingPathComponent(folder, isDirectory: true))
    }

    // MARK: Selection

    private var selectionFile: AtomicFile {
        AtomicFile(url: directory.appendingPathComponent("selection.json"), fileSystem: fileSystem)
    }

    /// The preset selected last, if one was saved and could be read.
    public func loadSelection() throws -> String? {
        try selectionFile.load { data in
            guard let id = try JSONReader().read(data).root["preset"]?.stringValue else {
                throw StoreError.invalidSelection
            }
            return (id, [])
        }.value
    }

    /// Remembers the selected preset.
    public func saveSelection(_ presetID: String) throws {
        try selectionFile.save(JSONWriter.data(from: .object(["preset": .string(presetID)])))
    }

    // MARK: Customisations

    func customizationFile(_ presetID: String) -> AtomicFile {
        AtomicFile(
            url: directory.appendingPathComponent("customizations", isDirectory: true)
                .appendingPathComponent(Self.fileName(for: presetID) + ".json"), fileSystem: fileSystem)
    }

    /// The saved customisation of `presetID`. An unreadable file is set aside and its backup
    /// read instead; `recovery` says what happened.
    public func loadCustomization(of presetID: String) throws -> StoredValue<ThemeDocument> {
        let loader = ThemeLoader(catalog: catalog)
        let file = customizationFile(presetID)
        return try file.load { data in
            let document = loader.load(data, file: file.url.path, isCustomization: true)
            guard document.isValid else { throw StoreError.invalidTheme(document.errors) }
            return (document, [])
        }
    }

    /// Saves `spec` as a partial theme holding only what differs from preset `presetID`.
    public func saveCustomization(_ spec: ThemeSpec, of presetID: String, preserving preserved: [PreservedValue] = [])
        throws
    {
        let data = try ThemeFile.overlayData(
            for: spec, extending: presetID, catalog: catalog, preserving: preserved, isCustomization: true)
        try customizationFile(presetID).save(data)
    }

    /// This store, with every one of `presets` the catalog does not hold added to the themes
    /// customisations extend (a brand from `Presets.brands(in:)`, or a preset of the same id
    /// with other values), so a manager over them saves and reads their customisations too.
    /// Each is added as its whole theme: a brand's base files are not read again.
    nonisolated func knowing(_ presets: [Preset]) -> ThemeStore {
        let unknown = presets.filter { preset in
            !(catalog.ids.contains(preset.id) && Presets.named(preset.id)?.theme === preset.theme)
        }
        guard !unknown.isEmpty else { return self }
        let sources = unknown.compactMap { preset -> (id: String, json: String)? in
            guard let data = try? ThemeFile.standaloneData(for: preset.spec, compact: true) else { return nil }
            return (preset.id, String(decoding: data, as: UTF8.self))
        }
        return ThemeStore(directory: directory, fileSystem: fileSystem, catalog: catalog.adding(sources))
    }

    /// Removes the customisation of `presetID` (and its backup).
    public func removeCustomization(of presetID: String) throws {
        try customizationFile(presetID).delete()
    }

    /// A file name for any id: letters a–z, digits, `-` and `_` are kept; everything else,
    /// capitals included (case-insensitive file systems), becomes `%XX`. Distinct ids never collide.
    static func fileName(for id: String) -> String {
        var name = ""
        for byte in id.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"),
                UInt8(ascii: "_"):
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
    /// A saved customisation does not compile; the diagnostics say why.
    case invalidTheme([Diagnostic])
    /// `selection.json` does not name a preset.
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
