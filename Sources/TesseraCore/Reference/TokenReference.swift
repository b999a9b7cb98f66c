/// A reference to another token as a theme file writes it: `{group.name}`, such as
/// `{palette.blue.600}`, `{colors.accent}`, `{spacing.m}` or `{radii.large}`.
///
/// Parsed once, where the file is decoded; the compiler, the editors and the exporters read
/// its parts and never split the text again.
public struct TokenReference: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The group a reference points into. Which groups exist, and where in a theme file each
    /// one's tokens are defined, is said here once.
    public enum Group: Sendable, Hashable, CustomStringConvertible {
        /// `{palette.blue.600}`: an entry of `palette`.
        case palette
        /// `{colors.accent}`: a colour role of `colors`.
        case colors
        /// `{spacing.m}`: a step of `layout.spacing`.
        case spacing
        /// `{radii.large}`: a corner radius of `radii`.
        case radii
        /// A group no theme defines, kept as written so that it can be reported.
        case unknown(String)

        /// Every group a theme defines.
        package static let known: [Group] = [.palette, .colors, .spacing, .radii]

        /// The group written `name`.
        public init(_ name: String) {
            self = Self.known.first { $0.name == name } ?? .unknown(name)
        }

        /// The group's name as a file writes it.
        public var name: String {
            switch self {
            case .palette: "palette"
            case .colors: "colors"
            case .spacing: "spacing"
            case .radii: "radii"
            case .unknown(let name): name
            }
        }

        /// The keys of the object in a theme file that defines this group's tokens
        /// (`layout.spacing` for spacing); `nil` for an unknown group.
        package var definingKeys: [String]? {
            switch self {
            case .palette, .colors, .radii: [name]
            case .spacing: ["layout", "spacing"]
            case .unknown: nil
            }
        }

        public var description: String { name }
    }

    /// The group: `palette`, `colors`, `spacing`, `radii`.
    public var group: Group
    /// The name inside the group; for the palette, a dotted path (`blue.600`). Empty when the
    /// reference names only a group, which the compiler reports.
    public var name: String

    /// The reference `{group.name}`.
    public init(group: Group, name: String) {
        self.group = group
        self.name = name
    }

    /// The reference in `text`, when it is written in braces: `{spacing.m}`. `nil` for anything
    /// else (a literal).
    package init?(parsing text: String) {
        guard text.count > 2, text.first == "{", text.last == "}" else { return nil }
        let inner = text.dropFirst().dropLast()
        if let dot = inner.firstIndex(of: ".") {
            group = Group(String(inner[..<dot]))
            name = String(inner[inner.index(after: dot)...])
        } else {
            group = Group(String(inner))
            name = ""
        }
    }

    /// Decodes the written form, `"{group.name}"`.
    public init(from decoder: any Decoder) throws {
        self = try WrittenString.decode(from: decoder, expected: "a reference such as \"{spacing.m}\"") {
            TokenReference(parsing: $0)
        }
    }

    /// Encodes the written form, `"{group.name}"`.
    public func encode(to encoder: any Encoder) throws {
        try WrittenString.encode(description, to: encoder)
    }

    /// `group.name`, without braces.
    public var path: String { name.isEmpty ? group.name : "\(group.name).\(name)" }

    /// `{group.name}`, as a file writes it.
    public var description: String { "{\(path)}" }

    /// The name, when the reference points into `group`.
    package func name(in group: Group) -> String? {
        self.group == group && !name.isEmpty ? name : nil
    }
}
