import ArgumentParser
import Foundation
import TesseraCommandSupport
import TesseraCore
import TesseraTokens

/// `tessera export json THEME -o FILE.json`
struct ExportJSONCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "json",
        abstract: "Write a theme as one complete, standalone theme file (a partial theme merged with its preset).",
        discussion: "The same bytes as the Studio's JSON download for the same theme."
    )

    @OptionGroup var theme: ThemeOptions

    @Option(name: [.customShort("o"), .customLong("output")], help: "The file to write; standard output when omitted.")
    var output: String?

    func run() throws {
        guard let file = try ExportFormat.json.files(for: try theme.load()).first else { return }
        try ExportOutput.write(String(decoding: file.data, as: UTF8.self), to: output)
    }
}
