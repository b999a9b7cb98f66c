import SwiftSyntax

/// `fixed-frame`: frames sized like a screen.
struct FixedFrameRule: Rule {
    let description = RuleDescription(
        id: .fixedFrame,
        rationale:
            "A frame as wide or tall as a phone screen is a fixed layout: it clips on small devices and strands content on large ones.",
        help:
            "Let the container decide: `.frame(maxWidth: .infinity)`, `.readableWidth()`, `containerRelativeFrame(_:)` or `ViewThatFits`.",
        defaultSeverity: .warning,
        options: [
            RuleOption(
                name: "largestSize", summary: "Widths and heights above this many points are reported.",
                defaultValue: "300")
        ],
        triggeringExamples: [
            "Image(\"hero\").frame(width: ↓390, height: ↓844)",
            "Text(\"Card\").frame(width: ↓320)",
            "VStack { }.frame(height: ↓600)",
        ],
        nonTriggeringExamples: [
            "Image(systemName: \"star\").frame(width: 24, height: 24)",
            "Text(\"Card\").frame(maxWidth: 600)",
            "Text(\"Card\").frame(width: width)",
            "Text(\"Card\").frame(maxWidth: .infinity)",
        ])

    func visit(_ call: FunctionCallExprSyntax, in scan: FileScan) {
        guard call.modifierName == "frame" else { return }
        for argument in call.arguments {
            guard let label = argument.label?.text, label == "width" || label == "height",
                let value = argument.expression.numberLiteral, value > scan.settings.largestFixedFrame
            else { continue }
            scan.report(
                .fixedFrame, at: argument.expression,
                "fixed \(label) of \(value.formatted) pt (above \(scan.settings.largestFixedFrame.formatted)) is a screen-sized layout; let the container size it (`maxWidth:`, `containerRelativeFrame`, `.readableWidth()`)"
            )
        }
    }
}
