import ArgumentParser

/// `tessera import …`: themes from other tools' formats.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Make a Tessera theme from W3C design tokens, a GentleDesignSystem spec or Figma variables.",
        subcommands: [ImportDTCGCommand.self, ImportGentleCommand.self, ImportFigmaCommand.self]
    )
}
