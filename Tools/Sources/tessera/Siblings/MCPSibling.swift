import ArgumentParser
import TesseraCommandSupport

/// `tessera mcp`, as `tessera --help` lists it. The server runs in `tessera-mcp` (it needs
/// swift-syntax and the MCP SDK); `Tessera.main()` hands the arguments on before they are parsed here.
struct MCPSibling: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract:
            "Serve the theme, the audit, the diff and the linter to coding agents over the Model Context Protocol (stdio; runs tessera-mcp).",
        discussion:
            "'tessera mcp --help' lists its options once tessera-mcp is built: swift build --package-path Tools --product tessera-mcp"
    )

    @Argument(parsing: .captureForPassthrough, help: "Passed on to tessera-mcp.")
    var arguments: [String] = []

    func run() throws {
        throw ExitCode(SiblingExecutable.mcp.replaceProcess(arguments: arguments))
    }
}
