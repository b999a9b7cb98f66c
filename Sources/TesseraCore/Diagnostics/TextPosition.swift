/// A position in a text file: 1-based line and column (columns count Unicode scalars).
public struct TextPosition: Sendable, Hashable, Codable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The location of values that were not read from a file (built in code or by a merge).
    public static let synthesized = TextPosition(line: 0, column: 0)

    /// Whether this location points into a real file.
    public var isKnown: Bool { line > 0 }

    public var description: String { "\(line):\(column)" }
}
