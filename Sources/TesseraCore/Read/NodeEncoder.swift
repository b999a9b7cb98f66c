import Foundation

/// An `Encoder` writing straight into a `JSONNode` tree, with no text in between: what
/// `JSONEncoder` followed by `JSONReader` gives, in one pass.
///
/// Contract, as `JSONEncoder` with `.sortedKeys`: numbers are finite (a NaN or an infinity
/// throws `EncodingError.invalidValue`); an integer beyond ±2^53 is kept exact; a key encoded
/// twice keeps its last value; `nil` from `encodeNil` is `null`, and `encodeIfPresent` of
/// `nil` writes nothing; object members come out in UTF-8 order of their keys (a theme file's
/// order is deterministic), or with `.encoded` in the order they were first encoded. A
/// `JSONNode` met on the way is taken over whole, members in its own order. Values encode no
/// `Date`, `Data` or `URL` (theme specifications hold none), so those get no special form.
struct NodeEncoder {
    /// `value` as a tree, its objects' members in `order`.
    static func encode(_ value: some Encodable, order: JSONNode.MemberOrder = .sorted) throws -> JSONNode {
        let root = Slot()
        try root.store(value, path: [])
        return root.node(order: order)
    }

    /// One value being written: empty until encoded, then a leaf, an object or an array.
    /// Containers hold their children as slots, so nested containers write in place.
    final class Slot {
        enum Content {
            case empty
            case leaf(JSONNode.Value)
            /// A tree encoded as a value, kept as it is.
            case tree(JSONNode)
            /// Members in encoding order; a repeated key is resolved in `node(order:)`.
            case object([(key: String, slot: Slot)])
            case array([Slot])
        }

        var content = Content.empty

        /// Encodes `value` here; the plain types skip the `Encoder` round.
        func store<Value: Encodable>(_ value: Value, path: [any CodingKey]) throws {
            switch value {
            case let text as String: content = .leaf(.string(text))
            case let flag as Bool: content = .leaf(.bool(flag))
            case let number as Double: content = .leaf(try Self.number(number, path: path))
            case let number as Int: content = .leaf(Self.integer(number))
            case let tree as JSONNode: content = .tree(tree)
            default: try value.encode(to: Writer(slot: self, codingPath: path))
            }
        }

        /// A new slot for `key` (makes this an object); a key encoded again replaces its value
        /// when the tree is made.
        func member(_ key: String) -> Slot {
            var members = objectMembers()
            let slot = Slot()
            members.append((key, slot))
            content = .object(members)
            return slot
        }

        /// A new last element (makes this an array).
        func appended() -> Slot {
            var elements: [Slot] = []
            if case .array(let existing) = content { elements = existing }
            let slot = Slot()
            content = .empty  // drop the old reference so the append does not copy
            elements.append(slot)
            content = .array(elements)
            return slot
        }

        var count: Int {
            switch content {
            case .array(let elements): elements.count
            case .object(let members): members.count
            case .empty, .leaf, .tree: 0
            }
        }

        func becomeObject() { content = .object(objectMembers()) }

        func becomeArray() {
            if case .array = content { return }
            content = .array([])
        }

        private func objectMembers() -> [(key: String, slot: Slot)] {
            guard case .object(let members) = content else { return [] }
            content = .empty  // drop the old reference so the mutation does not copy
            return members
        }

        func node(order: JSONNode.MemberOrder) -> JSONNode {
            switch content {
            case .empty: return JSONNode(.object([]))
            case .leaf(let value): return JSONNode(value)
            case .tree(let tree): return tree
            case .array(let elements): return JSONNode(.array(elements.map { $0.node(order: order) }))
            case .object(let members):
                let ordered = order == .sorted ? Self.sorted(members) : Self.firstEncoded(members)
                return JSONNode(
                    .object(ordered.map { JSONNode.Member(key: $0.key, value: $0.slot.node(order: order)) }))
            }
        }

        /// `members` in the order their keys were first encoded, each key once with its last value.
        static func firstEncoded(_ members: [(key: String, slot: Slot)]) -> [(key: String, slot: Slot)] {
            var unique: [(key: String, slot: Slot)] = []
            unique.reserveCapacity(members.count)
            var place: [String: Int] = [:]
            for member in members {
                if let index = place[member.key] {
                    unique[index] = member
                } else {
                    place[member.key] = unique.count
                    unique.append(member)
                }
            }
            return unique
        }

        /// `members` sorted by the UTF-8 bytes of their keys, each key once with its last value
        /// (a stable sort keeps repeats in encoding order; the last of each run wins).
        static func sorted(_ members: [(key: String, slot: Slot)]) -> [(key: String, slot: Slot)] {
            let sorted = members.enumerated().sorted { a, b in
                let order = compare(a.element.key, b.element.key)
                return order != 0 ? order < 0 : a.offset < b.offset
            }.map(\.element)
            var unique: [(key: String, slot: Slot)] = []
            unique.reserveCapacity(sorted.count)
            for member in sorted {
                if let previous = unique.last, previous.key == member.key {
                    unique[unique.count - 1] = member
                } else {
                    unique.append(member)
                }
            }
            return unique
        }

        /// The order of `a` and `b` by their UTF-8 bytes (what `JSONEncoder`'s `.sortedKeys` uses).
        static func compare(_ a: String, _ b: String) -> Int {
            var a = a
            var b = b
            return a.withUTF8 { x in
                b.withUTF8 { y in
                    let shared = min(x.count, y.count)
                    if shared > 0, let left = x.baseAddress, let right = y.baseAddress {
                        let order = memcmp(left, right, shared)
                        if order != 0 { return Int(order) }
                    }
                    return x.count - y.count
                }
            }
        }

        static func number(_ number: Double, path: [any CodingKey]) throws -> JSONNode.Value {
            guard number.isFinite else {
                throw EncodingError.invalidValue(
                    number, .init(codingPath: path, debugDescription: "\(number) is not a JSON number"))
            }
            return .number(number)
        }

        static func integer(_ number: some BinaryInteger) -> JSONNode.Value {
            let limit = 1 << 53
            return number > -limit && number < limit ? .number(Double(number)) : .exactInteger("\(number)")
        }
    }

    /// The `Encoder` handed to a value's `encode(to:)`.
    struct Writer: Encoder {
        let slot: Slot
        let codingPath: [any CodingKey]
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            slot.becomeObject()
            return KeyedEncodingContainer(KeyedWriter<Key>(slot: slot, codingPath: codingPath))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            slot.becomeArray()
            return UnkeyedWriter(slot: slot, codingPath: codingPath)
        }

        func singleValueContainer() -> any SingleValueEncodingContainer {
            SingleWriter(slot: slot, codingPath: codingPath)
        }
    }
}
