import ArgumentParser
import Foundation
import TesseraCommandSupport
import TesseraCore
import TesseraTokens

/// `tessera export figma THEME [-o FILE]`
struct ExportFigmaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "figma",
        abstract: "Write a theme as the body of Figma's \"post variables\" request.",
        discussion: """
            Collections Palette, Color (Light, Dark, Light High Contrast, Dark High Contrast; roles \
            alias palette entries), Size (spacing, radii, text sizes and weights) and a hidden \
            Tessera collection holding the theme, within Figma's published limits. A script or \
            plugin sends it; `tessera import figma` reads it back as the same theme.
            """
    )

    @OptionGroup var theme: ThemeOptions

    @Option(name: [.customShort("o"), .customLong("output")], help: "The file to write (default: standard output).")
    var output: String?

    func run() throws {
        let compiled = try theme.load()
        let text: String
        do {
            text = try FigmaExport.checkedText(for: compiled, file: output)
        } catch let exceeded as FigmaLimits.Exceeded {
            for problem in exceeded.diagnostics { printError(problem.description) }
            printError("error: the body breaks Figma's limits; nothing was written")
            throw ExitCode(1)
        }
        try ExportOutput.write(text, to: output)
    }
}
