/// Where a token is used (``TokenUses``): the dotted path of the value that names it, its
/// top-level group and the role (or layout part) it belongs to.
public struct TokenUse: Encodable, Sendable, Equatable {
    /// `surfaces.card.radius`.
    public var path: String
    /// `surfaces`.
    public var group: String
    /// `card`.
    public var name: String
}
