public import TesseraCore

/// `audit` in the Studio's schema: the accessibility audit as the Studio's panel and the style
/// guide show it — the core's `AccessibilityAudit.run(_:level:)`, the checks `tessera audit`
/// makes, in all four colour modes, never a re-implementation. Each failing check names what on
/// the page it concerns, so the page can mark every affected colour card, type row and button
/// sample:
///
/// ```json
/// {"level": "AA", "checks": 412, "failures": [{"check": "buttonLabelContrast", "role": "secondary",
///   "against": "capsule pressed", "mode": "dark-increased", "size": null, "value": 3.1, "threshold": 4.5,
///   "message": "…", "targets": {"colors": ["accent"], "type": [], "buttons": [{"role": "secondary", "form": "capsule", "state": "pressed"}]}}]}
/// ```
public struct AuditModel: Encodable, Sendable, Equatable {
    /// The conformance level audited (`AA`).
    public var level: String
    /// How many checks ran, passed or not.
    public var checks: Int
    /// Every failing check, in the audit's order.
    public var failures: [Failure]

    /// The audit of `theme` at `level`.
    public init(for theme: CompiledTheme, level: AuditLevel = .AA) {
        self.init(AccessibilityAudit.run(theme, level: level), theme: theme)
    }

    /// `report`, an audit of `theme`, as the page shows it.
    public init(_ report: AuditReport, theme: CompiledTheme) {
        level = report.level.rawValue
        checks = report.findings.count
        failures = report.failures.map { Failure($0, in: theme) }
    }

    /// One failing check.
    public struct Failure: Encodable, Sendable, Equatable {
        /// The check (`textContrast`, `buttonLabelContrast`, `touchTarget`, …).
        public var check: String
        /// The role checked: a colour, text or button role.
        public var role: String
        /// What it was checked against (`background`, `capsule pressed`), or null.
        @Nullable public var against: String?
        /// The colour mode it failed in (`dark-increased`), or null for a check of every mode.
        @Nullable public var mode: String?
        /// The Dynamic Type size it failed at, or null.
        @Nullable public var size: String?
        /// The value measured and the least that passes.
        public var value: Double
        public var threshold: Double
        public var message: String
        public var targets: Targets

        init(_ finding: AuditFinding, in theme: CompiledTheme) {
            check = finding.check.rawValue
            role = finding.role
            against = finding.against
            mode = finding.appearance.flatMap { appearance in
                finding.contrast.map { "\(appearance.rawValue)-\($0.rawValue)" }
            }
            size = finding.size?.rawValue
            value = finding.value
            threshold = finding.threshold
            message = finding.message
            targets = Targets(of: finding, in: theme)
        }
    }

    /// What a failure concerns on the page: colour roles (cards), text roles (type rows) and
    /// button samples (a role, with a form and state when the check names one).
    public struct Targets: Encodable, Sendable, Equatable {
        public var colors: [String] = []
        public var type: [String] = []
        public var buttons: [ButtonSample] = []

        init(of finding: AuditFinding, in theme: CompiledTheme) {
            switch finding.check {
            case .textContrast, .nonTextContrast:
                // Text on a material or glass names a surface and the content behind it, not a colour role.
                colors = [finding.role] + (finding.surface == nil ? finding.against.map { [$0] } ?? [] : [])
                type = Self.textRoles(coloured: finding.role, in: theme)
            case .buttonLabelContrast:
                let parts = (finding.against ?? "").split(separator: " ").map(String.init)
                buttons = [
                    parts.count == 2
                        ? ButtonSample(role: finding.role, form: parts[0], state: parts[1])
                        : ButtonSample(role: finding.role)
                ]
                if let button = theme.catalogue.colors(of: ButtonRole.custom(finding.role)) {
                    let plain = parts.first.map { $0 != ButtonForm.capsule.rawValue } ?? false
                    colors = Self.unique(
                        [button.fill, plain ? button.plainLabel : button.label].compactMap { $0?.name })
                }
            case .touchTarget:
                buttons = [ButtonSample(role: finding.role)]
            case .minimumTextSize, .dynamicTypeGrowth:
                type = [finding.role]
            }
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

    /// A button sample a failure concerns: its role, and its form and state when the check names
    /// one (both left out otherwise).
    public struct ButtonSample: Encodable, Sendable, Equatable {
        public var role: String
        public var form: String?
        public var state: String?

        public init(role: String, form: String? = nil, state: String? = nil) {
            self.role = role
            self.form = form
            self.state = state
        }
    }
}
