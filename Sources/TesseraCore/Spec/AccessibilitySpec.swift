/// Which colours the accessibility audit checks against which.
///
/// Built-in defaults cover every built-in role (`AccessibilitySpec.defaults`). A theme's
/// `pairings` are checked in addition to them, and its `nonText` entries replace the default
/// for the roles they name.
@_spi(TesseraTools) public struct AccessibilitySpec: Sendable, Hashable, Codable {
    public var pairings: [PairingSpec]
    package var nonText: [String: NonTextSpec]

    public init(pairings: [PairingSpec] = [], nonText: [String: NonTextSpec] = [:]) {
        self.pairings = pairings
        self.nonText = nonText
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case pairings, nonText
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        pairings = try container.decodeIfPresent([PairingSpec].self, forKey: .pairings) ?? []
        nonText = try container.decodeTable(NonTextSpec.self, forKey: .nonText)
    }
}

/// Text colour roles that appear on background colour roles.
@_spi(TesseraTools) public struct PairingSpec: Sendable, Hashable, Codable {
    public var text: [String]
    public var on: [String]

    public init(text: [String], on: [String]) {
        self.text = text
        self.on = on
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case text, on
    }
}

/// Whether a non-text colour must stand out (3:1) against what it sits on.
@_spi(TesseraTools) public struct NonTextSpec: Sendable, Hashable, Codable {
    public enum Usage: String, SpecEnum {
        /// Needed to see or use the interface (focus rings, control borders): must reach 3:1.
        case essential
        /// Ornament (separators, card borders): exempt.
        case decorative
    }

    public var usage: Usage
    /// The colour roles it sits on; may be empty for decorative roles.
    public var on: [String]

    public init(usage: Usage, on: [String] = []) {
        self.usage = usage
        self.on = on
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case usage, on
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        usage = try container.decode(Usage.self, forKey: .usage)
        on = try container.decodeIfPresent([String].self, forKey: .on) ?? []
    }
}
