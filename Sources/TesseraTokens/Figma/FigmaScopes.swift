/// Which DTCG type a Figma variable's `scopes` give it.
///
/// A number's scopes say what it measures: `FONT_WEIGHT` (and `FONT_STYLE`, which real files use
/// for weights such as 400 or 600) make a `fontWeight`; the size and spacing pickers make a
/// `dimension` in px; `OPACITY` a `number`. A number whose scopes do not decide (`ALL_SCOPES`,
/// none, or pickers that disagree) is a `number`, never a guessed size. A string scoped to
/// `FONT_FAMILY` is a `fontFamily`.
public enum FigmaScopes {
    /// Every scope Figma's REST API spec names.
    public static let known: Set<String> = [
        "ALL_SCOPES", "TEXT_CONTENT", "CORNER_RADIUS", "WIDTH_HEIGHT", "GAP", "ALL_FILLS", "FRAME_FILL", "SHAPE_FILL",
        "TEXT_FILL",
        "STROKE_COLOR", "STROKE_FLOAT", "EFFECT_FLOAT", "EFFECT_COLOR", "OPACITY", "FONT_FAMILY", "FONT_STYLE",
        "FONT_WEIGHT",
        "FONT_SIZE", "LINE_HEIGHT", "LETTER_SPACING", "PARAGRAPH_SPACING", "PARAGRAPH_INDENT", "FONT_VARIATIONS",
    ]

    /// The number scopes that make a `dimension` in px.
    public static let dimensionScopes: Set<String> = [
        "FONT_SIZE", "LINE_HEIGHT", "LETTER_SPACING", "GAP", "WIDTH_HEIGHT", "CORNER_RADIUS", "STROKE_FLOAT",
        "EFFECT_FLOAT",
    ]

    /// The number scopes that make a `fontWeight`.
    public static let weightScopes: Set<String> = ["FONT_WEIGHT", "FONT_STYLE"]

    /// The DTCG type for a variable of `resolvedType` with `scopes`; `nil` when DTCG has no
    /// type for it (strings other than font families, booleans, unknown types).
    public static func tokenType(resolvedType: String, scopes: [String]) -> TokenType? {
        let scopes = Set(scopes).intersection(known)
        switch resolvedType {
        case "COLOR":
            return .color
        case "FLOAT":
            let kinds = Set(
                scopes.compactMap { scope -> TokenType? in
                    if weightScopes.contains(scope) { return .fontWeight }
                    if dimensionScopes.contains(scope) { return .dimension }
                    if scope == "OPACITY" { return .number }
                    return nil
                })
            guard kinds.count == 1, let kind = kinds.first, !scopes.contains("ALL_SCOPES") else { return .number }
            return kind
        case "STRING":
            return scopes == ["FONT_FAMILY"] ? .fontFamily : nil
        default:
            return nil
        }
    }
}
