/// A JSON object whose member names are the theme's (colour roles, text roles), written in the
/// order given — the theme's order, which the page lists them in — where a dictionary has none.
/// A name given twice keeps its first place and its last value.
public struct OrderedMembers<Value: Encodable & Sendable & Equatable>: Encodable, Sendable, Equatable {
    /// The members, in order.
    public var members: [(name: String, value: Value)]

    public init(_ members: [(name: String, value: Value)]) { self.members = members }

    /// The value of the member `name`, or nil.
    public subscript(name: String) -> Value? { members.last { $0.name == name }?.value }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Name.self)
        for member in members { try container.encode(member.value, forKey: Name(member.name)) }
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.members.count == rhs.members.count
            && zip(lhs.members, rhs.members).allSatisfy { $0.name == $1.name && $0.value == $1.value }
    }

    /// A member's name.
    struct Name: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
