/// A text role: which text style it scales with, its size, and how it is drawn.
package struct TextRoleSpec: Sendable, Hashable, Codable {
    /// The Apple text style the role scales with under Dynamic Type.
    package var textStyle: TextStyle
    /// `"system"` — the text style's own size at every Dynamic Type size — or a point size at
    /// the default size, scaled relative to `textStyle` the way `UIFontMetrics` scales it.
    package var size: TextSize
    /// Defaults to the text style's own weight.
    package var weight: FontWeight?
    /// The system font's design (`design`: `default`, `serif`, `rounded`, `monospaced`); the fallback for `family`.
    package var design: FontDesign?
    /// The system font's width (`width`); defaults to standard.
    package var width: FontWidth?
    /// A custom font family; the system font (in `design`) is the fallback.
    package var family: String?
    /// Extra space between lines, in points.
    package var lineSpacing: Double?
    /// Line height as a multiple of the font size; an alternative to `lineSpacing`.
    package var lineHeight: Double?
    /// Tracking, in points.
    package var letterSpacing: Double?
    /// Case applied to the text when drawn (`textCase`: `uppercase` or `lowercase`); `nil` leaves it as written.
    package var textCase: TextCase?
    /// The colour role the text draws in.
    package var color: String?
    /// The smallest Dynamic Type size the role follows.
    package var minimumSize: DynamicTypeSize?
    /// The largest Dynamic Type size the role follows (`accessibility1` stops growing there).
    package var maximumSize: DynamicTypeSize?
    /// For a custom role: the built-in role that stands in for it in themes that lack it.
    package var fallback: String?

    /// A text role with every value its file entry has; all but `textStyle` are optional there too.
    package init(
        textStyle: TextStyle, size: TextSize = .system, weight: FontWeight? = nil, design: FontDesign? = nil,
        width: FontWidth? = nil, family: String? = nil, lineSpacing: Double? = nil, lineHeight: Double? = nil,
        letterSpacing: Double? = nil, textCase: TextCase? = nil, color: String? = nil,
        minimumSize: DynamicTypeSize? = nil, maximumSize: DynamicTypeSize? = nil, fallback: String? = nil
    ) {
        self.textStyle = textStyle
        self.size = size
        self.weight = weight
        self.design = design
        self.width = width
        self.family = family
        self.lineSpacing = lineSpacing
        self.lineHeight = lineHeight
        self.letterSpacing = letterSpacing
        self.textCase = textCase
        self.color = color
        self.minimumSize = minimumSize
        self.maximumSize = maximumSize
        self.fallback = fallback
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case textStyle, size, weight, design, width, family, lineSpacing, lineHeight, letterSpacing, textCase, color
        case minimumSize, maximumSize, fallback
    }
}

/// A text role's size: the system size of its text style, or a number of points.
package enum TextSize: Sendable, Hashable, Codable, CustomStringConvertible {
    /// `"system"`: the text style's own size at every Dynamic Type size.
    case system
    /// A point size at the default Dynamic Type size, scaled with the text style.
    case points(Double)

    package init(from decoder: any Decoder) throws {
        switch decoder.scalar() {
        case .number(let points):
            self = .points(points)
        case .string("system"):
            self = .system
        default:
            throw DecodingError.typeMismatch(
                TextSize.self,
                DecodingError.Context(
                    codingPath: decoder.codingPath, debugDescription: "expected \"system\" or a number of points",
                    underlyingError: decoder.locatedError))
        }
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .system: try container.encode("system")
        case .points(let points): try container.encode(points)
        }
    }

    package var description: String {
        switch self {
        case .system: "system"
        case .points(let points): JSONWriter.format(points)
        }
    }
}
