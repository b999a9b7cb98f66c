import ArgumentParser
import Foundation
@_spi(TesseraTools) import TesseraCore

/// `tessera scale VALUE --relative-to STYLE`
struct ScaleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scale",
        abstract: "Scale a size with Dynamic Type, as UIFontMetrics.scaledValue(for:) does.",
        discussion: "iOS scales custom sizes by the ratio of the text style's line height, rounded to the pixel grid."
    )

    @Argument(
        help:
            "The size at the default Dynamic Type size, in points. A negative value goes last, after --: `tessera scale --relative-to body -- -8`."
    )
    var value: Double

    @Option(
        name: .customLong("relative-to"),
        help:
            "The text style: largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2."
    )
    var style: TextStyle

    @Option(help: "One Dynamic Type size (default: every size).")
    var size: DynamicTypeSize?

    @Option(name: .customLong("display-scale"), help: "Pixels per point.")
    var displayScale: Double = 3

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    func validate() throws {
        guard value.isFinite, abs(value) <= 10_000 else {
            throw ValidationError("VALUE must be a number of points from -10000 to 10000 (negative offsets scale too).")
        }
        guard displayScale >= 1, displayScale <= 4 else {
            throw ValidationError("--display-scale must be between 1 and 4.")
        }
    }

    func run() {
        let sizes = size.map { [$0] } ?? DynamicTypeSize.allCases
        let results = sizes.map { size in
            (
                size, FontMetrics.scaledValue(value, relativeTo: style, size: size, displayScale: displayScale),
                FontMetrics.scaledFontSize(value, relativeTo: style, size: size)
            )
        }
        switch format {
        case .text:
            print("\(Table.number(value)) pt relative to \(style.rawValue) at @\(Table.number(displayScale))x")
            for (size, scaled, font) in results {
                print(
                    "  \(size.rawValue.padding(toLength: 15, withPad: " ", startingAt: 0))\(Table.points(scaled).padding(toLength: 10, withPad: " ", startingAt: 0))font \(Table.number(font))"
                )
            }
        case .json:
            JSONOutput.print(
                .object([
                    "schemaVersion": .number(1),
                    "relativeTo": .string(style.rawValue),
                    "value": .number(value),
                    "displayScale": .number(displayScale),
                    "results": JSONNode(
                        .array(
                            results.map { size, scaled, font in
                                .object([
                                    "size": .string(size.rawValue), "scaledValue": .number(scaled),
                                    "fontSize": .number(font),
                                ])
                            })),
                ]))
        }
    }
}

/// Formatting shared by the text tables.
enum Table {
    /// Points with up to three decimals: 16.333, 17.
    static func points(_ value: Double) -> String {
        number((value * 1000).rounded() / 1000)
    }

    /// A number as JSON writes it: whole numbers without a fraction (17, not 17.0).
    static func number(_ value: Double) -> String {
        JSONNode.number(value).text(pretty: false)
    }

    /// A ratio with two decimals, never rounded up past a threshold.
    static func ratio(_ value: Double) -> String {
        AccessibilityAudit.format(value)
    }
}
