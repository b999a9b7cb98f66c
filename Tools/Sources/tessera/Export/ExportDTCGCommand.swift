import ArgumentParser
import Foundation
import TesseraCommandSupport
import TesseraCore
import TesseraTokens

/// `tessera export dtcg THEME -o DIR`
struct ExportDTCGCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dtcg",
        abstract: "Write a theme as DTCG 2025.10 token files and a resolver document.",
        discussion: """
            DIR receives THEME-ID.resolver.json (modifiers appearance=light|dark and \
            contrast=standard|increased) and tokens/*.tokens.json. Check it with \
            `tessera tokens validate DIR/ID.resolver.json`; bring it back with `tessera import dtcg`.
            """
    )

    @OptionGroup var theme: ThemeOptions

    @Option(name: [.customShort("o"), .customLong("output")], help: "The folder to write into (created when missing).")
    var output: String

    func run() throws {
        let compiled = try theme.load()
        let folder = URL(fileURLWithPath: output)
        try OutputFile.createFolder(output)
        do {
            for url in try DTCGExport.write(compiled, to: folder) {
                print(
                    "Wrote \((output as NSString).appendingPathComponent(String(url.path.dropFirst(folder.path.count + 1))))"
                )
            }
        } catch {
            printError(
                "error: cannot write into \(output): \(OutputFile.problem(writing: output, asFolder: true, error: error))"
            )
            throw ExitCode(1)
        }
    }
}
