import ArgumentParser
import Foundation
import TesseraCommandSupport
import TesseraGallery

/// `tessera styleguide THEME -o DIR`
struct StyleGuideCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "styleguide",
        abstract: "Write a static style guide of a theme: one self-contained page that works from file:// and prints.",
        discussion: "The same gallery as the Studio — every colour role in light, dark and increased contrast, the type ramp at every Dynamic Type size, spacing, radii, motion, buttons, surfaces — without a server."
    )

    @OptionGroup var theme: ThemeOptions

    @Option(name: [.customShort("o"), .customLong("output")], help: "The folder to write index.html into; created if missing.", completion: .directory)
    var output: String

    func run() throws {
        let index = try StyleGuide.write(try theme.load(), to: URL(fileURLWithPath: output))
        print("Wrote \(index.path)")
    }
}
