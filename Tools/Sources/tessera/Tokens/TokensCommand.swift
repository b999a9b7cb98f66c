import ArgumentParser

/// `tessera tokens …`: work with W3C design-token (DTCG 2025.10) files on their own.
struct TokensCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tokens",
        abstract: "Validate and resolve W3C design-token files (DTCG 2025.10) and resolver documents.",
        subcommands: [TokensValidateCommand.self, TokensResolveCommand.self]
    )
}
