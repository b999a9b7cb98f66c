/// The conformance level an audit holds a theme to.
public enum AuditLevel: String, SpecEnum {
    /// WCAG 2 level AA: text at 4.5:1, large text at 3:1.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    case AA
    /// WCAG 2 level AAA: text at 7:1, large text at 4.5:1.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    case AAA

    /// Contrast needed for text: normal and large.
    package func textThreshold(large: Bool) -> Double {
        switch self {
        case .AA: large ? 3 : 4.5
        case .AAA: large ? 4.5 : 7
        }
    }

    /// Contrast needed for essential non-text elements (WCAG 1.4.11), at both levels.
    package static let nonTextThreshold = 3.0
}

/// One check the audit made, passed or failed, naming role, mode, both colours and the ratio
/// against its threshold.
public struct AuditFinding: Sendable, Hashable {
    /// The kinds of check the audit makes.
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

    /// What was checked.
    public var check: Check
    /// The role checked (`textSecondary`, `primary`, `caption2`).
    public var role: String
    /// What it was checked against (a background role, a form and state), if anything.
    public var against: String?
    /// The appearance checked in, for checks of colours.
    public var appearance: Appearance?
    /// The contrast mode checked in, for checks of colours.
    public var contrast: ContrastMode?
    /// The Dynamic Type size checked at, where the size matters.
    public var size: DynamicTypeSize?
    /// The foreground colour measured, after compositing.
    public var foreground: RGBA?
    /// The background colour measured, after compositing.
    public var background: RGBA?
    /// The measured value: a contrast ratio, or a size in points.
    public var value: Double
    /// The value the check needs: a contrast ratio, or a size in points.
    public var threshold: Double
    /// Whether the check passed.
    public var passed: Bool
    /// The finding in a sentence, with ratio, APCA lightness contrast and threshold.
    public var message: String
    /// For text on a material or glass surface, the surface role it was checked on (over
    /// content, or on its opaque colour with Reduce Transparency); `nil` otherwise.
    public var surface: String? = nil
    /// For text on a material or glass surface, the worst-case content assumed behind it:
    /// white (the lightest) or black (the darkest); `nil` otherwise.
    public var backdrop: RGBA? = nil
}

/// Everything an audit checked.
public struct AuditReport: Sendable {
    /// The id of the theme audited.
    package var themeID: String
    /// The level the theme was held to.
    public var level: AuditLevel
    /// Every check made, passed and failed, in a stable order.
    public var findings: [AuditFinding]

    /// The checks that failed.
    public var failures: [AuditFinding] { findings.filter { !$0.passed } }
    /// Whether every check passed.
    public var passed: Bool { findings.allSatisfy(\.passed) }
}
