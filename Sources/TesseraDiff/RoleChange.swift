/// A role that was added, removed, or resolves differently.
public struct RoleChange: Sendable, Hashable {
    public enum Change: String, Sendable, Hashable {
        case added, removed, changed
    }

    public var role: RoleKey
    public var change: Change
    /// What changed, in context order; for an added or removed role, its values.
    public var values: [ValueChange]
}
