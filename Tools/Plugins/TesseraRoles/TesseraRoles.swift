import Foundation
import PackagePlugin

/// Build-tool plugin: for each theme file in a target (`theme.json` or `*.theme.json`), writes
/// typed members for its custom roles (`tessera-roles`, which is `tessera export swift` alone) into
/// the build, so a role renamed in the theme is a compile error in the app. Regenerated whenever
/// the theme changes.
@main
struct TesseraRoles: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let tool = try context.tool(named: "tessera-roles")
        return target.sourceFiles.filter { Self.isTheme($0.url) }.map { file in
            let name = file.url.deletingPathExtension().lastPathComponent.replacingOccurrences(of: ".", with: "-")
            let output = context.pluginWorkDirectoryURL.appendingPathComponent("\(name)+Roles.swift")
            return .buildCommand(
                displayName: "Tessera: custom roles from \(file.url.lastPathComponent)",
                executable: tool.url,
                arguments: [file.url.path, "-o", output.path],
                inputFiles: [file.url],
                outputFiles: [output])
        }
    }

    static func isTheme(_ url: URL) -> Bool {
        url.lastPathComponent == "theme.json" || url.lastPathComponent.hasSuffix(".theme.json")
    }
}
