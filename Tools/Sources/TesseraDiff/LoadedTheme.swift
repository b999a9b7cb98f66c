@_spi(TesseraTools) import TesseraCore

/// One side of a diff, compiled: the theme, the file's own tree (with line and column, for
/// placing findings on the file's lines; `nil` for tokens, which are placed at the file's
/// start) and the warnings loading it gave.
public struct LoadedTheme: Sendable {
    public var input: ThemeInput
    public var theme: CompiledTheme
    public var tree: JSONNode?
    public var warnings: [Diagnostic]

    /// Where `role` is written in the file: its entry under the theme's group for its kind,
    /// else the start of the file.
    public func location(of role: RoleKey) -> TextPosition {
        let group: String = switch role.kind {
        case .color: "colors"
        case .text: "typography"
        case .button: "buttons"
        case .surface: "surfaces"
        case .shadow: "shadows"
        case .motion: "motion"
        case .radius: "radii"
        case .layout: "layout"
        }
        if let tree, let member = tree[group]?.members?.first(where: { $0.key == role.name }), member.keyLocation.isKnown {
            return member.keyLocation
        }
        if let tree, let member = tree.members?.first(where: { $0.key == group }), member.keyLocation.isKnown {
            return member.keyLocation
        }
        return TextPosition(line: 1, column: 1)
    }
}
