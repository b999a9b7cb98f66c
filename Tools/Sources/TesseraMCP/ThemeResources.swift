import MCP
import TesseraCore
import TesseraTokens

/// The resources a server lists: the theme file itself and its design summary (DESIGN.md).
public enum ThemeResources {
    public static let themeFile = "tessera://theme"
    public static let designMarkdown = "tessera://design.md"

    static func list(for served: ServedTheme) -> [Resource] {
        let file = served.path ?? "the built-in preset"
        return [
            Resource(
                name: "theme", uri: themeFile,
                description: "The theme file the server answers about (\(file)), as written.",
                mimeType: "application/json"),
            Resource(
                name: "DESIGN.md", uri: designMarkdown,
                description:
                    "A design summary for agents: every role in all four colour modes, its SwiftUI, usage rules and what the audit guarantees (`tessera export design-md`).",
                mimeType: "text/markdown"),
        ]
    }

    /// The resource's text; an unknown address is refused naming the ones there are.
    static func read(_ uri: String, from served: ServedTheme) throws(ToolError) -> Resource.Content {
        let loaded = try served.load()
        switch uri {
        case themeFile: return .text(loaded.text, uri: uri, mimeType: "application/json")
        case designMarkdown:
            return .text(DesignMarkdown.document(for: loaded.theme), uri: uri, mimeType: "text/markdown")
        default: throw .invalidArguments("Unknown resource '\(uri)'. Resources: \(themeFile), \(designMarkdown).")
        }
    }
}
