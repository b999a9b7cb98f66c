import Foundation

/// A `Decoder` reading straight from a `JSONNode` tree, so every error knows its line and column
/// and every key no type asks for is found.
struct NodeDecoder: Decoder {
    struct IndexKey: CodingKey {
        var index: Int
        var stringValue: String { "[\(index)]" }
        var intValue: Int? { index }
        init(_ index: Int) { self.index = index }
        init?(stringValue: String) { nil }
        init?(intValue: Int) { self.index = intValue }
    }

    /// Carries a location inside `DecodingError.Context.underlyingError`.
    struct LocatedError: Error {
        var location: TextPosition
    }

    /// The coding path as a linked list, materialised only when asked for (errors, reports).
    final class PathNode {
        let parent: PathNode?
        let key: any CodingKey

        init(parent: PathNode?, key: any CodingKey) {
            self.parent = parent
            self.key = key
        }

        static func codingPath(_ node: PathNode?) -> [any CodingKey] {
            var keys: [any CodingKey] = []
            var current = node
            while let step = current {
                keys.append(step.key)
                current = step.parent
            }
            return keys.reversed()
        }

        static func jsonPath(_ node: PathNode?) -> JSONPath {
            JSONPath(
                codingPath(node).map { key in
                    if let index = key as? IndexKey { .index(index.index) } else { .key(key.stringValue) }
                })
        }
    }

    let node: JSONNode
    let path: PathNode?
    let report: DecodingReport
    let userInfo: [CodingUserInfoKey: Any]

    var codingPath: [any CodingKey] { PathNode.codingPath(path) }

    init(node: JSONNode, path: PathNode? = nil, report: DecodingReport, userInfo: [CodingUserInfoKey: Any]) {
        self.node = node
        self.path = path
        self.report = report
        self.userInfo = userInfo
    }

    init(node: JSONNode, report: DecodingReport) {
        self.init(node: node, report: report, userInfo: [:])
    }

    /// Decodes `T` from `node`, collecting problems and unknown keys in `report`.
    static func decode<T: Decodable>(_ type: T.Type, from node: JSONNode, report: DecodingReport) throws -> T {
        try T(from: NodeDecoder(node: node, report: report))
    }

    func child(_ node: JSONNode, key: any CodingKey) -> NodeDecoder {
        NodeDecoder(node: node, path: PathNode(parent: path, key: key), report: report, userInfo: userInfo)
    }

    func mismatch(_ expected: String, _ type: Any.Type) -> DecodingError {
        .typeMismatch(
            type,
            DecodingError.Context(
                codingPath: codingPath,
                debugDescription: "expected \(expected), found \(node.kindDescription)",
                underlyingError: LocatedError(location: node.location)))
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard let members = node.members else { throw mismatch("an object", [String: Any].self) }
        let access = report.registerObject(path: path, node: node, keyType: Key.self, count: members.count)
        return KeyedDecodingContainer(KeyedContainer<Key>(decoder: self, members: members, access: access))
    }

    /// Every member of this object decoded as `Value`, by name, in one pass over the members (the
    /// reader has already removed duplicate keys). A member that fails is reported and left out.
    func table<Value: Decodable>(_ type: Value.Type) throws -> [String: Value] {
        guard let members = node.members else { throw mismatch("an object", [String: Any].self) }
        let access = report.registerObject(path: path, node: node, keyType: AnyCodingKey.self, count: members.count)
        var table: [String: Value] = [:]
        table.reserveCapacity(members.count)
        for (position, member) in members.enumerated() {
            access.accessed[position] = true
            guard !member.value.isNull else { continue }
            let entry = child(member.value, key: AnyCodingKey(member.key))
            do {
                table[member.key] = try Value(from: entry)
            } catch let error as DecodingError {
                entry.reportFailure(error, decoding: Value.self)
            }
        }
        return table
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard let elements = node.elements else { throw mismatch("an array", [Any].self) }
        return UnkeyedContainer(decoder: self, elements: elements)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleValueContainer(decoder: self)
    }
}

// MARK: - Keyed

private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: NodeDecoder
    let members: [JSONNode.Member]
    let access: DecodingReport.ObjectAccess
    let index: [String: Int]?

    init(decoder: NodeDecoder, members: [JSONNode.Member], access: DecodingReport.ObjectAccess) {
        self.decoder = decoder
        self.members = members
        self.access = access
        // Large objects (many custom roles) get a hash index; small ones are scanned.
        if members.count > 12 {
            var index: [String: Int] = [:]
            for (position, member) in members.enumerated() { index[member.key] = position }
            self.index = index
        } else {
            self.index = nil
        }
    }

    var codingPath: [any CodingKey] { decoder.codingPath }
    var allKeys: [Key] { members.compactMap { Key(stringValue: $0.key) } }

    func member(_ key: Key) -> JSONNode? {
        let name = key.stringValue
        let position = index.map { $0[name] } ?? members.lastIndex { $0.key == name }
        guard let position else { return nil }
        access.accessed[position] = true
        return members[position].value
    }

    func require(_ key: Key) throws -> JSONNode {
        guard let node = member(key) else {
            throw DecodingError.keyNotFound(
                key,
                DecodingError.Context(
                    codingPath: codingPath, debugDescription: "missing \"\(key.stringValue)\"",
                    underlyingError: NodeDecoder.LocatedError(location: decoder.node.location)))
        }
        return node
    }

    func contains(_ key: Key) -> Bool { member(key) != nil }

    func decodeNil(forKey key: Key) throws -> Bool {
        try require(key).isNull
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try T(from: decoder.child(try require(key), key: key))
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let node = member(key), !node.isNull else { return nil }
        return try T(from: decoder.child(node, key: key))
    }

    // Leaves read straight from the node, without a child decoder (most values are leaves).

    @inline(__always)
    func scalar<T>(_ key: Key, _ expected: String, _ read: (JSONNode.Value) -> T?) throws -> T {
        let node = try require(key)
        if let value = read(node.value) { return value }
        throw decoder.child(node, key: key).mismatch(expected, T.self)
    }

    @inline(__always)
    func optionalScalar<T>(_ key: Key, _ expected: String, _ read: (JSONNode.Value) -> T?) throws -> T? {
        guard let node = member(key), !node.isNull else { return nil }
        if let value = read(node.value) { return value }
        throw decoder.child(node, key: key).mismatch(expected, T.self)
    }

    static func string(_ value: JSONNode.Value) -> String? {
        if case .string(let text) = value { text } else { nil }
    }

    static func double(_ value: JSONNode.Value) -> Double? {
        switch value {
        case .number(let number): number
        case .exactInteger(let text): Double(text)
        default: nil
        }
    }

    static func bool(_ value: JSONNode.Value) -> Bool? {
        if case .bool(let flag) = value { flag } else { nil }
    }

    func decode(_ type: String.Type, forKey key: Key) throws -> String { try scalar(key, "a string", Self.string) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try scalar(key, "a number", Self.double) }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try scalar(key, "true or false", Self.bool) }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        try optionalScalar(key, "a string", Self.string)
    }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
        try optionalScalar(key, "a number", Self.double)
    }
    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        try optionalScalar(key, "true or false", Self.bool)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try decoder.child(try require(key), key: key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try decoder.child(try require(key), key: key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder { decoder }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        decoder.child(try require(key), key: key)
    }
}

// MARK: - Unkeyed

private struct UnkeyedContainer: UnkeyedDecodingContainer {
    let decoder: NodeDecoder
    let elements: [JSONNode]
    var currentIndex = 0

    init(decoder: NodeDecoder, elements: [JSONNode]) {
        self.decoder = decoder
        self.elements = elements
    }

    var codingPath: [any CodingKey] { decoder.codingPath }
    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    mutating func next() throws -> NodeDecoder {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                Any.self,
                DecodingError.Context(
                    codingPath: codingPath, debugDescription: "the array has too few elements",
                    underlyingError: NodeDecoder.LocatedError(location: decoder.node.location)))
        }
        defer { currentIndex += 1 }
        return decoder.child(elements[currentIndex], key: NodeDecoder.IndexKey(currentIndex))
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, elements[currentIndex].isNull else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try T(from: try next())
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<
        NestedKey
    > {
        try next().container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try next().unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder { try next() }
}

// MARK: - Single value

private struct SingleValueContainer: SingleValueDecodingContainer {
    let decoder: NodeDecoder
    var codingPath: [any CodingKey] { decoder.codingPath }

    func decodeNil() -> Bool { decoder.node.isNull }

    func decode(_ type: Bool.Type) throws -> Bool {
        guard case .bool(let flag) = decoder.node.value else { throw decoder.mismatch("true or false", type) }
        return flag
    }

    func decode(_ type: String.Type) throws -> String {
        guard let text = decoder.node.stringValue else { throw decoder.mismatch("a string", type) }
        return text
    }

    func decode(_ type: Double.Type) throws -> Double {
        guard let number = decoder.node.numberValue else { throw decoder.mismatch("a number", type) }
        return number
    }

    func decode(_ type: Float.Type) throws -> Float { Float(try decode(Double.self)) }

    func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        if case .exactInteger(let text) = decoder.node.value, let value = T(text) { return value }
        let number = try decode(Double.self)
        guard let value = T(exactly: number) else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: codingPath,
                    debugDescription: number == number.rounded()
                        ? "expected a whole number between \(T.min) and \(T.max), found \(JSONWriter.format(number))"
                        : "expected a whole number, found \(JSONWriter.format(number))",
                    underlyingError: NodeDecoder.LocatedError(location: decoder.node.location)))
        }
        return value
    }

    func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try T(from: decoder)
    }
}

/// A value seen as a number or a string, without throwing.
enum Scalar {
    case number(Double)
    case string(String)
    case other
}

extension Decoder {
    /// The value being decoded as a scalar. Under the theme reader this reads the node directly;
    /// under other decoders it tries a number, then a string.
    func scalar() -> Scalar {
        if let node = (self as? NodeDecoder)?.node {
            switch node.value {
            case .number(let number): return .number(number)
            case .exactInteger(let text): return Double(text).map(Scalar.number) ?? .other
            case .string(let text): return .string(text)
            default: return .other
            }
        }
        guard let container = try? singleValueContainer() else { return .other }
        if let number = try? container.decode(Double.self) { return .number(number) }
        if let text = try? container.decode(String.self) { return .string(text) }
        return .other
    }

    /// A location for errors about this value, when the theme reader is decoding.
    var locatedError: (any Error)? {
        (self as? NodeDecoder).map { NodeDecoder.LocatedError(location: $0.node.location) }
    }
}
