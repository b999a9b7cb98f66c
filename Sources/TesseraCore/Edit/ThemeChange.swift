/// One difference between two themes, for a review screen: where, and the value before and
/// after (`nil` where the value is absent).
public struct ThemeChange: Sendable, Hashable, CustomStringConvertible {
    /// Where the value is in the theme file (`colors.accent.light`).
    public var path: JSONPath
    /// The value before the change; `nil` when it was absent.
    public var before: JSONNode?
    /// The value after the change; `nil` when it was removed.
    public var after: JSONNode?

    public var description: String {
        "\(path): \(before.map(\.description) ?? "—") → \(after.map(\.description) ?? "—")"
    }

    public static func == (lhs: ThemeChange, rhs: ThemeChange) -> Bool {
        lhs.path == rhs.path && lhs.before == rhs.before && lhs.after == rhs.after
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(path) }

    /// Every leaf that differs, in canonical document order (groups in spec order, names sorted).
    package static func changes(from old: ThemeSpec, to new: ThemeSpec) -> [ThemeChange] {
        guard let oldTree = try? ThemeFile.tree(for: old), let newTree = try? ThemeFile.tree(for: new) else {
            return []
        }
        var result: [ThemeChange] = []
        diff(oldTree, newTree, at: .root, into: &result)
        return result
    }

    private static func diff(_ old: JSONNode?, _ new: JSONNode?, at path: JSONPath, into result: inout [ThemeChange]) {
        if let oldMembers = old?.members, let newMembers = new?.members {
            var keys = oldMembers.map(\.key)
            for key in newMembers.map(\.key) where !keys.contains(key) { keys.append(key) }
            if path != .root { keys.sort() }
            for key in keys {
                diff(old?[key], new?[key], at: path.appending(key), into: &result)
            }
            return
        }
        if old != new { result.append(ThemeChange(path: path, before: old, after: new)) }
    }
}
