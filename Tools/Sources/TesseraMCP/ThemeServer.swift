import Foundation
public import MCP
import TesseraCore

/// `tessera mcp`: the theme's tools and resources over the Model Context Protocol.
///
/// ```swift
/// let server = ThemeServer(tools: ThemeTools(served: ServedTheme(.file("brand.json"))))
/// try await server.run(transport: LineTransport(limits: ServerLimits()))
/// ```
///
/// Each tool's answer is sent twice, as the protocol recommends: as structured content (checked
/// against the tool's output schema by clients) and as the same JSON in a text block, in the
/// member order the command line prints. A refused call is a JSON-RPC error carrying the
/// message the command line prints for the same mistake.
public struct ThemeServer: Sendable {
    public let tools: ThemeTools
    public static let version = "0.3.0-dev"

    public init(tools: ThemeTools) {
        self.tools = tools
    }

    /// Serves until the client closes the connection.
    public func run(transport: any Transport) async throws {
        let server = Server(
            name: "tessera", version: Self.version,
            instructions: """
                Tessera design system for SwiftUI. Before writing a colour, font, spacing, radius or button style, \
                call theme_roles (or role_for_value for a value you were about to write) and use the SwiftUI it gives; \
                run lint_swift on code you wrote. audit_theme and diff_themes check a theme change.
                """,
            capabilities: .init(
                resources: .init(subscribe: false, listChanged: false), tools: .init(listChanged: false)))
        await register(on: server)
        try await server.start(transport: transport)
        await server.waitUntilCompleted()
    }

    func register(on server: Server) async {
        let tools = self.tools
        await server.withMethodHandler(ListTools.self) { _ in .init(tools: ToolCatalog.all) }
        await server.withMethodHandler(CallTool.self) { params in
            try Self.result(of: params.name, arguments: params.arguments, tools: tools)
        }
        await server.withMethodHandler(ListResources.self) { _ in
            .init(resources: ThemeResources.list(for: tools.served))
        }
        await server.withMethodHandler(ReadResource.self) { params in
            try Self.contents(of: params.uri, served: tools.served)
        }
    }

    /// A resource's contents, or the protocol error it is refused with.
    static func contents(of uri: String, served: ServedTheme) throws(MCPError) -> ReadResource.Result {
        do { return .init(contents: [try ThemeResources.read(uri, from: served)]) } catch { throw error.mcpError }
    }

    /// A call's result, or the protocol error it is refused with.
    static func result(of name: String, arguments: [String: Value]?, tools: ThemeTools) throws(MCPError)
        -> CallTool.Result
    {
        let answer: JSONNode
        do { answer = try tools.call(name, arguments: arguments) } catch { throw error.mcpError }
        return .init(
            content: [.text(text: answer.text(pretty: true), annotations: nil, _meta: nil)],
            structuredContent: Optional.some(answer.mcpValue), isError: false)
    }
}
