/// Which colours the accessibility audit checks against which.
///
/// Built-in defaults cover every built-in role (`AccessibilitySpec.defaults`). A theme's
/// `pairings` are checked in addition to them, and its `nonText` entries replace the default
/// for the roles they name.
package struct AccessibilitySpec: Sendable, Hashable, Codable {
    /// Text-on-background pairs the audit checks in addition to the built-in ones (`accessibility.pairings` in the file).
    package var pairings: [PairingSpec]
    /// Non-text colour roles by name (`accessibility.nonText`): whether each must reach 3:1 against what it sits on. Replaces the built-in entry for the roles it names.
    package var nonText: [String: NonTextSpec]

    /// Checks `pairings` in addition to the defaults, and `nonText` in place of the defaults for the roles it names.
    package init(pairings: [PairingSpec] = [], nonText: [String: NonTextSpec] = [:]) {
        self.pairings = pairings
        self.nonText = nonText
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case pairings, nonText
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        pairings = try container.decodeIfPresent([PairingSpec].self, forKey: .pairings) ?? []
        nonText = try container.decodeTable(NonTextSpec.self, forKey: .nonText)
    }
}

/// Text colour roles that appear on background colour roles.
package struct PairingSpec: Sendable, Hashable, Codable {
    /// The text colour roles of the pair (`text`), each checked against every role in `on`.
    package var text: [String]
    /// The background colour roles the text appears on (`on`).
    package var on: [String]

    /// A pairing of the text roles `text` with the background roles `on`.
    package init(text: [String], on: [String]) {
        self.text = text
        self.on = on
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case text, on
    }
}

/// Whether a non-text colour must stand out (3:1) against what it sits on.
package struct NonTextSpec: Sendable, Hashable, Codable {
    /// What a non-text colour is for (`usage`): essential ones must reach 3:1, decorative ones are exempt.
    package enum Usage: String, SpecEnum {
        /// Needed to see or use the interface (focus rings, control borders): must reach 3:1.
        case essential
        /// Ornament (separators, card borders): exempt.
        case decorative
    }

    /// Whether the colour must reach 3:1 (`usage`: `essential` or `decorative`).
    package var usage: Usage
    /// The colour roles it sits on; may be empty for decorative roles.
    package var on: [String]

    /// A non-text entry of the given `usage`, sitting on the colour roles `on`.
    package init(usage: Usage, on: [String] = []) {
        self.usage = usage
        self.on = on
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case usage, on
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        usage = try container.decode(Usage.self, forKey: .usage)
        on = try container.decodeIfPresent([String].self, forKey: .on) ?? []
    }
}
