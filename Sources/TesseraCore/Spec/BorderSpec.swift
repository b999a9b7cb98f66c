/// A stroke: a colour role and a width in points.
@_spi(TesseraTools) public struct BorderSpec: Sendable, Hashable, Codable {
    public var color: String
    public var width: Double

    public init(color: String, width: Double) {
        self.color = color
        self.width = width
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case color, width
    }
}
