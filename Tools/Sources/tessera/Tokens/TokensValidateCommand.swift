import ArgumentParser
import Foundation
@_spi(TesseraTools) import TesseraCore
import TesseraTokens

/// `tessera tokens validate FILE...`
struct TokensValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check DTCG token files and resolver documents against the 2025.10 format.",
        discussion: """
            A resolver document (recognised by its content) is checked with every file it refers to, \
            in every combination of its modifiers' contexts. Departures that real files often make \
            (Tokens Studio's `value`/`type`, `em` units, three-digit hex, non-standard types) are \
            errors here; `tokens resolve` accepts them with a warning. Exit 0 when every file is \
            valid, 1 when any is not, 64 on a usage error.
            """
    )

    @Argument(help: "Token files or resolver documents.", completion: .file(extensions: ["json"]))
    var files: [String]

    @Option(help: "Output format: text (FILE:LINE:COL: severity: path: message) or json.")
    var format: OutputFormat = .text

    func validate() throws {
        if files.isEmpty { throw ValidationError("Give at least one token file, e.g. `tessera tokens validate tokens.json`.") }
    }

    func run() throws {
        let reader = DesignTokenReader(strictness: .strict)
        var errors = 0
        var warnings = 0
        var results: [JSONNode] = []
        for file in files {
            let diagnostics = reader.validate(contentsOf: URL(fileURLWithPath: file), shownAs: file)
            errors += diagnostics.filter(\.isError).count
            warnings += diagnostics.filter { !$0.isError }.count
            switch format {
            case .text:
                for diagnostic in diagnostics { print(diagnostic) }
            case .json:
                results.append(.object([
                    "file": .string(file),
                    "valid": JSONNode(.bool(!diagnostics.containsErrors)),
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
                "schemaVersion": .number(1), "files": JSONNode(.array(results)),
                "errorCount": .number(Double(errors)), "warningCount": .number(Double(warnings)),
            ]))
        }
        if errors > 0 { throw ExitCode(1) }
    }
}
