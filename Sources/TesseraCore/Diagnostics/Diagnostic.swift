/// One problem found in a theme: how bad it is, where it is and what was expected.
///
/// `description` prints the form editors and Xcode understand:
/// `FILE:LINE:COL: error: JSON.PATH: message`.
public struct Diagnostic: Error, Sendable, Hashable, Codable, CustomStringConvertible {
    /// How bad a problem is: errors stop a theme from compiling; warnings do not.
    public enum Severity: String, Sendable, Hashable, Codable, Comparable {
        case warning
        case error

        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            lhs == .warning && rhs == .error
        }
    }

    /// A stable, machine-readable kind of problem.
    public enum Code: String, Sendable, Hashable, Codable, CaseIterable {
        case syntax
        case invalidEncoding
        case nestingTooDeep
        case numberOutOfRange
        case duplicateKey
        case unknownKey
        case typeMismatch
        case missingValue
        case invalidValue
        case invalidColor
        case unresolvedReference
        case referenceCycle
        case valueOutOfRange
        case missingRole
        case unknownRole
        case unknownPreset
        case extendsCycle
        case missingBase
        case invalidBase
        case unsupportedVersion
        case newerVersion
        case outOfGamut
        /// A contrast pair no allowed colour move can make pass (the generator, `audit --fix`).
        case insufficientContrast
    }

    public var severity: Severity
    public var code: Code
    public var message: String
    public var path: JSONPath
    public var location: TextPosition
    /// The file the problem is in, when it came from one.
    public var file: String?
    /// The token reference the problem is about — the one that does not resolve, or that is of
    /// the wrong kind — when there is one. Code that needs it reads it here, never from `message`.
    public var reference: TokenReference?
    /// When this diagnostic stands for diagnostics a report left out (see `capped()`): how many.
    /// `nil` for an ordinary diagnostic.
    @_spi(TesseraTools) public var omitted: Int?

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
    @_spi(TesseraTools) public var isSummary: Bool { omitted != nil }

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
    @_spi(TesseraTools) public func attributed(to file: String) -> [Diagnostic] {
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
            let x = a.diagnostic, y = b.diagnostic
            if x.file != y.file { return (x.file ?? "") < (y.file ?? "") }
            if x.location.line != y.location.line { return x.location.line < y.location.line }
            if x.location.column != y.location.column { return x.location.column < y.location.column }
            if a.path != b.path { return a.path < b.path }
            return x.message < y.message
        }.map(\.diagnostic)
    }
}
