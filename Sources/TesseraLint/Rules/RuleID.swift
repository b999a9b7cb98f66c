/// The rules `tessera lint` knows, by the id used in output, config and suppression comments.
public enum RuleID: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case hardcodedColor = "hardcoded-color"
    case hardcodedFont = "hardcoded-font"
    case hardcodedSpacing = "hardcoded-spacing"
    case fixedFrame = "fixed-frame"
    case deviceCheck = "device-check"
    case nestedGeometryReader = "nested-geometry-reader"
    case geometryReaderLayout = "geometry-reader-layout"
    case iconButtonLabel = "icon-button-label"
    case shadowedRole = "shadowed-role"

    public static func < (lhs: RuleID, rhs: RuleID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// What the rule checks, why, and examples that do and don't trigger it.
    public var description: RuleDescription { RuleCatalog.rule(for: self).description }
}
