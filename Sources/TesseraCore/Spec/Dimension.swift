/// A length in points, or a reference to a named one such as `{spacing.m}` or `{radii.large}`.
package enum Dimension: Sendable, Hashable, Codable, CustomStringConvertible, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral
{
    /// A number of points, written as a number.
    case points(Double)
    /// A token, written as a reference such as `{spacing.m}` or `{radii.large}`.
    case reference(TokenReference)

    package init(floatLiteral value: Double) { self = .points(value) }
    package init(integerLiteral value: Int) { self = .points(Double(value)) }

    package init(from decoder: any Decoder) throws {
        switch decoder.scalar() {
        case .number(let points):
            self = .points(points)
        case .string(let text):
            if let reference = TokenReference(parsing: text) {
                self = .reference(reference)
                return
            }
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription:
                        "expected a number of points or a reference such as \"{spacing.m}\", found \"\(text)\"",
                    underlyingError: decoder.locatedError))
        case .other:
            throw DecodingError.typeMismatch(
                Double.self,
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "expected a number of points or a reference such as \"{spacing.m}\"",
                    underlyingError: decoder.locatedError))
        }
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .points(let points): try container.encode(points)
        case .reference(let reference): try container.encode(reference.description)
        }
    }

    package var description: String {
        switch self {
        case .points(let points): JSONWriter.format(points)
        case .reference(let reference): reference.description
        }
    }
}
