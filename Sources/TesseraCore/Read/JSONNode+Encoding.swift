import Foundation

extension JSONNode {
    /// How `init(encoding:memberOrder:)` orders an object's members.
    package enum MemberOrder: Sendable {
        /// By the UTF-8 bytes of their keys, as `JSONEncoder` with `.sortedKeys` writes them:
        /// the same value always gives the same text. Theme files are written so.
        case sorted
        /// In the order they were first encoded — for a type with synthesized `Encodable`, the
        /// order it declares its properties in. For replies whose readers show members in order.
        case encoded
    }

    /// The tree `value` encodes to, with no JSON text in between.
    ///
    /// Contract: as `JSONEncoder` (with `.sortedKeys` when `memberOrder` is `.sorted`) followed
    /// by a read: a key encoded twice keeps its last value (and, with `.encoded`, its first
    /// place); `encodeIfPresent` of `nil` writes nothing; an integer beyond ±2^53 is kept exact.
    /// A `JSONNode` inside `value` is taken over whole, members in its own order.
    ///
    /// - Throws: `EncodingError.invalidValue` for a number JSON cannot hold (a NaN, an infinity),
    ///   and whatever `value`'s own `encode(to:)` throws.
    package init(encoding value: some Encodable, memberOrder: MemberOrder = .sorted) throws {
        self = try NodeEncoder.encode(value, order: memberOrder)
    }
}

/// A tree encodes as the JSON it holds: encoded into another tree it is
/// taken over whole; any other encoder is given it value by value, an object's members in order.
extension JSONNode: Encodable {
    public func encode(to encoder: any Encoder) throws {
        switch value {
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .bool(let flag):
            var container = encoder.singleValueContainer()
            try container.encode(flag)
        case .number(let number):
            var container = encoder.singleValueContainer()
            try container.encode(number)
        case .exactInteger(let digits):
            var container = encoder.singleValueContainer()
            if let integer = Int64(digits) {
                try container.encode(integer)
            } else if let integer = UInt64(digits) {
                try container.encode(integer)
            } else {
                throw EncodingError.invalidValue(
                    digits,
                    .init(codingPath: encoder.codingPath, debugDescription: "\(digits) is beyond 64-bit integers"))
            }
        case .string(let text):
            var container = encoder.singleValueContainer()
            try container.encode(text)
        case .array(let elements):
            var container = encoder.unkeyedContainer()
            for element in elements { try container.encode(element) }
        case .object(let members):
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            for member in members { try container.encode(member.value, forKey: AnyCodingKey(member.key)) }
        }
    }
}
