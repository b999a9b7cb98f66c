import SwiftUI
import Tessera
import TesseraEditing
import TesseraSettingsMacros

/// The example app's own settings: one Codable struct, one macro, one generated form.
@Settings
struct AppSettings {
    @Settings
    struct Sync {
        /// Picked from the servers the app fetches at run time.
        @Setting(footnote: "Where notes are synced.")
        var server = "eu-1"
        @Setting(title: "Sync every", footnote: "Minutes.", range: 5...120, step: 5)
        var interval = 15
    }

    var sync = Sync()
    /// A list of the app's own: shown with the app's control below.
    @Setting(title: "Favourite tags")
    var tags = ["field", "birds"]
    @Setting(title: "Show tips")
    var showsTips = true
}

/// The generated form, with choices the app only knows at run time (the server list), a control
/// of the app's own for a list setting, and an action row without a backing value.
struct AppSettingsScreen: View {
    @State private var settings = SettingsSession<AppSettings>()
    @State private var lastSync: Date?

    var body: some View {
        SettingsForm(settings)
            .control(for: \.tags) { tags in
                TagListEditor(tags: tags)
            }
            .row(in: \.sync) {
                Button("Sync Now") { lastSync = Date() }
                if let lastSync {
                    Text(lastSync, format: .dateTime.hour().minute().second()).textRole(.footnote)
                }
            }
            .navigationTitle(Text("Settings"))
            .task {
                try? await settings.load()
                settings.setChoices(await Self.fetchServers(), for: \.sync.server)
            }
    }

    /// Stands in for a network request: the servers the app may sync with.
    static func fetchServers() async -> [SettingChoice] {
        [SettingChoice(value: "eu-1", title: "Frankfurt"), SettingChoice(value: "us-1", title: "Virginia")]
    }
}

/// Edits a list of tags: each can be removed, and a new one added from the text field. Every
/// change goes through the binding, so the form tracks, reviews and undoes it.
struct TagListEditor: View {
    @Binding var tags: [String]
    @State private var draft = ""

    var body: some View {
        VStack(alignment: .leading) {
            Text("Favourite tags").textRole(.headline)
            ForEach(tags, id: \.self) { tag in
                HStack {
                    Text(tag).textRole(.body)
                    Spacer()
                    Button("Remove", systemImage: "minus.circle") { tags.removeAll { $0 == tag } }
                        .labelStyle(.iconOnly)
                }
            }
            HStack {
                TextField("New tag", text: $draft)
                Button("Add") {
                    let tag = draft.trimmingCharacters(in: .whitespaces)
                    if !tag.isEmpty, !tags.contains(tag) { tags.append(tag) }
                    draft = ""
                }
                .disabled(draft.trimmingCharacters(in: .whitespaces).isEmpty)
            }
        }
    }
}
