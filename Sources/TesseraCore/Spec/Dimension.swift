/// A length in points, or a reference to a named one such as `{spacing.m}` or `{radii.large}`.
public enum Dimension: Sendable, Hashable, Codable, CustomStringConvertible, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    case points(Double)
    case reference(String)

    public init(floatLiteral value: Double) { self = .points(value) }
    public init(integerLiteral value: Int) { self = .points(Double(value)) }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Double.self) {
            self = .points(number)
            return
        }
        guard let text = try? container.decode(String.self) else {
            throw DecodingError.typeMismatch(Double.self, DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "expected a number of points or a reference such as \"{spacing.m}\"",
                underlyingError: (decoder as? NodeDecoder).map { NodeDecoder.LocatedError(location: $0.node.location) }))
        }
        guard text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "expected a number of points or a reference such as \"{spacing.m}\", found \"\(text)\"",
                underlyingError: (decoder as? NodeDecoder).map { NodeDecoder.LocatedError(location: $0.node.location) }))
        }
        self = .reference(String(text.dropFirst().dropLast()))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .points(let points): try container.encode(points)
        case .reference(let path): try container.encode("{\(path)}")
        }
    }

    public var description: String {
        switch self {
        case .points(let points): JSONWriter.format(points)
        case .reference(let path): "{\(path)}"
        }
    }
}
