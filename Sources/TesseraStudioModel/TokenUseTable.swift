public import TesseraGallery

/// `editors.uses` in the Studio's gallery (``TokenUses``): for each step of the radius and
/// spacing scales, each shadow and each animation, in the compiled theme's order, its uses by path.
public struct TokenUseTable: Encodable, Sendable, Equatable {
    public var radii: OrderedMembers<[TokenUse]>
    public var spacing: OrderedMembers<[TokenUse]>
    public var shadows: OrderedMembers<[TokenUse]>
    public var motion: OrderedMembers<[TokenUse]>
}
