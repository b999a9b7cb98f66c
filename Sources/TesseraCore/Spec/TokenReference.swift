/// A reference to another token as a theme file writes it: `{group.name}`, such as
/// `{palette.blue.600}`, `{colors.accent}`, `{spacing.m}` or `{radii.large}`.
///
/// Parsed once, where the file is decoded; the compiler, the editors and the exporters read
/// its parts and never split the text again.
public struct TokenReference: Sendable, Hashable, CustomStringConvertible {
    /// The group: `palette`, `colors`, `spacing`, `radii`.
    public var group: String
    /// The name inside the group; for the palette, a dotted path (`blue.600`). Empty when the
    /// reference names only a group, which the compiler reports.
    public var name: String

    public init(group: String, name: String) {
        self.group = group
        self.name = name
    }

    /// The reference in `text`, when it is written in braces: `{spacing.m}`. `nil` for anything
    /// else (a literal).
    public init?(parsing text: String) {
        guard text.count > 2, text.first == "{", text.last == "}" else { return nil }
        let inner = text.dropFirst().dropLast()
        if let dot = inner.firstIndex(of: ".") {
            group = String(inner[..<dot])
            name = String(inner[inner.index(after: dot)...])
        } else {
            group = String(inner)
            name = ""
        }
    }

    /// `group.name`, without braces.
    public var path: String { name.isEmpty ? group : "\(group).\(name)" }

    /// `{group.name}`, as a file writes it.
    public var description: String { "{\(path)}" }

    /// The name, when the reference points into `group`.
    @_spi(TesseraTools) public func name(in group: String) -> String? {
        self.group == group && !name.isEmpty ? name : nil
    }
}

extension ThemeSpec {
    /// The points a dimension reference names as written in this specification: `{spacing.m}`
    /// or `{radii.large}`; `nil` when it names nothing.
    @_spi(TesseraTools) public func points(of reference: TokenReference) -> Double? {
        switch reference.group {
        case "spacing": layout?.spacing[reference.name]
        case "radii": radii[reference.name]
        default: nil
        }
    }
}
