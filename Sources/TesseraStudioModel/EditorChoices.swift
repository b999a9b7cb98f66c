public import TesseraGallery

/// The choices a value of the Studio's editors can take (`editors.choices`, ``EditorModel``).
public struct EditorChoices: Encodable, Sendable, Equatable {
    public var weights: [String]
    public var designs: [String]
    public var curves: [String]
    /// The timing a switch to each curve kind starts from; a kind with none is left out.
    public var curveTimings: OrderedMembers<CurveTiming>
    public var radii: [Step]
    public var spacing: [Step]
    public var materials: [String]
    public var buttonForms: [String]
    /// The Dynamic Type sizes a text role's `minimumSize` and `maximumSize` clamp to.
    public var sizes: [String]
    public var colorRoles: [String]
    public var textRoles: [String]
    public var animations: [String]

    /// A step of a scale: its name, the reference that names it (`{radii.large}`) and its points.
    public struct Step: Encodable, Sendable, Equatable {
        public var name: String
        public var reference: String
        public var points: Double
    }
}
