@_spi(TesseraTools) public import TesseraCore

/// The value an edit from the Studio's page sets: JSON as the page sent it, or a colour as the
/// person typed it (`oklch(0.62 0.19 259)`, `#2563EB`), read by the core's one colour-text parser
/// as `tessera contrast` reads its arguments.
public enum EditValue {
    /// `value` without the places it was read at, so that the edit equals the value it sets.
    public static func json(_ value: JSONNode) -> JSONNode { value.strippingLocations() }

    /// The theme-file value of the colour `text`; throws `ColorParseError` when it is not a
    /// colour, saying why.
    public static func color(typed text: String) throws -> JSONNode {
        try ColorValue(typed: text).jsonTree()
    }
}
