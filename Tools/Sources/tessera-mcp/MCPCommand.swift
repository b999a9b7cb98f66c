import ArgumentParser
import Foundation
import TesseraCommandSupport
import TesseraCore
import TesseraMCP

/// `tessera mcp [THEME] [--preset ID] [--allow-writes]`
struct MCPCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tessera mcp",
        abstract: "Serve a theme to coding agents over the Model Context Protocol (stdio).",
        discussion: """
            Tools: \(ToolCatalog.names.joined(separator: ", ")). Resources: \(ThemeResources.themeFile) \
            (the theme file) and \(ThemeResources.designMarkdown) (its design summary). The theme file is read \
            again when it changes. Relative paths in calls are read from the folder the server starts in. \
            Nothing is written unless a tool says it writes and --allow-writes is given.

            Register it with an MCP client as the command `tessera` with the arguments `mcp THEME`. \
            Exit codes: 0 when the client disconnects; 1 when the theme does not compile at start.
            """
    )

    @OptionGroup var source: ThemeOptions

    @Flag(
        name: .customLong("allow-writes"),
        help: "Let tools that write (write_design_md) write files inside the working folder.")
    var allowWrites = false

    func run() async throws {
        // The theme must compile before a client connects: its errors go to standard error, as
        // every command prints them.
        _ = try source.load()
        let served = ServedTheme(
            source.theme.map { ServedTheme.Source.file($0) } ?? .preset(source.preset ?? Presets.default.id))
        let limits = ServerLimits()
        let server = ThemeServer(tools: ThemeTools(served: served, allowWrites: allowWrites, limits: limits))
        try await server.run(transport: LineTransport(limits: limits))
    }
}
