/// A font weight, lightest to heaviest.
public enum FontWeight: String, SpecEnum, Comparable {
    /// The lightest weight (100).
    case ultraLight
    /// Thin (200).
    case thin
    /// Light (300).
    case light
    /// The regular weight (400).
    case regular
    /// Medium (500).
    case medium
    /// Semibold (600): the lightest weight WCAG's bold large-text threshold counts.
    case semibold
    /// Bold (700).
    case bold
    /// Heavy (800).
    case heavy
    /// The heaviest weight (900).
    case black

    /// Position from `ultraLight` (0) to `black` (8).
    public var rank: Int { Self.allCases.firstIndex(of: self) ?? 3 }

    /// The CSS numeric weight (100 … 900).
    package var cssWeight: Int { (rank + 1) * 100 }

    /// Whether `lhs` is lighter than `rhs`.
    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.rank < rhs.rank }
}

/// The system font's design.
public enum FontDesign: String, SpecEnum {
    /// The system font's standard design (SF Pro).
    case `default`
    /// Rounded letterforms (SF Pro Rounded).
    case rounded
    /// Serif letterforms (New York).
    case serif
    /// Fixed-width letterforms (SF Mono).
    case monospaced
}

/// The system font's width.
public enum FontWidth: String, SpecEnum {
    /// The narrowest width.
    case compressed
    /// Narrower than standard.
    case condensed
    /// The usual width.
    case standard
    /// Wider than standard.
    case expanded
}

/// How a text role changes letter case.
public enum TextCase: String, SpecEnum {
    /// The text as written.
    case none
    /// Every letter upper case.
    case uppercase
    /// Every letter lower case.
    case lowercase
}
