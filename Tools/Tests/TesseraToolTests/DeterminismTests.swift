import Foundation
import TesseraTestSupport
import Testing

/// Every command prints the same bytes on every run: diagnostics in reading order, suggestions
/// tie-broken by name, tables in a fixed order — whatever order a process's hash seed gives its
/// dictionaries. Each command runs in several separate processes and the outputs are compared.
@Suite("Same output on every run")
struct DeterminismTests {
    /// A theme with several mistakes whose diagnostics share a line and whose suggestions tie.
    static let mistakes = """
        {"specVersion": "1.0", "extends": "default", "layout": {"spacing": {"m": -4, "xs": "{spacing.q}"}}, "radii": {"medium": -3}, \
        "colors": {"accent": {"light": "#12"}, "focusRing": {"light": "{palette.nowhere}"}, "promo": {"light": "#FFFFFF", "fallback": "acent"}}}
        """

    static let commands: [[String]] = [
        ["validate", "mistakes.json", "brand.json", "broken.json"],
        ["validate", "--format", "json", "mistakes.json", "broken.json"],
        ["audit", "--all-presets"],
        ["audit", "brand.json", "--format", "json"],
        ["resolve", "brand.json"],
        ["resolve", "--preset", "ocean", "--appearance", "dark", "--format", "json"],
        ["export", "json", "brand.json"],
        ["export", "css", "brand.json"],
        ["export", "swift", "custom-roles.json"],
        ["export", "figma", "brand.json"],
        ["diff", "brand.json", "custom-roles.json", "--format", "markdown", "--fail-on", "none"],
        ["diff", "brand.json", "custom-roles.json", "--format", "json"],
        ["import", "figma", FigmaCommandTests.example, "--suggest-map"],
        ["import", "figma", FigmaCommandTests.example, "--format", "dtcg", "-o", "figma-tokens"],
        ["lint", "Sample.swift", "--theme", "app.theme.json"],
        ["lint", "Sample.swift", "--theme", "app.theme.json", "--format", "sarif"],
    ]

    @Test("a command's output and exit status are the same in separate processes", arguments: commands)
    func sameEveryRun(arguments: [String]) throws {
        let folder = try TemporaryFolder.create(containing: ["mistakes.json": Self.mistakes])
        defer { TemporaryFolder.remove(folder) }
        for fixtures in [Tool.fixtures, Tool.lintFixtures] {
            for file in try FileManager.default.contentsOfDirectory(atPath: fixtures.path)
            where file.hasSuffix(".json") || file.hasSuffix(".swift") {
                try? FileManager.default.copyItem(
                    at: fixtures.appendingPathComponent(file), to: folder.appendingPathComponent(file))
            }
        }
        let first = try Tool.run(arguments, in: folder)
        #expect(!first.output.isEmpty || !first.error.isEmpty)
        for _ in 0..<4 {
            let again = try Tool.run(arguments, in: folder)
            #expect(again.status == first.status)
            #expect(
                again.output == first.output,
                "stdout differs between runs of tessera \(arguments.joined(separator: " "))")
            #expect(again.error == first.error)
        }
    }

    static let folderExports: [[String]] = [
        ["export", "dtcg", "brand.json"],
        ["export", "xcassets", "custom-roles.json", "--palette"],
        ["export", "compose", "custom-roles.json", "--package", "com.shop.theme"],
    ]

    @Test("every export to a folder writes the same bytes on every run", arguments: folderExports)
    func folderExportSameEveryRun(arguments: [String]) throws {
        var runs: [[String: Data]] = []
        for _ in 0..<3 {
            let folder = try TemporaryFolder.create()
            defer { TemporaryFolder.remove(folder) }
            let result = try Tool.run(arguments + ["-o", folder.path])
            #expect(result.status == 0, "\(result.error)")
            var files: [String: Data] = [:]
            for name in FileManager.default.subpaths(atPath: folder.path) ?? [] {
                let file = folder.appendingPathComponent(name)
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder), !isFolder.boolValue
                else { continue }
                files[name] = try Data(contentsOf: file)
            }
            runs.append(files)
        }
        #expect(!runs[0].isEmpty)
        #expect(runs.allSatisfy { $0 == runs[0] })
    }
}
