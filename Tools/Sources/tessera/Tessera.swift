import ArgumentParser
import TesseraLintCommand

/// The `tessera` command: validate, inspect and export Tessera themes.
@main
struct Tessera: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tessera",
        abstract: "Validate, inspect and export Tessera themes.",
        discussion: """
            Exit codes: 0 success; 1 invalid input or findings; 64 usage error.
            Every command that takes --format json prints an object with a "schemaVersion".
            """,
        subcommands: [
            ValidateCommand.self, PresetsCommand.self, ResolveCommand.self, TypeRampCommand.self, AuditCommand.self,
            ScaleCommand.self, ContrastCommand.self, TokensCommand.self, ExportCommand.self, ImportCommand.self,
            LintCommand.self, StudioCommand.self, StyleGuideCommand.self,
        ]
    )
}
