public import TesseraCore

/// One token of a resolved token set: its full path, type and value, with what the file said
/// about it.
public struct DesignToken: Sendable, Equatable {
    /// The names of the groups leading to the token, then its own (`["color", "accent"]`).
    public var path: [String]
    /// The token's type, declared, inherited from its group or taken from the token it aliases;
    /// `nil` when the type is not one the format defines (see ``typeName``).
    public var type: TokenType?
    /// The type as written, which differs from ``type`` only for non-standard types.
    public var typeName: String?
    /// The value: as written after reading, every alias replaced after resolving.
    public var value: JSONNode
    public var description: String?
    /// `true`, or the reason the token is deprecated.
    public var deprecated: JSONNode?
    /// Vendor data, kept as written.
    public var extensions: JSONNode?
    /// The file the token came from, when it came from one.
    public var file: String?
    /// Where the token's `$value` was written.
    public var location: TextPosition
    /// The names of the tokens its value referred to (aliases and JSON Pointers), before they
    /// were replaced by their values.
    public var references: [String] = []

    public init(
        path: [String], type: TokenType?, typeName: String? = nil, value: JSONNode, description: String? = nil,
        deprecated: JSONNode? = nil, extensions: JSONNode? = nil, file: String? = nil,
        location: TextPosition = .synthesized
    ) {
        self.path = path
        self.type = type
        self.typeName = typeName ?? type?.rawValue
        self.value = value
        self.description = description
        self.deprecated = deprecated
        self.extensions = extensions
        self.file = file
        self.location = location
    }

    /// The dotted name aliases use: `color.accent`.
    public var name: String { path.joined(separator: ".") }

    /// The JSON path of the token's `$value`, for diagnostics.
    var valuePath: JSONPath { JSONPath(path.map { .key($0) } + [.key("$value")]) }
}
