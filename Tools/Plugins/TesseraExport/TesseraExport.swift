import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory tessera-export --format FORMAT [--target NAME]
/// [--theme PATH] [--output PATH] [--package NAME] [--palette]`: writes a target's theme
/// (`theme.json` or `*.theme.json`, found as the roles plugins find it) with `tessera export FORMAT`
/// into the package — by default next to the theme, so Xcode picks up `Theme.xcassets` with the
/// target's other resources. Paths are relative to the package's folder.
@main
struct TesseraExport: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        if extractor.extractFlag(named: "help") > 0 {
            print(ExportRequest.usage)
            return
        }
        let request = try ExportRequest(&extractor)
        let root = context.package.directoryURL
        let theme = try request.theme ?? Self.theme(in: context.package, target: request.target)
        let output = request.output ?? request.format.defaultOutput(besideThemeAt: theme)
        let process = Process()
        process.executableURL = try context.tool(named: "tessera").url
        process.arguments = ["export", request.format.rawValue, theme, "-o", output] + request.formatOptions
        process.currentDirectoryURL = root
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ExportFailure.tessera(status: process.terminationStatus, theme: theme)
        }
    }

    /// The theme of the target named `name`, or of the one target holding a theme, as a path
    /// relative to the package's folder.
    static func theme(in package: Package, target name: String?) throws -> String {
        let targets = try name.map { try package.targets(named: [$0]) } ?? package.targets
        let themes = targets.compactMap { $0 as? SourceModuleTarget }.flatMap { target in
            target.sourceFiles.filter { isTheme($0.url) }.map { (target: target.name, file: $0.url) }
        }
        guard let first = themes.first else {
            throw ExportFailure.noTheme(target: name)
        }
        guard themes.count == 1 else {
            throw ExportFailure.severalThemes(
                themes.map { "\($0.target): \(relative($0.file, to: package.directoryURL))" }.sorted())
        }
        return relative(first.file, to: package.directoryURL)
    }

    static func isTheme(_ url: URL) -> Bool {
        url.lastPathComponent == "theme.json" || url.lastPathComponent.hasSuffix(".theme.json")
    }

    /// `file`'s path relative to `folder` when inside it, so `Wrote PATH` reads as the user's path.
    static func relative(_ file: URL, to folder: URL) -> String {
        let prefix = folder.standardizedFileURL.path + "/"
        let path = file.standardizedFileURL.path
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
