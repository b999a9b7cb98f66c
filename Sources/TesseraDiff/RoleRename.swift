/// A role that was removed while another of the same kind, resolving identically everywhere,
/// was added: reported as a rename.
public struct RoleRename: Sendable, Hashable {
    public var kind: RoleKind
    public var from: String
    public var to: String
}
