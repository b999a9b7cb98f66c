/// How much a finding matters: warnings are reported, errors fail the run (and warnings too,
/// with `--strict`).
public enum LintSeverity: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case warning
    case error

    public static func < (lhs: LintSeverity, rhs: LintSeverity) -> Bool {
        lhs == .warning && rhs == .error
    }
}
