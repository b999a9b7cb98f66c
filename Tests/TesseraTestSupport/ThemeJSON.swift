import Foundation

/// Theme file text for tests: a theme that extends a preset, with extra top-level members.
public enum ThemeJSON {
    /// `{"specVersion": "1.0", "extends": PRESET, MEMBERS}`; `members` is JSON object members
    /// without braces, such as `"name": "Shop"`.
    public static func extending(_ preset: String = "default", _ members: String = "") -> String {
        let head = #"{"specVersion": "1.0", "extends": "\#(preset)""#
        return members.isEmpty ? head + "}" : head + ", " + members + "}"
    }

    /// A theme extending the default preset with `count` custom roles: half colour roles
    /// (`custom0`…, light literal, dark an alias of the accent), half text roles
    /// (`customText0`…, each in its colour role) — the size of a large product's theme.
    public static func customRoles(_ count: Int) -> String {
        let half = count / 2
        let colors = (0..<half).map { index in
            let hex = String(format: "%06X", index * 4099 % 0xFFFFFF)
            return ##""custom\##(index)": {"light": "#\##(hex)", "dark": "{colors.accent}", "fallback": "accent"}"##
        }
        let text = (0..<(count - half)).map { index in
            #""customText\#(index)": {"textStyle": "body", "size": \#(12 + index % 9), "color": "custom\#(index % max(half, 1))", "fallback": "body"}"#
        }
        return extending(
            "default",
            #""colors": {\#(colors.joined(separator: ",\n"))}, "typography": {\#(text.joined(separator: ",\n"))}"#)
    }
}
