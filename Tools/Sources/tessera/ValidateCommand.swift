import ArgumentParser
import Foundation
import TesseraCommandSupport
import TesseraCore

/// `tessera validate FILE...`
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check theme files and report every problem with its line and column.",
        discussion: """
            Prints FILE:LINE:COL: error|warning: JSON.PATH: message — the form Xcode and editors \
            understand. Warnings do not change the exit code: 0 when no file has errors, 1 otherwise.
            """
    )

    @Argument(help: "Theme files to check.", completion: .file(extensions: ["json"]))
    var files: [String]

    @Option(help: "Output format: text (for people and editors) or json (for scripts).")
    var format: OutputFormat = .text

    func validate() throws {
        if files.isEmpty { throw ValidationError("Give at least one theme file, e.g. `tessera validate theme.json`.") }
        for file in files {
            if let problem = ThemeOptions.notAFile(file) { throw ValidationError(problem) }
        }
    }

    func run() throws {
        let loader = ThemeLoader()
        var checks = FileChecks(format: format)
        for file in files {
            // Named as the person wrote it, whatever the loader saw; a base file's problems keep
            // the base file's name.
            let url = URL(fileURLWithPath: file)
            let diagnostics = loader.load(contentsOf: url).diagnostics.map { diagnostic in
                var named = diagnostic
                if named.file == nil || named.file == url.relativePath { named.file = file }
                return named
            }
            checks.add(diagnostics, of: file)
        }
        try checks.finish()
    }
}
