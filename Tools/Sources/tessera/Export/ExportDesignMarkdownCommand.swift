import ArgumentParser
import Foundation
import TesseraCommandSupport
import TesseraCore
import TesseraTokens

/// `tessera export design-md THEME -o DESIGN.md`
struct ExportDesignMarkdownCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "design-md",
        abstract:
            "Write an agent-readable DESIGN.md: every role with its values in all four colour modes, the SwiftUI code that uses it, usage rules and what the audit guarantees.",
        discussion: """
            The format follows DESIGN.md (google-labs-code/design.md): YAML front matter with the \
            values at light, standard contrast and Dynamic Type Large, then Overview, Colors, \
            Typography, Layout, Elevation & Depth, Shapes, Components, Do's and Don'ts and \
            Accessibility. Commit it next to the theme so any coding agent reads it.
            """
    )

    @OptionGroup var theme: ThemeOptions

    @Option(help: "Conformance level the Accessibility section reports: AA or AAA.")
    var level: AuditLevel = .AA

    @Option(
        name: [.customShort("o"), .customLong("output")],
        help: "The file to write (DESIGN.md); standard output when omitted.")
    var output: String?

    func run() throws {
        try ExportOutput.write(DesignMarkdown.document(for: try theme.load(), level: level), to: output)
    }
}
