/// The conformance level an audit holds a theme to.
public enum AuditLevel: String, SpecEnum {
    case AA, AAA

    /// Contrast needed for text: normal and large.
    @_spi(TesseraTools) public func textThreshold(large: Bool) -> Double {
        switch self {
        case .AA: large ? 3 : 4.5
        case .AAA: large ? 4.5 : 7
        }
    }

    /// Contrast needed for essential non-text elements (WCAG 1.4.11), at both levels.
    @_spi(TesseraTools) public static let nonTextThreshold = 3.0
}

/// One check the audit made, passed or failed, naming role, mode, both colours and the ratio
/// against its threshold.
public struct AuditFinding: Sendable, Hashable {
    public enum Check: String, SpecEnum {
        /// A text colour on a background it is declared to appear on.
        case textContrast
        /// A button's label on its fill (or on the background, for unfilled forms).
        case buttonLabelContrast
        /// An essential non-text colour against what it sits on.
        case nonTextContrast
        /// A button's height against the minimum touch target.
        case touchTarget
        /// A text role's size at the default Dynamic Type size.
        case minimumTextSize
        /// Whether a text role keeps growing through the accessibility sizes.
        case dynamicTypeGrowth
    }

    public var check: Check
    /// The role checked (`textSecondary`, `primary`, `caption2`).
    public var role: String
    /// What it was checked against (a background role, a form and state), if anything.
    public var against: String?
    public var appearance: Appearance?
    public var contrast: ContrastMode?
    public var size: DynamicTypeSize?
    public var foreground: RGBA?
    public var background: RGBA?
    /// The measured value: a contrast ratio, or a size in points.
    public var value: Double
    public var threshold: Double
    public var passed: Bool
    public var message: String
}

/// Everything an audit checked.
public struct AuditReport: Sendable {
    public var themeID: String
    public var level: AuditLevel
    public var findings: [AuditFinding]

    public var failures: [AuditFinding] { findings.filter { !$0.passed } }
    public var passed: Bool { findings.allSatisfy(\.passed) }
}
