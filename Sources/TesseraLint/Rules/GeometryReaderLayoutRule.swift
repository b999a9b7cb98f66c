import SwiftSyntax

/// `geometry-reader-layout`: a `GeometryReader` used only to pick a layout by size or to take a
/// fraction of the container — jobs `ViewThatFits`, `AdaptiveStack` and
/// `containerRelativeFrame` do without reading geometry.
struct GeometryReaderLayoutRule: Rule {
    let description = RuleDescription(
        id: .geometryReaderLayout,
        rationale:
            "A GeometryReader that only compares its width or takes a fraction of it does what a stack, `ViewThatFits` or `containerRelativeFrame` does, while filling all space offered.",
        help:
            "Choose between layouts with `ViewThatFits` or `AdaptiveStack`; size to a fraction of the container with `containerRelativeFrame(_:count:span:spacing:)`.",
        defaultSeverity: .warning,
        options: [],
        triggeringExamples: [
            "↓GeometryReader { proxy in\n    if proxy.size.width > 500 { HStack { a; b } } else { VStack { a; b } }\n}",
            "↓GeometryReader { geo in\n    Image(\"hero\").frame(width: geo.size.width * 0.8)\n}",
            "↓GeometryReader { proxy in\n    let wide = proxy.size.width > 600\n    Text(wide ? \"Wide\" : \"Narrow\")\n}",
        ],
        nonTriggeringExamples: [
            "GeometryReader { proxy in\n    Text(\"\\(proxy.frame(in: .global).minY)\")\n}",
            "GeometryReader { proxy in\n    Chart(points, size: proxy.size)\n}",
            "GeometryReader { proxy in\n    Color.clear.preference(key: WidthKey.self, value: proxy.size.width)\n}",
        ])

    func visit(_ call: FunctionCallExprSyntax, in scan: FileScan) {
        guard call.isGeometryReader, let closure = call.closure(labelled: "content", orTrailing: true) else { return }
        let proxy = Self.parameterName(of: closure)
        let uses = ProxyUses(proxy: proxy)
        uses.walk(closure.statements)
        guard uses.count > 0, !uses.otherUse else { return }
        if uses.inCondition {
            scan.report(
                .geometryReaderLayout, at: call,
                "GeometryReader only picks a layout by its size; `ViewThatFits` or `AdaptiveStack` chooses without reading geometry"
            )
        } else if uses.inFrame {
            scan.report(
                .geometryReaderLayout, at: call,
                "GeometryReader only sizes a view as a fraction of its container; use `containerRelativeFrame(_:count:span:spacing:)`"
            )
        }
    }

    static func parameterName(of closure: ClosureExprSyntax) -> String {
        switch closure.signature?.parameterClause {
        case .simpleInput(let list): list.first?.name.text ?? "$0"
        case .parameterClause(let clause): clause.parameters.first?.firstName.text ?? "$0"
        case nil: "$0"
        }
    }
}

/// Where a closure uses its geometry proxy: only through `.size.width`/`.size.height`, and
/// whether inside a condition or a frame.
private final class ProxyUses: SyntaxVisitor {
    let proxy: String
    var count = 0
    var otherUse = false
    var inCondition = false
    var inFrame = false

    init(proxy: String) {
        self.proxy = proxy
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.baseName.text == proxy else { return .skipChildren }
        count += 1
        guard let size = node.parent?.as(MemberAccessExprSyntax.self), size.declName.baseName.text == "size",
            let dimension = size.parent?.as(MemberAccessExprSyntax.self),
            ["width", "height"].contains(dimension.declName.baseName.text)
        else {
            otherUse = true
            return .skipChildren
        }
        var node = Syntax(dimension)
        while let parent = node.parent {
            if let condition = parent.as(ConditionElementSyntax.self),
                condition.parent?.parent?.is(IfExprSyntax.self) ?? false
            {
                inCondition = true
            }
            if let sequence = parent.as(SequenceExprSyntax.self), Self.isTernaryCondition(Syntax(node), in: sequence) {
                inCondition = true
            }
            if parent.is(SequenceExprSyntax.self), Self.isComparison(parent) { inCondition = true }
            if let argument = parent.as(LabeledExprSyntax.self),
                ["width", "height"].contains(argument.label?.text ?? ""),
                argument.parent?.parent?.as(FunctionCallExprSyntax.self)?.modifierName == "frame"
            {
                inFrame = true
            }
            if parent.is(ClosureExprSyntax.self) || parent.is(CodeBlockItemSyntax.self) { break }
            node = parent
        }
        return .skipChildren
    }

    /// Whether `element` comes before the `?` of a ternary in `sequence`.
    private static func isTernaryCondition(_ element: Syntax, in sequence: SequenceExprSyntax) -> Bool {
        for item in sequence.elements {
            if item.is(UnresolvedTernaryExprSyntax.self) { return false }
            if Syntax(item) == element { return sequence.elements.contains { $0.is(UnresolvedTernaryExprSyntax.self) } }
        }
        return false
    }

    /// Whether a sequence compares (`width > 500`): the value is a decision, not a length.
    private static func isComparison(_ sequence: Syntax) -> Bool {
        guard let sequence = sequence.as(SequenceExprSyntax.self) else { return false }
        return sequence.elements.contains { element in
            guard let op = element.as(BinaryOperatorExprSyntax.self)?.operator.text else { return false }
            return ["<", ">", "<=", ">=", "==", "!="].contains(op)
        }
    }
}
