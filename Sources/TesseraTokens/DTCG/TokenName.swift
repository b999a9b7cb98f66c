/// The rules for token and group names.
enum TokenName {
    /// Why `name` cannot name a token or group, or `nil` when it can. `$root` is the one
    /// reserved name a token may have.
    static func problem(with name: String) -> String? {
        if name == "$root" { return nil }
        if name.isEmpty { return "a name cannot be empty" }
        if name.hasPrefix("$") { return "names cannot begin with `$` (reserved for the format's own properties)" }
        if let bad = name.first(where: { $0 == "{" || $0 == "}" || $0 == "." }) {
            return "names cannot contain `\(bad)` (aliases use `{`, `}` and `.`)"
        }
        return nil
    }
}
