import SwiftSyntax
@_spi(TesseraTools) import TesseraCore

/// `hardcoded-font`: fonts at a literal point size.
struct HardcodedFontRule: Rule {
    let description = RuleDescription(
        id: .hardcodedFont,
        rationale: "A font at a literal point size skips the theme's type ramp and, often, Dynamic Type.",
        help:
            "Use a text role — `.textRole(.body)` — which carries the size, weight, design, line spacing and Dynamic Type clamp the theme chose.",
        defaultSeverity: .error,
        options: [],
        triggeringExamples: [
            "Text(\"Title\").font(↓.system(size: 28, weight: .bold))",
            "Text(\"Body\").font(↓Font.system(size: 17))",
            "Text(\"Brand\").font(↓.custom(\"Avenir\", size: 15))",
            "label.font = ↓UIFont.systemFont(ofSize: 13)",
            "label.font = ↓.boldSystemFont(ofSize: 20)",
            "let font = ↓UIFont(name: \"Avenir\", size: 15)",
            "let mono = ↓NSFont.monospacedSystemFont(ofSize: 12, weight: .regular)",
        ],
        nonTriggeringExamples: [
            "Text(\"Body\").textRole(.body)",
            "Text(\"Body\").font(.body)",
            "Text(\"Title\").font(.system(.title, design: .rounded))",
            "Text(\"Sized\").font(.system(size: size))",
            "let family = UIFont(name: \"Avenir\", size: 1)?.familyName",
            "label.font = UIFont.preferredFont(forTextStyle: .body)",
        ])

    static let fontTypes: Set = ["Font", "UIFont", "NSFont"]
    static let systemFontMakers: Set = [
        "systemFont", "boldSystemFont", "italicSystemFont", "monospacedSystemFont", "monospacedDigitSystemFont",
    ]

    func visit(_ call: FunctionCallExprSyntax, in scan: FileScan) {
        var size: Double?
        if call.isMember("system", ofAnyOf: ["Font"]) || call.isMember("custom", ofAnyOf: ["Font"]) {
            size = (call.argument("size") ?? call.argument("fixedSize"))?.numberLiteral
        } else if let name = call.modifierName, Self.systemFontMakers.contains(name),
            call.isMember(name, ofAnyOf: ["UIFont", "NSFont"])
        {
            size = call.argument("ofSize")?.numberLiteral
        } else if call.calledExpression.is(DeclReferenceExprSyntax.self),
            ["UIFont", "NSFont"].contains(call.calledName ?? "")
        {
            size = call.argument("size")?.numberLiteral
        }
        // Sizes below 6 pt are placeholders a later `withSize(_:)` replaces, not text sizes.
        guard let size, size >= 6 else { return }
        let weight = call.argument("weight")?.referencedName.flatMap(FontWeight.init(rawValue:)) ?? .regular
        let points = size.formatted
        guard let role = scan.vocabulary.nearestTextRole(toSize: size, weight: weight) else {
            scan.report(.hardcodedFont, at: call, "font at a literal \(points) pt; use a text role")
            return
        }
        let spelling = ".textRole(\(SwiftUISpelling.textRole(role.name)))"
        let match =
            role.value.size == size ? "\(role.value.size.formatted) pt" : "\(role.value.size.formatted) pt, the nearest"
        scan.report(
            .hardcodedFont, at: call,
            "font at a literal \(points) pt does not follow the theme or Dynamic Type; use \(spelling) (\(match) at Large)",
            suggestion: spelling)
    }
}

extension Double {
    /// `16` for 16.0, `0.5` for 0.5: numbers as people write them.
    var formatted: String {
        rounded() == self && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
