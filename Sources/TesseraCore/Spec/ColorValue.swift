/// A colour as a theme file writes it: a hex literal, a reference to another token, or a
/// DTCG-style colour object. Parsing and checking happen when the theme is compiled, so every
/// bad value in a file is reported at once.
public enum ColorValue: Sendable, Hashable, Codable, CustomStringConvertible {
    /// `#RGB`, `#RRGGBB` or `#RRGGBBAA` (alpha last), as written.
    case hex(String)
    /// `{palette.blue.600}` or `{colors.accent}`.
    case reference(TokenReference)
    /// A colour in a named colour space (`srgb`, `display-p3`, `oklch`).
    case components(ColorComponents)

    public init(from decoder: any Decoder) throws {
        if case .string(let text) = decoder.scalar() {
            self = ColorValue(parsing: text)
            return
        }
        // Most colours are written as text, so a number or a list is answered with what a colour
        // is, not with the colour object's members.
        if let node = (decoder as? NodeDecoder)?.node, node.members == nil {
            throw DecodingError.typeMismatch(
                ColorValue.self,
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription:
                        "expected a colour: a hex string such as \"#1E40AF\", a reference such as \"{palette.blue.600}\", "
                        + "or an object with colorSpace and components; found \(node.kindDescription)",
                    underlyingError: decoder.locatedError))
        }
        self = .components(try ColorComponents(from: decoder))
    }

    /// Classifies a written colour: braces make a reference, anything else a hex literal.
    public init(parsing text: String) {
        if let reference = TokenReference(parsing: text) {
            self = .reference(reference)
        } else {
            self = .hex(text)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .hex(let text):
            var container = encoder.singleValueContainer()
            try container.encode(text)
        case .reference(let reference):
            var container = encoder.singleValueContainer()
            try container.encode(reference.description)
        case .components(let components):
            try components.encode(to: encoder)
        }
    }

    public var description: String {
        switch self {
        case .hex(let text): text
        case .reference(let reference): reference.description
        case .components(let components):
            "\(components.colorSpace.rawValue)(\(components.components.map { "\($0)" }.joined(separator: " ")))"
        }
    }
}

/// A DTCG colour object: `{"colorSpace": "display-p3", "components": [1, 0.2, 0.1], "alpha": 1}`.
public struct ColorComponents: Sendable, Hashable, Codable {
    /// The colour spaces a theme may write colours in.
    public enum Space: String, SpecEnum {
        /// sRGB, gamma-encoded, components 0…1.
        case srgb
        /// Display P3, gamma-encoded, components 0…1.
        case displayP3 = "display-p3"
        /// OKLCH: lightness 0…1, chroma, hue in degrees.
        case oklch
        /// OKLab: lightness 0…1, a and b.
        case oklab
        /// Linear-light sRGB, components 0…1.
        case srgbLinear = "srgb-linear"
    }

    /// The space the components are in.
    public var colorSpace: Space
    /// The three components, in the space's order.
    public var components: [Double]
    /// The opacity 0…1; `nil` is opaque.
    public var alpha: Double?
    /// An sRGB fallback some tools write beside the components; informational.
    public var hex: String?

    /// A colour of `components` in `colorSpace`.
    public init(colorSpace: Space, components: [Double], alpha: Double? = nil, hex: String? = nil) {
        self.colorSpace = colorSpace
        self.components = components
        self.alpha = alpha
        self.hex = hex
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case colorSpace, components, alpha, hex
    }
}

extension ColorValue {
    /// The value as a theme file writes it: a string for a hex literal or a reference, an
    /// object for a colour object. Throws only for a colour object with a number JSON cannot
    /// hold (NaN, infinity), which no compiled theme has.
    public func jsonTree() throws -> JSONNode {
        try NodeEncoder.encode(self)
    }
}
