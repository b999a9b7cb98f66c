public import TesseraCore

/// What changed between two compiled themes, as a reviewer reads it: the roles that resolve
/// differently (old → new in each context), the roles added, removed and renamed, and every
/// accessibility check whose result changed.
///
/// Everything is sorted (roles by kind and name, checks by check, role, pair and mode), so
/// the same two themes always give the same diff. The diff of a theme with itself is empty,
/// and swapping the themes swaps old and new, added and removed, and the two names of a rename.
public struct ThemeDiff: Sendable {
    /// Roles added, removed or changed (renamed roles are in `renames` only), sorted.
    public var roles: [RoleChange]
    /// Renamed roles, sorted by kind and old name.
    public var renames: [RoleRename]
    /// Audit checks whose result changed, sorted.
    public var audit: [AuditChange]

    /// Compares `old` with `new`: both are resolved in every context ``ThemeSnapshot`` reads and
    /// audited by the core at `level`. The Studio shows this between the saved theme and a draft.
    public init(old: CompiledTheme, new: CompiledTheme, level: AuditLevel = .AA) {
        self.init(
            old: ThemeSnapshot(old), new: ThemeSnapshot(new),
            oldAudit: AccessibilityAudit.run(old, level: level), newAudit: AccessibilityAudit.run(new, level: level))
    }

    init(old: ThemeSnapshot, new: ThemeSnapshot, oldAudit: AuditReport, newAudit: AuditReport) {
        var removed: [RoleKey] = []
        var added: [RoleKey] = []
        var changes: [RoleChange] = []
        for (key, before) in old.roles {
            guard let after = new.roles[key] else {
                removed.append(key)
                continue
            }
            if before != after {
                changes.append(RoleChange(role: key, change: .changed, values: Self.changes(from: before, to: after)))
            }
        }
        for key in new.roles.keys where old.roles[key] == nil { added.append(key) }
        removed.sort()
        added.sort()
        // A removal and an addition of the same kind resolving identically everywhere: a rename.
        var renames: [RoleRename] = []
        var renamedTo = Set<RoleKey>()
        var renamedFrom = Set<RoleKey>()
        for key in removed {
            guard let values = old.roles[key],
                let match = added.first(where: {
                    $0.kind == key.kind && !renamedTo.contains($0) && new.roles[$0] == values
                })
            else { continue }
            renames.append(RoleRename(kind: key.kind, from: key.name, to: match.name))
            renamedTo.insert(match)
            renamedFrom.insert(key)
        }
        for key in removed where !renamedFrom.contains(key) {
            changes.append(RoleChange(role: key, change: .removed, values: Self.changes(from: old.roles[key], to: nil)))
        }
        for key in added where !renamedTo.contains(key) {
            changes.append(RoleChange(role: key, change: .added, values: Self.changes(from: nil, to: new.roles[key])))
        }
        roles = changes.sorted { $0.role < $1.role }
        self.renames = renames
        audit = AuditChange.changes(from: oldAudit, to: newAudit, renames: renames)
    }

    /// Whether nothing changed.
    public var isEmpty: Bool { roles.isEmpty && renames.isEmpty && audit.isEmpty }

    /// Checks that passed (or did not exist) before and fail now.
    public var regressions: [AuditChange] { audit.filter(\.isRegression) }

    /// The changed roles of one change kind.
    public func roles(_ change: RoleChange.Change) -> [RoleChange] { roles.filter { $0.change == change } }

    /// The property values that differ, each change merged across the contexts where it is the
    /// same, in the order the contexts were resolved.
    static func changes(from old: RoleValues?, to new: RoleValues?) -> [ValueChange] {
        var before: [String: String] = [:]
        var order: [(context: String, property: String)] = []
        var seen = Set<String>()
        for entry in old?.entries ?? [] {
            let key = entry.context + "\u{1}" + entry.property
            before[key] = entry.value
            if seen.insert(key).inserted { order.append((entry.context, entry.property)) }
        }
        var after: [String: String] = [:]
        for entry in new?.entries ?? [] {
            let key = entry.context + "\u{1}" + entry.property
            after[key] = entry.value
            if seen.insert(key).inserted { order.append((entry.context, entry.property)) }
        }
        var merged: [ValueChange] = []
        var position: [String: Int] = [:]
        for (context, property) in order {
            let key = context + "\u{1}" + property
            let old = before[key]
            let new = after[key]
            guard old != new else { continue }
            let group = property + "\u{1}" + (old ?? "\u{2}") + "\u{1}" + (new ?? "\u{2}")
            if let index = position[group] {
                merged[index].contexts.append(context)
            } else {
                position[group] = merged.count
                merged.append(ValueChange(contexts: [context], property: property, old: old, new: new))
            }
        }
        return merged
    }
}
