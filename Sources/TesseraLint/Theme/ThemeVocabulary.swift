@_spi(TesseraTools) public import TesseraCore

/// What a theme lets app code say instead of a raw value: its spacing steps, gaps, radii, colour
/// roles and palette, and text roles, each with the value it has where an app starts (light,
/// standard contrast, Dynamic Type large, compact width).
///
/// Rules ask it for the token nearest a literal; an *exact* match (the same number, the same
/// 8-bit colour) is what `--fix` may write in place of the literal.
public struct ThemeVocabulary: Sendable {
    /// A named value of the theme.
    public struct Token<Value: Sendable>: Sendable {
        public var name: String
        public var value: Value
    }

    public var themeName: String
    public var spacing: [Token<Double>]
    public var gaps: [Token<Double>]
    public var radii: [Token<Double>]
    public var colorRoles: [Token<RGBA>]
    public var palette: [Token<RGBA>]
    public var textRoles: [Token<ResolvedText>]
    /// The names of the theme's button roles, built-in first.
    public var buttonRoles: [String]

    public init(theme: CompiledTheme) {
        themeName = theme.name
        let resolved = theme.resolved(for: ThemeContext())
        spacing = theme.catalogue.spacing.filter { $0.points > 0 }.map { Token(name: $0.name, value: $0.points) }
        gaps = Gap.allCases.map { Token(name: $0.name, value: resolved.gap($0)) }
        radii = theme.catalogue.radii.filter { $0.points > 0 }.map { Token(name: $0.name, value: $0.points) }
        colorRoles = theme.colorRoles.map {
            Token(name: $0.name, value: theme.color($0, in: ColorMode(.light, .standard)))
        }
        // The palette's own colours as compiled; an entry that only refers to another colour
        // is left out (the colour it names is suggested by its own name).
        palette = theme.paletteEntries.compactMap { path in
            guard let chain = theme.colorChain(of: TokenReference(group: .palette, name: path), in: ColorMode(.light)),
                chain.references.isEmpty
            else { return nil }
            return Token(name: "palette.\(path)", value: chain.color)
        }
        textRoles = theme.textRoles.map { Token(name: $0.name, value: resolved.text($0)) }
        buttonRoles = theme.buttonRoles.map(\.name)
    }

    /// Suggestions from Tessera's default theme, for projects that have not named a theme.
    public static let standard = ThemeVocabulary(theme: Presets.default.theme)

    /// The spacing step with exactly this value, if there is one.
    func spacingStep(equalTo value: Double) -> Token<Double>? { spacing.first { $0.value == value } }

    /// The spacing step closest to `value` (the smaller on a tie).
    func nearestSpacing(to value: Double) -> Token<Double>? { Self.nearest(value, in: spacing) }

    /// The gap role with exactly this value, if there is one.
    func gap(equalTo value: Double) -> Token<Double>? { gaps.first { $0.value == value } }

    func nearestRadius(to value: Double) -> Token<Double>? { Self.nearest(value, in: radii) }

    /// The colour role that looks most like `color` when one is within `limit` (ΔE_OK × 100),
    /// else the palette colour that does, with the difference.
    func nearestColor(to color: RGBA, within limit: Double) -> (token: Token<RGBA>, isRole: Bool, difference: Double)? {
        func best(_ tokens: [Token<RGBA>]) -> (Token<RGBA>, Double)? {
            tokens.map { ($0, $0.value.difference(from: color)) }.min { $0.1 < $1.1 }
        }
        if let role = best(colorRoles), role.1 <= limit { return (role.0, true, role.1) }
        if let swatch = best(palette), swatch.1 <= limit { return (swatch.0, false, swatch.1) }
        return nil
    }

    /// The text roles whose size at Dynamic Type large is closest to `size`; roles of the same
    /// weight first when one is given.
    func nearestTextRole(toSize size: Double, weight: FontWeight?) -> Token<ResolvedText>? {
        textRoles.min { a, b in
            let da = abs(a.value.size - size)
            let db = abs(b.value.size - size)
            if da != db { return da < db }
            if let weight { return (a.value.weight == weight ? 0 : 1) < (b.value.weight == weight ? 0 : 1) }
            return false
        }
    }

    private static func nearest(_ value: Double, in tokens: [Token<Double>]) -> Token<Double>? {
        tokens.min { abs($0.value - value) < abs($1.value - value) }
    }
}
