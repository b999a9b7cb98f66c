import Foundation
import SwiftUI
import Tessera
import TesseraCore
import TesseraEditing

#if DEBUG
import TesseraLive
#endif

/// A small app styled entirely by roles: switch presets, edit the theme live, review and save.
///
/// It builds on Apple platforms (`swift run ThemedApp` on a Mac, or open the Examples package
/// in Xcode); on Linux `TypeCheck/check` type-checks it with the rest of the SwiftUI layer.
@main
struct ThemedApp: App {
    @State private var manager = ThemedApp.makeManager()

    var body: some Scene {
        WindowGroup {
            ThemeRoot(manager: manager) {
                NavigationStack {
                    HomeScreen()
                }
            }
            // Follows Tessera Studio while the theme is edited (Debug builds): run
            // `tessera studio --live` and set TESSERA_LIVE_URL in the scheme to the URL it prints.
            #if DEBUG
            .task {
                if let url = ThemedApp.liveURL { await LiveThemeSource.run(url, on: manager) }
            }
            #endif
        }
    }

    /// The live theme stream to follow, from the scheme's environment; none when unset.
    static var liveURL: URL? {
        ProcessInfo.processInfo.environment["TESSERA_LIVE_URL"].flatMap(URL.init(string:))
    }

    /// A manager that remembers the chosen preset and its edits in Application Support, or keeps
    /// them in memory when that folder cannot be used.
    static func makeManager() -> ThemeManager {
        do {
            return ThemeManager(store: try ThemeStore.applicationSupport(folder: "TesseraExample"))
        } catch {
            return ThemeManager()
        }
    }
}

/// The home screen: a hero card, a row of actions that wraps when it does not fit, and links to
/// the preset picker and the theme editor.
struct HomeScreen: View {
    @Environment(\.tessera) private var theme
    @State private var likes = 0

    var body: some View {
        VStack(alignment: .leading, spacing: theme.gap(.loose)) {
            VStack(alignment: .leading, spacing: theme.gap(.tight)) {
                Text("Field notes").textRole(.largeTitle)
                Text("Every colour, size and corner on this screen comes from the theme.")
                    .textRole(.bodySecondary)
            }
            .readableWidth()

            AdaptiveStack(gap: .ample) {
                SummaryCard(title: "Likes", value: "\(likes)", symbol: "heart.fill")
                SummaryCard(title: "Theme", value: theme.theme.name, symbol: "paintpalette")
            }

            FittingStack {
                ThemeButton("Like", systemImage: "heart", role: .primary) { likes += 1 }
                ThemeButton("Reset", role: .secondary) { likes = 0 }
                ThemeButton("Share", systemImage: "square.and.arrow.up", role: .plain, form: .circularIcon) {}
            }

            NavigationLink {
                PresetPicker()
            } label: {
                Text("Choose a preset")
            }
            .buttonStyle(.role(.tertiary, form: .text))
            NavigationLink {
                ThemeEditor()
            } label: {
                Text("Edit the theme")
            }
            .buttonStyle(.role(.tertiary, form: .text))
            NavigationLink {
                BrandsScreen()
            } label: {
                Text("Switch brands")
            }
            .buttonStyle(.role(.tertiary, form: .text))
            NavigationLink {
                AccentScreen()
            } label: {
                Text("Accent colour")
            }
            .buttonStyle(.role(.tertiary, form: .text))
            NavigationLink {
                AppSettingsScreen()
            } label: {
                Text("Settings")
            }
            .buttonStyle(.role(.tertiary, form: .text))
        }
        .padding(.screen)
        .surface(.appBackground, inset: false)
        .navigationTitle(Text("Tessera"))
    }
}

/// A card showing one number, on the elevated card surface.
struct SummaryCard: View {
    let title: LocalizedStringKey
    let value: String
    let symbol: String
    @Environment(\.tessera) private var theme

    var body: some View {
        VStack(alignment: .leading, spacing: theme.gap(.micro)) {
            Label(title, systemImage: symbol).textRole(.subheadline)
            Text(value).textRole(.title, color: .accent)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .surface(.cardElevated)
    }
}
