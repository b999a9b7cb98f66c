@_spi(TesseraTools) import TesseraCore

/// The accessibility audit as the Studio's panel and the style guide show it: the core's
/// `AccessibilityAudit.run(_:level:)` — the checks `tessera audit` makes, in all four colour
/// modes — never a re-implementation. Each failing check names what on the page it concerns,
/// so the page can mark every affected colour card, type row and button sample:
///
/// ```json
/// {"checks": 412, "failures": [{"check": "buttonLabelContrast", "role": "secondary",
///   "against": "capsule pressed", "mode": "dark-increased", "message": "…",
///   "targets": {"colors": ["accent"], "type": [], "buttons": [{"role": "secondary", "form": "capsule", "state": "pressed"}]}}]}
/// ```
public enum AuditModel {
    /// The audit of `theme` at `level`, as JSON: how many checks ran and each failure.
    public static func tree(for theme: CompiledTheme, level: AuditLevel = .AA) -> JSONNode {
        tree(AccessibilityAudit.run(theme, level: level), theme: theme)
    }

    /// `report` of `theme` as JSON.
    public static func tree(_ report: AuditReport, theme: CompiledTheme) -> JSONNode {
        .object([
            "level": .string(report.level.rawValue),
            "checks": .number(Double(report.findings.count)),
            "failures": JSONNode(.array(report.failures.map { failure(for: $0, in: theme) })),
        ])
    }

    static func failure(for finding: AuditFinding, in theme: CompiledTheme) -> JSONNode {
        var mode: String?
        if let appearance = finding.appearance, let contrast = finding.contrast { mode = "\(appearance.rawValue)-\(contrast.rawValue)" }
        return .object([
            "check": .string(finding.check.rawValue), "role": .string(finding.role),
            "against": finding.against.map(JSONNode.string) ?? .null,
            "mode": mode.map(JSONNode.string) ?? .null, "size": finding.size.map { .string($0.rawValue) } ?? .null,
            "value": .number(finding.value), "threshold": .number(finding.threshold),
            "message": .string(finding.message), "targets": targets(of: finding, in: theme),
        ])
    }

    /// What a failure concerns on the page: colour roles (cards), text roles (type rows) and
    /// button samples (a role, with a form and state when the check names one).
    static func targets(of finding: AuditFinding, in theme: CompiledTheme) -> JSONNode {
        var colors: [String] = [], type: [String] = [], buttons: [JSONNode] = []
        switch finding.check {
        case .textContrast, .nonTextContrast:
            // Text on a material or glass names a surface and the content behind it, not a colour role.
            colors = [finding.role] + (finding.surface == nil ? finding.against.map { [$0] } ?? [] : [])
            type = textRoles(coloured: finding.role, in: theme)
        case .buttonLabelContrast:
            let parts = (finding.against ?? "").split(separator: " ").map(String.init)
            var sample: [JSONNode.Member] = [.init(key: "role", value: .string(finding.role))]
            if parts.count == 2 {
                sample += [.init(key: "form", value: .string(parts[0])), .init(key: "state", value: .string(parts[1]))]
            }
            buttons = [JSONNode(.object(sample))]
            if let button = theme.catalogue.colors(of: ButtonRole.custom(finding.role)) {
                let plain = parts.first.map { $0 != ButtonForm.capsule.rawValue } ?? false
                colors = unique([button.fill, plain ? button.plainLabel : button.label].compactMap { $0?.name })
            }
        case .touchTarget:
            buttons = [.object(["role": .string(finding.role)])]
        case .minimumTextSize, .dynamicTypeGrowth:
            type = [finding.role]
        }
        return .object([
            "colors": JSONNode(.array(colors.map(JSONNode.string))), "type": JSONNode(.array(type.map(JSONNode.string))),
            "buttons": JSONNode(.array(buttons)),
        ])
    }

    /// The text roles drawn in the colour role `color`, by name.
    static func textRoles(coloured color: String, in theme: CompiledTheme) -> [String] {
        theme.textRoles.filter { theme.catalogue.colorRole(of: $0)?.name == color }.map(\.name).sorted()
    }

    private static func unique(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }
    }
}
