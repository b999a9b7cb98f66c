/// A stroke: a colour role and a width in points.
package struct BorderSpec: Sendable, Hashable, Codable {
    /// The colour role the stroke draws in (`color`), by name.
    package var color: String
    /// The stroke's width in points (`width`).
    package var width: Double

    /// A stroke in the colour role `color`, `width` points wide.
    package init(color: String, width: Double) {
        self.color = color
        self.width = width
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case color, width
    }
}
