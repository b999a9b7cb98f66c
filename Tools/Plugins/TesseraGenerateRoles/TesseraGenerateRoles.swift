import Foundation
import PackagePlugin

/// Command plugin: `swift package tessera-generate-roles [--theme FILE] [--output FILE]` writes
/// typed members for a theme's custom roles into the package's sources, for teams that commit
/// generated code instead of generating it at build time.
@main
struct TesseraGenerateRoles: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let themes = extractor.extractOption(named: "theme")
        let outputs = extractor.extractOption(named: "output")
        let root = context.package.directoryURL
        let theme = themes.first.map { URL(fileURLWithPath: $0, relativeTo: root) } ?? Self.findTheme(in: root)
        guard let theme else {
            Diagnostics.error(
                "No theme file found: give --theme FILE (a file named theme.json or *.theme.json is found by itself).")
            return
        }
        let output =
            outputs.first.map { URL(fileURLWithPath: $0, relativeTo: root) }
            ?? theme.deletingLastPathComponent().appendingPathComponent("ThemeRoles.swift")
        let tool = try context.tool(named: "tessera-roles")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = [theme.path, "-o", output.path]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            Diagnostics.error(
                "tessera export swift failed for \(theme.path); run `tessera validate \(theme.path)` to see why.")
            return
        }
        print("wrote \(output.path)")
    }

    static func findTheme(in root: URL) -> URL? {
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        while let url = files?.nextObject() as? URL {
            if url.path.contains("/.build/") { continue }
            if url.lastPathComponent == "theme.json" || url.lastPathComponent.hasSuffix(".theme.json") { return url }
        }
        return nil
    }
}
