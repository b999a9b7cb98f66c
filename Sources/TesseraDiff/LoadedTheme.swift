@_spi(TesseraTools) public import TesseraCore

/// One side of a diff, compiled: the theme, the file's own tree (with line and column, for
/// placing findings on the file's lines; `nil` for tokens, which are placed at the file's
/// start) and the warnings loading it gave.
public struct LoadedTheme: Sendable {
    public var input: ThemeInput
    public var theme: CompiledTheme
    public var tree: JSONNode?
    public var warnings: [Diagnostic]

    /// Where `role` is written in the file: its entry under the theme's group for its kind,
    /// else that group's key, else the start of the file.
    public func location(of role: RoleKey) -> TextPosition {
        writtenLocation(of: role) ?? groupLocation(of: role.kind) ?? TextPosition(line: 1, column: 1)
    }

    /// Where `role` is written in the file, if it is.
    public func writtenLocation(of role: RoleKey) -> TextPosition? {
        guard let member = tree?[Self.group(of: role.kind)]?.members?.first(where: { $0.key == role.name }),
            member.keyLocation.isKnown
        else { return nil }
        return member.keyLocation
    }

    private func groupLocation(of kind: RoleKind) -> TextPosition? {
        guard let member = tree?.members?.first(where: { $0.key == Self.group(of: kind) }), member.keyLocation.isKnown
        else { return nil }
        return member.keyLocation
    }

    /// The theme file's key for roles of `kind`.
    static func group(of kind: RoleKind) -> String {
        switch kind {
        case .color: "colors"
        case .text: "typography"
        case .button: "buttons"
        case .surface: "surfaces"
        case .shadow: "shadows"
        case .motion: "motion"
        case .radius: "radii"
        case .layout: "layout"
        }
    }
}
