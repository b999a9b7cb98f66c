import TesseraCore
import TesseraGallery

extension StudioPayload {
    /// A JSON value the core hands over as a tree (a theme file's value, the
    /// gallery), written as it is: members in their order. The Studio's encoder takes the tree
    /// over whole; any other encoder is given it value by value.
    public struct Tree: Encodable, Sendable {
        public var node: JSONNode

        public init(_ node: JSONNode) { self.node = node }

        public func encode(to encoder: any Encoder) throws {
            if let encoder = encoder as? StudioPayloadEncoder {
                encoder.slot.content = .value(node)
                return
            }
            switch node.value {
            case .null:
                var container = encoder.singleValueContainer()
                try container.encodeNil()
            case .bool(let value):
                var container = encoder.singleValueContainer()
                try container.encode(value)
            case .number(let value):
                var container = encoder.singleValueContainer()
                try container.encode(value)
            case .exactInteger(let text):
                var container = encoder.singleValueContainer()
                if let value = Int64(text) { try container.encode(value) } else { try container.encode(Double(text) ?? 0) }
            case .string(let value):
                var container = encoder.singleValueContainer()
                try container.encode(value)
            case .array(let elements):
                var container = encoder.unkeyedContainer()
                for element in elements { try container.encode(Tree(element)) }
            case .object(let members):
                var container = encoder.container(keyedBy: Key.self)
                for member in members { try container.encode(Tree(member.value), forKey: Key(member.key)) }
            }
        }

        /// A member's name.
        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(_ name: String) { stringValue = name }
            init?(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }
    }
}
