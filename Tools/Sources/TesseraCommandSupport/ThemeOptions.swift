package import ArgumentParser
import Foundation
package import TesseraCore

/// Which theme a command works on: a file, a built-in preset, or the default theme.
package struct ThemeOptions: ParsableArguments {
    @Argument(
        help: "A theme file. Without it (and without --preset), the default theme.",
        completion: .file(extensions: ["json"]))
    package var theme: String?

    @Option(help: "A built-in preset instead of a file (see `tessera presets list`).")
    package var preset: String?

    package init() {}

    package func validate() throws {
        if theme != nil, preset != nil { throw ValidationError("Give a theme file or --preset, not both.") }
        if let theme, let problem = Self.notAFile(theme) { throw ValidationError(problem) }
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
            printError("error: \(theme) did not load; fix the errors above")
            throw ExitCode(1)
        }
        return compiled
    }

    /// What `path`, given where a theme file is expected and naming no file, was meant to be:
    /// a built-in preset's name, or an option mistyped (`-0` reads as a value) — or `nil`.
    package static func notAFile(_ path: String) -> String? {
        guard !FileManager.default.fileExists(atPath: path) else { return nil }
        if Presets.named(path) != nil {
            return
                "`\(path)` is a built-in preset, not a file: use `--preset \(path)`, or `tessera export json --preset \(path) -o \(path).json` for a file to edit."
        }
        if path.hasPrefix("-") {
            return "Unknown option '\(path)'. (A theme file whose name begins with '-' is written ./\(path).)"
        }
        return nil
    }
}
