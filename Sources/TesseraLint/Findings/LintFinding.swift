/// One place in a Swift file where a rule found a raw value (or a device check, or an unlabeled
/// icon button), with what to write instead when the theme has it.
public struct LintFinding: Sendable, Hashable {
    /// The file as it was named: the path given, or found under a folder given, on the command line.
    public var file: String
    /// 1-based line of the offending literal or call.
    public var line: Int
    /// 1-based column, in UTF-8 bytes as compilers and editors count them.
    public var column: Int
    public var rule: RuleID
    public var severity: LintSeverity
    public var message: String
    /// What to write instead (`.padding(.l)`), when the theme offers something.
    public var suggestion: String?
    /// The text of the line, trimmed: what a baseline matches on, so findings survive moves.
    public var lineText: String
    /// The edit `--fix` makes, for exact token matches only.
    public var fix: TextEdit?
    /// The column in UTF-16 code units, as SARIF counts by default.
    public var utf16Column: Int

    public init(
        file: String, line: Int, column: Int, rule: RuleID, severity: LintSeverity, message: String,
        suggestion: String? = nil, lineText: String, fix: TextEdit? = nil, utf16Column: Int? = nil
    ) {
        self.file = file
        self.line = line
        self.column = column
        self.rule = rule
        self.severity = severity
        self.message = message
        self.suggestion = suggestion
        self.lineText = lineText
        self.fix = fix
        self.utf16Column = utf16Column ?? column
    }
}

/// A replacement of a byte range of a file, as `--fix` applies it.
public struct TextEdit: Sendable, Hashable {
    /// UTF-8 offset of the first replaced byte.
    public var start: Int
    /// UTF-8 offset just past the last replaced byte.
    public var end: Int
    /// The text replaced, for the report (`16`).
    public var original: String
    /// The text written instead (`.l`).
    public var replacement: String

    public init(start: Int, end: Int, original: String, replacement: String) {
        precondition(start <= end, "an edit's range runs forwards")
        self.start = start
        self.end = end
        self.original = original
        self.replacement = replacement
    }
}
