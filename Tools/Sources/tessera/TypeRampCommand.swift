import ArgumentParser
import TesseraCore

/// `tessera type-ramp [THEME] [--preset ID]`
struct TypeRampCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "type-ramp",
        abstract: "Print every text role's size at every Dynamic Type size (iOS)."
    )

    @OptionGroup var source: ThemeOptions

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    func run() throws {
        let theme = try source.load()
        let columns = DynamicTypeSize.allCases.map { theme.resolved(for: ThemeContext(dynamicTypeSize: $0)) }
        switch format {
        case .json:
            JSONOutput.print(.object([
                "schemaVersion": .number(1),
                "theme": .string(theme.id),
                "platform": .string("ios"),
                "roles": JSONNode(.array(theme.text.names.indices.map { index in
                    let first = columns[DynamicTypeSize.large.index].texts.values[index]
                    return .object([
                        "role": .string(theme.text.names[index]),
                        "textStyle": .string(first.textStyle.rawValue),
                        "weight": .string(first.weight.rawValue),
                        "sizes": JSONNode(.object(DynamicTypeSize.allCases.map { size in
                            .init(key: size.rawValue, value: .number(columns[size.index].texts.values[index].size))
                        })),
                    ])
                })),
            ]))
        case .text:
            let header = ["xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4", "AX5"]
            let heading = "role".padding(toLength: 20, withPad: " ", startingAt: 0) + header.map { $0.padding(toLength: 5, withPad: " ", startingAt: 0) }.joined()
            print(heading.trimmingTrailingSpaces)
            for (index, name) in theme.text.names.enumerated() {
                let sizes = columns.map { Table.points($0.texts.values[index].size).padding(toLength: 5, withPad: " ", startingAt: 0) }
                print((name.padding(toLength: 20, withPad: " ", startingAt: 0) + sizes.joined()).trimmingTrailingSpaces)
            }
        }
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        String(self[..<(lastIndex { $0 != " " }.map(index(after:)) ?? startIndex)])
    }
}
