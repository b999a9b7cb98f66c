/// Theme file text for tests: a theme that extends a preset, with extra top-level members.
public enum ThemeJSON {
    /// `{"specVersion": "1.0", "extends": PRESET, MEMBERS}`; `members` is JSON object members
    /// without braces, such as `"name": "Shop"`.
    public static func extending(_ preset: String = "default", _ members: String = "") -> String {
        let head = #"{"specVersion": "1.0", "extends": "\#(preset)""#
        return members.isEmpty ? head + "}" : head + ", " + members + "}"
    }
}
