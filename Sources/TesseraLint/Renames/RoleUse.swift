/// A place in Swift code that names a removed or renamed role: a member (`.promoBanner`,
/// `ColorRole.promoBanner`), a custom role's name (`.custom("promoBanner")`) or a generated
/// member's declaration (`static let promoBanner = ColorRole.custom("promoBanner")`).
public struct RoleUse: Sendable, Hashable {
    public var file: String
    public var line: Int
    public var column: Int
    /// The role's kind in the diff (`color`).
    public var kind: String
    public var role: String
    /// The new name, for a renamed role; `nil` for a removed one.
    public var replacement: String?
    /// The edit that writes the new name, for a renamed role.
    public var edit: TextEdit?

    /// `FILE:LINE:COL: color promoBanner is renamed to promotion`.
    public var description: String {
        "\(file):\(line):\(column): \(kind) \(role) is " + (replacement.map { "renamed to \($0)" } ?? "removed")
    }
}
