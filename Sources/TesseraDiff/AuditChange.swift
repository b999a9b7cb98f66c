public import TesseraCore

/// One audit check whose result changed: its finding before and after (either may be missing,
/// when a role or pairing was added or removed), with the APCA Lc of both colours for contrast
/// checks. Passing before (or not existing) and failing after is a regression.
public struct AuditChange: Sendable, Hashable {
    /// The finding before, named as after (through renames); `nil` when the check is new.
    public var old: AuditFinding?
    /// The finding after; `nil` when the check no longer exists.
    public var new: AuditFinding?

    /// The finding that names the check: the new one, else the old one.
    public let finding: AuditFinding

    init(old: AuditFinding?, new: AuditFinding) {
        self.old = old
        self.new = new
        finding = new
    }

    init(removed old: AuditFinding) {
        self.old = old
        new = nil
        finding = old
    }

    /// A check that fails now and passed (or did not exist) before.
    public var isRegression: Bool {
        guard let new, !new.passed else { return false }
        return old?.passed ?? true
    }

    /// A check that failed before and passes (or no longer exists) now.
    public var isFix: Bool {
        guard let old, !old.passed else { return false }
        return new?.passed ?? true
    }

    /// APCA Lc of the finding's colours (text on background), for contrast checks.
    public static func apca(_ finding: AuditFinding?) -> Double? {
        guard let finding, let foreground = finding.foreground, let background = finding.background else { return nil }
        return Contrast.apca(text: foreground, background: background)
    }

    /// `textContrast textSecondary on background (light)`.
    public var title: String {
        let finding = finding
        let pair = finding.against.map { "\(finding.role) on \($0)" } ?? finding.role
        var place: [String] = []
        if let appearance = finding.appearance, let contrast = finding.contrast {
            place.append(ColorMode(appearance, contrast).description)
        }
        if let size = finding.size { place.append(size.rawValue) }
        return "\(finding.check.rawValue) \(pair)" + (place.isEmpty ? "" : " (\(place.joined(separator: ", ")))")
    }

    /// The key that identifies a check across two themes.
    struct Key: Hashable, Comparable {
        var check: String
        var role: String
        var against: String
        var mode: Int
        var size: Int

        init(_ finding: AuditFinding, role: String, against: String?) {
            check = finding.check.rawValue
            self.role = role
            self.against = against ?? ""
            mode =
                finding.appearance.flatMap { appearance in finding.contrast.map { ColorMode(appearance, $0).index } }
                ?? -1
            size = finding.size.map { DynamicTypeSize.allCases.firstIndex(of: $0) ?? 0 } ?? -1
        }

        static func < (lhs: Key, rhs: Key) -> Bool {
            (lhs.check, lhs.role, lhs.against, lhs.mode, lhs.size) < (
                rhs.check, rhs.role, rhs.against, rhs.mode, rhs.size
            )
        }
    }

    /// Every check whose value, threshold or result differs between the two reports, old
    /// findings renamed through `renames`, sorted by check, role, pair, mode and size.
    static func changes(from old: AuditReport, to new: AuditReport, renames: [RoleRename]) -> [AuditChange] {
        var names: [RoleKind: [String: String]] = [:]
        for rename in renames { names[rename.kind, default: [:]][rename.from] = rename.to }
        var before: [Key: AuditFinding] = [:]
        for finding in old.findings {
            let kind = kind(of: finding.check)
            let rename = { (name: String) in names[kind]?[name] ?? name }
            var renamed = finding
            renamed.role = rename(finding.role)
            if kind == .color { renamed.against = finding.against.map(rename) }
            before[Key(renamed, role: renamed.role, against: renamed.against)] = renamed
        }
        var after: [Key: AuditFinding] = [:]
        for finding in new.findings { after[Key(finding, role: finding.role, against: finding.against)] = finding }
        var changes: [(Key, AuditChange)] = []
        for (key, finding) in after {
            let previous = before[key]
            if let previous, sameResult(previous, finding) { continue }
            changes.append((key, AuditChange(old: previous, new: finding)))
        }
        for (key, finding) in before where after[key] == nil {
            changes.append((key, AuditChange(removed: finding)))
        }
        return changes.sorted { $0.0 < $1.0 }.map(\.1)
    }

    static func sameResult(_ a: AuditFinding, _ b: AuditFinding) -> Bool {
        a.value == b.value && a.threshold == b.threshold && a.passed == b.passed && a.foreground == b.foreground
            && a.background == b.background
    }

    /// The kind of role a check's `role` names.
    static func kind(of check: AuditFinding.Check) -> RoleKind {
        switch check {
        case .textContrast, .nonTextContrast: .color
        case .buttonLabelContrast, .touchTarget: .button
        case .minimumTextSize, .dynamicTypeGrowth: .text
        }
    }
}
