import ArgumentParser
import Foundation
import TesseraCommandSupport
import TesseraCore
import TesseraTokens

/// `tessera export css THEME -o FILE.css`
struct ExportCSSCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "css",
        abstract: "Write a theme as CSS custom properties for the web (light, dark, increased contrast, Display P3).",
        discussion: """
            Properties are named after roles: --color-accent, --color-text-primary, --font-body, \
            --spacing-m, --radius-medium, --shadow-medium, --motion-gentle-duration. The system's \
            prefers-color-scheme and prefers-contrast choose the values unless the page sets \
            data-theme="light|dark" or data-contrast="more".
            """
    )

    @OptionGroup var theme: ThemeOptions

    @Option(name: [.customShort("o"), .customLong("output")], help: "The file to write; standard output when omitted.")
    var output: String?

    func run() throws {
        let css = try CSSExport.stylesheet(for: try theme.load())
        try ExportOutput.write(css, to: output)
    }
}
