package import ArgumentParser
import Foundation
import TesseraCore
import TesseraTokens

/// `tessera export swift THEME -o FILE.swift`, and `tessera-roles THEME -o FILE.swift` (the same
/// command alone, for the roles plugins).
package struct ExportSwiftCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "swift",
        abstract: "Write typed static members for a theme's custom roles (`ColorRole.promoBanner`).",
        discussion: """
            Built-in roles already have members; this adds the theme's own, so a role renamed in \
            the theme is a compile error in the app. Compiles in Swift 6 mode without warnings.
            """
    )

    @OptionGroup var theme: ThemeOptions

    @Option(name: [.customShort("o"), .customLong("output")], help: "The file to write; standard output when omitted.")
    var output: String?

    @Option(help: "Access level of the members: public, package or internal.")
    var access: String = "public"

    package init() {}

    package func validate() throws {
        guard ["public", "internal", "package"].contains(access) else {
            throw ValidationError("--access is public, package or internal; found '\(access)'.")
        }
    }

    package func run() throws {
        try ExportOutput.write(SwiftExport.source(for: try theme.load(), accessLevel: access), to: output)
    }
}
