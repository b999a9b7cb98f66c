import ArgumentParser
import Foundation
@_spi(TesseraTools) import TesseraCore

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
    }

    func run() throws {
        let loader = ThemeLoader()
        var errors = 0
        var warnings = 0
        var results: [JSONNode] = []
        for file in files {
            let document = loader.load(contentsOf: URL(fileURLWithPath: file))
            let diagnostics = document.diagnostics.map { diagnostic -> Diagnostic in
                var copy = diagnostic
                copy.file = file
                return copy
            }
            errors += diagnostics.filter(\.isError).count
            warnings += diagnostics.filter { !$0.isError }.count
            switch format {
            case .text:
                for diagnostic in diagnostics { print(diagnostic) }
            case .json:
                results.append(.object([
                    "file": .string(file),
                    "valid": JSONNode(.bool(document.isValid)),
                    "diagnostics": JSONNode(.array(diagnostics.map(JSONOutput.diagnostic))),
                ]))
            }
        }
        switch format {
        case .text:
            let noun = files.count == 1 ? "file" : "files"
            print("\(files.count) \(noun) checked: \(errors) \(errors == 1 ? "error" : "errors"), \(warnings) \(warnings == 1 ? "warning" : "warnings")")
        case .json:
            JSONOutput.print(.object([
                "schemaVersion": .number(1),
                "files": JSONNode(.array(results)),
                "errorCount": .number(Double(errors)),
                "warningCount": .number(Double(warnings)),
            ]))
        }
        if errors > 0 { throw ExitCode(1) }
    }
}
