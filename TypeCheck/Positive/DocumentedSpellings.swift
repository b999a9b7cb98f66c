// Every documented colour spelling compiles next to the asset symbols Xcode generates for a new
// project's AccentColor (Generate Swift Asset Symbol Extensions is on by default), and binds to the
// declaration the docs promise.
import SwiftUI
import Tessera

// As Xcode's GeneratedAssetSymbols.swift declares them for the template's AccentColor.
extension Color {
    static var accent: Color { Color(.sRGB, red: 0, green: 0.48, blue: 1, opacity: 1) }
}
extension ShapeStyle where Self == Color {
    static var accent: Color { Color(.sRGB, red: 0, green: 0.48, blue: 1, opacity: 1) }
}

struct DocumentedSpellings: View {
    @State private var alerts = true

    var body: some View {
        VStack {
            Circle().fill(.role(.accent))
            Text(verbatim: "Updated").foregroundStyle(.textSecondary)
            Text(verbatim: "Saved").foregroundStyle(.role(.success))
            Text(verbatim: "Badge").padding(.s).background(.role(.accent), in: Capsule())
            Text(verbatim: "Note").textRole(.footnote, color: .accent)
            Toggle(isOn: $alerts) { Text(verbatim: "Alerts") }.tint(.role(.accent))
            Toggle(isOn: $alerts) { Text(verbatim: "Sync") }.tint(.success)
            // The app's own asset colour stays reachable and means the asset, as in any Xcode project.
            Circle().fill(.accent)
            Circle().fill(.role(.surfaceSecondary)).tint(.accent)
        }
        .padding(16)
        .navigationTitle("Spellings")
    }
}

// The role style binds to Tessera's `ThemeColor`, not to the asset colour.
func roleStyle() -> ThemeColor { .role(.accent) }

// Button options chain from the documented static members, inside `buttonStyle(_:)`'s generic context.
struct ButtonOptionSpellings: View {
    var body: some View {
        VStack {
            Button("Continue") {}.buttonStyle(.primary.fillingWidth())
            Button("Row") {}.buttonStyle(
                .role(.secondary, form: .text).fillingWidth(alignment: .leading).label(.callout))
            Button {
            } label: {
                Text(verbatim: "Trip")
            }.buttonStyle(.surface(.card, inset: .tight))
            Button("Save") {}.buttonStyle(.native(.primary))
            Text(verbatim: "Dense").surface(.cardSecondary, inset: .roomy)
        }
    }
}

// The screen scaffold and text-field roles, as the guides write them.
struct ScreenSpellings: View {
    @State private var name = ""

    var body: some View {
        ThemeScreen {
            Text(verbatim: "Profile").textRole(.largeTitle)
            TextField("Name", text: $name).textFieldRole(.body)
            TextField("Search", text: $name).textFieldRole(.callout, chrome: .underlined)
        }
    }
}

// SwiftUI's own style names stay unambiguous next to Tessera's roles, and the everyday font call
// binds to the current overload: the fixed-size one is disfavoured in the shipped SDK and declared
// deprecated here, so this line fails the check if the two ever rank the other way.
struct SystemSpellings: View {
    var body: some View {
        VStack {
            Text(verbatim: "Caption").foregroundStyle(.secondary)
            Text(verbatim: "Hint").foregroundStyle(.tertiary)
            Text(verbatim: "Link").foregroundStyle(.tint)
            Rectangle().fill(.separator).frame(height: 1)
            Text(verbatim: "Rows").background(.background)
            Text(verbatim: "Title").font(.system(size: 17, weight: .semibold, design: .rounded))
        }
        .foregroundStyle(.textPrimary)
    }
}
