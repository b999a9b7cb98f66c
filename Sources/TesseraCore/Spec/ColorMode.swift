/// Light or dark appearance.
public enum Appearance: String, SpecEnum {
    /// Light appearance.
    case light
    /// Dark appearance.
    case dark
}

/// Standard or increased contrast (the Increase Contrast accessibility setting).
public enum ContrastMode: String, SpecEnum {
    /// Standard contrast.
    case standard
    /// Increased contrast: the Increase Contrast setting is on.
    case increased
}

/// One of the four colour modes: appearance × contrast.
public struct ColorMode: Sendable, Hashable, CustomStringConvertible, CaseIterable {
    /// Light or dark.
    public var appearance: Appearance
    /// Standard or increased contrast.
    public var contrast: ContrastMode

    /// The mode of `appearance` and `contrast`.
    public init(_ appearance: Appearance, _ contrast: ContrastMode = .standard) {
        self.appearance = appearance
        self.contrast = contrast
    }

    /// The four modes in the order themes and reports list them: light, dark, light increased contrast, dark increased contrast.
    public static let allCases: [ColorMode] = [
        ColorMode(.light), ColorMode(.dark), ColorMode(.light, .increased), ColorMode(.dark, .increased),
    ]

    /// 0 light, 1 dark, 2 light increased, 3 dark increased.
    @inlinable public var index: Int {
        (appearance == .dark ? 1 : 0) + (contrast == .increased ? 2 : 0)
    }

    public var description: String {
        contrast == .increased ? "\(appearance.rawValue), increased contrast" : appearance.rawValue
    }
}
