/// The outcome of loading a theme file: the merged specification, the compiled theme when there
/// were no errors, every diagnostic, and the keys this version does not know (kept for saving).
public struct ThemeDocument: Sendable {
    /// The merged specification, when the file could be read and decoded.
    public var spec: ThemeSpec?
    /// The compiled theme; `nil` exactly when `diagnostics` contains an error.
    public var theme: CompiledTheme?
    /// Every problem found, errors and warnings, sorted by file, line, column and path.
    public var diagnostics: [Diagnostic]
    /// The file's own tree, after migration and before merging.
    package var overlay: JSONNode?
    /// Keys this version does not understand, with their values, so a save keeps them.
    public var preserved: [PreservedValue]
    /// The version the file was written for.
    package var writtenVersion: SpecVersion?
    /// The `extends` chain, base-most first, ending with the theme's own layer (see
    /// `origin(of:)`); empty when the file could not be read.
    package var layers: [ThemeLayer] = []
    /// The merged base the theme's own layer was applied to (identity removed unless the theme
    /// is a saved customisation); `nil` for a theme that extends nothing.
    package var base: JSONNode?
    /// Whether the theme takes its identity from its base (a saved customisation of a preset).
    var inheritsIdentity = false
    /// Where decoding met keys nothing reads, in document order, each with the keys read
    /// there (for suggestions).
    var unknownKeys: [(path: JSONPath, known: [String])] = []

    /// Whether the document compiled without errors.
    public var isValid: Bool { theme != nil }

    /// The errors only.
    public var errors: [Diagnostic] { diagnostics.filter(\.isError) }
    /// The warnings only.
    public var warnings: [Diagnostic] { diagnostics.filter { !$0.isError } }

    /// The document as the theme rules' validation of its specification: the compiled theme
    /// and every diagnostic, so an editing session need not compile it again.
    package var compilerOutput: ThemeValidation {
        ThemeValidation(theme: theme, diagnostics: diagnostics)
    }

    static func failed(_ diagnostics: [Diagnostic]) -> ThemeDocument {
        ThemeDocument(spec: nil, theme: nil, diagnostics: diagnostics, overlay: nil, preserved: [], writtenVersion: nil)
    }
}

/// A value at a path that this version of Tessera does not understand.
public struct PreservedValue: Sendable, Hashable {
    package var path: JSONPath
    package var value: JSONNode

    package init(path: JSONPath, value: JSONNode) {
        self.path = path
        self.value = value
    }

    public static func == (lhs: PreservedValue, rhs: PreservedValue) -> Bool {
        lhs.path == rhs.path && lhs.value == rhs.value
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(path) }
}
