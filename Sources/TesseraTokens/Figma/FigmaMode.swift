/// One mode of a Figma variable collection.
public struct FigmaMode: Sendable, Equatable {
    public var id: String
    public var name: String
    /// In an extended collection, the parent collection's mode this one inherits from.
    public var parentModeID: String?

    public init(id: String, name: String, parentModeID: String? = nil) {
        self.id = id
        self.name = name
        self.parentModeID = parentModeID
    }
}
