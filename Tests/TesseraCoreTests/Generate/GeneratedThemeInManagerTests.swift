import Foundation
import TesseraCore
import Testing

/// The path an app takes to let the user pick an accent (the example app's *Accent colour*
/// screen): generate on the selected preset, import the result into the manager as one edit.
@MainActor
@Suite("A generated theme in the manager")
struct GeneratedThemeInManagerTests {
    @Test(
        "importing a generated theme gives the manager its colours in every mode, as one undoable edit",
        arguments: ["#1DA1F2", "#FFE629", "#777777"])
    func importGenerated(hex: String) throws {
        let manager = ThemeManager()
        let generated = ThemeGenerator.generate(from: BrandColors(accent: try RGBA(hex: hex)), base: manager.preset)
        let expected = try #require(generated.theme)

        try manager.importJSON(try JSONEncoder().encode(generated.spec), fileName: "Accent \(hex)")

        #expect(manager.session.hasUnsavedChanges)
        #expect(manager.session.draft.extends == manager.selectedPresetID)
        for mode in ColorMode.allCases {
            let context = ThemeContext(appearance: mode.appearance, contrast: mode.contrast)
            let mine = manager.theme.resolved(for: context)
            let theirs = expected.resolved(for: context)
            for role: ColorRole in [.accent, .textOnAccent, .textPrimary, .background] {
                #expect(mine.color(role) == theirs.color(role), "\(role) in \(mode)")
            }
        }
        #expect(AccessibilityAudit.run(manager.theme).passed)

        manager.session.undo()
        #expect(!manager.session.hasUnsavedChanges)
    }
}
