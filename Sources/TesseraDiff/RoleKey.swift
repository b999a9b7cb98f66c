/// One role of a theme: its kind and its name (`color textSecondary`, `layout spacing.m`).
public struct RoleKey: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var kind: RoleKind
    public var name: String

    public init(_ kind: RoleKind, _ name: String) {
        self.kind = kind
        self.name = name
    }

    /// By kind, then by name.
    public static func < (lhs: RoleKey, rhs: RoleKey) -> Bool {
        lhs.kind != rhs.kind ? lhs.kind < rhs.kind : lhs.name < rhs.name
    }

    /// `color textSecondary`.
    public var description: String { "\(kind.rawValue) \(name)" }
}
