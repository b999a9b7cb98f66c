/// Light or dark appearance.
public enum Appearance: String, SpecEnum {
    case light, dark
}

/// Standard or increased contrast (the Increase Contrast accessibility setting).
public enum ContrastMode: String, SpecEnum {
    case standard, increased
}

/// One of the four colour modes: appearance × contrast.
public struct ColorMode: Sendable, Hashable, CustomStringConvertible, CaseIterable {
    public var appearance: Appearance
    public var contrast: ContrastMode

    public init(_ appearance: Appearance, _ contrast: ContrastMode = .standard) {
        self.appearance = appearance
        self.contrast = contrast
    }

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
