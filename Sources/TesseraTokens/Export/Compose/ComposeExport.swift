public import Foundation
public import TesseraCore

/// A theme as Kotlin sources for a Jetpack Compose Material 3 theme, one file per idea:
///
/// - `Color.kt`: `TesseraColors`, every colour role (built-in and custom) by its role name, in
///   the four modes (`LightTesseraColors`, `DarkTesseraColors`, `LightIncreasedContrastTesseraColors`,
///   `DarkIncreasedContrastTesseraColors`), provided through `LocalTesseraColors`; and the four
///   Material `ColorScheme`s built from them (see ``colorSchemeSlots`` for which role fills
///   which slot; slots no role fits keep Material's baseline value).
/// - `Type.kt`: `TesseraTextStyles`, one `TextStyle` per text role, and `TesseraTypography`.
///   Sizes are the roles' sizes at the default Dynamic Type size, in `sp`: Android scales `sp`
///   by the user's font scale (non-linearly above 100 % on Android 14 and later, shrinking the
///   factor for large sizes), whereas iOS scales each text style by its own Dynamic Type table,
///   so the same role can differ at sizes other than the default.
/// - `Shape.kt`: `TesseraRadii` (`Dp`) and `TesseraShapes`, Material's slots filled from radii
///   of the same name (`extraSmall` or `xs`, `small`, `medium`, `large`, `extraLarge` or `xl`).
/// - `Spacing.kt`: `TesseraSpacing`, the spacing scale as `Dp` constants.
/// - `Theme.kt`: the `TesseraTheme { }` composable, choosing the scheme from
///   `isSystemInDarkTheme()` and, on Android 14 (API 34) and later, the system's contrast setting
///   (`UiModeManager.getContrast()` ≥ 0.5, medium or high, selects increased contrast; a listener
///   follows changes of the setting).
///
/// Colours are `Color(0xAARRGGBB)` literals whose `RRGGBB` are the bytes `tessera resolve` prints,
/// each followed by the resolved hex as a comment. The output depends only on the theme and the
/// package: the same input always gives the same bytes.
public enum ComposeExport {
    /// The package used when none is given.
    public static let defaultPackage = "com.example.theme"

    /// The files, paths relative to the output folder (`Color.kt`, `Shape.kt`, `Spacing.kt`,
    /// `Theme.kt`, `Type.kt`), sorted by path.
    public static func files(for theme: CompiledTheme, package: String = defaultPackage) -> [ExportedFile] {
        [
            ("Color.kt", colorSource(theme, package: package)),
            ("Shape.kt", shapeSource(theme, package: package)),
            ("Spacing.kt", spacingSource(theme, package: package)),
            ("Theme.kt", themeSource(theme, package: package)),
            ("Type.kt", typeSource(theme, package: package)),
        ].map { ExportedFile(path: $0.0, data: Data($0.1.utf8)) }
    }

    /// Writes the files into `folder` (created when missing), each atomically, and returns their
    /// paths relative to `folder`.
    @discardableResult
    public static func write(_ theme: CompiledTheme, package: String = defaultPackage, to folder: URL) throws
        -> [String]
    {
        try ExportedFile.write(files(for: theme, package: package), to: folder)
    }

    /// Whether `name` is a Kotlin package name: dot-separated identifiers, none a keyword.
    public static func isPackageName(_ name: String) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return !parts.isEmpty
            && parts.allSatisfy { part in
                guard let first = part.first, first.isASCII, first.isLetter || first == "_" else { return false }
                return part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
                    && !keywords.contains(String(part))
            }
    }

    // MARK: Shared pieces

    static func header(_ theme: CompiledTheme, _ what: String, package: String, imports: [String]) -> String {
        var text = """
            // \(comment(theme.name)) (\(comment(theme.id))): \(what), written by `tessera export compose`.
            // Regenerate instead of editing: the theme file is the source of truth.

            package \(package)

            """
        if !imports.isEmpty { text += "\n" + imports.sorted().map { "import \($0)\n" }.joined() }
        return text
    }

    /// `Color(0xFF0A84FF)`: alpha first, then the channels as `RGBA.hexString` writes them.
    static func colorLiteral(_ color: RGBA) -> String {
        let hex = color.hexString.dropFirst()
        let rgb = hex.prefix(6)
        let alpha = hex.count == 8 ? String(hex.suffix(2)) : "FF"
        return "Color(0x\(alpha)\(rgb))"
    }

    /// `16` or `17.5`, for `.sp` and `.dp`.
    static func number(_ value: Double) -> String {
        let rounded = DTCGValues.rounded(value)
        if rounded == rounded.rounded(), abs(rounded) < 1e9 { return String(Int(rounded)) }
        return String(rounded)
    }

    /// `.dp` and `.sp` are extension properties: a negative value needs parentheses.
    static func unit(_ value: Double, _ suffix: String) -> String {
        value < 0 ? "(\(number(value))).\(suffix)" : "\(number(value)).\(suffix)"
    }

    /// Kotlin's hard keywords, which cannot name a property without backticks.
    static let keywords: Set<String> = [
        "as", "break", "class", "continue", "do", "else", "false", "for", "fun", "if", "in", "interface", "is", "null",
        "object", "package", "return", "super", "this", "throw", "true", "try", "typealias", "typeof", "val", "var",
        "when", "while",
    ]

    /// A Kotlin identifier for a role name: other characters start a new word (`promo-banner` →
    /// `promoBanner`), a leading digit gets `_`, keywords get backticks.
    static func identifier(_ name: String) -> String {
        escaped(CodeIdentifier.camelCased(name, asciiOnly: true))
    }

    /// `identifier` in backticks when it is a keyword.
    static func escaped(_ identifier: String) -> String {
        keywords.contains(identifier) ? "`\(identifier)`" : identifier
    }

    /// Identifiers for `names`, in order, made unique with `_` suffixes.
    static func identifiers(_ names: [String]) -> [String] {
        var used: Set<String> = []
        return names.map { name in
            var identifier = identifier(name).replacingOccurrences(of: "`", with: "")
            while !used.insert(identifier).inserted { identifier += "_" }
            return escaped(identifier)
        }
    }

    /// Text for a `//` comment: no line breaks.
    static func comment(_ text: String) -> String {
        text.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\r", with: " ")
    }
}
