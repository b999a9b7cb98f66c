import ArgumentParser
import TesseraCommandSupport

/// `tessera export …`: a theme in other tools' formats.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write a theme as W3C design tokens, CSS custom properties or Swift code.",
        subcommands: [ExportJSONCommand.self, ExportDTCGCommand.self, ExportCSSCommand.self, ExportSwiftCommand.self]
    )
}
