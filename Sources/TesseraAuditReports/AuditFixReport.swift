public import Foundation
@_spi(TesseraTools) public import TesseraCore

/// `tessera audit THEME --fix`: the theme file with its failing colour roles moved the least that
/// passes (the core's `ThemeFixer`), every other value as it was; what moved, as JSON and as text;
/// and whether the fixed theme passes the audit.
public struct AuditFixReport: Sendable {
    /// The audit level the roles were moved to pass.
    public let level: AuditLevel
    let fix: ThemeFix
    let edited: JSONNode
    let result: ThemeDocument
    let original: ThemeDocument
    let url: URL

    /// The fix of the theme file at `url`, whose bytes are `data` and which reads as `document`
    /// (`file` is its path as the person gave it). `nil` when the theme has errors (`document.errors`
    /// lists them) or the bytes are not JSON: the errors are fixed first.
    public init?(data: Data, document: ThemeDocument, url: URL, file: String, level: AuditLevel) {
        guard let compiled = document.theme, let tree = try? JSONNode(parsing: data) else { return nil }
        let fix = ThemeFixer.fix(compiled, targets: .audit(level))
        var edited = tree
        for edit in fix.edits {
            edited = edited.setting(.string(edit.value.description), at: edit.path)
        }
        self.level = level
        self.fix = fix
        self.edited = edited
        self.original = document
        self.url = url
        result = ThemeLoader().load(tree: edited, defaultID: url.deletingPathExtension().lastPathComponent, file: file)
    }

    /// Whether anything moved.
    public var hasEdits: Bool { !fix.edits.isEmpty }

    /// Whether nothing failed: no role moved and none is left unsolved.
    public var nothingToFix: Bool { fix.changes.isEmpty && fix.diagnostics.isEmpty }

    /// How many colours moved.
    public var movedCount: Int { fix.changes.count }

    /// Whether the fixed theme passes the audit and every failing role was solved.
    public var passed: Bool {
        let report = result.theme.map { AccessibilityAudit.run($0, level: level) }
        return (report?.passed ?? false) && fix.diagnostics.isEmpty
    }

    /// What could not be solved, one diagnostic each.
    public var unsolved: [String] { fix.diagnostics.map(\.description) }

    /// The fixed file's bytes as a Studio save writes them (`ThemeFileStore`): the file as it was,
    /// with only the moved values' text changed where its shape allows, the whole file in
    /// canonical form where it does not.
    public func written() throws -> Data {
        if let spec = result.spec, result.errors.isEmpty {
            return try ThemeFileStore(url: url, shapedLike: original).data(for: spec, preserving: result.preserved)
        }
        let text = edited.text()
        return Data((text + (text.hasSuffix("\n") ? "" : "\n")).utf8)
    }

    /// `tessera audit --fix --format json`'s document for `theme` fixed into `output`.
    public func json(theme: String, output: String) -> JSONNode {
        .object([
            "schemaVersion": .number(1),
            "theme": .string(theme),
            "output": .string(output),
            "level": .string(level.rawValue),
            "passed": JSONNode(.bool(passed)),
            "changes": JSONNode(.array(fix.changes.map(Self.json))),
            "edits": JSONNode(
                .array(
                    fix.edits.map { edit in
                        JSONNode.object([
                            "path": .string(edit.path.description), "value": .string(edit.value.description),
                        ])
                    })),
            "unsolved": JSONNode(.array(fix.diagnostics.map { JSONNode.string($0.description) })),
        ])
    }

    /// One line per moved colour: the role, the mode, the side moved, the values and ratios
    /// before and after, the threshold and ΔE.
    public var changeLines: [String] {
        fix.changes.map { change in
            let side = change.movedForeground ? "foreground" : "background"
            let value =
                change.value.description == change.after.hexString
                ? change.after.hexString : "\(change.value) (\(change.after.hexString))"
            return "\(change.role) (\(change.mode)): moved the \(side) of \(change.pairRole) on \(change.against), "
                + "\(change.before.hexString) → \(value), \(AccessibilityAudit.format(change.ratioBefore)):1 → "
                + "\(AccessibilityAudit.format(change.ratioAfter)):1 (needs \(AccessibilityAudit.format(change.threshold))), ΔE \(AccessibilityAudit.format(change.difference))"
        }
    }

    static func json(_ change: ThemeFix.Change) -> JSONNode {
        .object([
            "role": .string(change.role),
            "mode": .string(change.mode.key),
            "moved": .string(change.movedForeground ? "foreground" : "background"),
            "check": .string(change.check.rawValue),
            "pair": .string("\(change.pairRole) on \(change.against)"),
            "before": .string(change.before.hexString),
            "after": .string(change.after.hexString),
            "value": .string(change.value.description),
            "ratioBefore": .number(ReportNumber.rounded(change.ratioBefore)),
            "ratioAfter": .number(ReportNumber.rounded(change.ratioAfter)),
            "threshold": .number(change.threshold),
            "deltaE": .number(ReportNumber.rounded(change.difference)),
        ])
    }
}
