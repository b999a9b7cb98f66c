public import Foundation
@_spi(TesseraTools) public import TesseraCore

/// A DTCG 2025.10 resolver document: token sets, modifiers with contexts, and the order in which
/// they merge into one token set for a choice of inputs (`appearance=dark`, `contrast=increased`).
///
/// Recognised by its content (a `resolutionOrder`), never by its file name. Same-document
/// pointers and relative file references (`{"$ref": "tokens/base.json"}`, optionally with a
/// `#/pointer` fragment) are supported.
public struct ResolverDocument: Sendable {
    /// One modifier: a named choice among contexts.
    public struct Modifier: Sendable, Hashable {
        public var name: String
        public var contexts: [String]
        public var defaultContext: String?
        public var description: String?
    }

    public var name: String?
    public var description: String?
    /// The modifiers that `resolutionOrder` uses, in its order.
    public private(set) var modifiers: [Modifier] = []
    /// Problems in the document's structure (found on reading).
    public private(set) var diagnostics: [Diagnostic] = []

    let root: JSONNode
    let file: String?
    let folder: URL?
    var order: [OrderItem] = []

    enum OrderItem: Sendable {
        case set(name: String, sources: [JSONNode], path: JSONPath)
        case modifier(Modifier, sources: [String: [JSONNode]], path: JSONPath)
    }

    /// Whether a JSON document is a resolver document rather than a token file.
    public static func isResolver(_ root: JSONNode) -> Bool {
        if root["resolutionOrder"] != nil { return true }
        return root["version"]?.stringValue != nil
            && (root["sets"]?.members != nil || root["modifiers"]?.members != nil)
    }

    /// Reads the structure of a resolver; file sources are loaded when resolving.
    public init(root: JSONNode, file: String?, folder: URL?) {
        self.root = root
        self.file = file
        self.folder = folder
        name = root["name"]?.stringValue
        description = root["description"]?.stringValue
        readStructure()
        // Sets and modifiers are read where declared and again where `resolutionOrder` uses them.
        var seen: Set<String> = []
        diagnostics = diagnostics.filter { seen.insert($0.description).inserted }
    }

    private mutating func error(_ code: Diagnostic.Code, _ message: String, _ path: JSONPath, _ location: TextPosition)
    {
        diagnostics.append(Diagnostic(.error, code, message, at: path, location: location, file: file))
    }

    /// The properties the resolver module defines (its schema allows no others).
    static let rootKeys = [
        "$schema", "name", "version", "description", "sets", "modifiers", "resolutionOrder", "$defs",
    ]
    static let setKeys = ["description", "sources", "$extensions"]
    static let modifierKeys = ["description", "contexts", "default", "$extensions"]
    /// What an inline set or modifier in `resolutionOrder` has besides.
    static let inlineKeys = ["name", "type"]

    /// Reports every property of `node` that is not one of `allowed`, at its key.
    private mutating func rejectUnknownKeys(of node: JSONNode, allowed: [String], what: String, path: JSONPath) {
        for member in node.members ?? [] where !allowed.contains(member.key) {
            error(
                .unknownKey,
                "unknown \(what) property `\(member.key)`; a \(what) has \(allowed.joined(separator: ", "))",
                path.appending(member.key), member.keyLocation)
        }
    }

    private mutating func readStructure() {
        guard root.members != nil else {
            error(
                .typeMismatch, "a resolver document is an object; found \(root.kindDescription)", .root, root.location)
            return
        }
        rejectUnknownKeys(of: root, allowed: Self.rootKeys, what: "resolver document", path: .root)
        if let version = root["version"] {
            if version.stringValue != "2025.10" {
                error(
                    .unsupportedVersion, "`version` must be \"2025.10\"; found \(version.description)", ["version"],
                    version.location)
            }
        } else {
            error(.missingValue, "a resolver document needs `\"version\": \"2025.10\"`", .root, root.location)
        }
        for key in ["sets", "modifiers"] {
            if let node = root[key], node.members == nil {
                error(
                    .typeMismatch, "`\(key)` must be an object of named \(key); found \(node.kindDescription)", [key],
                    node.location)
            }
        }
        for member in root["sets"]?.members ?? [] {
            _ = readSet(member.value, path: ["sets", member.key])
        }
        for member in root["modifiers"]?.members ?? [] {
            _ = readModifier(member.value, name: member.key, path: ["modifiers", member.key])
        }
        guard let items = root["resolutionOrder"]?.elements else {
            let node = root["resolutionOrder"] ?? root
            error(
                .missingValue, "a resolver document needs `resolutionOrder`, an array of sets and modifiers",
                ["resolutionOrder"], node.location)
            return
        }
        if items.isEmpty, let node = root["resolutionOrder"] {
            error(
                .missingValue, "`resolutionOrder` needs at least one set or modifier", ["resolutionOrder"],
                node.location)
        }
        var names: Set<String> = []
        for (index, item) in items.enumerated() {
            let path = JSONPath([.key("resolutionOrder"), .index(index)])
            if let reference = item["$ref"] {
                guard let pointer = reference.stringValue, let segments = DTCGReference.pointerSegments(pointer),
                    segments.count == 2,
                    segments[0] == "sets" || segments[0] == "modifiers"
                else {
                    error(
                        .invalidValue,
                        "an entry of `resolutionOrder` refers to `#/sets/NAME` or `#/modifiers/NAME`; found \(reference.description)",
                        path, reference.location)
                    continue
                }
                guard let target = root.node(atKeys: segments) else {
                    error(
                        .unresolvedReference, "\(pointer) names no \(segments[0] == "sets" ? "set" : "modifier")", path,
                        reference.location)
                    continue
                }
                if !names.insert(segments[1]).inserted {
                    error(
                        .invalidValue, "`\(segments[1])` appears twice in `resolutionOrder`", path, reference.location)
                }
                appendItem(
                    kind: segments[0] == "sets" ? "set" : "modifier", name: segments[1], node: target,
                    path: JSONPath(segments.map { .key($0) }))
                continue
            }
            guard item.members != nil else {
                error(
                    .typeMismatch,
                    "an entry of `resolutionOrder` is a `{\"$ref\"}` or an inline set or modifier; found \(item.kindDescription)",
                    path, item.location)
                continue
            }
            guard let name = item["name"]?.stringValue, let type = item["type"]?.stringValue,
                type == "set" || type == "modifier"
            else {
                error(
                    .missingValue, "an inline set or modifier needs `name` and `type` (\"set\" or \"modifier\")", path,
                    item.location)
                continue
            }
            if !names.insert(name).inserted {
                error(
                    .invalidValue, "`\(name)` appears twice in `resolutionOrder`", path.appending("name"),
                    item["name"]?.location ?? item.location)
            }
            appendItem(kind: type, name: name, node: item, path: path)
        }
    }

    private mutating func appendItem(kind: String, name: String, node: JSONNode, path: JSONPath) {
        if kind == "set" {
            if let sources = readSet(node, path: path) { order.append(.set(name: name, sources: sources, path: path)) }
        } else if let (modifier, sources) = readModifier(node, name: name, path: path) {
            order.append(.modifier(modifier, sources: sources, path: path))
            if !modifiers.contains(where: { $0.name == name }) { modifiers.append(modifier) }
        }
    }

    private func sourceArray(_ node: JSONNode?) -> [JSONNode]? { node?.elements }

    private mutating func readSet(_ node: JSONNode, path: JSONPath) -> [JSONNode]? {
        rejectUnknownKeys(
            of: node, allowed: Self.setKeys + (path.isInline ? Self.inlineKeys : []), what: "set", path: path)
        guard let sources = node["sources"]?.elements else {
            error(
                .missingValue, "a set needs `sources`, an array of token documents or `{\"$ref\"}`", path, node.location
            )
            return nil
        }
        for (index, source) in sources.enumerated() {
            checkSource(source, path: path.appending("sources").appending(index: index), inModifier: false)
        }
        return sources
    }

    private mutating func readModifier(_ node: JSONNode, name: String, path: JSONPath) -> (
        Modifier, [String: [JSONNode]]
    )? {
        rejectUnknownKeys(
            of: node, allowed: Self.modifierKeys + (path.isInline ? Self.inlineKeys : []), what: "modifier", path: path)
        guard let contexts = node["contexts"]?.members else {
            error(
                .missingValue, "a modifier needs `contexts`, an object of context names to sources", path, node.location
            )
            return nil
        }
        if contexts.isEmpty {
            error(
                .missingValue, "a modifier needs at least one context", path.appending("contexts"),
                node["contexts"]?.location ?? node.location)
            return nil
        }
        if contexts.count == 1 {
            // "Tools SHOULD throw an error for modifiers with only 1 context" (resolver module, Modifiers).
            error(
                .invalidValue,
                "modifier `\(name)` has one context; a modifier chooses among two or more (use a set instead)",
                path.appending("contexts"), node["contexts"]?.location ?? node.location)
        }
        var sources: [String: [JSONNode]] = [:]
        for context in contexts {
            guard let list = context.value.elements else {
                error(
                    .typeMismatch,
                    "context `\(context.key)` must be an array of sources; found \(context.value.kindDescription)",
                    path.appending("contexts").appending(context.key), context.value.location)
                continue
            }
            for (index, source) in list.enumerated() {
                checkSource(
                    source, path: path.appending("contexts").appending(context.key).appending(index: index),
                    inModifier: true)
            }
            sources[context.key] = list
        }
        var defaultContext: String?
        if let value = node["default"] {
            if let text = value.stringValue, contexts.contains(where: { $0.key == text }) {
                defaultContext = text
            } else {
                error(
                    .invalidValue,
                    "`default` must be one of the contexts (\(contexts.map(\.key).joined(separator: ", "))); found \(value.description)",
                    path.appending("default"), value.location)
            }
        }
        let modifier = Modifier(
            name: name, contexts: contexts.map(\.key), defaultContext: defaultContext,
            description: node["description"]?.stringValue)
        return (modifier, sources)
    }

    private mutating func checkSource(_ source: JSONNode, path: JSONPath, inModifier: Bool) {
        guard source.members != nil else {
            error(
                .typeMismatch, "a source is a token document or `{\"$ref\"}`; found \(source.kindDescription)", path,
                source.location)
            return
        }
        guard let reference = source["$ref"] else { return }
        guard let text = reference.stringValue else {
            error(.typeMismatch, "`$ref` must be a string", path.appending("$ref"), reference.location)
            return
        }
        guard text.hasPrefix("#") else { return }
        guard let segments = DTCGReference.pointerSegments(text) else {
            error(
                .invalidValue, "malformed JSON Pointer \(reference.description)", path.appending("$ref"),
                reference.location)
            return
        }
        if segments.first == "modifiers" {
            error(
                .invalidValue,
                "only `resolutionOrder` may refer to a modifier; a \(inModifier ? "modifier" : "set") cannot (\(text))",
                path.appending("$ref"), reference.location)
        } else if segments.first == "resolutionOrder" {
            error(
                .invalidValue, "nothing may refer into `resolutionOrder` (\(text))", path.appending("$ref"),
                reference.location)
        } else if root.node(atKeys: segments) == nil {
            error(
                .unresolvedReference, "\(text) points to nothing in the document", path.appending("$ref"),
                reference.location)
        }
    }
}

extension JSONPath {
    /// Whether this is the path of an inline set or modifier: an entry of `resolutionOrder`.
    fileprivate var isInline: Bool { components.first == .key("resolutionOrder") }
}
