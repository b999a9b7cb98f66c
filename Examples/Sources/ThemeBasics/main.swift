// Tessera's core, end to end: load a partial theme, resolve roles for a context, audit it,
// and edit it through the theme manager with undo and a saved customisation.
//
//     swift run --package-path Examples ThemeBasics
import Foundation
import TesseraCore

// 1. Load a theme file. Loading never throws: problems come back as diagnostics.
let file = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("brand.json")
let document = ThemeLoader().load(contentsOf: file)
for diagnostic in document.diagnostics { print(diagnostic) }
guard let theme = document.theme else { exit(1) }
print("Loaded \(theme.name), extending \(theme.spec.extends ?? "nothing")")

// 2. Resolve for where the view is drawn: every lookup is an array read.
let phone = theme.resolved(for: ThemeContext())
let largeDark = theme.resolved(
    for: ThemeContext(appearance: .dark, dynamicTypeSize: .accessibility2, horizontalSizeClass: .regular))
print("accent: \(phone.color(.accent)) light, \(largeDark.color(.accent)) dark")
print("body: \(phone.text(.body).size) pt, at AX2 \(largeDark.text(.body).size) pt")
print("quote (custom role): \(largeDark.text(.custom("quote", fallback: .body)).size) pt")
print(
    "screen padding: \(phone.inset(.screen).horizontal) pt compact, \(largeDark.inset(.screen).horizontal) pt regular")
let primary = phone.button(.primary, state: .pressed)
print(
    "primary pressed: fill \(primary.fill?.hexString ?? "none"), scale \(primary.scale), \(phone.animation(of: primary).curve.curve)"
)

// 3. Audit it.
let report = AccessibilityAudit.run(theme, level: .AA)
print("audit: \(report.findings.count) checks, \(report.failures.count) failures")

// 4. Edit the selected preset through the manager's session: undo, review, apply (here into a
//    temporary folder). Settings use the same session, so this is also how settings behave.
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-example-\(UUID().uuidString)")
defer { try? FileManager.default.removeItem(at: folder) }
let manager = ThemeManager(store: ThemeStore(directory: folder))
let session = manager.session
session.edit("Accent colour", coalescingKey: "accent") { $0[color: .accent, .light] = .hex("#8E44AD") }
session.edit("Accent colour", coalescingKey: "accent") { $0[color: .accent, .light] = .hex("#7D3C98") }
session.edit("Large radius") { $0[radius: "large"] = 24 }
print("changes to review:")
for change in session.changes { print("  \(change)") }
session.undo()
print("after undo: \(session.changes.count) change, undo next: \(session.undoLabel ?? "-")")
let result = await session.apply()
print("apply: \(result.outcome), saved to \(folder.path)/customizations/default.json")
