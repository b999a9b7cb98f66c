/// How a value a theme file writes as one string (`"1.0"`, `"{spacing.m}"`) decodes and encodes.
enum WrittenString {
    /// The string at `decoder`, parsed by `parse`; a string it refuses is reported as not being
    /// `expected` (`a version "MAJOR.MINOR"`).
    static func decode<Value>(from decoder: any Decoder, expected: String, _ parse: (String) -> Value?) throws -> Value
    {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let value = parse(text) else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath, debugDescription: "expected \(expected), found \"\(text)\""))
        }
        return value
    }

    /// Writes `text` as a single string value.
    static func encode(_ text: String, to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}
