import Foundation
import TesseraTestSupport
import Testing

/// `tessera lint`, `tessera studio` and `tessera mcp` run in executables of their own, so that
/// `tessera` builds without swift-syntax, Hummingbird and the MCP SDK.
@Suite("lint and studio run their own executables")
struct SiblingCommandTests {
    @Test("tessera lint runs tessera-lint with the same arguments and exit status")
    func lintIsHandedOn() throws {
        let folder = try TemporaryFolder.create(containing: [
            "Card.swift":
                "import SwiftUI\nstruct Card: View {\n    var body: some View { Text(\"Hi\").padding(16) }\n}\n"
        ])
        defer { TemporaryFolder.remove(folder) }
        let direct = try Tool.run(["lint", "Card.swift", "--format", "json", "--strict"], in: folder)
        let sibling = Tool.binary.deletingLastPathComponent().appendingPathComponent("tessera-lint")
        let alone = try Tool.run(["Card.swift", "--format", "json", "--strict"], in: folder, executable: sibling)
        #expect(direct.status == 1)
        #expect(direct.status == alone.status)
        #expect(direct.output == alone.output)
        #expect(direct.output.contains("hardcoded-spacing"), "\(direct.output)")
    }

    @Test(
        "help names the command as the user typed it",
        arguments: [
            ["lint", "--help"], ["help", "lint"], ["studio", "--help"], ["help", "studio"], ["mcp", "--help"],
            ["help", "mcp"],
        ])
    func help(arguments: [String]) throws {
        let result = try Tool.run(arguments)
        #expect(result.status == 0)
        let command = arguments.first { $0 != "help" } ?? ""
        #expect(result.output.contains("USAGE: tessera \(command)"), "\(result.output)")
    }

    @Test(
        "without the sibling built, the command says what to run instead and exits 1",
        arguments: [
            (["lint", "Sources", "--strict"], "swift run --package-path Tools tessera-lint Sources --strict"),
            (
                ["studio", "my theme.json", "--open"],
                "swift run --package-path Tools tessera-studio 'my theme.json' --open"
            ),
            (
                ["mcp", "brand.json", "--allow-writes"],
                "swift run --package-path Tools tessera-mcp brand.json --allow-writes"
            ),
        ])
    func notBuilt(arguments: [String], instead: String) throws {
        let folder = try TemporaryFolder.create()
        defer { TemporaryFolder.remove(folder) }
        let copy = folder.appendingPathComponent("tessera")
        try FileManager.default.copyItem(at: Tool.binary, to: copy)
        let result = try Tool.run(arguments, in: folder, executable: copy)
        #expect(result.status == 1)
        #expect(result.error.contains(instead), "\(result.error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["tessera"], "nothing is created")
    }

    @Test("copied alone, without its page resources, styleguide says what is missing; it never stops the program")
    func styleGuideWithoutResources() throws {
        let folder = try TemporaryFolder.create()
        defer { TemporaryFolder.remove(folder) }
        let copy = folder.appendingPathComponent("tessera")
        try FileManager.default.copyItem(at: Tool.binary, to: copy)
        let result = try Tool.run(["styleguide", "--preset", "ocean", "-o", "guide"], in: folder, executable: copy)
        #expect(result.status == 1, "\(result.error)")
        #expect(result.error.contains("Tessera_TesseraGallery.resources"), "\(result.error)")
    }

    @Test("tessera --help lists lint, studio and mcp")
    func listed() throws {
        let result = try Tool.run(["--help"])
        #expect(result.output.contains("lint "))
        #expect(result.output.contains("studio "))
        #expect(result.output.contains("mcp "))
    }
}
