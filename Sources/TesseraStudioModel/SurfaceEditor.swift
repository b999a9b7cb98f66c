public import TesseraCore
public import TesseraGallery

/// A surface role in the Studio's editors (`editors.surfaces.ROLE`, ``EditorModel``): its
/// `radius` and `background` as the theme file writes them (null where it writes none), and the
/// whole background a switch to each other kind writes (``BackgroundSwitch``).
public struct SurfaceEditor: Encodable, Sendable, Equatable {
    /// `"{radii.large}"`, a number, or null.
    public var radius: JSONNode
    /// `{"solid": ROLE}`, `{"material", "tint", "tintOpacity", "opaque"}`, …, or null.
    public var background: JSONNode
    /// The background written for each kind the surface is not, by kind.
    public var switches: OrderedMembers<JSONNode>
}
