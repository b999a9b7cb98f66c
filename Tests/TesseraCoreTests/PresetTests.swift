import Foundation
import Testing

@_spi(TesseraTools) @testable import TesseraCore

@Suite("Built-in presets")
struct PresetTests {
    @Test("every preset compiles without errors or warnings", arguments: PresetCatalog.builtIn.ids)
    func compilesCleanly(id: String) throws {
        let document = try #require(Presets.document(id))
        #expect(document.diagnostics.isEmpty, "\(document.diagnostics.map(\.description).joined(separator: "\n"))")
        #expect(document.theme != nil)
    }

    @Test("there is a default and at least eight more presets, each extending the default")
    func catalog() throws {
        #expect(Presets.all.count >= 9)
        #expect(Presets.all.first?.id == "default")
        for preset in Presets.all.dropFirst() {
            #expect(preset.spec.extends == "default", "\(preset.id)")
        }
        #expect(Set(Presets.all.map(\.name)).count == Presets.all.count, "names are distinct")
    }

    @Test("each preset has its own visual identity: accent colours differ")
    func distinctIdentity() {
        let accents = Presets.all.map { $0.theme.color(.accent, in: ColorMode(.light)).hexString }
        #expect(accents.count == PresetCatalog.builtIn.ids.count)
        #expect(Set(accents).count == accents.count, "\(accents)")
    }

    @Test("the embedded sources match Themes/*.json")
    func embeddedSourcesInSync() throws {
        let themes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Themes")
        for source in PresetCatalog.builtIn.sources {
            // The embedded text is the file's JSON without its white space: the same document.
            let file = try JSONNode(parsing: Data(contentsOf: themes.appendingPathComponent("\(source.id).json")))
                .strippingLocations()
            #expect(
                file == (try JSONNode(parsing: source.json).strippingLocations()),
                "\(source.id): run scripts/generate-presets")
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: themes.path).filter { $0.hasSuffix(".json") }
        #expect(files.count == PresetCatalog.builtIn.sources.count)
    }
}

/// Pickers show what each preset is for: every built-in preset says, and a theme's own purpose
/// survives a save.
@Test(arguments: Presets.all.map(\.id))
func presetsSayWhatTheyAreFor(_ id: String) throws {
    let preset = try #require(Presets.named(id))
    #expect(!preset.summary.isEmpty && !preset.purpose.isEmpty, "\(id)")
    #expect(preset.purpose == preset.spec.purpose)
    let saved = try JSONEncoder().encode(preset.spec)
    let reread = ThemeLoader().load(saved, file: "\(id).json")
    #expect(reread.spec?.purpose == preset.purpose)
}
