import SwiftSyntax
@_spi(TesseraTools) import TesseraCore

/// `hardcoded-spacing`: literal paddings, stack spacings, corner radii and offsets.
struct HardcodedSpacingRule: Rule {
    let description = RuleDescription(
        id: .hardcodedSpacing,
        rationale: "A literal padding, spacing, radius or offset is a design decision made outside the theme's scale.",
        help:
            "Use a spacing step (`.padding(.l)`, `.padding(.horizontal, .m)`), an inset role (`.padding(.screen)`), a gap (`spacing: theme.gap(.regular)`, `AdaptiveStack(gap:)`) or a surface for corner radii. `0` and `.infinity` are not design values.",
        defaultSeverity: .warning,
        options: [
            RuleOption(
                name: "ignoredValues",
                summary: "Values that are not design decisions, such as hairlines (`[1]`). Zero is always ignored.",
                defaultValue: "[0]")
        ],
        triggeringExamples: [
            "Text(\"Hi\").padding(↓16)",
            "Text(\"Hi\").padding(.horizontal, ↓20)",
            "Text(\"Hi\").padding(EdgeInsets(top: ↓8, leading: 0, bottom: 8, trailing: 0))",
            "VStack(spacing: ↓12) { Text(\"A\") }",
            "LazyVGrid(columns: columns, spacing: ↓10) { cells }",
            "Grid(horizontalSpacing: ↓6) { rows }",
            "Image(\"card\").cornerRadius(↓12)",
            "RoundedRectangle(cornerRadius: ↓10).fill(.surfaceBase)",
            "content.clipShape(.rect(cornerRadius: ↓16))",
            "Text(\"Badge\").offset(x: ↓6, y: ↓-6)",
            "view.layer.cornerRadius = ↓8",
        ],
        nonTriggeringExamples: [
            "Text(\"Hi\").padding(.l)",
            "Text(\"Hi\").padding(.screen)",
            "Text(\"Hi\").padding()",
            "VStack(spacing: 0) { Text(\"A\") }",
            "VStack(spacing: theme.gap(.regular)) { Text(\"A\") }",
            "Text(\"Hi\").padding(.horizontal, inset)",
            "Text(\"Hi\").offset(x: 0, y: dragOffset)",
            "Text(\"Hi\").frame(maxWidth: .infinity)",
        ])

    static let stacks: Set = [
        "VStack", "HStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridItem",
    ]
    static let stackLabels: Set = ["spacing", "horizontalSpacing", "verticalSpacing"]
    static let radiusLabels: Set = [
        "cornerRadius", "topLeadingRadius", "bottomLeadingRadius", "bottomTrailingRadius", "topTrailingRadius",
    ]

    func visit(_ call: FunctionCallExprSyntax, in scan: FileScan) {
        if let modifier = call.modifierName {
            switch modifier {
            case "padding": padding(call, in: scan)
            case "cornerRadius": radius(call.argument(nil), in: scan)
            case "rect" where call.calledBaseName == nil || call.calledBaseName == "RoundedRectangle":
                for argument in call.arguments where Self.radiusLabels.contains(argument.label?.text ?? "") {
                    radius(argument.expression, in: scan)
                }
            case "offset":
                for argument in call.arguments where ["x", "y"].contains(argument.label?.text ?? "") {
                    offset(argument.expression, in: scan)
                }
            default: break
            }
            return
        }
        guard call.calledExpression.is(DeclReferenceExprSyntax.self), let name = call.calledName else { return }
        if Self.stacks.contains(name) {
            for argument in call.arguments where Self.stackLabels.contains(argument.label?.text ?? "") {
                stackSpacing(argument.expression, in: scan)
            }
        } else if name == "RoundedRectangle" || name == "UnevenRoundedRectangle" {
            for argument in call.arguments where Self.radiusLabels.contains(argument.label?.text ?? "") {
                radius(argument.expression, in: scan)
            }
        } else if name == "EdgeInsets" || name == "UIEdgeInsets" || name == "NSDirectionalEdgeInsets" {
            insets(call, in: scan)
        }
    }

    func visit(_ sequence: SequenceExprSyntax, in scan: FileScan) {
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
            elements[0].as(MemberAccessExprSyntax.self)?.declName.baseName.text == "cornerRadius"
        else { return }
        radius(elements[2], in: scan)
    }

    private func designValue(_ expression: ExprSyntax?, in scan: FileScan) -> Double? {
        guard let value = expression?.numberLiteral, !scan.settings.ignoredSpacing.contains(abs(value)) else {
            return nil
        }
        return value
    }

    private func padding(_ call: FunctionCallExprSyntax, in scan: FileScan) {
        let labels = call.argumentLabels
        let literal: ExprSyntax?
        switch labels {
        case ["_"]: literal = call.arguments.first?.expression
        case ["_", "_"]: literal = call.arguments.last?.expression
        default: literal = nil
        }
        guard let literal, let value = designValue(literal, in: scan) else { return }
        if let step = scan.vocabulary.spacingStep(equalTo: value) {
            let token = SwiftUISpelling.spacingStep(step.name)
            let written =
                labels.count == 2
                ? ".padding(\(call.arguments.first?.expression.trimmedDescription ?? ""), \(token))"
                : ".padding(\(token))"
            scan.report(
                .hardcodedSpacing, at: literal,
                "padding \(value.formatted) is a raw value; use the spacing step \(written)",
                suggestion: written, fix: token)
        } else {
            scan.report(
                .hardcodedSpacing, at: literal,
                "padding \(value.formatted) is a raw value\(nearestStep(value, in: scan))")
        }
    }

    private func insets(_ call: FunctionCallExprSyntax, in scan: FileScan) {
        guard let first = call.arguments.first(where: { designValue($0.expression, in: scan) != nil }),
            let value = designValue(first.expression, in: scan)
        else { return }
        scan.report(
            .hardcodedSpacing, at: first.expression,
            "insets of raw values; use an inset role (`.padding(.card)`) or spacing steps\(nearestStep(value, in: scan))"
        )
    }

    private func stackSpacing(_ expression: ExprSyntax, in scan: FileScan) {
        guard let value = designValue(expression, in: scan) else { return }
        if let gap = scan.vocabulary.gap(equalTo: value) {
            let written = "theme.gap(.\(gap.name))"
            scan.report(
                .hardcodedSpacing, at: expression,
                "stack spacing \(value.formatted) is a raw value; use the gap \(written) (\(gap.value.formatted) pt, follows size classes)",
                suggestion: written)
        } else {
            scan.report(
                .hardcodedSpacing, at: expression,
                "stack spacing \(value.formatted) is a raw value; use a gap (`theme.gap(.regular)`)\(nearestStep(value, in: scan))"
            )
        }
    }

    private func radius(_ expression: ExprSyntax?, in scan: FileScan) {
        guard let expression, let value = designValue(expression, in: scan) else { return }
        let nearest = scan.vocabulary.nearestRadius(to: value).map { radius in
            let exact = radius.value == value ? "" : ", the nearest"
            return
                "; the theme's radius `\(radius.name)` is \(radius.value.formatted) pt\(exact): draw it with a surface role (`.surface(.card)`) or `theme.radius(\"\(radius.name)\")`"
        }
        scan.report(
            .hardcodedSpacing, at: expression,
            "corner radius \(value.formatted) is a raw value\(nearest ?? "; use a surface role")")
    }

    private func offset(_ expression: ExprSyntax, in scan: FileScan) {
        guard let value = designValue(expression, in: scan) else { return }
        scan.report(
            .hardcodedSpacing, at: expression,
            "offset \(value.formatted) is a raw value\(nearestStep(abs(value), in: scan))")
    }

    private func nearestStep(_ value: Double, in scan: FileScan) -> String {
        guard let step = scan.vocabulary.nearestSpacing(to: abs(value)) else { return "" }
        return "; the nearest spacing step is `.\(step.name)` (\(step.value.formatted) pt)"
    }
}
