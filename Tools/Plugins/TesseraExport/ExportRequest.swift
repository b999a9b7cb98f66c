import PackagePlugin

/// The plugin's arguments, checked before anything runs.
struct ExportRequest {
    var format: PluginExportFormat
    var target: String?
    var theme: String?
    var output: String?
    /// Options passed to `tessera export FORMAT` as they are: `--package NAME`, `--palette`.
    var formatOptions: [String] = []

    static let usage = """
        USAGE: swift package --allow-writing-to-package-directory tessera-export --format FORMAT [options]

        Writes a target's theme (theme.json or *.theme.json) with `tessera export FORMAT`.
        Paths are relative to the package's folder.

        OPTIONS:
          --format FORMAT   \(PluginExportFormat.allCases.map(\.rawValue).joined(separator: ", ")) (required)
          --target NAME     The target whose theme is exported (needed when several targets have one).
          --theme PATH      A theme file instead of the target's.
          --output PATH     Where to write; by default next to the theme:
        \(PluginExportFormat.allCases.map { "                      \($0.rawValue): \($0.defaultName)" }.joined(separator: "\n"))
          --package NAME    compose only: the Kotlin package (default com.example.theme).
          --palette         xcassets only: also one colour set per palette entry, under Palette/.
          --help            Show this text.
        """

    init(_ extractor: inout ArgumentExtractor) throws {
        let formats = extractor.extractOption(named: "format")
        guard let name = formats.last else {
            throw ExportFailure.usage(
                "give --format (\(PluginExportFormat.allCases.map(\.rawValue).joined(separator: ", "))).")
        }
        guard let format = PluginExportFormat(rawValue: name) else {
            throw ExportFailure.usage(
                "unknown format '\(name)': use one of \(PluginExportFormat.allCases.map(\.rawValue).joined(separator: ", "))."
            )
        }
        self.format = format
        target = extractor.extractOption(named: "target").last
        theme = extractor.extractOption(named: "theme").last
        output = extractor.extractOption(named: "output").last
        if let package = extractor.extractOption(named: "package").last {
            guard format == .compose else { throw ExportFailure.usage("--package is for --format compose only.") }
            formatOptions += ["--package", package]
        }
        if extractor.extractFlag(named: "palette") > 0 {
            guard format == .xcassets else { throw ExportFailure.usage("--palette is for --format xcassets only.") }
            formatOptions.append("--palette")
        }
        guard extractor.remainingArguments.isEmpty else {
            throw ExportFailure.usage("unexpected \(extractor.remainingArguments.joined(separator: " ")).")
        }
    }
}
