/// The system colours apps write as literals, with the sRGB value each has in light mode, so a
/// literal can be matched to the theme's nearest role.
enum SystemColors {
    /// SwiftUI's colours and UIKit's `system…` colours (light appearance).
    static let named: [String: String] = [
        "red": "#FF3B30", "orange": "#FF9500", "yellow": "#FFCC00", "green": "#34C759", "mint": "#00C7BE",
        "teal": "#30B0C7", "cyan": "#32ADE6", "blue": "#007AFF", "indigo": "#5856D6", "purple": "#AF52DE",
        "pink": "#FF2D55", "brown": "#A2845E", "gray": "#8E8E93", "black": "#000000", "white": "#FFFFFF",
        "systemRed": "#FF3B30", "systemOrange": "#FF9500", "systemYellow": "#FFCC00", "systemGreen": "#34C759",
        "systemMint": "#00C7BE", "systemTeal": "#30B0C7", "systemCyan": "#32ADE6", "systemBlue": "#007AFF",
        "systemIndigo": "#5856D6", "systemPurple": "#AF52DE", "systemPink": "#FF2D55", "systemBrown": "#A2845E",
        "systemGray": "#8E8E93", "darkGray": "#555555", "lightGray": "#AAAAAA", "magenta": "#FF00FF",
    ]

    /// `UIColor.red` and its siblings are pure primaries, unlike SwiftUI's `Color.red`.
    static let uiKitPrimaries: [String: String] = [
        "red": "#FF0000", "green": "#00FF00", "blue": "#0000FF", "yellow": "#FFFF00", "orange": "#FF8000",
        "purple": "#800080", "brown": "#996633", "cyan": "#00FFFF", "gray": "#808080",
    ]
}
