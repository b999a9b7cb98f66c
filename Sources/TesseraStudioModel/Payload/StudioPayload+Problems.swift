import TesseraCore
public import TesseraGallery

extension StudioPayload {
    /// `problems` in the schema: what the page shows of a file with errors (``BrokenFile``) —
    /// each error at its place, the file's text for the source view, and whether anything of
    /// the file can be read (the gallery and audit are `null` beside it when nothing can).
    public struct Problems: Encodable, Sendable, Equatable {
        /// Every error, in reading order; never empty.
        public var errors: [Problem]
        /// The file's text as read.
        public var text: String
        /// Whether the core can still read a theme from the file.
        public var readable: Bool

        /// One error of the file and where it sits.
        public struct Problem: Encodable, Sendable, Equatable {
            /// The diagnostic as the CLI prints it (`FILE:LINE:COL: error: …`).
            public var description: String
            public var file: String
            /// 1-based line and column of its place in the text.
            public var line: Int
            public var column: Int
            /// The UTF-16 offset of its place in the text, where the source view puts the caret.
            public var offset: Int
            /// Its JSON path, a key as a string and an index as a number (`["colors", "accent", "light"]`).
            public var path: [PathComponent]
            /// Its JSON path as text (`colors.accent.light`).
            public var pathText: String
            public var message: String
            /// The diagnostic code (`invalidValue`).
            public var code: String
            /// The value written there — a string as it is, any other value as compact JSON —, or
            /// null when the file has none there or the error concerns the whole file.
            @Nullable public var written: String?
            /// The lines around its line, its own marked.
            public var excerpt: [Line]
        }

        /// A component of a JSON path: a member's key (a string) or an element's index (a number).
        public enum PathComponent: Encodable, Sendable, Equatable {
            case key(String)
            case index(Int)

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.singleValueContainer()
                switch self {
                case .key(let key): try container.encode(key)
                case .index(let index): try container.encode(index)
                }
            }
        }

        /// A line of the source excerpt.
        public struct Line: Encodable, Sendable, Equatable {
            /// Its 1-based number.
            public var line: Int
            public var text: String
            /// Whether the error sits on it.
            public var marked: Bool
        }

        /// The problems of `broken`, an error without a file of its own named `fileName`.
        init(_ broken: BrokenFile, fileName: String) {
            let tree = broken.tree
            errors = broken.errors.map { error in
                let written = error.path.components.isEmpty ? nil : tree?.node(at: error.path)
                return Problem(
                    description: error.description, file: error.file ?? fileName, line: error.location.line,
                    column: error.location.column,
                    offset: broken.utf16Offset(line: error.location.line, column: error.location.column),
                    path: error.path.components.map {
                        switch $0 {
                        case .key(let key): .key(key)
                        case .index(let index): .index(index)
                        }
                    },
                    pathText: error.path.description, message: error.message, code: error.code.rawValue,
                    written: written.map { $0.stringValue ?? $0.text(pretty: false) },
                    excerpt: broken.excerpt(around: error.location.line).map {
                        Line(line: $0.number, text: $0.text, marked: $0.number == error.location.line)
                    })
            }
            text = broken.text
            readable = broken.readable != nil
        }
    }
}
