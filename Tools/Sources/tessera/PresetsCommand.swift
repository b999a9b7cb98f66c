import ArgumentParser
import Foundation
import TesseraCommandSupport
import TesseraCore

/// `tessera presets list|export`
struct PresetsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "presets",
        abstract: "List the built-in presets or export them as complete theme files.",
        subcommands: [List.self, Export.self]
    )

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the built-in presets.")

        @Option(help: "Output format: text or json.")
        var format: OutputFormat = .text

        func run() {
            switch format {
            case .text:
                let width = Presets.all.map(\.id.count).max() ?? 0
                for preset in Presets.all {
                    print(
                        "\(preset.id.padding(toLength: width, withPad: " ", startingAt: 0))  \(preset.name) — \(preset.summary)\(preset.purpose.isEmpty ? "" : " For: \(preset.purpose).")"
                    )
                }
            case .json:
                JSONOutput.print(
                    .object([
                        "schemaVersion": .number(1),
                        "presets": JSONNode(
                            .array(
                                Presets.all.map { preset in
                                    .object([
                                        "id": .string(preset.id),
                                        "name": .string(preset.name),
                                        "summary": .string(preset.summary),
                                        "symbol": .string(preset.symbol),
                                        "purpose": .string(preset.purpose),
                                        "extends": preset.spec.extends.map(JSONNode.string) ?? .null,
                                    ])
                                })),
                    ]))
            }
        }
    }

    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write one complete, merged theme file per preset into a directory.",
            discussion: "Each file stands alone (it extends nothing), so it can seed a new theme."
        )

        @Argument(help: "The directory to write into; created if missing.", completion: .directory)
        var directory: String

        func run() throws {
            try OutputFile.createFolder(directory)
            for preset in Presets.all {
                let path = (directory as NSString).appendingPathComponent("\(preset.id).json")
                try OutputFile.write(try ThemeFile.standaloneData(for: preset.spec), to: path)
                print("Wrote \(path)")
            }
        }
    }
}
