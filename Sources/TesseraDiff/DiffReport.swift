@_spi(TesseraTools) import TesseraCore

/// A ``ThemeDiff`` written out: for people (`text`), as a pull-request comment (`markdown`),
/// for scripts (`json`) and for code-scanning dashboards (`sarif`). Every form is sorted and
/// byte-identical for the same two themes.
public enum DiffReport {
    /// Lines for people: a summary, then changed, added, removed and renamed roles, then the
    /// accessibility checks whose result changed, regressions first.
    public static func text(_ diff: ThemeDiff, old: String, new: String) -> String {
        var lines = ["\(old) → \(new)"]
        guard !diff.isEmpty else {
            return (lines + ["No changes: both resolve identically in every mode."]).joined(separator: "\n") + "\n"
        }
        lines.append(summary(diff))
        for change in [RoleChange.Change.changed, .added, .removed] {
            let roles = diff.roles(change)
            guard !roles.isEmpty else { continue }
            lines.append("")
            lines.append(change.rawValue.prefix(1).uppercased() + change.rawValue.dropFirst())
            for role in roles {
                lines.append("  \(role.role)")
                guard change == .changed || role.role.kind == .color else { continue }
                for value in merged(role.values) { lines.append("    " + describe(value)) }
            }
        }
        if !diff.renames.isEmpty {
            lines.append("")
            lines.append("Renamed")
            for rename in diff.renames { lines.append("  \(rename.kind.rawValue) \(rename.from) → \(rename.to)") }
        }
        if !diff.audit.isEmpty {
            lines.append("")
            lines.append("Accessibility")
            for change in ordered(diff.audit) {
                lines.append("  \(status(change)) \(change.title): \(result(change.old)) → \(result(change.new))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `Roles: 2 changed, 1 added, 0 removed, 1 renamed. Accessibility: 3 checks changed, 1 regression.`
    static func summary(_ diff: ThemeDiff) -> String {
        let regressions = diff.regressions.count
        return
            "Roles: \(diff.roles(.changed).count) changed, \(diff.roles(.added).count) added, \(diff.roles(.removed).count) removed, "
            + "\(diff.renames.count) renamed. Accessibility: \(diff.audit.count) \(diff.audit.count == 1 ? "check" : "checks") changed, "
            + "\(regressions) \(regressions == 1 ? "regression" : "regressions")."
    }

    /// Regressions first, then fixes, then the other changes; each group in the diff's order.
    static func ordered(_ changes: [AuditChange]) -> [AuditChange] {
        changes.filter(\.isRegression) + changes.filter(\.isFix) + changes.filter { !$0.isRegression && !$0.isFix }
    }

    static func status(_ change: AuditChange) -> String {
        change.isRegression ? "REGRESSION" : change.isFix ? "fixed" : "changed"
    }

    /// The changes with the same contexts and the same old and new values as one, their
    /// properties joined with ", " (a fill that changed in every form and state is one line).
    static func merged(_ values: [ValueChange]) -> [ValueChange] {
        var result: [ValueChange] = []
        var properties: [[String]] = []
        var position: [[String?]: Int] = [:]
        for value in values {
            let key: [String?] = value.contexts + ["\u{1}", value.old, value.new]
            if let index = position[key] {
                properties[index].append(value.property)
            } else {
                position[key] = result.count
                result.append(value)
                properties.append([value.property])
            }
        }
        for index in result.indices { result[index].property = compact(properties[index]) }
        return result
    }

    /// Button properties (`capsule.normal.fill`) said once per property: `fill in capsule,
    /// circularIcon`, `labelColor` when every form and state changed alike.
    static func compact(_ properties: [String]) -> String {
        let forms = ButtonForm.allCases.map(\.rawValue)
        let states = ButtonState.allCases.map(\.rawValue)
        var order: [String] = []
        var places: [String: [String]] = [:]
        for property in properties {
            let parts = property.split(separator: ".", maxSplits: 2).map(String.init)
            guard parts.count == 3, forms.contains(parts[0]), states.contains(parts[1]) else {
                if places[property] == nil { order.append(property) }
                places[property, default: []].append("")
                continue
            }
            if places[parts[2]] == nil { order.append(parts[2]) }
            places[parts[2], default: []].append(parts[0] + "." + parts[1])
        }
        return order.map { name in
            let sites = places[name] ?? []
            guard sites.first?.isEmpty == false else { return name }
            if sites.count == forms.count * states.count { return name }
            let inForms = forms.filter { form in sites.contains { $0.hasPrefix(form + ".") } }
            if sites.count == inForms.count * states.count { return "\(name) in \(inForms.joined(separator: ", "))" }
            return "\(name) in \(sites.joined(separator: ", "))"
        }.joined(separator: "; ")
    }

    /// `light: size 17 → 18`, `every mode: #FFFFFF`.
    static func describe(_ value: ValueChange) -> String {
        let property = value.property.isEmpty ? "" : "\(value.property) "
        let place = value.contexts == [ThemeSnapshot.everywhere] ? "" : "\(value.place): "
        switch (value.old, value.new) {
        case (let old?, let new?): return "\(place)\(property)\(old) → \(new)"
        case (nil, let new?): return "\(place)\(property)\(new)"
        case (let old?, nil): return "\(place)\(property)\(old) (gone)"
        case (nil, nil): return "\(place)\(property)"
        }
    }

    /// `4.61:1 pass, APCA Lc 70.12`, `40 pt fail`, `none` for a check that does not exist.
    static func result(_ finding: AuditFinding?) -> String {
        guard let finding else { return "none" }
        let verdict = finding.passed ? "pass" : "fail"
        if let apca = AuditChange.apca(finding) {
            return
                "\(AccessibilityAudit.format(finding.value)):1 \(verdict) (APCA Lc \(AccessibilityAudit.format(apca)))"
        }
        return "\(AccessibilityAudit.format(finding.value)) pt \(verdict)"
    }
}
