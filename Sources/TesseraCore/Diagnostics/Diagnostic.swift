/// One problem found in a theme: how bad it is, where it is and what was expected.
///
/// `description` prints the form editors and Xcode understand:
/// `FILE:LINE:COL: error: JSON.PATH: message`.
public struct Diagnostic: Error, Sendable, Hashable, Codable, CustomStringConvertible {
    /// How bad a problem is: errors stop a theme from compiling; warnings do not.
    public enum Severity: String, Sendable, Hashable, Codable, Comparable {
        /// A problem that does not stop the theme from compiling: it loads, and the warning says what was assumed.
        case warning
        /// A problem that stops the theme from compiling.
        case error

        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            lhs == .warning && rhs == .error
        }
    }

    /// A stable, machine-readable kind of problem.
    public enum Code: String, Sendable, Hashable, Codable, CaseIterable {
        /// The text is not valid JSON.
        case syntax
        /// The file is not valid UTF-8.
        case invalidEncoding
        /// Objects and arrays are nested deeper than the reader allows (128 levels).
        case nestingTooDeep
        /// A number does not fit a `Double`.
        case numberOutOfRange
        /// An object names the same key twice.
        case duplicateKey
        /// A key this version does not know: an error when it is a misspelling of a known one, else a warning.
        case unknownKey
        /// A value of the wrong JSON type (a string where a number is expected).
        case typeMismatch
        /// A required value is absent.
        case missingValue
        /// A value of the right type that is not allowed here.
        case invalidValue
        /// A colour that cannot be read.
        case invalidColor
        /// A `{group.name}` reference to a token that does not exist, or is of the wrong kind.
        case unresolvedReference
        /// References that lead back to themselves.
        case referenceCycle
        /// A number outside the range its value allows.
        case valueOutOfRange
        /// A built-in role without a value after merging.
        case missingRole
        /// A role name no family knows, or a custom role without a built-in fallback.
        case unknownRole
        /// `extends` names no preset.
        case unknownPreset
        /// A chain of `extends` that leads back to a file already in it.
        case extendsCycle
        /// `extends` names a base file that does not exist or cannot be read.
        case missingBase
        /// `extends` names a file that is not a theme, or a path that is not allowed (absolute, or from text with no folder).
        case invalidBase
        /// A `specVersion` this version cannot read: a newer major version, or one that is not `MAJOR.MINOR`.
        case unsupportedVersion
        /// A newer minor `specVersion`: the file loads, and keys this version does not know are kept.
        case newerVersion
        /// A colour outside sRGB, mapped into it.
        case outOfGamut
        /// A contrast pair no allowed colour move can make pass (the generator, `audit --fix`).
        case insufficientContrast
    }

    /// Whether the problem stops the theme from compiling.
    public var severity: Severity
    /// The kind of problem, for code that reacts to it.
    public var code: Code
    /// What is wrong and what was expected, in a sentence for people.
    public var message: String
    /// Where in the JSON document the problem is (`colors.accent.light`).
    public var path: JSONPath
    /// The line and column in the file; ``TextPosition/synthesized`` when the value was not read from text.
    public var location: TextPosition
    /// The file the problem is in, when it came from one.
    public var file: String?
    /// The token reference the problem is about — the one that does not resolve, or that is of
    /// the wrong kind — when there is one. Code that needs it reads it here, never from `message`.
    public var reference: TokenReference?
    /// When this diagnostic stands for diagnostics a report left out (see `capped()`): how many.
    /// `nil` for an ordinary diagnostic.
    public var omitted: Int?

    /// A diagnostic of `severity` and `code` saying `message`, at `path` and `location` in `file`,
    /// about `reference` when the problem is a token reference.
    public init(
        _ severity: Severity, _ code: Code, _ message: String,
        at path: JSONPath = .root, location: TextPosition = .synthesized, file: String? = nil,
        reference: TokenReference? = nil
    ) {
        self.severity = severity
        self.code = code
        self.message = message
        self.path = path
        self.location = location
        self.file = file
        self.reference = reference
    }

    /// An error at `path`, about `reference` when one is given.
    public static func error(
        _ code: Code, _ message: String, at path: JSONPath = .root, location: TextPosition = .synthesized,
        reference: TokenReference? = nil
    ) -> Diagnostic {
        Diagnostic(.error, code, message, at: path, location: location, reference: reference)
    }

    /// A warning at `path`, about `reference` when one is given.
    public static func warning(
        _ code: Code, _ message: String, at path: JSONPath = .root, location: TextPosition = .synthesized,
        reference: TokenReference? = nil
    ) -> Diagnostic {
        Diagnostic(.warning, code, message, at: path, location: location, reference: reference)
    }

    /// Whether this diagnostic summarises omitted ones.
    package var isSummary: Bool { omitted != nil }

    /// Whether this is an error.
    public var isError: Bool { severity == .error }

    public var description: String {
        let place = location.isKnown ? "\(location.line):\(location.column)" : "1:1"
        return "\(file ?? "<theme>"):\(place): \(severity.rawValue): \(path): \(message)"
    }
}

extension Array where Element == Diagnostic {
    /// Whether any diagnostic is an error.
    public var containsErrors: Bool { contains(where: \.isError) }

    /// The same diagnostics, each attributed to `file` unless it already names one.
    package func attributed(to file: String) -> [Diagnostic] {
        map { diagnostic in
            var copy = diagnostic
            if copy.file == nil { copy.file = file }
            return copy
        }
    }
}

extension [Diagnostic] {
    /// In reading order: by file, line, column, JSON path, then message — the same order on every
    /// run, whatever order the checks ran in.
    @_spi(TesseraTools) public func inReadingOrder() -> [Diagnostic] {
        // Each path is written out once, not once per comparison.
        let keyed = map { (diagnostic: $0, path: $0.path.description) }
        return keyed.sorted { a, b in
            let x = a.diagnostic
            let y = b.diagnostic
            if x.file != y.file { return (x.file ?? "") < (y.file ?? "") }
            if x.location.line != y.location.line { return x.location.line < y.location.line }
            if x.location.column != y.location.column { return x.location.column < y.location.column }
            if a.path != b.path { return a.path < b.path }
            return x.message < y.message
        }.map(\.diagnostic)
    }
}
