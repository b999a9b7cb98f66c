/// Which rules run, how much their findings matter, and their thresholds: the defaults, as
/// changed by `.tessera-lint.json`.
public struct LintSettings: Sendable {
    /// Severity of each enabled rule; a rule missing here does not run.
    public var severities: [RuleID: LintSeverity]
    /// `fixed-frame`: frames wider or taller than this many points are fixed layouts.
    public var largestFixedFrame: Double = 300
    /// `hardcoded-spacing`: values that are not design decisions (hairlines, zero).
    public var ignoredSpacing: Set<Double> = [0]
    /// `hardcoded-color`: whether system colour literals (`.red`) in style modifiers count.
    public var systemColors = true
    /// `hardcoded-color`: suggest a role or palette colour only within this difference (ΔE_OK × 100).
    public var largestColorDifference: Double = 12

    /// Every rule on, at its default severity.
    public init() {
        severities = Dictionary(uniqueKeysWithValues: RuleID.allCases.map { ($0, $0.description.defaultSeverity) })
    }

    /// The severity findings of `rule` get, or nil when the rule is off.
    public func severity(of rule: RuleID) -> LintSeverity? { severities[rule] }

    var enabledRules: [any Rule] { RuleCatalog.all.filter { severities[$0.id] != nil } }
}
