import ArgumentParser
import Foundation
@_spi(TesseraTools) import TesseraCore

/// Which theme a command works on: a file, a built-in preset, or the default theme.
package struct ThemeOptions: ParsableArguments {
    @Argument(help: "A theme file. Without it (and without --preset), the default theme.", completion: .file(extensions: ["json"]))
    package var theme: String?

    @Option(help: "A built-in preset instead of a file (see `tessera presets list`).")
    package var preset: String?

    package init() {}

    package func validate() throws {
        if theme != nil, preset != nil { throw ValidationError("Give a theme file or --preset, not both.") }
        if let preset, Presets.named(preset) == nil {
            let known = Presets.all.map(\.id)
            let close = Presets.suggestion(for: preset).map { " Did you mean '\($0)'?" } ?? ""
            throw ValidationError("No preset '\(preset)'.\(close) Known presets: \(known.joined(separator: ", ")).")
        }
    }

    /// The compiled theme; prints the file's errors and exits 1 when it has any.
    package func load() throws -> CompiledTheme {
        if let preset, let found = Presets.named(preset) { return found.theme }
        guard let theme else { return Presets.default.theme }
        let url = URL(fileURLWithPath: theme)
        let document = ThemeLoader().load(contentsOf: url)
        for diagnostic in document.diagnostics {
            var copy = diagnostic
            if copy.file == nil || copy.file == url.relativePath { copy.file = theme }
            printError(copy.description)
        }
        guard let compiled = document.theme else {
            printError("error: \(theme) has errors; run `tessera validate \(theme)` for the full list")
            throw ExitCode(1)
        }
        return compiled
    }
}
