public import MCP

/// Why a tool call was refused. Each becomes a JSON-RPC error (invalid params, -32602) whose
/// message is what the command line prints for the same mistake.
public enum ToolError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No tool of this name; the message names the tools there are.
    case unknownTool(String)
    /// An argument is missing, of the wrong type or out of range; the message names it.
    case invalidArguments(String)
    /// A theme (the served file, a proposed change or a diff side) does not compile: the located
    /// diagnostics, one a line (`brand.json:3:14: error: colors.accent: …`).
    case theme([String])
    /// The input is larger than the server reads, or the call would write without permission.
    case refused(String)

    public var description: String {
        switch self {
        case .unknownTool(let name):
            "Unknown tool '\(name)'. Tools: \(ToolCatalog.names.joined(separator: ", "))."
        case .invalidArguments(let message), .refused(let message): message
        case .theme(let lines): lines.joined(separator: "\n")
        }
    }

    /// The protocol error sent to the client.
    public var mcpError: MCPError { .invalidParams(description) }
}
