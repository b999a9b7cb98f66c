import ArgumentParser
import Foundation
import TesseraCore
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
        if files.isEmpty {
            throw ValidationError("Give at least one token file, e.g. `tessera tokens validate tokens.json`.")
        }
    }

    func run() throws {
        let reader = DesignTokenReader(strictness: .strict)
        var checks = FileChecks(format: format)
        for file in files {
            checks.add(reader.validate(contentsOf: URL(fileURLWithPath: file), shownAs: file), of: file)
        }
        try checks.finish()
    }
}
