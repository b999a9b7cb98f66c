#if DEBUG
import SwiftUI
import TesseraCore

struct ButtonPreviews: PreviewProvider {
    static var previews: some View {
        PreviewVariants {
            PreviewVStack(gap: .regular) {
                ForEach(ButtonRoles.Builtin.allCases, id: \.self) { role in
                    PreviewHStack(gap: .tight) {
                        ThemeButton(LocalizedStringKey(role.name), role: ButtonRole(role)) {}
                        ThemeButton("Add", systemImage: "plus", role: ButtonRole(role), form: .icon) {}
                        ThemeButton(
                            "Share", systemImage: "square.and.arrow.up", role: ButtonRole(role), form: .circularIcon
                        ) {}
                    }
                }
                Button("Disabled") {}.buttonStyle(.primary).disabled(true)
                Button("Text form") {}.buttonStyle(.role(.secondary, form: .text))
                Button("Full width") {}.buttonStyle(.primary.fillingWidth())
                Button("Leading, full width") {}.buttonStyle(.secondary.fillingWidth(alignment: .leading))
                Button("Footnote label") {}.buttonStyle(.role(.tertiary).label(.footnote))
                PreviewHStack(gap: .tight) {
                    Button("Native primary") {}.buttonStyle(.native(.primary))
                    Button("Native secondary") {}.buttonStyle(.native(.secondary))
                    Button("Native tertiary") {}.buttonStyle(.native(.tertiary))
                }
            }
        }
    }
}
#endif
