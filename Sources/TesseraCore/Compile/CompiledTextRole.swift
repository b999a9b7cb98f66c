/// A text role with every reference resolved and every default applied.
public struct CompiledTextRole: Sendable, Hashable {
    public var name: String
    public var textStyle: TextStyle
    public var size: TextSize
    public var weight: FontWeight
    public var design: FontDesign
    public var width: FontWidth
    public var family: String?
    public var lineSpacing: Double
    /// Line height as a multiple of the font size, when the theme gave one instead of spacing.
    public var lineHeightMultiple: Double?
    public var letterSpacing: Double
    public var textCase: TextCase
    /// Index of the colour role in the compiled theme's colour table.
    public var colorIndex: Int
    public var minimumSize: DynamicTypeSize
    public var maximumSize: DynamicTypeSize
    /// Whether the theme set `maximumSize` (a deliberate clamp, not an oversight).
    public var isClampedOnPurpose: Bool
}
