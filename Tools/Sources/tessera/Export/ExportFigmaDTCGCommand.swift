import ArgumentParser
import Foundation
import TesseraCommandSupport
import TesseraCore
import TesseraTokens

/// `tessera export figma-dtcg THEME -o DIR`
struct ExportFigmaDTCGCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "figma-dtcg",
        abstract: "Write a theme as the token files Figma's own import takes (one file per collection and mode).",
        discussion: """
            DIR receives Palette/Value.tokens.json, Color/Light.tokens.json (and Dark, Light High \
            Contrast, Dark High Contrast) and Size/Value.tokens.json. In Figma, create the \
            collection and its modes, then import each mode's file (Variables → Import). Works on \
            every plan; `tessera export figma` writes the REST body instead (Enterprise).
            """
    )

    @OptionGroup var theme: ThemeOptions

    @Option(name: [.customShort("o"), .customLong("output")], help: "The folder to write into (created when missing).")
    var output: String

    func run() throws {
        let compiled = try theme.load()
        let result = try FigmaDTCGExport.files(for: compiled)
        try OutputFile.createFolder(output)
        for file in result.files {
            let path = (output as NSString).appendingPathComponent(file.path)
            try OutputFile.createFolder((path as NSString).deletingLastPathComponent)
            try OutputFile.write(file.contents.data(), to: path)
            print("Wrote \(path)")
        }
        if !result.leftOut.isEmpty {
            let count = result.leftOut.count
            printError(
                "note: \(count) variable\(count == 1 ? " has" : "s have") no place in Figma's DTCG import (string variables and the hidden Tessera collection) and \(count == 1 ? "was" : "were") left out; `tessera export figma` carries them"
            )
        }
    }
}
