import ArgumentParser

/// `tessera-mcp`: the `tessera mcp` server on its own. It needs swift-syntax (the linter) and the
/// Model Context Protocol SDK, so `tessera` hands `mcp` to it and builds without them.
@main
struct TesseraMCPTool {
    static func main() async {
        await MCPCommand.main()
    }
}
