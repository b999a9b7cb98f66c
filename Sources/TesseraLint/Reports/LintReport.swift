import Foundation
@_spi(TesseraTools) public import TesseraCore

/// How findings are written: for people and editors, for scripts, or for code-scanning
/// dashboards.
public enum LintReport {
    /// `FILE:LINE:COL: warning|error: [rule-id] message` — the form Xcode and editors jump to.
    public static func text(_ findings: [LintFinding]) -> String {
        findings.map {
            "\($0.file):\($0.line):\($0.column): \($0.severity.rawValue): [\($0.rule.rawValue)] \($0.message)\n"
        }.joined()
    }

    /// `{"schemaVersion":1,"findings":[{"file","line","column","rule","severity","message","suggestion","fix"}]}`.
    public static func json(_ findings: [LintFinding]) -> String {
        jsonTree(findings).text(pretty: true) + "\n"
    }

    /// The report ``json(_:)`` writes, as a tree (what `tessera mcp`'s lint tool answers).
    /// `fix` is the edit `--fix` makes — `{"original": "16", "replacement": ".l"}` — or null.
    public static func jsonTree(_ findings: [LintFinding]) -> JSONNode {
        let items = findings.map { finding -> JSONNode in
            .object([
                "file": .string(finding.file), "line": .number(Double(finding.line)),
                "column": .number(Double(finding.column)),
                "rule": .string(finding.rule.rawValue), "severity": .string(finding.severity.rawValue),
                "message": .string(finding.message), "suggestion": finding.suggestion.map(JSONNode.string) ?? .null,
                "fix": finding.fix.map {
                    .object(["original": .string($0.original), "replacement": .string($0.replacement)])
                } ?? .null,
            ])
        }
        return JSONNode.object(["schemaVersion": .number(1), "findings": JSONNode(.array(items))])
    }

    /// SARIF 2.1.0: the tool with every rule's description and help, one result per finding
    /// with its rule, level, message and a location relative to `root` (the repository).
    public static func sarif(_ findings: [LintFinding], settings: LintSettings, root: String) -> String {
        let rules = RuleID.allCases
        let driver: JSONNode = .object([
            "name": .string("tessera-lint"),
            "rules": JSONNode(.array(rules.map { rule(for: $0.description, settings: settings) })),
        ])
        let base = URL(fileURLWithPath: root, isDirectory: true).standardizedFileURL.absoluteString
        let results = findings.map { finding -> JSONNode in
            var region: [(String, JSONNode)] = [
                ("startLine", .number(Double(finding.line))), ("startColumn", .number(Double(finding.utf16Column))),
            ]
            if !finding.lineText.isEmpty { region.append(("snippet", .object(["text": .string(finding.lineText)]))) }
            var result: [(String, JSONNode)] = [
                ("ruleId", .string(finding.rule.rawValue)),
                ("ruleIndex", .number(Double(rules.firstIndex(of: finding.rule) ?? 0))),
                ("level", .string(finding.severity.rawValue)),
                ("message", .object(["text": .string(finding.message)])),
                (
                    "locations",
                    JSONNode(
                        .array([
                            .object([
                                "physicalLocation": .object([
                                    "artifactLocation": .object([
                                        "uri": .string(uriPath(RepositoryPath.relative(finding.file, to: root))),
                                        "uriBaseId": .string("SRCROOT"),
                                    ]),
                                    "region": object(region),
                                ])
                            ])
                        ]))
                ),
                ("partialFingerprints", .object(["lineText/v1": .string(fingerprint(finding))])),
            ]
            if let suggestion = finding.suggestion {
                result.append(("properties", .object(["suggestion": .string(suggestion)])))
            }
            return object(result)
        }
        let run: JSONNode = .object([
            "tool": .object(["driver": driver]),
            "originalUriBaseIds": .object([
                "SRCROOT": .object(["uri": .string(base.hasSuffix("/") ? base : base + "/")])
            ]),
            "columnKind": .string("utf16CodeUnits"),
            "results": JSONNode(.array(results)),
        ])
        return JSONNode.object([
            "$schema": .string("https://json.schemastore.org/sarif-2.1.0.json"), "version": .string("2.1.0"),
            "runs": JSONNode(.array([run])),
        ]).text(pretty: true) + "\n"
    }

    private static func rule(for description: RuleDescription, settings: LintSettings) -> JSONNode {
        let level = settings.severity(of: description.id)?.rawValue ?? "none"
        let name = description.id.rawValue.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }
            .joined()
        return .object([
            "id": .string(description.id.rawValue),
            "name": .string(name),
            "shortDescription": .object(["text": .string(description.rationale)]),
            "help": .object(["text": .string(description.help), "markdown": .string(description.help)]),
            "defaultConfiguration": .object([
                "level": .string(level), "enabled": JSONNode(.bool(settings.severity(of: description.id) != nil)),
            ]),
        ])
    }

    private static func object(_ pairs: [(String, JSONNode)]) -> JSONNode {
        JSONNode(.object(pairs.map { JSONNode.Member(key: $0.0, value: $0.1) }))
    }

    /// A relative path as a URI reference: each segment percent-encoded.
    private static func uriPath(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).map {
            String($0).addingPercentEncoding(
                withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/"))) ?? String($0)
        }.joined(separator: "/")
    }

    /// Stable across line moves: rule and trimmed line text (FNV-1a, 64-bit).
    private static func fingerprint(_ finding: LintFinding) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in "\(finding.rule.rawValue)|\(finding.lineText)".utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return String(hash, radix: 16)
    }
}
