/// Tokens Studio's type names and the DTCG types they stand for.
///
/// Tokens Studio writes `fontSizes`, `spacing`, `boxShadow`, … (and Style Dictionary files
/// `fontSize`, `lineHeight`) where the format has `dimension`, `number`, `shadow`, …; a lenient reading takes each as its equivalent, so that composites
/// aliasing them check and convert as DTCG ones do. Types with no equivalent (`text`,
/// `boolean`, `textCase`, …) are kept as written.
enum StudioTypes {
    static let equivalents: [String: TokenType] = [
        "sizing": .dimension, "spacing": .dimension, "borderRadius": .dimension, "borderWidth": .dimension,
        "fontSizes": .dimension, "letterSpacing": .dimension, "paragraphSpacing": .dimension,
        "paragraphIndent": .dimension,
        "fontWeights": .fontWeight, "fontFamilies": .fontFamily, "lineHeights": .number, "opacity": .number,
        "boxShadow": .shadow,
        // The singular names Style Dictionary files write as `type` (a `typography` composite
        // aliasing them is as common as with Tokens Studio's plural ones).
        "fontSize": .dimension, "lineHeight": .number,
    ]

    /// The DTCG type a Tokens Studio type stands for; `nil` for names that are DTCG types already
    /// or have no equivalent.
    static func equivalent(of name: String) -> TokenType? { equivalents[name] }
}
