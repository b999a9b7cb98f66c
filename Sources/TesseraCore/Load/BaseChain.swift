import Foundation

/// A theme's resolved `extends` chain below its own file: the layers it merges and the merged
/// base, or the diagnostics that stopped it — each at the `extends` of the file that wrote it,
/// and a base file's own errors with that file's name, line and column.
struct BaseChain {
    /// Base-most first; the theme's own layer is not included.
    var layers: [ThemeLayer] = []
    /// The layers merged (identity removed unless the theme inherits it).
    var base: JSONNode
    /// Warnings reading the base files (each attributed to its file).
    var warnings: [Diagnostic] = []

    /// What stopped a chain: the base files' own errors and the one at the `extends` it failed at.
    struct Failure: Error {
        var diagnostics: [Diagnostic]
    }

    /// The longest chain of files a theme may extend through.
    static let maximumFiles = 64

    /// Whether an `extends` value names a file rather than a preset: it contains a `/` (or
    /// `\`) or ends in `.json`. Preset ids are plain names.
    static func namesFile(_ extends: String) -> Bool {
        extends.contains("/") || extends.contains("\\") || extends.lowercased().hasSuffix(".json")
    }

    /// `file` with `.` and `..` removed where they can be.
    static func normalized(_ file: String) -> String {
        join(file.split(separator: "/").last.map(String.init) ?? file, toDirectoryOf: file)
    }

    /// `relative` joined to the directory of `file`, with `.` and `..` removed where they can
    /// be (a relative result keeps the `..` that climb above its start).
    static func join(_ relative: String, toDirectoryOf file: String) -> String {
        let absolute = file.hasPrefix("/")
        var directory = file.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        directory.removeLast()
        var parts: [String] = []
        for part in directory + relative.split(separator: "/", omittingEmptySubsequences: false).map(String.init) {
            switch part {
            case "", ".":
                continue
            case "..":
                if let last = parts.last, last != ".." {
                    parts.removeLast()
                } else if !absolute {
                    parts.append("..")
                }
            default:
                parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        return absolute ? "/" + joined : (joined.isEmpty ? "." : joined)
    }
}

extension BaseChain {
    /// Whether `data`, after an optional byte-order mark and white space, begins with `{`.
    static func beginsAsObject(_ data: Data) -> Bool {
        var bytes = data[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        let first = bytes.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
        return first == UInt8(ascii: "{")
    }
}

extension ThemeLoader {
    /// The merged base that a theme written in `file` with `"extends": extends` is applied to,
    /// identity removed, read now (base files from `baseFiles`). Throws the error that stopped
    /// the chain (a missing file, a cycle, a base that is not a theme).
    package func base(extending extends: String, writtenIn file: String?) throws(Diagnostic)
        -> JSONNode
    {
        switch resolveBase(JSONNode(.string(extends)), writtenIn: file, inheritsIdentity: false) {
        case .success(let chain):
            return chain.base
        case .failure(let failure):
            throw failure.diagnostics.last { $0.isError }
                ?? .error(.missingBase, "cannot read the base theme `\(extends)`", at: ["extends"])
        }
    }

    /// Resolves the chain that `extends` (written in the file `file`, or in text with no file
    /// when `nil`) starts.
    func resolveBase(_ extends: JSONNode, writtenIn file: String?, inheritsIdentity: Bool) -> Result<
        BaseChain, BaseChain.Failure
    > {
        var fileLayers: [ThemeLayer] = []
        var presetLayers: [ThemeLayer] = []
        var warnings: [Diagnostic] = []
        var node = extends
        var writer = file
        var visited = file.map { [BaseChain.normalized($0)] } ?? []
        var preset: String?
        func failure(_ code: Diagnostic.Code, _ message: String) -> Result<BaseChain, BaseChain.Failure> {
            var diagnostic = Diagnostic.error(code, message, at: ["extends"], location: node.location)
            diagnostic.file = writer
            return .failure(BaseChain.Failure(diagnostics: warnings + [diagnostic]))
        }
        while true {
            guard let name = node.stringValue else {
                return failure(
                    .typeMismatch,
                    "expected the id of a preset or the relative path of a theme file to extend; found \(node.kindDescription)"
                )
            }
            guard BaseChain.namesFile(name) else {
                switch catalog.layers(name) {
                case .success(let layers):
                    presetLayers = layers
                    preset = name
                case .failure(let problem):
                    var diagnostic = problem.diagnostic(at: node.location)
                    diagnostic.file = writer
                    return .failure(BaseChain.Failure(diagnostics: warnings + [diagnostic]))
                }
                break
            }
            guard let from = writer else {
                return failure(
                    .missingBase,
                    "`\(name)` is a file path, which is read relative to the theme's own file, but this theme was not read from a file; load it from its file or extend a preset"
                )
            }
            if name.hasPrefix("/") || name.contains("\\") || (name.count > 1 && name.dropFirst().hasPrefix(":")) {
                return failure(
                    .missingBase,
                    "`\(name)` is not a relative path; `extends` names a base file relative to the file that extends it (such as \"../base/theme.json\")"
                )
            }
            let path = BaseChain.join(name, toDirectoryOf: from)
            if visited.contains(path) {
                return failure(
                    .extendsCycle,
                    "themes extend each other in a cycle: \((visited + [path]).joined(separator: " → ")); one of them must extend a preset, or a base outside the cycle"
                )
            }
            if fileLayers.count >= BaseChain.maximumFiles {
                return failure(.missingBase, "the chain of `extends` is longer than \(BaseChain.maximumFiles) files")
            }
            let data: Data
            switch baseFiles.read(path) {
            case .success(let read): data = read
            case .failure(let problem):
                // The joined path is shown only where it says more than the name.
                let joined = path == name ? "" : " (\(path))"
                return failure(.missingBase, "cannot read the base theme `\(name)`\(joined): \(problem.reason)")
            }
            let notATheme = "the base theme `\(name)` (\(path)) is not a valid theme file"
            // A file that is not a JSON object at all is named, never quoted: `extends` may point
            // anywhere on the machine, and its content must not reach a log.
            guard BaseChain.beginsAsObject(data) else {
                return failure(
                    .invalidBase,
                    "the base theme `\(name)` (\(path)) is not a theme file: a theme file is a JSON object, and this file does not begin with '{'"
                )
            }
            let read: JSONReader.Document
            do {
                read = try reader.read(data)
            } catch {
                warnings += [error.diagnostic].attributed(to: path)
                return failure(.invalidBase, notATheme)
            }
            warnings += read.warnings.attributed(to: path)
            guard read.root.members != nil else {
                warnings += [
                    Diagnostic.error(
                        .typeMismatch, "a theme file is a JSON object; found \(read.root.kindDescription)",
                        location: read.root.location)
                ].attributed(to: path)
                return failure(.invalidBase, notATheme)
            }
            let migrated = migrate(read.root)
            warnings += migrated.diagnostics.attributed(to: path)
            guard let tree = migrated.node else { return failure(.invalidBase, notATheme) }
            fileLayers.insert(ThemeLayer(source: .file(path), tree: tree), at: 0)
            visited.append(path)
            writer = path
            guard let next = tree["extends"] else { break }
            node = next
        }
        let layers = presetLayers + fileLayers
        var base = preset.flatMap { try? catalog.resolvedDocument($0).get() } ?? JSONNode(.object([]))
        for layer in fileLayers { base = base.removingIdentity().merged(with: layer.tree.strippingLocations()) }
        if !inheritsIdentity { base = base.removingIdentity() }
        return .success(BaseChain(layers: layers, base: base, warnings: warnings))
    }
}
