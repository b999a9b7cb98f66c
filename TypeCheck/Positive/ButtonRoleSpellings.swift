// Every button-role spelling the guides give binds to a primitive button style — so a role the
// theme marks native can be drawn with the platform's own style, the action forwarded — and
// SwiftUI's own style names keep meaning SwiftUI's styles beside them.
import SwiftUI
import Tessera
import TesseraCore

struct ButtonRoleSpellings: View {
    var body: some View {
        VStack {
            Button("Continue") {}.buttonStyle(.primary)
            Button("Back") {}.buttonStyle(.secondary)
            Button("More") {}.buttonStyle(.tertiary)
            Button("Delete") {}.buttonStyle(.destructive)
            Button("Close") {}.buttonStyle(.role(.plain))
            Button("Share") {}.buttonStyle(.role(.secondary, form: .circularIcon))
            Button("Details") {}.buttonStyle(.role(.tertiary).label(.footnote))
            Button("All settings") {}.buttonStyle(.role(.tertiary).fillingWidth(alignment: .leading).label(.callout))
            Button("Save") {}.buttonStyle(.native(.primary))
            Button("Save as") {}.buttonStyle(.native(.primary, form: .text))
            Button("System") {}.buttonStyle(.borderedProminent)
            Button("Bordered") {}.buttonStyle(.bordered)
            ThemeButton("Done", role: .primary, form: .text) {}
        }
    }
}

/// Accepts only primitive button styles: the role spellings must be `ThemeButtonStyle` values here.
func primitive<S: PrimitiveButtonStyle>(_ style: S) -> S { style }

@MainActor func roleSpellingsArePrimitive() -> [ThemeButtonStyle] {
    [primitive(.primary), primitive(.destructive.fillingWidth()), primitive(.role(.plain, form: .text).label(.body))]
}

@MainActor func nativeSpellingsArePrimitive() -> [NativeButtonStyle] {
    [primitive(.native(.secondary)), primitive(.native(.tertiary, form: .circularIcon))]
}
