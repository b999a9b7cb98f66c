import ArgumentParser
import Foundation
import TesseraCommandSupport
@_spi(TesseraTools) import TesseraCore

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
        version: "0.3.0",
        subcommands: [
            ValidateCommand.self, PresetsCommand.self, ResolveCommand.self, TypeRampCommand.self, AuditCommand.self,
            GenerateCommand.self,
            ScaleCommand.self, ContrastCommand.self, DiffCommand.self, TokensCommand.self, ExportCommand.self,
            ImportCommand.self,
            LintSibling.self, StudioSibling.self, MCPSibling.self, StyleGuideCommand.self,
        ]
    )

    /// Runs the command line. `lint`, `studio` and `mcp` are handed, arguments unparsed, to their own
    /// executables (``SiblingExecutable``). A first word that is no command is refused before
    /// parsing, naming the nearest command (`tessera validat` → "did you mean 'validate'?"), exit 64.
    static func main() async {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let sibling = SiblingExecutable.all.first(where: { $0.command == arguments.first }) {
            Foundation.exit(sibling.replaceProcess(arguments: Array(arguments.dropFirst())))
        }
        if arguments.first == "help",
            let sibling = SiblingExecutable.all.first(where: { $0.command == arguments.dropFirst().first })
        {
            Foundation.exit(sibling.replaceProcess(arguments: ["--help"]))
        }
        if let first = arguments.first, !first.hasPrefix("-") {
            let commands = configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
            if !commands.contains(first) {
                let hint = Suggestion.closest(to: first, in: commands).map { " Did you mean '\($0)'?" } ?? ""
                FileHandle.standardError.write(
                    Data(
                        "Error: 'tessera' has no command '\(first)'.\(hint) 'tessera --help' lists the commands.\n".utf8
                    ))
                Foundation.exit(64)
            }
        }
        await main(arguments)
    }
}
