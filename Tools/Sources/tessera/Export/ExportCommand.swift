import ArgumentParser
import TesseraCommandSupport

/// `tessera export …`: a theme in other tools' formats.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write a theme as a complete theme file (json), W3C design tokens (dtcg), CSS custom properties (css) or Swift code (swift).",
        subcommands: [ExportJSONCommand.self, ExportDTCGCommand.self, ExportCSSCommand.self, ExportSwiftCommand.self]
    )
}
