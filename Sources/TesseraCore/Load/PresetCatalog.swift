/// The themes `extends` can name: the built-in presets, optionally with more of an app's own.
///
/// Each entry is JSON text; a preset may itself extend another (every built-in one extends
/// `default`). Resolved documents are merged once and cached.
public struct PresetCatalog: Sendable {
    /// Why a base theme could not be found or read.
    package enum Problem: Error, Sendable {
        case unknown(id: String, known: [String])
        case cycle([String])
        case invalid(id: String, diagnostics: [Diagnostic])

        func diagnostic(at location: TextPosition) -> Diagnostic {
            switch self {
            case .unknown(let id, let known):
                return .error(
                    .unknownPreset,
                    "no preset `\(id)`\(Suggestion.hint(for: id, in: known)); known presets: \(known.joined(separator: ", "))",
                    at: ["extends"], location: location)
            case .cycle(let chain):
                return .error(
                    .extendsCycle,
                    "themes extend each other in a cycle: \(chain.joined(separator: " → ")); one of them must extend a theme outside the cycle",
                    at: ["extends"], location: location)
            case .invalid(let id, let diagnostics):
                let first = diagnostics.first { $0.isError }.map { ": \($0)" } ?? ""
                return .error(
                    .unknownPreset, "the preset `\(id)` is not a valid theme\(first)", at: ["extends"],
                    location: location)
            }
        }
    }

    /// JSON text by id, in display order.
    @_spi(TesseraTools) public let sources: [(id: String, json: String)]
    private let resolved: [String: Result<JSONNode, Problem>]
    /// Each preset's own tree, as written (without locations).
    private let own: [String: JSONNode]

    /// A catalogue of the presets in `sources`, each an id and its theme file's text; presets may extend one another.
    public init(sources: [(id: String, json: String)]) {
        self.sources = sources
        var resolved: [String: Result<JSONNode, Problem>] = [:]
        var own: [String: JSONNode] = [:]
        let byID = Dictionary(sources.map { ($0.id, $0.json) }, uniquingKeysWith: { first, _ in first })
        func resolve(_ id: String, chain: [String]) -> Result<JSONNode, Problem> {
            if let done = resolved[id] { return done }
            if chain.contains(id) { return .failure(.cycle(chain + [id])) }
            guard let json = byID[id] else { return .failure(.unknown(id: id, known: sources.map(\.id))) }
            let node: JSONNode
            do {
                node = try JSONReader().read(json).root.strippingLocations()
            } catch {
                return .failure(.invalid(id: id, diagnostics: [error.diagnostic]))
            }
            own[id] = node
            var result: Result<JSONNode, Problem> = .success(node)
            if let base = node["extends"]?.stringValue {
                result = resolve(base, chain: chain + [id]).map { $0.removingIdentity().merged(with: node) }
            }
            if chain.isEmpty || resolved[id] == nil { resolved[id] = result }
            return result
        }
        for source in sources { _ = resolve(source.id, chain: []) }
        self.resolved = resolved
        self.own = own
    }

    /// The ids, in display order.
    package var ids: [String] { sources.map(\.id) }

    /// The fully merged document of `id`.
    package func resolvedDocument(_ id: String) -> Result<JSONNode, Problem> {
        resolved[id] ?? .failure(.unknown(id: id, known: ids))
    }

    /// The layers `id` merges, base-most first: the preset it extends (and so on), then its own.
    package func layers(_ id: String) -> Result<[ThemeLayer], Problem> {
        if case .failure(let problem) = resolvedDocument(id) { return .failure(problem) }
        var layers: [ThemeLayer] = []
        var next: String? = id
        while let current = next, let tree = own[current], !layers.contains(where: { $0.source == .preset(current) }) {
            layers.insert(ThemeLayer(source: .preset(current), tree: tree), at: 0)
            next = tree["extends"]?.stringValue
        }
        return .success(layers)
    }

    /// This catalog with more themes added after the built-in ones (or replacing them, by id).
    public func adding(_ more: [(id: String, json: String)]) -> PresetCatalog {
        let replaced = Set(more.map(\.id))
        return PresetCatalog(sources: sources.filter { !replaced.contains($0.id) } + more)
    }
}
