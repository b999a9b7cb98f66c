/// One property of a role that resolves differently, and every context where it changed the
/// same way (`light`, `dark, increased contrast`; `xxxLarge` for a text size).
public struct ValueChange: Sendable, Hashable {
    /// The contexts, in the diff's fixed order.
    public var contexts: [String]
    /// Which property (`size`, `capsule.normal.fill`); empty for a role that is one value.
    public var property: String
    /// The value before; `nil` when the role (or property) did not exist.
    public var old: String?
    /// The value after; `nil` when the role (or property) no longer exists.
    public var new: String?

    /// Where, for people: `every mode` when the change is the same in all four colour modes,
    /// else the contexts joined with "; ".
    public var place: String {
        contexts == ThemeSnapshot.modes ? "every mode" : contexts.joined(separator: "; ")
    }
}
