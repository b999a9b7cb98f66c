import Foundation
import TesseraTestSupport
import Testing

@_spi(TesseraTools) @testable import TesseraCore

/// A theme that extends a preset inherits its look, never its identity.
@Suite("Theme identity: id, name, summary, symbol and purpose are the file's own")
struct ThemeIdentityTests {
    static let studioStarter = #"{ "specVersion": "1.0", "extends": "default", "name": "My theme" }"#

    @Test("a partial theme is not called after the preset it extends", arguments: Presets.all.map(\.id))
    func notInherited(preset: String) throws {
        let json = #"{ "specVersion": "1.0", "extends": "\#(preset)" }"#
        let document = ThemeLoader().load(Data(json.utf8), file: "/themes/brand.json")
        let theme = try #require(document.theme, "\(document.diagnostics)")
        #expect(theme.id == "brand")
        #expect(theme.name == "brand")
        #expect(theme.spec.summary == nil)
        #expect(theme.spec.purpose == nil)
        #expect(theme.spec.symbol == nil)
        #expect(document.spec?.id == nil, "the id comes from the file name, and saving writes none")
    }

    @Test(
        "the id a file without one takes from its name; a theme.json takes its folder's",
        arguments: [
            ("/a/brand.json", "brand"), ("brand.theme.json", "brand"), ("My Theme.JSON", "My Theme"),
            ("brands/meadow/theme.json", "meadow"), ("/a/Harbour/Theme.json", "Harbour"), ("/theme.json", "theme"),
        ])
    func defaultID(file: String, id: String) {
        #expect(ThemeSpec.defaultID(forFile: file) == id)
    }

    @Test("the Studio's new file keeps its name; an id written in the file wins over the file name")
    func ownIdentity() throws {
        let starter = try #require(ThemeLoader().load(Data(Self.studioStarter.utf8), file: "my-theme.json").theme)
        #expect(starter.id == "my-theme")
        #expect(starter.name == "My theme")
        let named = #"{ "specVersion": "1.0", "extends": "ocean", "id": "harbour", "summary": "Ours" }"#
        let theme = try #require(ThemeLoader().load(Data(named.utf8), file: "brand.json").theme)
        #expect(theme.id == "harbour")
        #expect(theme.name == "harbour")
        #expect(theme.spec.summary == "Ours")
        #expect(try #require(ThemeLoader().load(Data(named.utf8)).theme).id == "harbour")
        #expect(
            try #require(ThemeLoader().load(Data(Self.studioStarter.utf8)).theme).id == "custom",
            "no file, no id: custom")
    }

    @Test("an identity member equal to the preset's is kept when the file is saved")
    func savedFileKeepsIdentity() throws {
        var spec = try #require(Presets.named("ocean")?.spec)
        spec.extends = "ocean"
        spec.id = "harbour"
        let data = try ThemeFile.overlayData(for: spec, extending: "ocean", catalog: .builtIn)
        let reloaded = try #require(ThemeLoader().load(data, file: "harbour.json").spec)
        #expect(reloaded.summary == spec.summary, "the preset's summary, written by the file, survives a save")
        #expect(reloaded == spec)
    }

    @MainActor
    @Test("a saved customisation is still its preset, in a file and after a restart", arguments: ["ocean", "paper"])
    func customizationIsThePreset(preset: String) async throws {
        let directory = try TemporaryFolder.create()
        defer { TemporaryFolder.remove(directory) }
        let store = ThemeStore(directory: directory)
        let manager = ThemeManager(store: store)
        try await manager.load()
        try await manager.select(preset)
        manager.session.edit("Accent") { $0.colors["accent"]?.light = .hex("#123456") }
        _ = await manager.session.apply()

        let restarted = ThemeManager(store: store)
        try await restarted.load()
        try await restarted.select(preset)
        #expect(restarted.theme.id == preset)
        #expect(restarted.theme.name == Presets.named(preset)?.theme.name)
        #expect(restarted.theme.spec.summary == Presets.named(preset)?.spec.summary)
        #expect(!restarted.session.hasUnsavedChanges)
        #expect(restarted.session.draft.colors["accent"]?.light == .hex("#123456"))
        let loaded = try #require(try await store.loadCustomization(of: preset).value?.theme)
        #expect(loaded.id == preset)
    }
}
