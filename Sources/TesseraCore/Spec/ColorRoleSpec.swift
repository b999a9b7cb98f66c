/// A colour role's values: light and dark, with optional increased-contrast variants.
///
/// `dark` defaults to `light`; an absent increased-contrast value resolves to the standard one.
package struct ColorRoleSpec: Sendable, Hashable, Codable {
    /// The colour in light appearance, standard contrast.
    package var light: ColorValue
    /// The colour in dark appearance; `nil` uses the light colour.
    package var dark: ColorValue?
    /// The colour in light appearance with increased contrast; `nil` uses the light colour.
    package var increasedContrastLight: ColorValue?
    /// The colour in dark appearance with increased contrast; `nil` uses the dark colour.
    package var increasedContrastDark: ColorValue?
    /// For a custom role: the built-in role that stands in for it in themes that lack it.
    package var fallback: String?
    /// What the role is for, shown in editors.
    package var description: String?

    /// A colour role's values; only `light` is required.
    package init(
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

    /// Reads every member even when one is wrong: under the theme reader each bad member is
    /// reported on its own, so `{"light": "#12345", "dark": 5}` gives two errors, not one.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let report = decoder.decodingReport
        let dark = try container.decodeCollecting(ColorValue.self, forKey: .dark, report: report)
        let increasedContrastLight = try container.decodeCollecting(
            ColorValue.self, forKey: .increasedContrastLight, report: report)
        let increasedContrastDark = try container.decodeCollecting(
            ColorValue.self, forKey: .increasedContrastDark, report: report)
        let fallback = try container.decodeCollecting(String.self, forKey: .fallback, report: report)
        let description = try container.decodeCollecting(String.self, forKey: .description, report: report)
        self.init(
            light: try container.decode(ColorValue.self, forKey: .light), dark: dark,
            increasedContrastLight: increasedContrastLight, increasedContrastDark: increasedContrastDark,
            fallback: fallback, description: description)
    }
}

extension ColorRoleSpec {
    /// The value written for `mode` and the key it is written under: increased contrast falls
    /// back to the standard value of its appearance, dark to light.
    ///
    /// `{"light": "#FFF", "dark": "#000"}` in dark, increased contrast → (`#000`, `"dark"`).
    package func written(for mode: ColorMode) -> (value: ColorValue, key: String) {
        for key in mode.writtenKeys {
            if let value = value(forKey: key) { return (value, key) }
        }
        return (light, "light")
    }

    /// The value written under one of the file's mode keys (`light`, `dark`, `increasedContrastLight`,
    /// `increasedContrastDark`); `nil` where that key is not written.
    package func value(forKey key: String) -> ColorValue? {
        switch key {
        case "dark": dark
        case "increasedContrastLight": increasedContrastLight
        case "increasedContrastDark": increasedContrastDark
        default: light
        }
    }
}
