/// A text role with every reference resolved and every default applied.
@usableFromInline
package struct CompiledTextRole: Sendable, Hashable {
    package var name: String
    package var textStyle: TextStyle
    package var size: TextSize
    package var weight: FontWeight
    package var design: FontDesign
    package var width: FontWidth
    package var family: String?
    package var lineSpacing: Double
    /// Line height as a multiple of the font size, when the theme gave one instead of spacing.
    package var lineHeightMultiple: Double?
    package var letterSpacing: Double
    package var textCase: TextCase
    /// Index of the colour role in the compiled theme's colour table.
    package var colorIndex: Int
    package var minimumSize: DynamicTypeSize
    package var maximumSize: DynamicTypeSize
    /// Whether the theme set `maximumSize` (a deliberate clamp, not an oversight).
    package var isClampedOnPurpose: Bool
}
