import Foundation
import PackagePlugin

/// Build-tool plugin: lints a target's Swift files whenever they change, and reports findings as
/// warnings — Xcode shows them at their line, the build does not fail. The package's
/// `.tessera-lint.json`, when it has one, applies.
@main
struct TesseraLintBuild: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let sources = target.sourceFiles(withSuffix: "swift").map(\.url)
        guard !sources.isEmpty else { return [] }
        // The stamp is a Swift file holding one comment, so the build takes it as a source and
        // re-runs the command only when a linted file (or the configuration) changes.
        let stamp = context.pluginWorkDirectoryURL.appendingPathComponent("\(target.name)+Lint.swift")
        var arguments = sources.map(\.path) + ["--warnings-only", "--stamp", stamp.path]
        var inputs = sources
        let configuration = context.package.directoryURL.appendingPathComponent(".tessera-lint.json")
        if FileManager.default.fileExists(atPath: configuration.path) {
            arguments += ["--config", configuration.path]
            inputs.append(configuration)
        }
        return [
            .buildCommand(
                displayName: "Tessera lint: \(target.name)",
                executable: try context.tool(named: "tessera-lint").url,
                arguments: arguments, inputFiles: inputs, outputFiles: [stamp])
        ]
    }
}
