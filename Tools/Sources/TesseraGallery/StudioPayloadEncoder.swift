import TesseraCore

/// An `Encoder` that builds a `JSONNode`, so the Studio's payloads are written by the core's one
/// JSON writer: members in the order a type encodes them (its declaration order), where
/// `JSONEncoder` on Linux orders an object's members differently from one launch to the next
/// unless it sorts them — and the page reads several objects (`colorDetails`, `motionPreview`,
/// `origins`) in their order. A tree the core hands over (`StudioPayload.Tree` in the Studio) is
/// taken over as it is. It lives beside the page's models, which the Studio and the static style
/// guide share, so both write the page's data alike.
package struct StudioPayloadEncoder: Encoder {
    /// What one value encodes to, filled in as it is encoded.
    package final class Slot {
        package enum Content {
            case unset
            case value(JSONNode)
            case object([(key: String, slot: Slot)])
            case array([Slot])
        }

        package var content = Content.unset

        /// The value encoded; an unset one (nothing was encoded) is `null`.
        var node: JSONNode {
            switch content {
            case .unset: .null
            case .value(let node): node
            case .object(let members): JSONNode(.object(members.map { JSONNode.Member(key: $0.key, value: $0.slot.node) }))
            case .array(let slots): JSONNode(.array(slots.map(\.node)))
            }
        }

        /// The slot of the member `key`, made when it is new (a key encoded twice keeps its place).
        func member(_ key: String) -> Slot {
            var members: [(key: String, slot: Slot)] = if case .object(let existing) = content { existing } else { [] }
            if let found = members.first(where: { $0.key == key }) { return found.slot }
            let slot = Slot()
            members.append((key, slot))
            content = .object(members)
            return slot
        }

        /// A new slot at the end of the array.
        func element() -> Slot {
            var slots: [Slot] = if case .array(let existing) = content { existing } else { [] }
            let slot = Slot()
            slots.append(slot)
            content = .array(slots)
            return slot
        }

        var count: Int { if case .array(let slots) = content { slots.count } else { 0 } }
    }

    package let slot: Slot
    package var codingPath: [any CodingKey] = []
    package var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// `value` as a tree.
    package static func node(_ value: some Encodable) throws -> JSONNode {
        let slot = Slot()
        try value.encode(to: StudioPayloadEncoder(slot: slot))
        return slot.node
    }

    package func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .object = slot.content {} else { slot.content = .object([]) }
        return KeyedEncodingContainer(Keyed(slot: slot, codingPath: codingPath))
    }

    package func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .array = slot.content {} else { slot.content = .array([]) }
        return Unkeyed(slot: slot, codingPath: codingPath)
    }

    package func singleValueContainer() -> any SingleValueEncodingContainer { Single(slot: slot, codingPath: codingPath) }

    struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let slot: Slot
        var codingPath: [any CodingKey]

        mutating func encodeNil(forKey key: Key) throws { slot.member(key.stringValue).content = .value(.null) }

        mutating func encode(_ value: some Encodable, forKey key: Key) throws {
            try value.encode(to: StudioPayloadEncoder(slot: slot.member(key.stringValue), codingPath: codingPath + [key]))
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            StudioPayloadEncoder(slot: slot.member(key.stringValue), codingPath: codingPath + [key]).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            StudioPayloadEncoder(slot: slot.member(key.stringValue), codingPath: codingPath + [key]).unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder { StudioPayloadEncoder(slot: slot.member("super"), codingPath: codingPath) }

        mutating func superEncoder(forKey key: Key) -> any Encoder {
            StudioPayloadEncoder(slot: slot.member(key.stringValue), codingPath: codingPath + [key])
        }
    }

    struct Unkeyed: UnkeyedEncodingContainer {
        let slot: Slot
        var codingPath: [any CodingKey]
        var count: Int { slot.count }

        mutating func encodeNil() throws { slot.element().content = .value(.null) }

        mutating func encode(_ value: some Encodable) throws {
            try value.encode(to: StudioPayloadEncoder(slot: slot.element(), codingPath: codingPath))
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            StudioPayloadEncoder(slot: slot.element(), codingPath: codingPath).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            StudioPayloadEncoder(slot: slot.element(), codingPath: codingPath).unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder { StudioPayloadEncoder(slot: slot.element(), codingPath: codingPath) }
    }

    struct Single: SingleValueEncodingContainer {
        let slot: Slot
        var codingPath: [any CodingKey]

        mutating func encodeNil() throws { slot.content = .value(.null) }
        mutating func encode(_ value: Bool) throws { slot.content = .value(JSONNode(.bool(value))) }
        mutating func encode(_ value: String) throws { slot.content = .value(.string(value)) }
        mutating func encode(_ value: Double) throws { slot.content = .value(.number(value)) }
        mutating func encode(_ value: Float) throws { slot.content = .value(.number(Double(value))) }
        mutating func encode(_ value: Int) throws { slot.content = .value(.number(Double(value))) }
        mutating func encode(_ value: Int8) throws { slot.content = .value(.number(Double(value))) }
        mutating func encode(_ value: Int16) throws { slot.content = .value(.number(Double(value))) }
        mutating func encode(_ value: Int32) throws { slot.content = .value(.number(Double(value))) }
        mutating func encode(_ value: Int64) throws { slot.content = .value(.number(Double(value))) }
        mutating func encode(_ value: UInt) throws { slot.content = .value(.number(Double(value))) }
        mutating func encode(_ value: UInt8) throws { slot.content = .value(.number(Double(value))) }
        mutating func encode(_ value: UInt16) throws { slot.content = .value(.number(Double(value))) }
        mutating func encode(_ value: UInt32) throws { slot.content = .value(.number(Double(value))) }
        mutating func encode(_ value: UInt64) throws { slot.content = .value(.number(Double(value))) }

        mutating func encode(_ value: some Encodable) throws {
            try value.encode(to: StudioPayloadEncoder(slot: slot, codingPath: codingPath))
        }
    }
}
