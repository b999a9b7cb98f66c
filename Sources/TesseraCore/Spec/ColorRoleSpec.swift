/// A colour role's values: light and dark, with optional increased-contrast variants.
///
/// `dark` defaults to `light`; an absent increased-contrast value resolves to the standard one.
public struct ColorRoleSpec: Sendable, Hashable, Codable {
    public var light: ColorValue
    public var dark: ColorValue?
    public var increasedContrastLight: ColorValue?
    public var increasedContrastDark: ColorValue?
    /// For a custom role: the built-in role that stands in for it in themes that lack it.
    public var fallback: String?
    /// What the role is for, shown in editors.
    public var description: String?

    public init(
        light: ColorValue, dark: ColorValue? = nil,
        increasedContrastLight: ColorValue? = nil, increasedContrastDark: ColorValue? = nil,
        fallback: String? = nil, description: String? = nil
    ) {
        self.light = light
        self.dark = dark
        self.increasedContrastLight = increasedContrastLight
        self.increasedContrastDark = increasedContrastDark
        self.fallback = fallback
        self.description = description
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case light, dark, increasedContrastLight, increasedContrastDark, fallback, description
    }
}
