// libFuzzer entry point for theme files: load (read, migrate, merge, decode, compile), then
// resolve in several contexts, write the overlay, load that again, and audit. Built into one
// module with the core sources by Fuzz/run; any crash, hang or sanitizer report is a failure.
import Foundation
@_spi(TesseraTools) import TesseraCore

@_cdecl("LLVMFuzzerTestOneInput")
public func themeLoaderTarget(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    let document = ThemeLoader().load(data, file: "fuzz.json")
    guard let theme = document.theme else { return 0 }
    let contexts = [
        ThemeContext(),
        ThemeContext(
            appearance: .dark, contrast: .increased, dynamicTypeSize: .accessibility5, horizontalSizeClass: .regular),
        ThemeContext(
            platform: .macOS, dynamicTypeSize: .xSmall, verticalSizeClass: .compact, displayScale: .nan, boldText: true),
    ]
    for context in contexts {
        let resolved = theme.resolved(for: context)
        for role in theme.colorRoles { _ = resolved.color(role) }
        for role in theme.textRoles { _ = resolved.text(role) }
        for role in theme.buttonRoles { _ = resolved.button(role, state: .pressed) }
        for role in theme.surfaceRoles { _ = resolved.surface(role) }
    }
    if let base = theme.spec.extends,
        let overlay = try? ThemeFile.overlayData(for: theme.spec, extending: base, catalog: .builtIn)
    {
        let again = ThemeLoader().load(overlay, file: "overlay.json")
        if again.theme == nil {
            fatalError("a theme that compiled did not survive its own overlay: \(again.diagnostics.prefix(3))")
        }
    }
    _ = AccessibilityAudit.run(theme, level: .AA)
    return 0
}
