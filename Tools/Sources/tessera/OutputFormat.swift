import ArgumentParser
import Foundation
import TesseraCore

/// How a command prints its result.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    /// Lines for people (and, for diagnostics, for editors).
    case text
    /// One JSON object with a `schemaVersion`, for scripts.
    case json
}

/// Builds JSON output with stable key order.
enum JSONOutput {
    static func print(_ node: JSONNode) {
        Swift.print(node.text(), terminator: "")
    }

    /// One diagnostic; `file` is the file it is in — a base file the theme extends, for a
    /// mistake there — and `null` when it is in no file.
    static func diagnostic(_ diagnostic: Diagnostic) -> JSONNode {
        .object([
            "severity": .string(diagnostic.severity.rawValue),
            "code": .string(diagnostic.code.rawValue),
            "file": diagnostic.file.map(JSONNode.string) ?? .null,
            "path": .string(diagnostic.path.description),
            "line": .number(Double(diagnostic.location.line)),
            "column": .number(Double(diagnostic.location.column)),
            "message": .string(diagnostic.message),
        ])
    }
}
