import ArgumentParser
import Foundation
import TesseraCommandSupport
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
            JSONOutput.print(
                .object([
                    "schemaVersion": .number(1),
                    "theme": .string(theme.id),
                    "platform": .string("ios"),
                    "roles": JSONNode(
                        .array(
                            theme.textRoles.map { role in
                                let first = columns[DynamicTypeSize.large.index].text(role)
                                return .object([
                                    "role": .string(role.name),
                                    "textStyle": .string(first.textStyle.rawValue),
                                    "weight": .string(first.weight.rawValue),
                                    "sizes": JSONNode(
                                        .object(
                                            DynamicTypeSize.allCases.map { size in
                                                .init(
                                                    key: size.rawValue,
                                                    value: .number(columns[size.index].text(role).size))
                                            })),
                                ])
                            })),
                ]))
        case .text:
            let header = ["xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4", "AX5"]
            let heading =
                "role".padding(toLength: 20, withPad: " ", startingAt: 0)
                + header.map { $0.padding(toLength: 5, withPad: " ", startingAt: 0) }.joined()
            print(heading.trimmingTrailingSpaces)
            for role in theme.textRoles {
                let sizes = columns.map {
                    Table.points($0.text(role).size).padding(toLength: 5, withPad: " ", startingAt: 0)
                }
                print(
                    (role.name.padding(toLength: 20, withPad: " ", startingAt: 0) + sizes.joined())
                        .trimmingTrailingSpaces)
            }
        }
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        String(self[..<(lastIndex { $0 != " " }.map(index(after:)) ?? startIndex)])
    }
}
