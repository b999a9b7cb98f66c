public import Foundation

/// A JSON value read from a file, with the location it was read at.
///
/// Objects keep their members in file order. Equality compares values only, never locations,
/// so two trees read from differently formatted files compare equal.
public struct JSONNode: Sendable, CustomStringConvertible {
    /// A JSON value without its location.
    public enum Value: Sendable {
        /// `null`.
        case null
        /// `true` or `false`.
        case bool(Bool)
        /// A number a `Double` holds.
        case number(Double)
        /// An integer a `Double` cannot hold exactly (beyond ±2^53), kept as written so that
        /// 64-bit identifiers and counters survive a read and a write.
        case exactInteger(String)
        /// A string.
        case string(String)
        /// An array of values, in order.
        case array([JSONNode])
        /// An object's members, in file order.
        case object([Member])
    }

    /// One `"key": value` pair of an object.
    public struct Member: Sendable {
        /// The member's key.
        public var key: String
        package var keyLocation: TextPosition
        /// The member's value.
        public var value: JSONNode

        /// A member `key` with `value`.
        public init(key: String, keyLocation: TextPosition = .synthesized, value: JSONNode) {
            self.key = key
            self.keyLocation = keyLocation
            self.value = value
        }
    }

    /// The value.
    public var value: Value
    package var location: TextPosition

    /// A node holding `value`, read at `location` (synthesized when built in code).
    public init(_ value: Value, at location: TextPosition = .synthesized) {
        self.value = value
        self.location = location
    }

    /// `null`.
    public static let null = JSONNode(.null)

    /// An object of `pairs`, in order.
    public static func object(_ pairs: KeyValuePairs<String, JSONNode>) -> JSONNode {
        JSONNode(.object(pairs.map { Member(key: $0.key, value: $0.value) }))
    }

    /// A string.
    public static func string(_ text: String) -> JSONNode { JSONNode(.string(text)) }
    /// A number.
    public static func number(_ number: Double) -> JSONNode { JSONNode(.number(number)) }

    // MARK: Access

    /// The members, if this is an object.
    public var members: [Member]? {
        if case .object(let members) = value { members } else { nil }
    }

    /// The elements, if this is an array.
    public var elements: [JSONNode]? {
        if case .array(let elements) = value { elements } else { nil }
    }

    /// The text, if this is a string.
    public var stringValue: String? {
        if case .string(let text) = value { text } else { nil }
    }

    /// The number, if this is one (an exact integer is rounded to the nearest `Double`).
    public var numberValue: Double? {
        switch value {
        case .number(let number): number
        case .exactInteger(let text): Double(text)
        default: nil
        }
    }

    /// Whether this is `null`.
    public var isNull: Bool {
        if case .null = value { true } else { false }
    }

    /// The member named `key` (the last one, should the file repeat it).
    public subscript(key: String) -> JSONNode? {
        // By index, from the end: comparing keys in place, without copying each member, keeps a
        // lookup in an object of thousands of members (a theme's `colors`) cheap.
        guard case .object(let members) = value else { return nil }
        var index = members.endIndex
        while index > members.startIndex {
            index -= 1
            if members[index].key == key { return members[index].value }
        }
        return nil
    }

    /// The node at `path`, if there is one.
    public func node(at path: JSONPath) -> JSONNode? {
        var node = self
        for component in path.components {
            switch component {
            case .key(let key):
                guard let next = node[key] else { return nil }
                node = next
            case .index(let index):
                guard let elements = node.elements, elements.indices.contains(index) else { return nil }
                node = elements[index]
            }
        }
        return node
    }

    /// The best location for `path`: the deepest node along it that exists.
    package func location(of path: JSONPath) -> TextPosition {
        var node = self
        var best = location
        for component in path.components {
            switch component {
            case .key(let key):
                guard let member = node.members?.last(where: { $0.key == key }) else { return best }
                node = member.value
            case .index(let index):
                guard let elements = node.elements, elements.indices.contains(index) else { return best }
                node = elements[index]
            }
            if node.location.isKnown { best = node.location }
        }
        return best
    }

    /// A short name for the kind of value, for messages ("a string", "an object").
    package var kindDescription: String {
        switch value {
        case .null: "null"
        case .bool: "a boolean"
        case .number, .exactInteger: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    public var description: String { JSONWriter.string(from: self, pretty: false) }

    // MARK: Text

    /// Reads JSON text (UTF-8) into a tree with locations. Throws a located error (line and
    /// column) for text that is not JSON or nests deeper than 128 levels; a repeated key keeps
    /// its last value.
    public init(parsing data: Data) throws(Diagnostic) {
        do {
            self = try JSONReader().read(data).root
        } catch {
            throw error.diagnostic
        }
    }

    /// Parses JSON text; see `init(parsing:)` for `Data`.
    public init(parsing text: String) throws(Diagnostic) {
        try self.init(parsing: Data(text.utf8))
    }

    /// The tree as JSON text: pretty (two-space indent, one member per line, a final newline)
    /// or compact, keys in their order or sorted.
    public func text(pretty: Bool = true, sortKeys: Bool = false) -> String {
        JSONWriter.string(from: self, pretty: pretty, sortKeys: sortKeys)
    }

    /// The tree as UTF-8 JSON text, as `text(pretty:sortKeys:)` writes it.
    public func data(pretty: Bool = true, sortKeys: Bool = false) -> Data {
        JSONWriter.data(from: self, pretty: pretty, sortKeys: sortKeys)
    }
}

extension JSONNode: Equatable {
    public static func == (lhs: JSONNode, rhs: JSONNode) -> Bool {
        switch (lhs.value, rhs.value) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.exactInteger(let a), .exactInteger(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)):
            a.count == b.count
                && a.allSatisfy { member in b.contains { $0.key == member.key && $0.value == member.value } }
        default: false
        }
    }
}
