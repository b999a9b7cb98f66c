/// A font weight, lightest to heaviest.
public enum FontWeight: String, SpecEnum, Comparable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// Position from `ultraLight` (0) to `black` (8).
    public var rank: Int { Self.allCases.firstIndex(of: self) ?? 3 }

    /// The CSS numeric weight (100 … 900).
    @_spi(TesseraTools) public var cssWeight: Int { (rank + 1) * 100 }

    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.rank < rhs.rank }
}

/// The system font's design.
public enum FontDesign: String, SpecEnum {
    case `default`, rounded, serif, monospaced
}

/// The system font's width.
public enum FontWidth: String, SpecEnum {
    case compressed, condensed, standard, expanded
}

/// How a text role changes letter case.
public enum TextCase: String, SpecEnum {
    case none, uppercase, lowercase
}
