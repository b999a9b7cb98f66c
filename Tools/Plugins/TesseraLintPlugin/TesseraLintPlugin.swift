import Foundation
import PackagePlugin

/// `swift package tessera-lint [--target NAME]… [tessera lint options]`: lints the package's
/// Swift targets (or the named ones) with `tessera lint`, from the package's folder so its
/// `.tessera-lint.json` applies. Options after the targets go to `tessera lint` as they are
/// (`--format sarif`, `--baseline lint-baseline.json`, `--strict`, …).
@main
struct TesseraLintPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        let files = targets.compactMap { $0 as? SourceModuleTarget }.flatMap {
            $0.sourceFiles(withSuffix: "swift").map(\.url.path)
        }
        let process = Process()
        process.executableURL = try context.tool(named: "tessera-lint").url
        process.arguments = files + extractor.remainingArguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw LintFailed(status: process.terminationStatus)
        }
    }
}

struct LintFailed: Error, CustomStringConvertible {
    var status: Int32
    var description: String {
        status == 1
            ? "tessera lint: findings fail (see above)" : "tessera lint exited with status \(status) (see above)"
    }
}
