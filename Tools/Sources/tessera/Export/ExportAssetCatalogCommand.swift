import ArgumentParser
import Foundation
import TesseraCommandSupport
import TesseraCore
import TesseraTokens

/// `tessera export xcassets THEME -o Theme.xcassets [--palette]`
struct ExportAssetCatalogCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "xcassets",
        abstract: "Write a theme's colours as an Xcode asset catalog (Any/Dark, High Contrast, sRGB or Display P3).",
        discussion: """
            One colour set per colour role, named Tessera + the role (TesseraAccent, \
            TesseraTextSecondary) so Xcode's generated symbols (.tesseraAccent) never collide with \
            .accent or SwiftUI's own styles. Each set has Any, Dark, Any + High Contrast and Dark + \
            High Contrast entries with the values `tessera resolve` prints.
            """
    )

    @OptionGroup var theme: ThemeOptions

    @Option(
        name: [.customShort("o"), .customLong("output")],
        help: "The catalog folder to write (Theme.xcassets; created when missing).")
    var output: String

    @Flag(help: "Also write one colour set per palette entry, under Palette/ (TesseraPaletteBlue600).")
    var palette = false

    func run() throws {
        let compiled = try theme.load()
        try ExportOutput.write(AssetCatalogExport.files(for: compiled, palette: palette), into: output)
    }
}
