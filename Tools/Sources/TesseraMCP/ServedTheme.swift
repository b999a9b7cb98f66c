import Foundation
@_spi(TesseraTools) public import TesseraCore
public import TesseraLint
import TesseraSync

/// The theme a server answers about: a theme file, read again whenever it changes on disk, or a
/// built-in preset.
///
/// A file is compiled once per version: its modification date and size are the stamp, so an
/// agent that edits the theme is answered about the edit, and a look-up between edits costs no
/// compile.
public final class ServedTheme: Sendable {
    /// Where the theme comes from.
    public enum Source: Sendable, Hashable {
        /// A theme file, as given on the command line (relative to the working folder).
        case file(String)
        /// A built-in preset, by id.
        case preset(String)
    }

    /// A compiled theme and what it was read from.
    public struct Loaded: Sendable {
        public var theme: CompiledTheme
        /// The file's text, or the preset's.
        public var text: String
        /// What the linter suggests from this theme.
        public var vocabulary: ThemeVocabulary

        init(theme: CompiledTheme, text: String) {
            self.theme = theme
            self.text = text
            vocabulary = ThemeVocabulary(theme: theme)
        }
    }

    public let source: Source
    private let cache = LockedValue<(stamp: Stamp, loaded: Loaded)?>(nil)

    public init(_ source: Source) {
        self.source = source
    }

    /// The theme file's path, or nil for a preset.
    public var path: String? {
        if case .file(let path) = source { path } else { nil }
    }

    /// The theme as it is now. Throws the located diagnostics `tessera validate` prints when the
    /// file does not compile (each naming the file, line and column).
    public func load() throws(ToolError) -> Loaded {
        switch source {
        case .preset(let id):
            guard let preset = Presets.named(id) else {
                throw ToolError.invalidArguments(
                    "no preset '\(id)'; known presets: \(Presets.all.map(\.id).joined(separator: ", "))")
            }
            let text = PresetCatalog.builtIn.sources.first { $0.id == id }?.json ?? ""
            return Loaded(theme: preset.theme, text: text)
        case .file(let path):
            let stamp = Stamp(path: path)
            if let cached = cache.withLock({ $0 }), cached.stamp == stamp, stamp.exists { return cached.loaded }
            guard let data = FileManager.default.contents(atPath: path) else {
                throw ToolError.theme([
                    "\(path):1:1: error: cannot read the theme file; expected the path of a theme (.json) file"
                ])
            }
            let loaded = try Self.compile(data, file: path, shownAs: path)
            cache.withLock { $0 = (stamp, loaded) }
            return loaded
        }
    }

    /// Compiles theme text given in a request (a proposed change): `extends` resolves next to
    /// the served file, and diagnostics name the text `shownAs` so they are not mistaken for the
    /// file on disk.
    public func compileProposed(_ text: String, shownAs name: String) throws(ToolError) -> Loaded {
        try Self.compile(Data(text.utf8), file: path ?? "proposed.json", shownAs: name)
    }

    static func compile(_ data: Data, file: String, shownAs name: String) throws(ToolError) -> Loaded {
        let document = ThemeLoader().load(data, file: file)
        guard let theme = document.theme else {
            let lines = document.diagnostics.filter(\.isError).map { diagnostic -> String in
                var copy = diagnostic
                if copy.file == nil || copy.file == file { copy.file = name }
                return copy.description
            }
            let hint = name == file ? "run `tessera validate \(name)` for the full list" : "nothing was checked"
            throw ToolError.theme(lines + ["error: \(name) has errors; \(hint)"])
        }
        return Loaded(theme: theme, text: String(decoding: data, as: UTF8.self))
    }

    /// A file's version: its modification date and size.
    struct Stamp: Equatable {
        var exists: Bool
        var modified: Date?
        var size: Int?

        init(path: String) {
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)
            exists = attributes != nil
            modified = attributes?[.modificationDate] as? Date
            size = (attributes?[.size] as? NSNumber)?.intValue
        }
    }
}
