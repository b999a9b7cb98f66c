import Foundation
import TesseraCore

extension DiffReport {
    /// SARIF 2.1.0: one `error` result per regression, placed on the new theme file's line
    /// where the role the check names is written (the file's start when the theme only
    /// inherits it, or when the file is tokens). Paths are as given, relative to the current
    /// folder (`SRCROOT`).
    public static func sarif(_ diff: ThemeDiff, new: LoadedTheme, root: String) -> String {
        let rule: JSONNode = .object([
            "id": .string(ruleID),
            "name": .string("AccessibilityRegression"),
            "shortDescription": .object([
                "text": .string("An accessibility check that passed before fails after this theme change.")
            ]),
            "help": .object([
                "text": .string(
                    "Restore the contrast or size the check asks for, or run `tessera audit` on the new theme for every failure."
                )
            ]),
            "defaultConfiguration": .object(["level": .string("error")]),
        ])
        let uri = new.input.path.split(separator: "/", omittingEmptySubsequences: false).map {
            String($0).addingPercentEncoding(
                withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/"))) ?? String($0)
        }.joined(separator: "/")
        let results: [JSONNode] = diff.regressions.map { change in
            let finding = change.finding
            // The role checked where the file writes it, else what it was checked against.
            let kind = AuditChange.kind(of: finding.check)
            let location =
                new.writtenLocation(of: RoleKey(kind, finding.role))
                ?? finding.against.flatMap { kind == .color ? new.writtenLocation(of: RoleKey(.color, $0)) : nil }
                ?? new.location(of: RoleKey(kind, finding.role))
            return .object([
                "ruleId": .string(ruleID),
                "ruleIndex": .number(0),
                "level": .string("error"),
                "message": .object(["text": .string("\(change.title): \(result(change.old)) → \(result(change.new))")]),
                "locations": JSONNode(
                    .array([
                        .object([
                            "physicalLocation": .object([
                                "artifactLocation": .object(["uri": .string(uri), "uriBaseId": .string("SRCROOT")]),
                                "region": .object([
                                    "startLine": .number(Double(location.line)),
                                    "startColumn": .number(Double(location.column)),
                                ]),
                            ])
                        ])
                    ])),
                "partialFingerprints": .object(["check/v1": .string(change.title)]),
            ])
        }
        let base = URL(fileURLWithPath: root, isDirectory: true).standardizedFileURL.absoluteString
        let run: JSONNode = .object([
            "tool": .object(["driver": .object(["name": .string("tessera-diff"), "rules": JSONNode(.array([rule]))])]),
            "originalUriBaseIds": .object([
                "SRCROOT": .object(["uri": .string(base.hasSuffix("/") ? base : base + "/")])
            ]),
            "results": JSONNode(.array(results)),
        ])
        return JSONNode.object([
            "$schema": .string("https://json.schemastore.org/sarif-2.1.0.json"), "version": .string("2.1.0"),
            "runs": JSONNode(.array([run])),
        ]).text(pretty: true) + "\n"
    }

    static let ruleID = "accessibility-regression"
}
