import Foundation
import MCP
@_spi(TesseraTools) import TesseraCore
import TesseraMCP
import TesseraTestSupport
import Testing

/// `write_design_md`, when it cannot write, says which path, what is wrong and what to do, as
/// the commands do; never a raw Foundation error.
struct MCPWriteFailureTests {
    private func refusal(_ path: String, workingDirectory: String) -> String? {
        let writer = ThemeTools(
            served: ServedTheme(.preset("default")), allowWrites: true, workingDirectory: workingDirectory)
        let error = #expect(throws: ToolError.self) {
            try writer.call(ToolCatalog.writeDesignMarkdown, arguments: ["path": .string(path)])
        }
        return error?.description
    }

    @Test("a folder that does not exist is named, with mkdir -p")
    func missingFolder() throws {
        let folder = try TemporaryFolder.create("mcp-write-failures")
        defer { TemporaryFolder.remove(folder) }
        let message = try #require(refusal("docs/site/DESIGN.md", workingDirectory: folder.path))
        let parent = folder.appendingPathComponent("docs/site").standardizedFileURL.path
        #expect(
            message.contains(
                "error: cannot write docs/site/DESIGN.md: the folder `\(parent)` does not exist; create it (`mkdir -p \(parent)`)"
            ), "\(message)")
        #expect(!message.contains("Error Domain"), "\(message)")
    }

    @Test("a read-only folder is named as not writable")
    func readOnlyFolder() throws {
        let folder = try TemporaryFolder.create("mcp-write-failures")
        defer {
            ReadOnlyFolder.release("locked", in: folder)
            TemporaryFolder.remove(folder)
        }
        let locked = try #require(try ReadOnlyFolder.make("locked", in: folder))
        let message = try #require(refusal("DESIGN.md", workingDirectory: locked))
        #expect(
            message.contains(
                "error: cannot write DESIGN.md: the folder `\(URL(fileURLWithPath: locked).standardizedFileURL.path)` is not writable; give a path in a folder you can write to"
            ), "\(message)")
        #expect(!message.contains("Error Domain"), "\(message)")
    }
}
