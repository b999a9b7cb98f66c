/// A stroke: a colour role and a width in points.
public struct BorderSpec: Sendable, Hashable, Codable {
    /// The colour role the stroke draws in (`color`), by name.
    public var color: String
    /// The stroke's width in points (`width`).
    public var width: Double

    /// A stroke in the colour role `color`, `width` points wide.
    public init(color: String, width: Double) {
        self.color = color
        self.width = width
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case color, width
    }
}
