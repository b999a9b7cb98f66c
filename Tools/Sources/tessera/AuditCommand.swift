import ArgumentParser
@_spi(TesseraTools) import TesseraCore
import TesseraCommandSupport

/// `tessera audit [THEME] [--preset ID | --all-presets] [--level AA|AAA]`
struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Check a theme's contrast and sizes in all four appearance × contrast modes.",
        discussion: """
            Checks every declared text-on-background pairing, button labels on their fills (normal and \
            pressed), essential non-text colours at 3:1, button heights (44 pt), text at least 11 pt at \
            the default size, and growth through the accessibility sizes. Exits 1 when anything fails.
            """
    )

    @OptionGroup var source: ThemeOptions

    @Flag(name: .customLong("all-presets"), help: "Audit every built-in preset.")
    var allPresets = false

    @Option(help: "Conformance level: AA or AAA.")
    var level: AuditLevel = .AA

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    func validate() throws {
        if allPresets, source.theme != nil || source.preset != nil {
            throw ValidationError("--all-presets audits the built-in presets; do not also give a theme or --preset.")
        }
    }

    func run() throws {
        let themes = allPresets ? Presets.all.map(\.theme) : [try source.load()]
        let reports = themes.map { AccessibilityAudit.run($0, level: level) }
        let passed = reports.allSatisfy(\.passed)
        switch format {
        case .json:
            JSONOutput.print(.object([
                "schemaVersion": .number(1),
                "level": .string(level.rawValue),
                "passed": JSONNode(.bool(passed)),
                "themes": JSONNode(.array(reports.map { report in
                    .object([
                        "theme": .string(report.themeID),
                        "passed": JSONNode(.bool(report.passed)),
                        "checks": .number(Double(report.findings.count)),
                        "failures": JSONNode(.array(report.failures.map(Self.json))),
                    ])
                })),
            ]))
        case .text:
            for report in reports {
                let failures = report.failures
                let status = failures.isEmpty ? "pass" : "FAIL"
                print("\(report.themeID.padding(toLength: 12, withPad: " ", startingAt: 0))\(status)  \(report.findings.count) checks, \(failures.count) failed (\(level.rawValue))")
                for failure in failures {
                    print("    \(failure.check.rawValue): \(failure.message)")
                }
            }
        }
        if !passed { throw ExitCode(1) }
    }

    static func json(_ finding: AuditFinding) -> JSONNode {
        .object([
            "check": .string(finding.check.rawValue),
            "role": .string(finding.role),
            "against": finding.against.map(JSONNode.string) ?? .null,
            "appearance": finding.appearance.map { .string($0.rawValue) } ?? .null,
            "contrast": finding.contrast.map { .string($0.rawValue) } ?? .null,
            "size": finding.size.map { .string($0.rawValue) } ?? .null,
            "foreground": finding.foreground.map { .string($0.hexString) } ?? .null,
            "background": finding.background.map { .string($0.hexString) } ?? .null,
            "value": .number(finding.value),
            "threshold": .number(finding.threshold),
            "message": .string(finding.message),
        ])
    }
}
