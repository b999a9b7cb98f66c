public import Foundation

/// Reads, migrates, merges, decodes and compiles theme files, collecting every diagnostic with
/// its file, JSON path, line and column. Loading never throws and never crashes on bad input.
///
/// ```swift
/// let document = ThemeLoader().load(data, file: "brand.json")
/// for problem in document.diagnostics { print(problem) }
/// if let theme = document.theme { … }
/// ```
public struct ThemeLoader: Sendable {
    /// Where `extends` looks up base themes.
    package var catalog: PresetCatalog
    /// The JSON reader (and its nesting limit).
    package var reader: JSONReader
    /// Where the files a path `extends` names are read from (the disk unless a tool says).
    package var baseFiles: BaseFileReader = .disk

    /// A loader resolving `extends` against `catalog`, refusing files nested deeper than
    /// `maximumDepth` arrays and objects.
    public init(catalog: PresetCatalog, maximumDepth: Int = 128) {
        self.catalog = catalog
        reader = JSONReader(maximumDepth: maximumDepth)
    }

    /// How deep arrays and objects may nest before a file is refused.
    package var maximumDepth: Int {
        get { reader.maximumDepth }
        set { reader.maximumDepth = newValue }
    }

    /// Loads a theme file from disk. A file that cannot be read is reported, not thrown.
    /// Diagnostics name the file as the URL was made (a relative path stays relative), and so do
    /// the base files a path `extends` names.
    public func load(contentsOf url: URL) -> ThemeDocument {
        load(contentsOf: url, defaultID: nil)
    }

    /// `load(contentsOf:)`, the theme taking `defaultID` (rather than its file's name) when it
    /// has no id of its own.
    func load(contentsOf url: URL, defaultID: String?) -> ThemeDocument {
        let name = url.relativePath
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: name, isDirectory: &isDirectory) else {
            return .failed([
                Diagnostic(.error, .syntax, "no such file; expected the path of a theme (.json) file", file: name)
            ])
        }
        if isDirectory.boolValue {
            return .failed([
                Diagnostic(
                    .error, .syntax, "this is a directory; expected the path of a theme (.json) file", file: name)
            ])
        }
        do {
            let data = try Data(contentsOf: url)
            return load(data, file: name, isCustomization: false, defaultID: defaultID)
        } catch {
            return .failed([
                Diagnostic(.error, .syntax, "cannot read the file: \(error.localizedDescription)", file: name)
            ])
        }
    }

    /// Loads a theme from JSON text.
    ///
    /// A theme without an `id` of its own compiles with the one its file name gives
    /// (`brand.json` → `brand`); the document's `spec` keeps it unset, so saving writes no id the
    /// file did not have.
    public func load(_ data: Data, file: String? = nil) -> ThemeDocument {
        load(data, file: file, isCustomization: false)
    }

    /// Loads a theme, or with `isCustomization` a saved customisation of the preset it extends,
    /// which is that preset and so takes the preset's identity where it spells none.
    func load(_ data: Data, file: String?, isCustomization: Bool, defaultID: String? = nil) -> ThemeDocument {
        let defaultID = isCustomization ? nil : defaultID ?? file.flatMap(ThemeSpec.defaultID(forFile:))
        var document = loadUnattributed(data, defaultID: defaultID, inheritsIdentity: isCustomization, file: file)
        if let file { document.diagnostics = document.diagnostics.attributed(to: file) }
        return document
    }

    func loadUnattributed(_ data: Data, defaultID: String? = nil, inheritsIdentity: Bool = false, file: String? = nil)
        -> ThemeDocument
    {
        let read: JSONReader.Document
        do {
            read = try reader.read(data)
        } catch {
            return .failed([error.diagnostic])
        }
        return load(
            tree: read.root, warnings: read.warnings, defaultID: defaultID, inheritsIdentity: inheritsIdentity,
            file: file)
    }

    /// Loads a theme from an already-read tree. `defaultID` is the id the theme compiles with
    /// when it has none of its own; `file` is the path the tree is the text of, against which an
    /// `extends` path is resolved (diagnostics are not attributed to it: `load(_:file:)` does that).
    ///
    /// A file that `extends` a preset or another file inherits its values but not its identity
    /// (`id`, `name`, `summary`, `symbol`, `purpose`).
    @_spi(TesseraTools) public func load(
        tree: JSONNode, warnings: [Diagnostic] = [], defaultID: String? = nil, file: String? = nil
    ) -> ThemeDocument {
        load(tree: tree, warnings: warnings, defaultID: defaultID, inheritsIdentity: false, file: file)
    }

    func load(tree: JSONNode, warnings: [Diagnostic], defaultID: String?, inheritsIdentity: Bool, file: String? = nil)
        -> ThemeDocument
    {
        var diagnostics = warnings
        guard tree.members != nil else {
            return .failed(
                diagnostics + [
                    .error(
                        .typeMismatch, "a theme file is a JSON object; found \(tree.kindDescription)",
                        location: tree.location)
                ])
        }
        let migrated = migrate(tree)
        diagnostics += migrated.diagnostics
        guard let overlay = migrated.node else { return .failed(diagnostics) }

        var merged = overlay
        var baseDocument: JSONNode?
        let own = ThemeLayer(source: file.map { .file($0) } ?? .text, tree: overlay)
        var layers = [own]
        if let extends = overlay["extends"] {
            switch resolveBase(extends, writtenIn: file, inheritsIdentity: inheritsIdentity) {
            case .success(let chain):
                baseDocument = chain.base
                merged = chain.base.merged(with: overlay)
                diagnostics += chain.warnings
                layers = chain.layers + [own]
            case .failure(let failure):
                var failed = ThemeDocument.failed(diagnostics + failure.diagnostics)
                failed.overlay = overlay
                return failed
            }
        }
        var document = decodeAndCompile(
            merged, overlay: overlay, base: baseDocument, diagnostics: diagnostics, defaultID: defaultID,
            layers: layers, inheritsIdentity: inheritsIdentity)
        document.writtenVersion = migrated.version
        return document
    }

    func decodeAndCompile(
        _ merged: JSONNode, overlay: JSONNode, base: JSONNode? = nil, diagnostics initial: [Diagnostic],
        defaultID: String? = nil,
        layers: [ThemeLayer] = [], inheritsIdentity: Bool = false
    ) -> ThemeDocument {
        var diagnostics = initial
        // Which layer wrote a value, asked only when a diagnostic needs it: the first few asks
        // walk the layers' trees (a theme of 100,000 roles with one error builds nothing), and
        // past them the layers are indexed once, so that many diagnostics cost no more than one
        // pass each.
        var indexed: ThemeOrigins?
        var asked = 0
        let walking = ThemeOrigins(layers: layers, inheritsIdentity: inheritsIdentity, indexed: false)
        func origins() -> ThemeOrigins {
            if let indexed { return indexed }
            asked += 1
            guard asked > Self.originsWalkedBeforeIndexing else { return walking }
            let built = ThemeOrigins(layers: layers, inheritsIdentity: inheritsIdentity)
            indexed = built
            return built
        }
        func placed(_ diagnostic: Diagnostic) -> Diagnostic {
            Self.inBaseFile(diagnostic, layers: layers, origins: origins) ?? locate(diagnostic, in: merged)
        }
        let report = DecodingReport(base: base)
        let spec: ThemeSpec
        do {
            spec = try NodeDecoder.decode(ThemeSpec.self, from: merged, report: report)
        } catch let error as DecodingError {
            var failed = ThemeDocument.failed(diagnostics + report.diagnostics.map(placed) + [placed(error.diagnostic)])
            failed.overlay = overlay
            failed.layers = layers
            return failed
        } catch {
            return .failed(diagnostics + [.error(.invalidValue, "\(error)")])
        }
        diagnostics += report.diagnostics.map(placed)
        let cascade = Cascade(decodingErrors: report.diagnostics)

        var preserved: [PreservedValue] = []
        var unknownKeys: [(path: JSONPath, known: [String])] = []
        for unknown in report.unknownMembers() where !cascade.explainsUnknownKey(at: unknown.path, known: unknown.known)
        {
            unknownKeys.append((unknown.path, unknown.known ?? []))
            // A key a few edits from one this level knows is a misspelling: ignoring it would
            // silently keep the base's value, so it is an error. Any other unknown key may be
            // a newer version's: reported, and kept for saving.
            if let known = unknown.known, let meant = Suggestion.closest(to: unknown.member.key, in: known) {
                diagnostics.append(
                    placed(
                        .error(
                            .unknownKey,
                            "unknown key \"\(unknown.member.key)\"; did you mean `\(meant)`? (as written it would be ignored)",
                            at: unknown.path, location: unknown.member.keyLocation)))
                continue
            }
            diagnostics.append(
                placed(
                    .warning(
                        .unknownKey, "unknown key \"\(unknown.member.key)\" is not used (it is kept when saving)",
                        at: unknown.path, location: unknown.member.keyLocation)))
            if overlay.node(at: unknown.path) != nil {
                preserved.append(PreservedValue(path: unknown.path, value: unknown.member.value))
            }
        }
        // A spacing step or radius a small edit from one the base has is likely that one misspelt.
        diagnostics += ScaleNames.warnings(overlay: overlay, base: base).map(placed)
        // `$schema` tells editors where the schema is: nothing reads it, and a save keeps it.
        if let schema = overlay["$schema"], schema.stringValue != nil {
            preserved.insert(PreservedValue(path: ["$schema"], value: schema), at: 0)
        }
        let output = ThemeCompiler.compile(spec.identified(by: defaultID))
        diagnostics += output.diagnostics.filter { !cascade.explains($0) }.map {
            Self.inBaseFile($0, layers: layers, origins: origins)
                ?? place(
                    $0, merged: merged, overlay: overlay,
                    base: Self.presetOrigin(of: $0.path, origins: origins) ?? spec.extends)
        }
        let ordered = diagnostics.inReadingOrder().capped()
        return ThemeDocument(
            spec: spec, theme: ordered.containsErrors ? nil : output.theme, diagnostics: ordered,
            overlay: overlay, preserved: preserved, writtenVersion: nil, layers: layers, base: base,
            inheritsIdentity: inheritsIdentity, unknownKeys: unknownKeys)
    }

    /// How many times the loader asks which layer wrote a value by walking the trees before it
    /// indexes them (``ThemeOrigins``).
    static let originsWalkedBeforeIndexing = 16

    /// A diagnostic about a value a base *file* wrote, pointed at that file and the line and
    /// column there; `nil` for any other (a located one is in the theme's own file: base files'
    /// locations are dropped when merging).
    static func inBaseFile(_ diagnostic: Diagnostic, layers: [ThemeLayer], origins: () -> ThemeOrigins) -> Diagnostic? {
        guard !diagnostic.location.isKnown, layers.count > 1,
            let origin = origins().nearestOrigin(of: diagnostic.path),
            origin.isInherited, let file = origin.file
        else { return nil }
        let tree = layers[origin.layer].tree
        var copy = diagnostic
        copy.file = file
        copy.location = nearestLocation(of: diagnostic.path, in: tree) ?? tree.location
        return copy
    }

    /// The preset that wrote the value at `path`, when one did.
    static func presetOrigin(of path: JSONPath, origins: () -> ThemeOrigins) -> String? {
        guard case .preset(let id)? = origins().nearestOrigin(of: path, inheritsIdentity: false)?.source else {
            return nil
        }
        return id
    }

    /// A compiler diagnostic about a value the file inherits from its base preset says so, and
    /// points at the line of the file that caused it — the entry a broken reference names, or
    /// the nearest part of the file on the way to the value — never at a line of the preset.
    private func place(_ diagnostic: Diagnostic, merged: JSONNode, overlay: JSONNode, base: String?) -> Diagnostic {
        guard let base, !diagnostic.location.isKnown, overlay.node(at: diagnostic.path) == nil else {
            return locate(diagnostic, in: merged)
        }
        var copy = diagnostic
        copy.message += " (in a value inherited from `\(base)`)"
        let cause = Self.referencedPath(in: diagnostic) ?? diagnostic.path
        copy.location =
            Self.nearestLocation(of: cause, in: overlay) ?? Self.nearestLocation(of: diagnostic.path, in: overlay)
            ?? overlay["extends"]?.location ?? overlay.location
        return copy
    }

    /// Where the token a reference diagnostic names is defined: `{spacing.xl}` → `layout.spacing.xl`.
    static func referencedPath(in diagnostic: Diagnostic) -> JSONPath? {
        guard diagnostic.code == .unresolvedReference else { return nil }
        return diagnostic.reference?.definitionPath
    }

    /// The location of the deepest node of `path` the file itself has, if it has any of it.
    static func nearestLocation(of path: JSONPath, in overlay: JSONNode) -> TextPosition? {
        var components = path.components
        while !components.isEmpty {
            if let node = overlay.node(at: JSONPath(components)), node.location.isKnown { return node.location }
            components.removeLast()
        }
        return nil
    }

    private func locate(_ diagnostic: Diagnostic, in tree: JSONNode) -> Diagnostic {
        guard !diagnostic.location.isKnown else { return diagnostic }
        var copy = diagnostic
        copy.location = tree.location(of: diagnostic.path)
        return copy
    }

    // MARK: Versions

    struct Migrated {
        var node: JSONNode?
        var version: SpecVersion?
        var diagnostics: [Diagnostic]
    }

    func migrate(_ tree: JSONNode) -> Migrated {
        let current = SpecVersion.current
        let versionNode = tree["specVersion"] ?? tree["version"]
        let key = tree["specVersion"] != nil ? "specVersion" : "version"
        guard let versionNode else {
            return Migrated(
                node: nil, version: nil,
                diagnostics: [
                    .error(
                        .missingValue, "missing \"specVersion\"; add \"specVersion\": \"\(current)\"",
                        location: tree.location)
                ])
        }
        guard let text = versionNode.stringValue, let version = SpecVersion(text) else {
            return Migrated(
                node: nil, version: nil,
                diagnostics: [
                    .error(
                        .invalidValue, "expected a version such as \"\(current)\"; found \(versionNode)", at: [key],
                        location: versionNode.location)
                ])
        }
        if version.major > current.major {
            return Migrated(
                node: nil, version: version,
                diagnostics: [
                    .error(
                        .unsupportedVersion,
                        "this file is for spec version \(version), newer than this Tessera reads (\(current.major).x); update Tessera to read it",
                        at: [key], location: versionNode.location)
                ])
        }
        if version == current { return Migrated(node: tree, version: version, diagnostics: []) }
        if version > current {
            return Migrated(
                node: tree, version: version,
                diagnostics: [
                    .warning(
                        .newerVersion,
                        "this file is for spec version \(version), newer than \(current); keys this version does not know are kept but not used",
                        at: [key], location: versionNode.location)
                ])
        }
        guard var index = Migration.all.firstIndex(where: { $0.from == version }) else {
            return Migrated(
                node: nil, version: version,
                diagnostics: [
                    .error(
                        .unsupportedVersion,
                        "spec version \(version) cannot be migrated; the oldest readable version is \(Migration.oldestReadable)",
                        at: [key], location: versionNode.location)
                ])
        }
        var node = tree
        while index < Migration.all.count {
            node = Migration.all[index].apply(node)
            index += 1
        }
        return Migrated(node: node, version: version, diagnostics: [])
    }
}
