public import Foundation
@_spi(TesseraTools) public import TesseraCore

/// The outcome of reading token files: the resolved set and every problem found.
public struct TokenResolution: Sendable {
    /// Every token that resolved, in document order.
    public var tokens: TokenSet
    public var diagnostics: [Diagnostic]
    /// The resolver document read, when the file was one.
    public var resolver: ResolverDocument?
    /// The context chosen for each modifier.
    public var contexts: [String: String]
    /// The names of tokens that did not resolve (an error of their own, or a reference to a
    /// token with one).
    var unresolved: Set<String> = []

    /// Whether nothing was an error.
    public var isValid: Bool { !diagnostics.containsErrors }
}

/// Reads DTCG 2025.10 token files and resolver documents into resolved token sets.
///
/// ```swift
/// let reader = DesignTokenReader()
/// let dark = reader.read(contentsOf: URL(fileURLWithPath: "tokens.resolver.json"), inputs: ["appearance": "dark"])
/// let accent = dark.tokens["color.accent"]?.value
/// ```
///
/// Reading never throws and never stops at the first problem: a file that cannot be read, a
/// malformed value and an alias to nothing each become a located ``Diagnostic``.
public struct DesignTokenReader: Sendable {
    public var strictness: Strictness

    public init(strictness: Strictness = .lenient) {
        self.strictness = strictness
    }

    /// Reads a token file or a resolver document (recognised by its content) and resolves it
    /// for `inputs` (modifier name → context, matched case-insensitively).
    public func read(contentsOf url: URL, inputs: [String: String] = [:], shownAs file: String? = nil)
        -> TokenResolution
    {
        let shown = file ?? url.path
        guard let data = FileManager.default.contents(atPath: url.path) else {
            return failure(
                Diagnostic(.error, .missingValue, "cannot read \(shown): no such file, or not readable", file: shown))
        }
        return read(data, file: shown, folder: url.deletingLastPathComponent(), inputs: inputs)
    }

    /// Reads token JSON; `folder` is where a resolver's relative file references are looked up.
    public func read(_ data: Data, file: String?, folder: URL? = nil, inputs: [String: String] = [:]) -> TokenResolution
    {
        let root: JSONNode
        switch JSONNode.parsing(data, file: file) {
        case .success(let parsed): root = parsed
        case .failure(let diagnostic): return failure(diagnostic)
        }
        if ResolverDocument.isResolver(root) {
            let resolver = ResolverDocument(root: root, file: file, folder: folder)
            return resolve(resolver, inputs: inputs)
        }
        if !inputs.isEmpty {
            var result = resolve([TokenSource(file: file, root: root)])
            result.diagnostics.insert(
                Diagnostic(
                    .warning, .unknownKey,
                    "inputs are for resolver documents; \(file ?? "this file") is a token file, so they were ignored",
                    file: file), at: 0)
            return result
        }
        return resolve([TokenSource(file: file, root: root)])
    }

    /// Resolves a resolver document for `inputs`.
    public func resolve(_ resolver: ResolverDocument, inputs: [String: String] = [:]) -> TokenResolution {
        var loader = SourceLoader()
        return resolve(resolver, inputs: inputs, loader: &loader)
    }

    func resolve(_ resolver: ResolverDocument, inputs: [String: String], loader: inout SourceLoader) -> TokenResolution
    {
        var diagnostics = resolver.diagnostics
        let chosen = resolver.contexts(for: inputs)
        diagnostics += chosen.diagnostics
        guard !diagnostics.containsErrors else {
            return TokenResolution(
                tokens: TokenSet([]), diagnostics: diagnostics, resolver: resolver, contexts: chosen.contexts)
        }
        let sources = resolver.sources(for: chosen.contexts, loader: &loader)
        var result = resolve(sources.sources)
        result.diagnostics = diagnostics + sources.diagnostics + result.diagnostics
        result.resolver = resolver
        result.contexts = chosen.contexts
        return result
    }

    /// Merges token documents in order (later tokens replace earlier ones at the same path), then
    /// expands `$extends`, resolves aliases and checks every value.
    public func resolve(_ sources: [TokenSource]) -> TokenResolution {
        var tree = TokenTree()
        for source in sources {
            if source.root.members == nil {
                return failure(
                    Diagnostic(
                        .error, .typeMismatch,
                        "a token document is a JSON object; found \(source.root.kindDescription)",
                        location: source.root.location, file: source.file))
            }
            tree.merge(source)
        }
        var diagnostics: [Diagnostic] = tree.diagnostics
        GroupExtension.expand(&tree, diagnostics: &diagnostics)
        var flattener = TokenFlattener(tree: tree, strictness: strictness)
        flattener.run()
        diagnostics += flattener.diagnostics
        var resolver = AliasResolver(tokens: flattener.tokens, tree: tree, strictness: strictness)
        let tokens = resolver.run()
        diagnostics += resolver.diagnostics
        var tally = flattener.tally
        tally.merge(resolver.tally)
        diagnostics += tally.diagnostics
        var result = TokenResolution(
            tokens: TokenSet(tokens, groupExtensions: flattener.groupExtensions), diagnostics: diagnostics.capped(),
            resolver: nil, contexts: [:])
        result.unresolved = resolver.unresolvedNames
        return result
    }

    /// Checks a token file, or a resolver document with every source in every combination of
    /// contexts (when there are at most 64; otherwise in combinations that choose every context
    /// of every modifier at least once), reporting each problem once.
    public func validate(contentsOf url: URL, shownAs file: String? = nil) -> [Diagnostic] {
        let shown = file ?? url.path
        guard let data = FileManager.default.contents(atPath: url.path) else {
            return [
                Diagnostic(.error, .missingValue, "cannot read \(shown): no such file, or not readable", file: shown)
            ]
        }
        let root: JSONNode
        switch JSONNode.parsing(data, file: shown) {
        case .success(let parsed): root = parsed
        case .failure(let diagnostic): return [diagnostic]
        }
        guard ResolverDocument.isResolver(root) else {
            return resolve([TokenSource(file: shown, root: root)]).diagnostics
        }
        let resolver = ResolverDocument(root: root, file: shown, folder: url.deletingLastPathComponent())
        guard !resolver.diagnostics.containsErrors else { return resolver.diagnostics }
        var loader = SourceLoader()
        var seen: Set<String> = []
        var all: [Diagnostic] = []
        for combination in resolver.validationCombinations() {
            let result = resolve(resolver, inputs: combination, loader: &loader)
            let label = combination.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", ")
            for var diagnostic in result.diagnostics where seen.insert(diagnostic.description).inserted {
                if !label.isEmpty,
                    diagnostic.code == .unresolvedReference || diagnostic.code == .referenceCycle
                        || diagnostic.code == .typeMismatch
                {
                    diagnostic.message += " (with \(label))"
                }
                all.append(diagnostic)
            }
        }
        return all
    }

    private func failure(_ diagnostic: Diagnostic) -> TokenResolution {
        TokenResolution(tokens: TokenSet([]), diagnostics: [diagnostic], resolver: nil, contexts: [:])
    }
}
