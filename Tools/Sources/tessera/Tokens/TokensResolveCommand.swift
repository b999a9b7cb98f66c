import ArgumentParser
import Foundation
import TesseraCommandSupport
import TesseraCore
import TesseraTokens

/// `tessera tokens resolve FILE [--input NAME=VALUE]...`
struct TokensResolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resolve",
        abstract: "Print one DTCG document with every alias resolved, for a choice of resolver inputs.",
        discussion: """
            Every token of the resolved set is printed at its full path with a concrete $value and \
            an explicit $type (declared, inherited, aliased, or taken from the value; a token whose \
            value shows no type, such as plain text, is said so on standard error). Forms that bend \
            the format (Tokens Studio types and math, dimensions as strings, …) are read as their \
            DTCG equivalents, one warning per kind on standard error. Exit 1 when resolution fails \
            (a missing input, an alias to nothing, a cycle).
            """
    )

    @Argument(help: "A token file or resolver document.", completion: .file(extensions: ["json"]))
    var file: String

    @OptionGroup var inputs: ResolverInputOptions

    @Option(
        name: [.customShort("o"), .customLong("output")], help: "Write the document here instead of standard output.")
    var output: String?

    func run() throws {
        let result = DesignTokenReader(strictness: .lenient).read(
            contentsOf: URL(fileURLWithPath: file), inputs: try inputs.parsed(), shownAs: file)
        for diagnostic in result.diagnostics { printError(diagnostic.description) }
        guard result.isValid else {
            printError("error: \(file) did not resolve; nothing was written")
            throw ExitCode(1)
        }
        let text = result.tokens.document().text()
        if let output {
            try OutputFile.write(Data(text.utf8), to: output)
        } else {
            print(text, terminator: "")
        }
    }
}
