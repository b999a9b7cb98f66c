import ArgumentParser
import Foundation
import TesseraCommandSupport
import TesseraCore
import TesseraGallery

/// `tessera styleguide THEME -o DIR [--strict]`
struct StyleGuideCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "styleguide",
        abstract: "Write a static style guide of a theme: one self-contained page that works from file:// and prints.",
        discussion: """
            The same gallery as the Studio — every colour role in light, dark and increased contrast, the type \
            ramp at every Dynamic Type size, spacing, radii, motion, buttons, surfaces — without a server. A \
            theme `tessera audit` fails gets a banner at the top of the page naming every failing check, and \
            a warning here; with --strict the command then exits 1 (the page is still written, to look at).
            """
    )

    @OptionGroup var theme: ThemeOptions

    @Option(
        name: [.customShort("o"), .customLong("output")],
        help: "The folder to write index.html into; created if missing.", completion: .directory)
    var output: String

    @Flag(help: "Exit 1 when the theme fails the accessibility audit (the checks of `tessera audit`, AA).")
    var strict = false

    func run() throws {
        let compiled = try theme.load()
        let index: URL
        do { index = try StyleGuide.write(compiled, to: URL(fileURLWithPath: output)) } catch let error
            as PageAssetError
        {
            // The page's own resources missing: not the output's fault, and said as it is.
            throw error
        } catch {
            printError(
                "error: cannot write into \(output): \(OutputFile.problem(writing: output, asFolder: true, error: error))"
            )
            throw ExitCode(1)
        }
        print("Wrote \(index.path)")
        let report = AccessibilityAudit.run(compiled)
        guard !report.passed else { return }
        let failures = report.failures.count
        let what =
            "\(compiled.id) fails \(failures) of \(report.findings.count) accessibility checks (AA); the page names them in a banner (`tessera audit` lists them)"
        printError((strict ? "error: " : "warning: ") + what)
        if strict { throw ExitCode(1) }
    }
}
