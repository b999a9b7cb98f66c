import TesseraCore

/// A Figma variable collection: a name, its modes, and (for an extended collection) the
/// values it overrides in its parent's variables.
public struct FigmaCollection: Sendable {
    public var id: String
    public var name: String
    /// The modes in the file's order.
    public var modes: [FigmaMode]
    public var defaultModeID: String
    public var remote: Bool
    public var hiddenFromPublishing: Bool
    /// The collection this one extends, when it is an extension.
    public var parentID: String?
    /// For an extension: variable id → mode id (of this collection) → the value written over
    /// the parent's.
    public var overrides: [String: [String: FigmaValue]]
    /// Where the collection was written, for diagnostics.
    var location: TextPosition

    public init(
        id: String, name: String, modes: [FigmaMode], defaultModeID: String, remote: Bool = false,
        hiddenFromPublishing: Bool = false,
        parentID: String? = nil, overrides: [String: [String: FigmaValue]] = [:]
    ) {
        self.id = id
        self.name = name
        self.modes = modes
        self.defaultModeID = defaultModeID
        self.remote = remote
        self.hiddenFromPublishing = hiddenFromPublishing
        self.parentID = parentID
        self.overrides = overrides
        location = .synthesized
    }

    /// Whether the collection extends another.
    public var isExtension: Bool { parentID != nil }

    /// The default mode, or the first.
    var defaultMode: FigmaMode? { modes.first { $0.id == defaultModeID } ?? modes.first }
}
