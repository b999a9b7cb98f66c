import ArgumentParser
import Foundation
import TesseraCommandSupport
@_spi(TesseraTools) import TesseraCore

/// `tessera audit THEME --fix (-o FIXED | --write)`: writes the theme file with its failing
/// colour roles moved the least that passes (``ThemeFixer``), every other value as it was.
struct AuditFix {
    var theme: String
    var output: String
    var level: AuditLevel
    var format: OutputFormat

    func run() throws {
        let url = URL(fileURLWithPath: theme)
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            printError("error: \(theme): cannot read the file (\(error.localizedDescription)); check the path")
            throw ExitCode(1)
        }
        let document = ThemeLoader().load(contentsOf: url)
        guard let compiled = document.theme, let tree = try? JSONNode(parsing: data) else {
            for diagnostic in document.errors { printError(diagnostic.description) }
            printError(
                "error: \(theme) has errors; fix them first (`tessera validate \(theme)` lists them), then run --fix again"
            )
            throw ExitCode(1)
        }
        let fix = ThemeFixer.fix(compiled, targets: .audit(level))
        var edited = tree
        for edit in fix.edits {
            edited = edited.setting(.string(edit.value.description), at: edit.path)
        }
        let result = ThemeLoader().load(
            tree: edited, defaultID: url.deletingPathExtension().lastPathComponent, file: theme)
        let report = result.theme.map { AccessibilityAudit.run($0, level: level) }
        let passed = (report?.passed ?? false) && fix.diagnostics.isEmpty
        if !fix.edits.isEmpty || output != theme {
            do {
                try written(edited, result: result, original: document, url: url).write(
                    to: URL(fileURLWithPath: output), options: .atomic)
            } catch {
                printError(
                    "error: \(output): cannot write the fixed theme (\(error.localizedDescription)); check that the folder exists and is writable"
                )
                throw ExitCode(1)
            }
        }
        switch format {
        case .json:
            JSONOutput.print(
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
                ]))
        case .text:
            if fix.changes.isEmpty, fix.diagnostics.isEmpty {
                print("\(theme): nothing to fix; every pair passes (\(level.rawValue))")
            }
            for change in fix.changes {
                let side = change.movedForeground ? "foreground" : "background"
                let value =
                    change.value.description == change.after.hexString
                    ? change.after.hexString : "\(change.value) (\(change.after.hexString))"
                print(
                    "\(change.role) (\(change.mode)): moved the \(side) of \(change.pairRole) on \(change.against), "
                        + "\(change.before.hexString) → \(value), \(AccessibilityAudit.format(change.ratioBefore)):1 → "
                        + "\(AccessibilityAudit.format(change.ratioAfter)):1 (needs \(AccessibilityAudit.format(change.threshold))), ΔE \(AccessibilityAudit.format(change.difference))"
                )
            }
            for diagnostic in fix.diagnostics { printError(diagnostic.description) }
            if !fix.edits.isEmpty || output != theme {
                print("Wrote \(output)")
                print(
                    "  \(fix.changes.count) \(fix.changes.count == 1 ? "colour" : "colours") moved; the audit \(passed ? "passes" : "still FAILS") in all four modes (\(level.rawValue))"
                )
            }
        }
        if !passed { throw ExitCode(1) }
    }

    /// The fixed file's bytes as a Studio save writes them (`ThemeFileStore`): the file as it was,
    /// with only the moved values' text changed where its shape allows, the whole file in
    /// canonical form where it does not.
    func written(_ edited: JSONNode, result: ThemeDocument, original: ThemeDocument, url: URL) throws -> Data {
        if let spec = result.spec, result.errors.isEmpty {
            return try ThemeFileStore(url: url, shapedLike: original).data(for: spec, preserving: result.preserved)
        }
        let text = edited.text()
        return Data((text + (text.hasSuffix("\n") ? "" : "\n")).utf8)
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
            "ratioBefore": .number(GenerateCommand.rounded(change.ratioBefore)),
            "ratioAfter": .number(GenerateCommand.rounded(change.ratioAfter)),
            "threshold": .number(change.threshold),
            "deltaE": .number(GenerateCommand.rounded(change.difference)),
        ])
    }
}
