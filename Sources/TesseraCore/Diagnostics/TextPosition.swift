/// A position in a text file: 1-based line and column (columns count Unicode scalars).
public struct TextPosition: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The line, from 1; 0 when the value was not read from a file.
    public var line: Int
    /// The column, from 1, counted in Unicode scalars.
    public var column: Int

    /// The position at `line` and `column`, both from 1.
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
