import ArgumentParser
import Foundation
import TesseraCommandSupport
import TesseraCore
import TesseraTokens

/// `tessera import gentle SPEC.json -o THEME.json`
struct ImportGentleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gentle",
        abstract: "Make a theme from a GentleDesignSystem spec (0.6.x or 0.7.x, as its theme manager saves it).",
        discussion: """
            Roles are mapped by meaning (primaryCTA → accent, title_xl → title, body_m → body; the \
            table is in the README) and values carried over exactly. Anything without a Tessera \
            counterpart is reported as a warning. Nothing is written when the result has errors.
            """
    )

    @Argument(
        help: "The Gentle spec file (gentle_theme_spec.json or an export).", completion: .file(extensions: ["json"]))
    var spec: String

    @Option(name: [.customShort("o"), .customLong("output")], help: "The theme file to write.")
    var output: String

    @Option(help: "The new theme's id (default: the output file's name).")
    var id: String?

    func run() throws {
        guard let data = FileManager.default.contents(atPath: spec) else {
            printError("error: cannot read \(spec)")
            throw ExitCode(1)
        }
        let themeID = id ?? URL(fileURLWithPath: output).deletingPathExtension().lastPathComponent
        let result = GentleImport.theme(from: data, file: spec, id: themeID)
        for diagnostic in result.diagnostics { printError(diagnostic.description) }
        guard result.isValid, let theme = result.theme else {
            printError("error: \(spec) was not imported; nothing was written")
            throw ExitCode(1)
        }
        try OutputFile.write(theme.data(), to: output)
        print("Wrote \(output)")
    }
}
