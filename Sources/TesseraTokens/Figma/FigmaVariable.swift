import TesseraCore

/// A Figma variable: a `/`-separated name, a type, and a value for each mode of its collection.
public struct FigmaVariable: Sendable {
    public var id: String
    public var name: String
    public var collectionID: String
    /// `COLOR`, `FLOAT`, `STRING` or `BOOLEAN`.
    public var resolvedType: String
    /// Mode id → value.
    public var valuesByMode: [String: FigmaValue]
    /// Where each mode's value was written, for diagnostics.
    var valueLocations: [String: TextPosition]
    /// The pickers the variable is offered in (`FONT_WEIGHT`, `GAP`, …), which decide its token type.
    public var scopes: [String]
    public var description: String?
    public var hiddenFromPublishing: Bool
    public var remote: Bool
    /// Platform → the name code uses (`WEB`, `ANDROID`, `iOS`).
    public var codeSyntax: [String: String]
    var location: TextPosition

    public init(
        id: String, name: String, collectionID: String, resolvedType: String, valuesByMode: [String: FigmaValue],
        scopes: [String] = [],
        description: String? = nil, hiddenFromPublishing: Bool = false, remote: Bool = false,
        codeSyntax: [String: String] = [:]
    ) {
        self.id = id
        self.name = name
        self.collectionID = collectionID
        self.resolvedType = resolvedType
        self.valuesByMode = valuesByMode
        self.scopes = scopes
        self.description = description
        self.hiddenFromPublishing = hiddenFromPublishing
        self.remote = remote
        self.codeSyntax = codeSyntax
        valueLocations = [:]
        location = .synthesized
    }
}
