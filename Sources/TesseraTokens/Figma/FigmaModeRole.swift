/// What a Figma mode stands for in Tessera: one of the four appearance × contrast modes, or a
/// mode of its own (`Dark dimmed`, a colour-blind variant, a density) kept beside them.
public enum FigmaModeRole: Sendable, Hashable {
    case tessera(TesseraMode)
    /// A mode that is neither; `base` is the Tessera mode its name leans on (`dark` for
    /// "Dark dimmed"), used where a collection has no such mode.
    case extra(name: String, base: TesseraMode?)

    /// The four modes a Tessera theme has, named as theme files and token maps name them.
    public enum TesseraMode: String, Sendable, Hashable, CaseIterable {
        case light
        case dark
        case increasedContrastLight
        case increasedContrastDark

        /// The context name the DTCG resolver gives it.
        public var context: String {
            switch self {
            case .light: "light"
            case .dark: "dark"
            case .increasedContrastLight: "light-increased-contrast"
            case .increasedContrastDark: "dark-increased-contrast"
            }
        }

        /// The mode to take a value from when a collection has none for this one.
        var fallback: TesseraMode? {
            switch self {
            case .light, .dark: nil
            case .increasedContrastLight: .light
            case .increasedContrastDark: .dark
            }
        }

        /// The name an exported Figma mode has.
        var figmaName: String {
            switch self {
            case .light: "Light"
            case .dark: "Dark"
            case .increasedContrastLight: "Light High Contrast"
            case .increasedContrastDark: "Dark High Contrast"
            }
        }
    }

    /// Words that say a mode is for increased contrast.
    static let contrastWords: Set<String> = [
        "hc", "contrast", "high", "increased", "more", "highcontrast", "accessible",
    ]
    /// Words that say nothing beyond the mode (`Light mode`, `Dark theme`).
    static let fillerWords: Set<String> = [
        "mode", "theme", "default", "standard", "normal", "appearance", "color", "colour", "colors", "colours",
    ]

    /// The role a mode's name gives it: "Light", "dark", "Light high contrast", "Dark HC" and
    /// "light-increased-contrast" are Tessera modes; "Dark dimmed" is an extra mode on dark;
    /// "Compact" an extra mode on none.
    public static func role(forModeNamed name: String) -> FigmaModeRole {
        var words: [String] = []
        var current = ""
        for character in name.lowercased() {
            if character.isLetter || character.isNumber {
                current.append(character)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        let light = words.contains("light") || words.contains("day")
        let dark = words.contains("dark") || words.contains("night")
        let increased = words.contains { contrastWords.contains($0) }
        let rest = words.filter {
            !["light", "dark", "day", "night"].contains($0) && !contrastWords.contains($0) && !fillerWords.contains($0)
        }
        let base: TesseraMode? =
            switch (light, dark, increased) {
            case (true, false, false): .light
            case (false, true, false): .dark
            case (true, false, true): .increasedContrastLight
            case (false, true, true): .increasedContrastDark
            default: nil
            }
        if let base, rest.isEmpty { return .tessera(base) }
        return .extra(name: name, base: base ?? (dark ? .dark : light ? .light : nil))
    }
}
