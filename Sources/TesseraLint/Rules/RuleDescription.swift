/// A rule as users meet it: in `--help`, the README's rule table and SARIF's rule metadata.
public struct RuleDescription: Sendable {
    public var id: RuleID
    /// One line: what is wrong with the code the rule finds.
    public var rationale: String
    /// What to do instead, shown as SARIF help and in the README.
    public var help: String
    public var defaultSeverity: LintSeverity
    /// The rule's options in `.tessera-lint.json`, with their defaults.
    public var options: [RuleOption]
    /// Code the rule reports; `↓` marks where each finding points.
    public var triggeringExamples: [String]
    /// Code the rule leaves alone.
    public var nonTriggeringExamples: [String]
}

/// A setting of one rule in `.tessera-lint.json`.
public struct RuleOption: Sendable {
    public var name: String
    public var summary: String
    public var defaultValue: String
}
