import SwiftSyntax
@_spi(TesseraTools) import TesseraCore

/// `shadowed-role`: a SwiftUI style written where the theme has a role of the same name —
/// `.foregroundStyle(.background)`, `.fill(.separator)`, `.buttonStyle(.plain)`. It compiles and
/// draws SwiftUI's own style, not the role.
///
/// Only names that are roles of the theme the linter is given are reported: with Tessera's
/// default theme `.background` and `.separator` (colour roles) and `.plain` (a button role), but
/// not `.secondary`, which is no colour role of that theme. The fix writes the role's
/// `.role(…)` spelling in place of the style's name.
struct ShadowedRoleRule: Rule {
    let description = RuleDescription(
        id: .shadowedRole,
        rationale:
            "A SwiftUI style named like one of the theme's roles (`.background`, `.separator`, `.plain`) compiles, but draws SwiftUI's style, not the role.",
        help:
            "Name the role: `.foregroundStyle(.role(.background))`, `.fill(.role(.separator))`, `.buttonStyle(.role(.plain))`, `.role(.custom(\"tint\"))` for a theme's own role. Where SwiftUI's style is meant, write its type (`BackgroundStyle()`, `PlainButtonStyle()`).",
        defaultSeverity: .warning,
        options: [],
        triggeringExamples: [
            "Text(\"Hi\").foregroundStyle(↓.background)",
            "Rectangle().fill(↓.separator)",
            "Divider().overlay(↓.separator.opacity(0.5))",
            "Capsule().stroke(↓.separator, lineWidth: 1)",
            "Text(\"Hi\").background(↓.background, in: .capsule)",
            "Text(\"Hi\").foregroundStyle(.textPrimary, ↓.background)",
            "Button(\"Skip\", action: skip).buttonStyle(↓.plain)",
        ],
        nonTriggeringExamples: [
            "Text(\"Hi\").foregroundStyle(.role(.background))",
            "Rectangle().fill(.role(.separator))",
            "Text(\"Hi\").foregroundStyle(.secondary)",
            "Text(\"Hi\").background(BackgroundStyle())",
            "Button(\"Skip\", action: skip).buttonStyle(.role(.plain))",
            "Button(\"Skip\", action: skip).buttonStyle(.borderless)",
            "Button(\"Skip\", action: skip).buttonStyle(PlainButtonStyle())",
            "Button(\"Go\", action: go).buttonStyle(.primary)",
            "Rectangle().fill(SeparatorShapeStyle())",
        ])

    /// SwiftUI's semantic shape styles, written as `.name` where a `ShapeStyle` is taken.
    static let shapeStyles: Set = [
        "primary", "secondary", "tertiary", "quaternary", "quinary", "foreground", "background", "separator", "tint",
        "selection", "placeholder", "link", "fill", "windowBackground",
    ]
    /// SwiftUI's button styles, written as `.name` in `.buttonStyle(_:)`.
    static let buttonStyles: Set = [
        "automatic", "plain", "bordered", "borderedProminent", "borderless", "link", "card", "glass", "glassProminent",
        "accessoryBar", "accessoryBarAction",
    ]
    /// Modifiers whose first unlabelled argument is a `ShapeStyle` (all of them for `foregroundStyle`).
    static let shapeStyleModifiers: Set = [
        "foregroundStyle", "fill", "stroke", "strokeBorder", "background", "overlay", "tint", "border",
        "backgroundStyle",
        "containerBackground", "presentationBackground", "toolbarBackground",
    ]

    func visit(_ call: FunctionCallExprSyntax, in scan: FileScan) {
        guard let modifier = call.modifierName else { return }
        let unlabelled = call.arguments.filter { $0.label == nil }.map(\.expression)
        if modifier == "buttonStyle" {
            guard let style = unlabelled.first?.as(MemberAccessExprSyntax.self), style.base == nil else { return }
            let name = style.declName.baseName.text
            guard Self.buttonStyles.contains(name), scan.vocabulary.buttonRoles.contains(name) else { return }
            report(
                style, name: name, what: "button style", family: "button role",
                spelling: SwiftUISpelling.buttonStyle(name), in: scan)
        } else if Self.shapeStyleModifiers.contains(modifier) {
            for expression in modifier == "foregroundStyle" ? unlabelled : Array(unlabelled.prefix(1)) {
                guard let style = Self.leadingStyle(of: expression) else { continue }
                let name = style.declName.baseName.text
                guard Self.shapeStyles.contains(name), scan.vocabulary.colorRoles.contains(where: { $0.name == name })
                else { continue }
                report(
                    style, name: name, what: "shape style", family: "colour role",
                    spelling: SwiftUISpelling.colorStyle(name), in: scan)
            }
        }
    }

    private func report(
        _ style: MemberAccessExprSyntax, name: String, what: String, family: String, spelling: String, in scan: FileScan
    ) {
        scan.report(
            .shadowedRole, at: style,
            "`.\(name)` is SwiftUI's own \(what), not the theme's \(family) `\(name)`; write \(spelling)",
            suggestion: spelling, fix: spelling)
    }

    /// The leading-dot member a style expression starts from: `.background` in `.background`,
    /// `.background.opacity(0.5)` and `.background.secondary`; nil when it starts from a type
    /// (`Color.primary`) or a call (`.role(.background)`).
    static func leadingStyle(of expression: ExprSyntax) -> MemberAccessExprSyntax? {
        var current = expression.withoutOpacity
        while let access = current.as(MemberAccessExprSyntax.self) {
            guard let base = access.base else { return access }
            current = base.withoutOpacity
        }
        return nil
    }
}
