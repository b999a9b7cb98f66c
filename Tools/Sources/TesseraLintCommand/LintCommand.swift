package import ArgumentParser
import Foundation
import TesseraCore
import TesseraLint
import TesseraOutputFile

/// `tessera lint PATH…`: raw values, device checks and unlabeled icon buttons in Swift code,
/// with the theme's own token as the fix.
package struct LintCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "tessera lint",
        abstract:
            "Find raw colours, fonts, spacing, fixed frames and device checks in Swift code; suggest the theme's token.",
        discussion: """
            Rules: \(RuleID.allCases.map(\.rawValue).joined(separator: ", ")). Turn them off, change \
            severities and thresholds in .tessera-lint.json; silence one place with \
            `// tessera-lint:disable-next-line RULE`.

            Exit codes: 0 nothing fails (warnings don't, unless --strict); 1 findings fail; 64 usage \
            error (bad option, configuration, baseline, theme or path).
            """
    )

    @Argument(
        help: "Swift files or folders to lint (folders recursively; .build, .git and Pods are skipped).",
        completion: .file())
    var paths: [String] = ["."]

    @Option(
        help:
            "The app's theme (a file, or a preset's name such as ocean), for suggestions. Default: the configuration's theme, else Tessera's default theme.",
        completion: .file(extensions: ["json"]))
    var theme: String?

    @Option(help: "text (FILE:LINE:COL: severity: [rule] message), json or sarif.")
    var format: LintFormat = .text

    @Option(
        name: [.customShort("o"), .customLong("output")],
        help: "Write the report to this file instead of standard output.", completion: .file())
    var output: String?

    @Option(
        help: "Findings recorded in this file (by path, rule and line text) don't fail; new ones do.",
        completion: .file(extensions: ["json"]))
    var baseline: String?

    @Option(
        name: .customLong("write-baseline"), help: "Record every current finding in this file and exit 0.",
        completion: .file(extensions: ["json"]))
    var writeBaseline: String?

    @Option(
        help: "Configuration file. Default: the nearest .tessera-lint.json.", completion: .file(extensions: ["json"]))
    var config: String?

    @Flag(help: "Fail on warnings too.")
    var strict = false

    @Flag(help: "Replace raw values that exactly match a theme token, in place, and print each change.")
    var fix = false

    @Flag(
        name: .customLong("warnings-only"),
        help: "Report every finding as a warning and exit 0 (for build-tool plugins).")
    var warningsOnly = false

    @Option(
        name: .customLong("uses-of"),
        help:
            "List the uses of the roles a `tessera diff --format json` report removed or renamed (text or json), instead of linting.",
        completion: .file(extensions: ["json"]))
    var usesOf: String?

    @Option(
        help:
            "With --fix: write the new names of the roles a `tessera diff --format json` report renamed, instead of linting.",
        completion: .file(extensions: ["json"]))
    var renames: String?

    @Option(help: ArgumentHelp("Touch this file after linting (for build systems).", visibility: .hidden))
    var stamp: String?

    package init() {}

    package func validate() throws {
        if baseline != nil, writeBaseline != nil {
            throw ValidationError("Give --baseline or --write-baseline, not both.")
        }
        if strict, warningsOnly {
            throw ValidationError("--strict and --warnings-only contradict each other; give one.")
        }
        if renames != nil, !fix {
            throw ValidationError(
                "--renames rewrites renamed roles in place: give --fix too (or --uses-of to list them).")
        }
        if renames != nil, usesOf != nil {
            throw ValidationError("Give --renames (to rewrite) or --uses-of (to list), not both.")
        }
        if usesOf != nil, format == .sarif { throw ValidationError("--uses-of prints text or json.") }
        for path in paths {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue,
                !path.hasSuffix(".swift")
            {
                throw ValidationError("\(path) is not a Swift file; give .swift files or folders that hold them.")
            }
        }
    }

    package func run() throws {
        if let report = usesOf ?? renames { return try runRoleUses(report) }
        let workingDirectory = FileManager.default.currentDirectoryPath
        let configuration = try loadConfiguration(workingDirectory: workingDirectory)
        let linter = Linter(
            settings: configuration.settings, vocabulary: try vocabulary(configuration),
            exclusions: configuration.exclude,
            root: configuration.root)
        var result = linter.lint(paths: paths)
        for problem in result.problems { printToStandardError("error: \(problem.path): \(problem.problem)") }
        if !result.problems.isEmpty { throw ExitCode(64) }

        if fix {
            let applied = try FixApplier.apply(result.findings)
            for finding in applied {
                guard let edit = finding.fix else { continue }
                printToStandardError(
                    "\(finding.file):\(finding.line):\(finding.column): fixed [\(finding.rule.rawValue)] `\(edit.original)` → `\(edit.replacement)`"
                )
            }
            let fixed = Set(applied)
            result.findings.removeAll { fixed.contains($0) }
        }

        if let writeBaseline {
            let url = URL(fileURLWithPath: writeBaseline)
            try OutputFile.write(
                Baseline(findings: result.findings, folder: url.deletingLastPathComponent().path).data,
                to: writeBaseline)
            print("Wrote \(writeBaseline) (\(Self.count(result.findings.count, "finding")) accepted)")
            return
        }

        var findings = result.findings
        var baselined = 0
        if let baseline {
            let accepted: Baseline
            do { accepted = try Baseline.load(contentsOf: URL(fileURLWithPath: baseline)) } catch {
                printToStandardError(error.description)
                throw ExitCode(64)
            }
            (findings, baselined) = accepted.filter(findings)
        }
        if warningsOnly {
            findings = findings.map {
                var copy = $0
                copy.severity = .warning
                return copy
            }
        }

        let report: String
        switch format {
        case .text: report = LintReport.text(findings)
        case .json: report = LintReport.json(findings)
        case .sarif:
            report = LintReport.sarif(
                findings, settings: configuration.settings, root: RepositoryPath.root(containing: workingDirectory))
        }
        if let output {
            try OutputFile.write(Data(report.utf8), to: output)
        } else {
            print(report, terminator: "")
        }

        let errors = findings.filter { $0.severity == .error }.count
        let warnings = findings.count - errors
        let accepted = baselined > 0 ? ", \(baselined) accepted by the baseline" : ""
        printToStandardError(
            "\(Self.count(result.fileCount, "file")) checked: \(Self.count(errors, "error")), \(Self.count(warnings, "warning"))\(accepted)"
        )
        if let stamp {
            let note = "// tessera lint: \(result.fileCount) file(s), \(findings.count) finding(s).\n"
            try OutputFile.write(Data(note.utf8), to: stamp)
        }
        if errors > 0 || (strict && warnings > 0) { throw ExitCode(1) }
    }

    /// `--uses-of`: every use of a removed or renamed role, exit 1 when there is one;
    /// `--renames --fix`: the renamed ones rewritten, each printed.
    private func runRoleUses(_ report: String) throws {
        let changes: RoleChanges
        do {
            changes = try RoleChanges.read(contentsOf: URL(fileURLWithPath: report), shownAs: report)
        } catch {
            printToStandardError("error: \(error.message)")
            throw ExitCode(64)
        }
        let (uses, missing) = RoleUseFinder.find(changes, in: paths)
        for path in missing { printToStandardError("error: \(path): no such file or folder") }
        if !missing.isEmpty { throw ExitCode(64) }
        if renames != nil {
            for use in try FixApplier.apply(uses) {
                guard let edit = use.edit else { continue }
                print(
                    "\(use.file):\(use.line):\(use.column): renamed \(use.kind) `\(edit.original)` → `\(edit.replacement)`"
                )
            }
            let removed = uses.filter { $0.replacement == nil }
            for use in removed { printToStandardError(use.description) }
            if !removed.isEmpty { throw ExitCode(1) }
            return
        }
        switch format {
        case .json:
            let items = uses.map { use -> JSONNode in
                .object([
                    "file": .string(use.file), "line": .number(Double(use.line)), "column": .number(Double(use.column)),
                    "kind": .string(use.kind), "role": .string(use.role),
                    "change": .string(use.replacement == nil ? "removed" : "renamed"),
                    "replacement": use.replacement.map(JSONNode.string) ?? .null,
                ])
            }
            print(JSONNode.object(["schemaVersion": .number(1), "uses": JSONNode(.array(items))]).text(pretty: true))
        case .text, .sarif:
            for use in uses { print(use.description) }
        }
        if !uses.isEmpty { throw ExitCode(1) }
    }

    private func loadConfiguration(workingDirectory: String) throws -> LintConfiguration {
        let url =
            config.map { URL(fileURLWithPath: $0) }
            ?? LintConfiguration.discover(for: paths, workingDirectory: workingDirectory)
        guard let url else { return LintConfiguration(root: workingDirectory) }
        do { return try LintConfiguration.load(contentsOf: url) } catch {
            printToStandardError(error.description)
            throw ExitCode(64)
        }
    }

    /// "1 file", "3 errors".
    private static func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }

    private func vocabulary(_ configuration: LintConfiguration) throws -> ThemeVocabulary {
        guard let path = theme ?? configuration.theme else { return .standard }
        // A built-in preset's name, as other commands take it (`--theme ocean`), unless a file
        // of that name exists.
        if !FileManager.default.fileExists(atPath: path), let preset = Presets.named(path) {
            return ThemeVocabulary(theme: preset.theme)
        }
        let url = URL(fileURLWithPath: path)
        let document = ThemeLoader().load(contentsOf: url)
        guard let compiled = document.theme else {
            for diagnostic in document.diagnostics where diagnostic.isError {
                var copy = diagnostic
                if copy.file == nil || copy.file == url.relativePath { copy.file = path }
                printToStandardError(copy.description)
            }
            printToStandardError("error: \(path) did not load; fix the errors above")
            throw ExitCode(64)
        }
        return ThemeVocabulary(theme: compiled)
    }
}

/// How `tessera lint` writes findings.
enum LintFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, sarif
}

func printToStandardError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}
