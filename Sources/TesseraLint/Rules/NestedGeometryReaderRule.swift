import SwiftSyntax

/// `nested-geometry-reader`: a `GeometryReader` inside another's closure.
struct NestedGeometryReaderRule: Rule {
    let description = RuleDescription(
        id: .nestedGeometryReader,
        rationale:
            "A GeometryReader inside another measures a proposal the outer one already took, and each greedily fills its space.",
        help: "Read the geometry once, or size with `containerRelativeFrame`, `ViewThatFits` and layout priorities.",
        defaultSeverity: .error,
        options: [],
        triggeringExamples: [
            "GeometryReader { outer in\n    VStack {\n        ↓GeometryReader { inner in Text(\"\\(inner.size.width)\") }\n    }\n}"
        ],
        nonTriggeringExamples: [
            "GeometryReader { proxy in Text(\"\\(proxy.size.width)\") }",
            "VStack {\n    GeometryReader { a in Color.clear }\n    GeometryReader { b in Color.clear }\n}",
        ])

    func visit(_ call: FunctionCallExprSyntax, in scan: FileScan) {
        guard call.isGeometryReader else { return }
        if scan.geometryReaderDepth > 0 {
            scan.report(
                .nestedGeometryReader, at: call,
                "GeometryReader nested in another GeometryReader; read the geometry once or let the layout size it")
        }
        scan.geometryReaderDepth += 1
    }

    func visitPost(_ call: FunctionCallExprSyntax, in scan: FileScan) {
        if call.isGeometryReader { scan.geometryReaderDepth -= 1 }
    }
}

extension FunctionCallExprSyntax {
    var isGeometryReader: Bool {
        calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "GeometryReader"
    }
}
