import Foundation
import SwiftSyntax
@_spi(TesseraTools) import TesseraCore

/// `hardcoded-color`: colours written as numbers, hex or system colour literals.
struct HardcodedColorRule: Rule {
    let description = RuleDescription(
        id: .hardcodedColor,
        rationale:
            "A colour written as numbers, hex or a system colour ignores the theme, dark mode and increased contrast.",
        help:
            "Use a colour role — `.foregroundStyle(.textSecondary)`, `.fill(.role(.accent))`, `.role(.custom(\"brand\"))` — so the theme decides the value in every appearance.",
        defaultSeverity: .error,
        options: [
            RuleOption(
                name: "systemColors",
                summary: "Also report system colours (`.red`, `Color.blue`) passed to style modifiers.",
                defaultValue: "true"),
            RuleOption(
                name: "largestDifference",
                summary: "Suggest a role or palette colour only within this difference (ΔE_OK × 100).",
                defaultValue: "12"),
        ],
        triggeringExamples: [
            "Text(\"Hi\").foregroundStyle(↓Color(red: 0.15, green: 0.39, blue: 0.92))",
            "let brand = ↓UIColor(red: 37/255, green: 99/255, blue: 235/255, alpha: 1)",
            "let brand = ↓UIColor(red: 37, green: 99, blue: 235, alpha: 1)",
            "Circle().fill(↓Color(.sRGB, red: 1, green: 0.5, blue: 0))",
            "let tint = ↓Color(hex: \"#2563EB\")",
            "let tint = ↓UIColor(rgb: 0x2563EB)",
            "let swatch = ↓#colorLiteral(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)",
            "Text(\"Error\").foregroundColor(↓.red)",
            "Rectangle().fill(↓Color.blue.opacity(0.3))",
            "view.backgroundColor = ↓.systemGreen",
            "label.textColor = ↓UIColor.white",
            "let gray = ↓Color(white: 0.5)",
        ],
        nonTriggeringExamples: [
            "Text(\"Hi\").foregroundStyle(.textSecondary)",
            "Circle().fill(.role(.custom(\"brandGlow\")))",
            "Color(red: r, green: g, blue: b)",
            "Text(\"Hi\").foregroundStyle(.secondary)",
            "Rectangle().fill(.clear)",
            "let asset = Color(\"Brand\")",
            "view.backgroundColor = .systemBackground",
            "let favourite = Color.red",
        ])

    static let colorTypes: Set = ["Color", "UIColor", "NSColor", "CGColor"]
    static let componentLabels: Set = [
        "red", "hue", "white", "displayP3Red", "calibratedRed", "deviceRed", "srgbRed", "calibratedWhite",
        "deviceWhite",
        "calibratedHue", "deviceHue", "genericGrayGamma2_2Gray",
    ]
    static let hexLabels: Set = ["hex", "hexString", "rgb", "rgba", "hexValue"]
    static let styleModifiers: Set = [
        "foregroundColor", "foregroundStyle", "background", "fill", "tint", "stroke", "strokeBorder", "border",
        "accentColor",
        "listRowBackground", "backgroundStyle",
    ]
    /// Modifiers whose first argument is a `ShapeStyle`, where a colour role can stand in place.
    static let shapeStyleModifiers: Set = ["foregroundStyle", "fill", "stroke", "strokeBorder", "background"]
    static let colorProperties: Set = [
        "backgroundColor", "tintColor", "textColor", "barTintColor", "onTintColor", "borderColor", "strokeColor",
        "fillColor",
    ]

    func visit(_ call: FunctionCallExprSyntax, in scan: FileScan) {
        if let name = call.calledName,
            name == "init" ? Self.colorTypes.contains(call.calledBaseName ?? "") : Self.colorTypes.contains(name),
            call.calledExpression.is(DeclReferenceExprSyntax.self) || name == "init",
            let color = Self.literalColor(call.arguments)
        {
            report(color, written: call, in: scan)
        }
        guard scan.settings.systemColors, let modifier = call.modifierName, Self.styleModifiers.contains(modifier)
        else { return }
        for argument in call.arguments where argument.label == nil || argument.label?.text == "color" {
            if let (expression, color) = Self.systemColor(argument.expression) {
                report(color, written: expression, in: scan, systemName: true)
            }
        }
    }

    func visit(_ macro: MacroExpansionExprSyntax, in scan: FileScan) {
        guard macro.macroName.text == "colorLiteral", let color = Self.literalColor(macro.arguments) else { return }
        report(color, written: macro, in: scan)
    }

    func visit(_ sequence: SequenceExprSyntax, in scan: FileScan) {
        guard scan.settings.systemColors else { return }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
            let property = elements[0].as(MemberAccessExprSyntax.self),
            Self.colorProperties.contains(property.declName.baseName.text)
        else { return }
        var value = elements[2].withoutOpacity
        if let access = value.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "cgColor",
            let base = access.base
        {
            value = base
        }
        if let call = value.as(FunctionCallExprSyntax.self), call.modifierName == "withAlphaComponent",
            let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        {
            value = base
        }
        if let (expression, color) = Self.systemColor(value) {
            report(color, written: expression, in: scan, systemName: true)
        }
    }

    private func report(_ color: RGBA, written node: some SyntaxProtocol, in scan: FileScan, systemName: Bool = false) {
        let what =
            systemName
            ? "system colour `\(node.trimmedDescription)` (\(color.hexString) in light mode)"
            : "hard-coded colour \(color.hexString)"
        guard let nearest = scan.vocabulary.nearestColor(to: color, within: scan.settings.largestColorDifference) else {
            scan.report(.hardcodedColor, at: node, "\(what); give it a colour role in the theme")
            return
        }
        let distance = String(format: "%.1f", nearest.difference)
        let exact = nearest.token.value.hexString == color.hexString
        guard nearest.isRole else {
            let relation = exact ? "is" : "is nearest to"
            scan.report(
                .hardcodedColor, at: node,
                "\(what) \(relation) palette colour `\(nearest.token.name)` (ΔE \(distance)); give it a colour role and use that"
            )
            return
        }
        let spelling = SwiftUISpelling.colorStyle(nearest.token.name)
        let advice = exact ? "use the colour role \(spelling)" : "the nearest colour role is \(spelling)"
        let fix = exact && Self.standsAsShapeStyle(Syntax(node)) ? spelling : nil
        scan.report(.hardcodedColor, at: node, "\(what); \(advice) (ΔE \(distance))", suggestion: spelling, fix: fix)
    }

    /// Whether `node` is the whole first argument of a modifier that takes a `ShapeStyle`.
    private static func standsAsShapeStyle(_ node: Syntax) -> Bool {
        guard let argument = node.parent?.as(LabeledExprSyntax.self), argument.label == nil,
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), call.arguments.first == argument,
            let modifier = call.modifierName
        else { return false }
        return shapeStyleModifiers.contains(modifier)
    }

    /// The colour a literal colour initialiser or `#colorLiteral` spells; nil when any
    /// component is computed.
    static func literalColor(_ arguments: LabeledExprListSyntax) -> RGBA? {
        var list = Array(arguments)
        if let first = list.first, first.label == nil, let space = first.expression.as(MemberAccessExprSyntax.self),
            ["sRGB", "displayP3", "sRGBLinear"].contains(space.declName.baseName.text)
        {
            list.removeFirst()
        }
        guard let first = list.first else { return nil }
        let label = first.label?.text
        if label.map(hexLabels.contains) ?? true {
            guard list.count <= 2 else { return nil }
            if let text = first.expression.stringLiteral, label != nil || text.hasPrefix("#") { return hexColor(text) }
            if label != nil, let literal = first.expression.as(IntegerLiteralExprSyntax.self),
                literal.literal.text.lowercased().hasPrefix("0x")
            {
                return hexColor(String(literal.literal.text.dropFirst(2)))
            }
            return nil
        }
        guard let label, componentLabels.contains(label) else { return nil }
        var values: [Double] = []
        for argument in list {
            let name = argument.label?.text ?? ""
            guard let value = argument.expression.numberLiteral ?? fraction(argument.expression) else {
                if ["opacity", "alpha"].contains(name) { continue }
                return nil
            }
            if !["opacity", "alpha"].contains(name) { values.append(value) }
        }
        if label.hasSuffix("White") || label == "white" || label.hasSuffix("Gray") {
            guard let white = values.first else { return nil }
            return RGBA(red: white, green: white, blue: white)
        }
        guard values.count >= 3 else { return nil }
        let scale = values.prefix(3).contains { $0 > 1 } ? 255.0 : 1.0
        let (a, b, c) = (values[0] / scale, values[1] / scale, values[2] / scale)
        return label.lowercased().hasSuffix("hue")
            ? hsb(hue: a, saturation: b, brightness: c) : RGBA(red: a, green: b, blue: c)
    }

    /// `37/255` and `37.0 / 255.0`: a literal divided by a literal.
    private static func fraction(_ expression: ExprSyntax) -> Double? {
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
        let parts = Array(sequence.elements)
        guard parts.count == 3, parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "/",
            let top = parts[0].numberLiteral, let bottom = parts[2].numberLiteral, bottom != 0
        else { return nil }
        return top / bottom
    }

    private static func hexColor(_ text: String) -> RGBA? {
        var digits = text.hasPrefix("#") ? String(text.dropFirst()) : text
        if digits.lowercased().hasPrefix("0x") { digits = String(digits.dropFirst(2)) }
        guard [3, 6, 8].contains(digits.count) else { return nil }
        return try? RGBA(hex: "#" + digits)
    }

    private static func hsb(hue: Double, saturation: Double, brightness: Double) -> RGBA {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h) % 6
        let f = h - Double(Int(h))
        let p = brightness * (1 - saturation)
        let q = brightness * (1 - saturation * f)
        let t = brightness * (1 - saturation * (1 - f))
        let rgb: (Double, Double, Double) =
            switch sector {
            case 0: (brightness, t, p)
            case 1: (q, brightness, p)
            case 2: (p, brightness, t)
            case 3: (p, q, brightness)
            case 4: (t, p, brightness)
            default: (brightness, p, q)
            }
        return RGBA(red: rgb.0, green: rgb.1, blue: rgb.2)
    }

    /// A system colour literal (`.red`, `Color.blue`, `UIColor.systemGreen`), as drawn in light mode.
    static func systemColor(_ expression: ExprSyntax) -> (ExprSyntax, RGBA)? {
        let expression = expression.withoutOpacity
        guard let access = expression.as(MemberAccessExprSyntax.self) else { return nil }
        let baseName = access.base?.referencedName
        if access.base != nil, !colorTypes.contains(baseName ?? "") { return nil }
        let name = access.declName.baseName.text
        let table = baseName == "UIColor" || baseName == "NSColor" ? SystemColors.uiKitPrimaries : SystemColors.named
        guard let hex = table[name] ?? SystemColors.named[name], let color = try? RGBA(hex: hex) else { return nil }
        return (expression, color)
    }
}
