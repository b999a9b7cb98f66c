/// A closed set of names a theme file may use, decoded with an error that lists the choices.
public protocol SpecEnum: RawRepresentable, CaseIterable, Codable, Sendable, Hashable where RawValue == String {
    /// Other spellings accepted when reading (never written).
    static var aliases: [String: Self] { get }
}

extension SpecEnum {
    public static var aliases: [String: Self] { [:] }

    /// Reads the name (or an alias); anything else is an error that lists the names allowed and suggests the nearest.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        if let value = Self(rawValue: text) ?? Self.aliases[text] {
            self = value
            return
        }
        let names = Self.allCases.map(\.rawValue)
        throw DecodingError.dataCorrupted(
            DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "expected one of \(names.joined(separator: ", ")); found \"\(text)\""
                    + Suggestion.hint(for: text, in: names + Self.aliases.keys),
                underlyingError: (decoder as? NodeDecoder).map { NodeDecoder.LocatedError(location: $0.node.location) })
        )
    }

    /// Writes the name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
