import ArgumentParser
import TesseraCommandSupport

/// `tessera export …`: a theme in other tools' formats.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract:
            "Write a theme as a complete theme file (json), W3C design tokens (dtcg), CSS custom properties (css), Swift code (swift), an Xcode asset catalog (xcassets), a Jetpack Compose theme (compose), Figma variables (figma), files for Figma's own variables import (figma-dtcg) or an agent-readable DESIGN.md (design-md).",
        subcommands: [
            ExportJSONCommand.self, ExportDTCGCommand.self, ExportCSSCommand.self, ExportSwiftCommand.self,
            ExportAssetCatalogCommand.self,
            ExportComposeCommand.self, ExportFigmaCommand.self, ExportFigmaDTCGCommand.self,
            ExportDesignMarkdownCommand.self,
        ]
    )
}
