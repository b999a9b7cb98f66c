public import TesseraCore

extension StudioPayload {
    /// `diagnostics` in the schema: 422 for an edit or import refused, each diagnostic as
    /// `FILE:LINE:COL: message`.
    public struct Diagnostics: Encodable, Sendable {
        public var diagnostics: [String]

        public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics.map(\.description) }
        public init(lines: [String]) { diagnostics = lines }
    }

    /// `error` in the schema: a refusal with one message.
    public struct Refusal: Encodable, Sendable {
        public var error: String

        public init(error: String) { self.error = error }
    }

    /// `saveRefused` and `conflict` in the schema: a save refused while the file has errors (422),
    /// or any other write while it has (409) — the message and every error.
    public struct RefusalWithErrors: Encodable, Sendable {
        public var error: String
        public var diagnostics: [String]

        public init(_ error: String, errors: [Diagnostic]) {
            self.error = error
            diagnostics = errors.map(\.description)
        }

        public init(error: String, lines: [String]) {
            self.error = error
            diagnostics = lines
        }
    }

    /// `fieldError` in the schema: 400 for a form field the page sent — the field and what was expected.
    public struct FieldError: Encodable, Sendable {
        public var error: String
        public var field: String

        public init(error: String, field: String) {
            self.error = error
            self.field = field
        }
    }

    /// 422 for corrected source text that still has errors: every error, and the status.
    public struct SourceRefused: Encodable, Sendable {
        public var diagnostics: [String]
        public var status: Status

        public init(diagnostics: [String], status: Status) {
            self.diagnostics = diagnostics
            self.status = status
        }
    }
}
