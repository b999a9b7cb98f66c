public import TesseraCore

/// Resolved tokens in document order, each alias replaced by its value.
public struct TokenSet: Sendable {
    public private(set) var tokens: [DesignToken]
    /// Vendor data written on groups, by the group's dotted name (`""` for the document itself).
    public var groupExtensions: [String: JSONNode]
    private var positions: [String: Int]

    public init(_ tokens: [DesignToken], groupExtensions: [String: JSONNode] = [:]) {
        self.tokens = tokens
        self.groupExtensions = groupExtensions
        positions = Dictionary(
            tokens.enumerated().map { ($0.element.name, $0.offset) }, uniquingKeysWith: { _, last in last })
    }

    /// The token with this dotted name (`color.accent`).
    public subscript(name: String) -> DesignToken? {
        positions[name].map { tokens[$0] }
    }

    /// The token at this path.
    public subscript(path path: [String]) -> DesignToken? { self[path.joined(separator: ".")] }

    public var count: Int { tokens.count }

    /// One DTCG document holding every token at its full path with an explicit `$type` and a
    /// concrete `$value`; descriptions, deprecations and extensions kept.
    public func document() -> JSONNode {
        let root = GroupBuilder()
        for token in tokens {
            var group = root
            for name in token.path.dropLast() { group = group.child(name) }
            var members: [JSONNode.Member] = []
            if let typeName = token.typeName { members.append(.init(key: "$type", value: .string(typeName))) }
            members.append(.init(key: "$value", value: token.value.withoutLocations))
            if let description = token.description {
                members.append(.init(key: "$description", value: .string(description)))
            }
            if let deprecated = token.deprecated {
                members.append(.init(key: "$deprecated", value: deprecated.withoutLocations))
            }
            if let extensions = token.extensions {
                members.append(.init(key: "$extensions", value: extensions.withoutLocations))
            }
            group.set(token.path.last ?? "", JSONNode(.object(members)))
        }
        for (name, extensions) in groupExtensions.sorted(by: { $0.key < $1.key }) {
            var group = root
            for part in name.split(separator: ".") { group = group.child(String(part)) }
            group.extensions = extensions.withoutLocations
        }
        return root.node
    }
}

/// Builds nested groups in insertion order with keyed lookup (linear in the number of tokens).
private final class GroupBuilder {
    private var order: [String] = []
    private var groups: [String: GroupBuilder] = [:]
    private var leaves: [String: JSONNode] = [:]
    var extensions: JSONNode?

    func child(_ name: String) -> GroupBuilder {
        if let existing = groups[name] { return existing }
        let group = GroupBuilder()
        groups[name] = group
        if leaves[name] == nil { order.append(name) }
        return group
    }

    func set(_ name: String, _ node: JSONNode) {
        if leaves[name] == nil, groups[name] == nil { order.append(name) }
        leaves[name] = node
    }

    var node: JSONNode {
        let head = extensions.map { [JSONNode.Member(key: "$extensions", value: $0)] } ?? []
        return JSONNode(
            .object(
                head
                    + order.map { name in
                        switch (leaves[name], groups[name]) {
                        case (let leaf?, let group?):
                            // A token with child tokens (read leniently): the format has the token
                            // as the group's `$root`, so the document stays valid and loses neither.
                            let members = [JSONNode.Member(key: "$root", value: leaf)] + (group.node.members ?? [])
                            return JSONNode.Member(key: name, value: JSONNode(.object(members)))
                        case (let leaf?, _):
                            return JSONNode.Member(key: name, value: leaf)
                        case (nil, let group):
                            return JSONNode.Member(key: name, value: group?.node ?? JSONNode(.object([])))
                        }
                    }))
    }
}

extension JSONNode {
    /// The same value with every location cleared, for writing a new document.
    var withoutLocations: JSONNode {
        switch value {
        case .array(let elements): JSONNode(.array(elements.map(\.withoutLocations)))
        case .object(let members):
            JSONNode(.object(members.map { JSONNode.Member(key: $0.key, value: $0.value.withoutLocations) }))
        default: JSONNode(value)
        }
    }
}
