import Foundation
@_spi(TesseraTools) import TesseraCore

/// A colour token as ``MapSuggestion`` weighs it: its words, the family and level they name, and
/// its light-mode value in OKLCH (computed by the core).
struct ColorCandidate {
    /// What a colour is for, as its name (or Figma scope) says.
    enum Family { case text, fill, border, unnamed }

    let token: DesignToken
    let words: [String]
    let wordSet: Set<String>
    let color: RGBA
    let lightness: Double
    let chroma: Double
    let hue: Double
    /// The token's value was an alias: it belongs to the semantic layer, not the palette.
    let isAlias: Bool
    /// It aliases a palette entry named for a hue (`blue.10`): a tint, however pale.
    let aliasesHue: Bool
    let family: Family

    init?(_ token: DesignToken) {
        guard token.type == .color || token.typeName == "color", !MapSuggestion.isRetired(token),
            let color = Self.rgba(token.value)
        else { return nil }
        self.token = token
        words = MapSuggestion.words(token)
        // `defaultAlt2` says `alt` too.
        wordSet = Set(
            words
                + words.compactMap { word in
                    let letters = word.prefix { $0.isLetter }
                    return letters.count < word.count && letters.count > 1
                        && word.dropFirst(letters.count).allSatisfy(\.isNumber) ? String(letters) : nil
                })
        self.color = color
        let lch = color.okLCH
        lightness = lch.lightness
        chroma = lch.chroma
        hue = lch.hue
        isAlias = !token.references.isEmpty
        aliasesHue = token.references.contains { name in
            !Set(name.split(separator: ".").flatMap { MapSuggestion.words(of: String($0)) }).isDisjoint(
                with: ColorWords.hues)
        }
        let scopes = MapSuggestion.scopes(token)
        if !wordSet.isDisjoint(with: ColorWords.text) || scopes.contains("TEXT_FILL") {
            family = .text
        } else if !wordSet.isDisjoint(with: ColorWords.border) || scopes == ["STROKE_COLOR"] {
            family = .border
        } else if !wordSet.isDisjoint(with: ColorWords.fill) || !scopes.isDisjoint(with: ["FRAME_FILL", "SHAPE_FILL"]) {
            family = .fill
        } else {
            family = .unnamed
        }
    }

    var name: String { token.name }
    var isOpaque: Bool { color.alpha >= 0.999 }
    /// Grey to the eye: OKLCH chroma under 0.04 (a tinted neutral such as slate passes), and not
    /// an alias of a hue's palette.
    var isNeutral: Bool { chroma < 0.04 && !aliasesHue }
    /// A second or later variant of a family (`accent-2`), not the family's own colour.
    var isLaterVariant: Bool { words.dropLast().contains { word in Int(word).map { $0 >= 2 } ?? false } }
    /// A step of a palette scale (`blue.500`, `gray-20`): its last word is a number.
    var isPaletteStep: Bool {
        guard let last = words.last else { return false }
        let digits = last.first == "a" ? last.dropFirst() : Substring(last)
        return !digits.isEmpty && digits.allSatisfy { character in character.isNumber || character == "." }
    }

    /// The words of the token's own name (its last part): where its level is said.
    var leafWords: Set<String> { Set(token.path.last.map(MapSuggestion.words(of:)) ?? []) }

    /// Words of `set` this token has.
    func count(_ set: Set<String>) -> Int { wordSet.intersection(set).count }
    func has(_ set: Set<String>) -> Bool { !wordSet.isDisjoint(with: set) }

    /// Contrast of this colour (composited over `background` when translucent) on `background`.
    func contrast(on background: RGBA) -> Double {
        Contrast.wcagRatio(isOpaque ? color : color.composited(over: background), background)
    }

    /// An sRGB colour from a DTCG colour value: a hex string or a components object in any space
    /// the core converts.
    static func rgba(_ value: JSONNode) -> RGBA? {
        if let text = value.stringValue { return try? RGBA(hex: text) }
        guard let name = value["colorSpace"]?.stringValue, let space = ColorComponents.Space(rawValue: name),
            let numbers = value["components"]?.elements?.compactMap(\.numberValue), numbers.count == 3
        else { return nil }
        return try? ColorComponents(colorSpace: space, components: numbers, alpha: value["alpha"]?.numberValue).rgba()
            .color
    }
}

/// The words that place a colour in a family, a level or out of the running.
enum ColorWords {
    static let text: Set<String> = ["text", "txt", "fg", "foreground", "content", "ink", "copy", "typography"]
    static let fill: Set<String> = [
        "background", "bg", "backgrounds", "surface", "canvas", "fill", "container", "card", "layer", "page",
        "backdrop", "base",
    ]
    static let border: Set<String> = [
        "border", "borders", "stroke", "outline", "divider", "separator", "keyline", "line",
    ]
    /// States and variants of a value rather than the value itself.
    static let state: Set<String> = [
        "hover", "hovered", "pressed", "press", "active", "disabled", "selected", "visited", "dragged", "checked",
        "focused",
        "readonly", "loading", "skeleton", "mixin", "highlight", "highlighted",
    ]
    /// Inverted colours: for the dark surfaces of a light theme, not its own roles.
    static let inverse: Set<String> = [
        "inverse", "inverted", "reversed", "contrast", "static", "white", "black", "dark", "on", "with",
    ]
    /// Colours for one component, a chart, a category or a hue, never a theme role.
    static let special: Set<String> = [
        "decorative", "chart", "charts", "data", "visualization", "dataviz", "category", "categorical",
        "classification", "illustration",
        "ai", "gradient", "shadow", "elevation", "link", "links", "code", "syntax", "nav", "navigation", "header",
        "footer", "button",
        "badge", "tag", "tooltip", "bar", "appbar", "toolbar", "alert", "banner", "toast", "menu", "table", "avatar",
        "chip", "tab", "tabs", "log", "timeline",
        "scrollbar", "gsb", "notification", "colorcode", "visited", "selection", "accent-subtle", "stop", "swatch",
        "thumbnail", "sponsors", "done", "closed", "open",
        "alias", "palette", "primitive", "primitives", "core", "ref", "reference",
        "kleuren", "brand1", "brand2", "copilot", "info", "informational", "information", "discovery",
    ]
    static let hues: Set<String> = [
        "red", "green", "blue", "yellow", "orange", "purple", "violet", "teal", "cyan", "pink", "magenta", "aqua",
        "lime", "olive",
        "brown", "indigo", "amber", "mint", "gold",
    ]
    static let status: Set<String> = [
        "danger", "error", "critical", "negative", "destructive", "success", "positive", "valid", "warning", "caution",
        "attention",
        "notice", "serious", "standby", "off",
    ]
    static let interactive: Set<String> = ["accent", "action", "interactive", "primary", "brand", "main", "cta"]

    /// Levels: the default value of a family, a quieter one, a quieter still.
    static let primaryLevel: Set<String> = [
        "default", "primary", "main", "_", "normal", "rest", "document", "body", "base",
    ]
    static let secondaryLevel: Set<String> = [
        "secondary", "subtle", "muted", "alternative", "alt", "additional", "moderate", "subdued", "tinted", "faint",
        "weak", "weakest",
        "alternate", "subtext",
    ]
    static let tertiaryLevel: Set<String> = [
        "tertiary", "placeholder", "subtlest", "soft", "quaternary", "weaker", "delicate",
    ]
    static let emphasis: Set<String> = [
        "strong", "stronger", "strongest", "emphasis", "bold", "intense", "heavy", "high", "extreme",
    ]
}
