import Foundation
import SwiftSyntax

// Small questions rules ask of the syntax tree, answered the same way everywhere.

extension FunctionCallExprSyntax {
    /// The called name: `padding` for `.padding(…)` and `view.padding(…)`, `Color` for
    /// `Color(…)`, `init` for `Color.init(…)`.
    var calledName: String? { calledExpression.referencedName }

    /// The base a member is called on: `Font` for `Font.system(…)`, nil for `.system(…)`.
    var calledBaseName: String? {
        calledExpression.as(MemberAccessExprSyntax.self)?.base?.referencedName
    }

    /// Whether the call is `.name(…)` or `Base.name(…)` with one of `bases` (or no base).
    func isMember(_ name: String, ofAnyOf bases: Set<String>) -> Bool {
        guard let access = calledExpression.as(MemberAccessExprSyntax.self), access.declName.baseName.text == name
        else { return false }
        guard let base = access.base else { return true }
        return base.referencedName.map(bases.contains) ?? false
    }

    /// Whether the call is a modifier: `.name(…)` on a view (a member call with a base that is
    /// itself an expression, or a leading-dot call inside a chain).
    var modifierName: String? {
        guard let access = calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
        return access.declName.baseName.text
    }

    /// The argument with this label (`nil` for the first unlabeled one).
    func argument(_ label: String?) -> ExprSyntax? {
        arguments.first { $0.label?.text == label }?.expression
    }

    /// The labels of the arguments, unlabeled ones as `_`.
    var argumentLabels: [String] { arguments.map { $0.label?.text ?? "_" } }

    /// The closure passed for `label` — a trailing closure, a labelled additional trailing
    /// closure, or an argument — if there is one.
    func closure(labelled label: String, orTrailing: Bool) -> ClosureExprSyntax? {
        if let argument = argument(label)?.as(ClosureExprSyntax.self) { return argument }
        if let extra = additionalTrailingClosures.first(where: { $0.label.text == label }) { return extra.closure }
        return orTrailing ? trailingClosure : nil
    }
}

extension ExprSyntax {
    /// `Color` for `Color` and `SwiftUI.Color`; `red` for `.red`.
    var referencedName: String? {
        if let reference = self.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let access = self.as(MemberAccessExprSyntax.self) { return access.declName.baseName.text }
        return nil
    }

    /// The number a literal spells (`16`, `-4`, `0.5`, `0x1F`), or nil when the expression is
    /// anything but a literal.
    var numberLiteral: Double? {
        if let integer = self.as(IntegerLiteralExprSyntax.self) { return Self.integer(integer.literal.text) }
        if let float = self.as(FloatLiteralExprSyntax.self) {
            return Double(float.literal.text.replacingOccurrences(of: "_", with: ""))
        }
        if let prefix = self.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return prefix.expression.numberLiteral.map { -$0 }
        }
        return nil
    }

    /// Whether the literal was written as an integer (`16`, not `16.0`).
    var isIntegerLiteral: Bool {
        if self.is(IntegerLiteralExprSyntax.self) { return true }
        if let prefix = self.as(PrefixOperatorExprSyntax.self) { return prefix.expression.isIntegerLiteral }
        return false
    }

    /// The text of a string literal without interpolation, or nil.
    var stringLiteral: String? {
        guard let literal = self.as(StringLiteralExprSyntax.self) else { return nil }
        var text = ""
        for segment in literal.segments {
            guard let plain = segment.as(StringSegmentSyntax.self) else { return nil }
            text += plain.content.text
        }
        return text
    }

    /// The expression with trailing `.opacity(_)` calls taken off: `Color.red.opacity(0.3)`
    /// is still `Color.red`.
    var withoutOpacity: ExprSyntax {
        var current = self
        while let call = current.as(FunctionCallExprSyntax.self), call.modifierName == "opacity",
            let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        {
            current = base
        }
        return current
    }

    private static func integer(_ text: String) -> Double? {
        let digits = text.replacingOccurrences(of: "_", with: "")
        if digits.hasPrefix("0x") { return Int(digits.dropFirst(2), radix: 16).map(Double.init) }
        if digits.hasPrefix("0o") { return Int(digits.dropFirst(2), radix: 8).map(Double.init) }
        if digits.hasPrefix("0b") { return Int(digits.dropFirst(2), radix: 2).map(Double.init) }
        return Double(digits)
    }
}

extension SyntaxProtocol {
    /// The calls this expression is the receiver of, innermost first: for
    /// `Button(…).font(.x).accessibilityLabel("y")` seen from `Button(…)`, the `font` and
    /// `accessibilityLabel` calls.
    var modifierChain: [FunctionCallExprSyntax] {
        var chain: [FunctionCallExprSyntax] = []
        var node = Syntax(self)
        while let access = node.parent?.as(MemberAccessExprSyntax.self), access.base.map(Syntax.init) == node,
            let call = access.parent?.as(FunctionCallExprSyntax.self)
        {
            chain.append(call)
            node = Syntax(call)
        }
        return chain
    }
}
