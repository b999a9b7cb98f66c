import ArgumentParser
import Foundation
import TesseraAuditReports
import TesseraCommandSupport
import TesseraCore

/// `tessera generate --accent HEX [--neutral HEX] [--secondary HEX] [--extends PRESET] [--name NAME] -o THEME`
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Make a theme from one to three brand colours that passes the audit in all four modes.",
        discussion: """
            Every colour role is solved against what it is drawn on, in light, dark and both increased-contrast \
            modes (body text 7:1 and everything else 4.5:1 there). The accent is kept exactly where it passes \
            and otherwise moved the least, with its hue kept. The file written extends the preset (default: \
            `default`) and holds the palette and every colour role. --pin-accent keeps the accent exactly \
            and fails, writing nothing, when a pair cannot then pass.
            """
    )

    @Option(help: ArgumentHelp("The accent colour, #RRGGBB.", valueName: "HEX"))
    var accent: String

    @Option(help: ArgumentHelp("A tint for backgrounds, surfaces and text, #RRGGBB.", valueName: "HEX"))
    var neutral: String?

    @Option(help: ArgumentHelp("A second brand colour, #RRGGBB.", valueName: "HEX"))
    var secondary: String?

    @Option(
        name: .customLong("extends"),
        help: ArgumentHelp(
            "The preset whose type, layout, shapes, motion, buttons and surfaces to use.", valueName: "PRESET"))
    var preset: String = "default"

    @Option(help: "The theme's name.")
    var name: String?

    @Option(help: "The theme's id (default: from the output file's name).")
    var id: String?

    @Flag(name: .customLong("pin-accent"), help: "Keep the accent exactly as given in every mode.")
    var pinAccent = false

    @Option(
        name: [.short, .customLong("output")], help: ArgumentHelp("The theme file to write.", valueName: "THEME"),
        completion: .file(extensions: ["json"]))
    var output: String

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    func validate() throws {
        guard Presets.named(preset) != nil else {
            let close = Presets.suggestion(for: preset).map { " Did you mean '\($0)'?" } ?? ""
            throw ValidationError(
                "No preset '\(preset)' for --extends.\(close) Known presets: \(Presets.all.map(\.id).joined(separator: ", "))."
            )
        }
    }

    func run() throws {
        let brand = BrandColors(
            accent: try Self.color(accent, option: "--accent"),
            neutral: try neutral.map { try Self.color($0, option: "--neutral") },
            secondary: try secondary.map { try Self.color($0, option: "--secondary") })
        guard let base = Presets.named(preset) else { throw ExitCode(64) }
        let themeID = id ?? URL(fileURLWithPath: output).deletingPathExtension().lastPathComponent
        let generated = ThemeGenerator.generate(from: brand, base: base, id: themeID, name: name, pinAccent: pinAccent)
        guard generated.theme != nil else {
            for diagnostic in generated.diagnostics { printError(diagnostic.description) }
            printError(
                "error: nothing written; drop --pin-accent to let the accent move, or choose an accent that passes (`tessera contrast` measures a pair)"
            )
            throw ExitCode(1)
        }
        let file = generated.themeFile(id: themeID, extending: base)
        do {
            try OutputFile.write(ThemeFile.data(for: file), to: output)
        } catch let exit as ExitCode {
            throw exit
        } catch {
            printError("error: \(output): cannot encode the theme (\(error.localizedDescription))")
            throw ExitCode(1)
        }
        // Audit what was written, as `tessera audit` will read it.
        let written = ThemeLoader().load(contentsOf: URL(fileURLWithPath: output))
        let report = GenerationReport(written: written, generated: generated, brand: brand, base: base)
        switch format {
        case .json: JSONOutput.print(report.json(output: output))
        case .text: for line in report.lines(output: output) { print(line) }
        }
        if !report.passed { throw ExitCode(1) }
    }

    static func color(_ text: String, option: String) throws -> RGBA {
        let written = text.hasPrefix("#") ? text : "#" + text
        do {
            return try RGBA(hex: written)
        } catch {
            throw ValidationError(
                "\(option) \(text): \(error.message); give a colour as #RRGGBB, for example \(option) '#1DA1F2'.")
        }
    }
}
