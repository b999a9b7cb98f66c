import ArgumentParser
import Foundation
import TesseraCommandSupport
@_spi(TesseraTools) import TesseraCore

/// `tessera audit [THEME] [--preset ID | --all-presets | --brands DIR] [--level AA|AAA] [--fix (-o FIXED | --write)]`
struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Check a theme's contrast and sizes in all four appearance × contrast modes.",
        discussion: """
            Checks every declared text-on-background pairing, button labels on their fills (normal and \
            pressed), essential non-text colours at 3:1, button heights (44 pt), text at least 11 pt at \
            the default size, and growth through the accessibility sizes. Exits 1 when anything fails. \
            --brands DIR audits every brand in DIR (DIR/*.json and DIR/*/theme.json, each usually \
            extending a shared base file) and ends with a summary; a brand that does not compile fails.
            """
    )

    @OptionGroup var source: ThemeOptions

    @Flag(name: .customLong("all-presets"), help: "Audit every built-in preset.")
    var allPresets = false

    @Option(
        help: ArgumentHelp(
            "Audit every brand in a folder: DIR/*.json and DIR/*/theme.json.", valueName: "DIR"), completion: .directory
    )
    var brands: String?

    @Option(help: "Conformance level: AA or AAA.")
    var level: AuditLevel = .AA

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    @Flag(
        help:
            "Move each failing colour role the least that passes (hue kept), or to a palette entry within 2 ΔE of that."
    )
    var fix = false

    @Option(
        name: [.short, .customLong("output")],
        help: ArgumentHelp("With --fix: where to write the fixed theme.", valueName: "FIXED"))
    var output: String?

    @Flag(help: "With --fix: fix the theme file in place.")
    var write = false

    func validate() throws {
        if fix {
            guard source.theme != nil, !allPresets, brands == nil, source.preset == nil else {
                throw ValidationError(
                    "--fix fixes a theme file: give one, e.g. `tessera audit theme.json --fix -o fixed.json`.")
            }
            guard (output != nil) != write else {
                throw ValidationError(
                    "--fix needs -o FIXED.json to write a fixed copy, or --write to fix the file in place (one of them)."
                )
            }
        } else if output != nil || write {
            throw ValidationError("-o and --write go with --fix: `tessera audit theme.json --fix -o fixed.json`.")
        }
        if allPresets, source.theme != nil || source.preset != nil {
            throw ValidationError("--all-presets audits the built-in presets; do not also give a theme or --preset.")
        }
        if brands != nil, allPresets || source.theme != nil || source.preset != nil {
            throw ValidationError(
                "--brands audits the brands in a folder; do not also give a theme, --preset or --all-presets.")
        }
    }

    func run() throws {
        if fix, let theme = source.theme {
            try AuditFix(theme: theme, output: write ? theme : output ?? theme, level: level, format: format).run()
            return
        }
        let themes: [AuditedTheme]
        if let brands {
            themes = try brandThemes(in: brands)
        } else {
            let compiled = allPresets ? Presets.all.map(\.theme) : [try source.load()]
            themes = compiled.map { AuditedTheme(name: $0.id, report: AccessibilityAudit.run($0, level: level)) }
        }
        let passed = themes.allSatisfy(\.passed)
        switch format {
        case .json:
            JSONOutput.print(AuditReport.jsonDocument(level: level, passed: passed, themes: themes.map(Self.json)))
        case .text:
            let width = max(12, (themes.map(\.name.count).max() ?? 0) + 2)
            for theme in themes {
                let name = theme.name.padding(toLength: width, withPad: " ", startingAt: 0)
                guard let report = theme.report else {
                    print(
                        "\(name)FAIL  does not compile (\(theme.errors.count) \(theme.errors.count == 1 ? "error" : "errors"))"
                    )
                    for error in theme.errors { print("    \(error)") }
                    continue
                }
                let failures = report.failures
                let status = failures.isEmpty ? "pass" : "FAIL"
                print("\(name)\(status)  \(report.findings.count) checks, \(failures.count) failed (\(level.rawValue))")
                for failure in failures {
                    print("    \(failure.check.rawValue): \(failure.message)")
                }
            }
            if brands != nil {
                let failed = themes.filter { !$0.passed }.count
                print(
                    "\(themes.count) \(themes.count == 1 ? "brand" : "brands") audited in 4 colour modes: \(themes.count - failed) passed, \(failed) failed (\(level.rawValue))"
                )
            }
        }
        if !passed { throw ExitCode(1) }
    }

    /// Every brand in `folder` (`ThemeLoader.brandFiles(in:)`), each compiled through its
    /// `extends` chain and audited; a brand with errors is reported with them.
    private func brandThemes(in folder: String) throws -> [AuditedTheme] {
        let files: [URL]
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), !isDirectory.boolValue {
            printError(
                "error: \(folder) is a file; --brands takes the folder that holds the brands (audit one theme with `tessera audit \(folder)`)"
            )
            throw ExitCode(1)
        }
        do {
            files = try ThemeLoader.brandFiles(in: URL(fileURLWithPath: folder, isDirectory: true))
        } catch {
            printError(
                "error: \(folder): cannot list the folder; expected a folder of brand theme files (\(error.localizedDescription))"
            )
            throw ExitCode(1)
        }
        guard !files.isEmpty else {
            printError("error: \(folder): no brand theme files; expected \(folder)/*.json or \(folder)/*/theme.json")
            throw ExitCode(1)
        }
        let loader = ThemeLoader()
        return files.map { url in
            let file = url.relativePath
            let document = loader.load(contentsOf: url)
            guard let theme = document.theme else {
                return AuditedTheme(name: file, file: file, errors: document.errors)
            }
            return AuditedTheme(name: file, file: file, report: AccessibilityAudit.run(theme, level: level))
        }
    }

    /// A theme's audit as JSON, or, for a brand that did not compile, its errors.
    static func json(_ theme: AuditedTheme) -> JSONNode {
        if let report = theme.report { return report.jsonTree(file: theme.file) }
        var members: [JSONNode.Member] = [JSONNode.Member(key: "theme", value: .string(theme.name))]
        if let file = theme.file { members.append(JSONNode.Member(key: "file", value: .string(file))) }
        members.append(JSONNode.Member(key: "passed", value: JSONNode(.bool(false))))
        members.append(JSONNode.Member(key: "errors", value: JSONNode(.array(theme.errors.map(JSONOutput.diagnostic)))))
        return JSONNode(.object(members))
    }
}
