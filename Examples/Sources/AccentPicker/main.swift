// The logic behind an "Accent colour" settings screen: the user picks any colour, the app
// generates its theme from it at run time, and every screen stays readable in light, dark and
// increased contrast. A SwiftUI screen shows `AccentScreen.rows` and applies `screen.theme`.
//
//     swift run --package-path Examples AccentPicker '#1DA1F2' '#FFE629'
import TesseraCore

/// What the settings screen shows for the picked accent.
struct AccentScreen {
    var picked: RGBA
    var theme: CompiledTheme
    var generated: GeneratedTheme

    init?(picked: RGBA) {
        let generated = ThemeGenerator.generate(from: BrandColors(accent: picked))
        guard let theme = generated.theme else { return nil }
        self.picked = picked
        self.theme = theme
        self.generated = generated
    }

    /// One row per mode: the accent the app draws, the label on it, and whether the pick was kept.
    var rows: [String] {
        ColorMode.allCases.map { mode in
            let resolved = theme.resolved(for: ThemeContext(appearance: mode.appearance, contrast: mode.contrast))
            let accent = resolved.color(.accent)
            let label = resolved.color(.textOnAccent)
            let moved = generated.accentDifference[mode] ?? 0
            let note = moved == 0 ? "your colour" : "adjusted to stay readable"
            let ratio = Contrast.wcagRatio(label, accent)
            return
                "\(mode): accent \(accent.hexString) (\(note)), label \(label.hexString) at \(Int(ratio * 10) / 10).\(Int(ratio * 10) % 10):1"
        }
    }
}

let picks =
    CommandLine.arguments.count > 1 ? Array(CommandLine.arguments.dropFirst()) : ["#1DA1F2", "#FFE629", "#777777"]
for text in picks {
    guard let color = try? RGBA(hex: text) else {
        print("\(text): not a colour; give #RRGGBB")
        continue
    }
    guard let screen = AccentScreen(picked: color) else {
        print("\(text): no theme could be made")
        continue
    }
    print(
        "Picked \(text) — the audit \(AccessibilityAudit.run(screen.theme).passed ? "passes" : "fails") in all four modes"
    )
    for row in screen.rows { print("  \(row)") }
}
