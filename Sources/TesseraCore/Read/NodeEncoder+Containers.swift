import Foundation

// The containers of `NodeEncoder`: each writes into its slot of the tree being built.

extension NodeEncoder {
    struct KeyedWriter<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let slot: Slot
        let codingPath: [any CodingKey]

        mutating func encodeNil(forKey key: Key) { slot.member(key.stringValue).content = .leaf(.null) }

        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            try slot.member(key.stringValue).store(value, path: codingPath + [key])
        }

        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type, forKey key: Key
        ) -> KeyedEncodingContainer<NestedKey> {
            Writer(slot: slot.member(key.stringValue), codingPath: codingPath + [key]).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            Writer(slot: slot.member(key.stringValue), codingPath: codingPath + [key]).unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder {
            Writer(slot: slot.member("super"), codingPath: codingPath + [AnyCodingKey("super")])
        }

        mutating func superEncoder(forKey key: Key) -> any Encoder {
            Writer(slot: slot.member(key.stringValue), codingPath: codingPath + [key])
        }
    }

    struct UnkeyedWriter: UnkeyedEncodingContainer {
        let slot: Slot
        let codingPath: [any CodingKey]
        var count: Int { slot.count }

        private var nextKey: any CodingKey { NodeDecoder.IndexKey(count) }

        mutating func encodeNil() { slot.appended().content = .leaf(.null) }

        mutating func encode<T: Encodable>(_ value: T) throws {
            let key = nextKey
            try slot.appended().store(value, path: codingPath + [key])
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
            NestedKey
        > {
            let key = nextKey
            return Writer(slot: slot.appended(), codingPath: codingPath + [key]).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            let key = nextKey
            return Writer(slot: slot.appended(), codingPath: codingPath + [key]).unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder {
            let key = nextKey
            return Writer(slot: slot.appended(), codingPath: codingPath + [key])
        }
    }

    struct SingleWriter: SingleValueEncodingContainer {
        let slot: Slot
        let codingPath: [any CodingKey]

        mutating func encodeNil() { slot.content = .leaf(.null) }
        mutating func encode(_ value: Bool) { slot.content = .leaf(.bool(value)) }
        mutating func encode(_ value: String) { slot.content = .leaf(.string(value)) }
        mutating func encode(_ value: Double) throws { slot.content = .leaf(try Slot.number(value, path: codingPath)) }
        mutating func encode(_ value: Float) throws {
            slot.content = .leaf(try Slot.number(Double(value), path: codingPath))
        }
        mutating func encode(_ value: Int) { slot.content = .leaf(Slot.integer(value)) }
        mutating func encode(_ value: Int8) { slot.content = .leaf(Slot.integer(value)) }
        mutating func encode(_ value: Int16) { slot.content = .leaf(Slot.integer(value)) }
        mutating func encode(_ value: Int32) { slot.content = .leaf(Slot.integer(value)) }
        mutating func encode(_ value: Int64) { slot.content = .leaf(Slot.integer(value)) }
        mutating func encode(_ value: UInt) { slot.content = .leaf(Slot.integer(value)) }
        mutating func encode(_ value: UInt8) { slot.content = .leaf(Slot.integer(value)) }
        mutating func encode(_ value: UInt16) { slot.content = .leaf(Slot.integer(value)) }
        mutating func encode(_ value: UInt32) { slot.content = .leaf(Slot.integer(value)) }
        mutating func encode(_ value: UInt64) { slot.content = .leaf(Slot.integer(value)) }

        mutating func encode<T: Encodable>(_ value: T) throws {
            try slot.store(value, path: codingPath)
        }
    }
}
