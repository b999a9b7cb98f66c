import SwiftSyntax

/// `icon-button-label`: a button whose whole label is an SF Symbol, with nothing for VoiceOver
/// to read but the symbol's name.
struct IconButtonLabelRule: Rule {
    let description = RuleDescription(
        id: .iconButtonLabel,
        rationale:
            "A button labelled only by a symbol reads as its symbol name (\"xmark\") to VoiceOver and Voice Control.",
        help:
            "Give it a title and show only the icon — `Button(\"Close\", systemImage: \"xmark\") { … }.labelStyle(.iconOnly)`, `ThemeButton(\"Close\", systemImage: \"xmark\", form: .circularIcon)` — or add `.accessibilityLabel(\"Close\")`.",
        defaultSeverity: .error,
        options: [],
        triggeringExamples: [
            "↓Button(action: close) { Image(systemName: \"xmark\") }",
            "↓Button {\n    share()\n} label: {\n    Image(systemName: \"square.and.arrow.up\").font(.title2)\n}",
            "↓Button(action: { like() }, label: { Image(systemName: \"heart\") }).buttonStyle(.plain)",
        ],
        nonTriggeringExamples: [
            "Button(\"Close\", systemImage: \"xmark\", action: close).labelStyle(.iconOnly)",
            "Button(action: close) { Image(systemName: \"xmark\") }.accessibilityLabel(\"Close\")",
            "Button(action: close) { Image(systemName: \"xmark\").accessibilityLabel(\"Close\") }",
            "Button(action: close) { Label(\"Close\", systemImage: \"xmark\") }",
            "Button(\"Save\") { save() }",
            "Button(action: close) { Image(\"logo\") }",
        ])

    func visit(_ call: FunctionCallExprSyntax, in scan: FileScan) {
        guard call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Button",
            call.arguments.first?.label != nil || call.arguments.isEmpty
        else { return }
        let labelIsTrailing = call.argument("action") != nil
        guard let label = call.closure(labelled: "label", orTrailing: labelIsTrailing),
            label.statements.count == 1, case .expr(let expression) = label.statements.first?.item
        else { return }
        var core = expression
        var modifiers: [String] = []
        while let modifier = core.as(FunctionCallExprSyntax.self),
            let access = modifier.calledExpression.as(MemberAccessExprSyntax.self),
            let base = access.base
        {
            modifiers.append(access.declName.baseName.text)
            core = base
        }
        guard let image = core.as(FunctionCallExprSyntax.self), image.calledName == "Image",
            image.argument("systemName") != nil
        else { return }
        let labelled = modifiers + call.modifierChain.compactMap(\.modifierName)
        guard !labelled.contains("accessibilityLabel"), !labelled.contains("accessibility") else { return }
        scan.report(
            .iconButtonLabel, at: call,
            "button labelled only by an SF Symbol; give it a title (`Button(\"…\", systemImage: …)` with `.labelStyle(.iconOnly)`) or an `.accessibilityLabel`"
        )
    }
}
