import Foundation
import Hummingbird
import HummingbirdTesting
@_spi(TesseraTools) import TesseraCore
import TesseraGallery
import TesseraStudio
import TesseraStudioModel
import TesseraTestSupport
import Testing

/// "Start from a preset" on a brand's file: the preset's values, the brand's identity.
@Suite("Tessera Studio: starting from a preset")
struct StudioPresetTests {
    static let brand = ThemeJSON.extending(
        "default", #""id": "harbor", "name": "Harbor", "summary": "Ferries on time.", "purpose": "Timetables""#)

    @Test(
        "the draft takes the preset's values and keeps the file's id, name, extends, summary and purpose; saved, the file says so"
    )
    func keepsIdentity() async throws {
        let (server, file) = try await StudioServerTests.server(Self.brand)
        let ocean = try #require(Presets.named("ocean")).theme
        try await server.application().test(.live) { client in
            try await client.execute(
                uri: "/api/preset", method: .post, headers: StudioServerTests.liveWriteHeaders,
                body: ByteBuffer(string: #"{"id": "ocean"}"#)
            ) {
                #expect($0.status == .ok)
            }
            try await client.execute(uri: "/api/gallery", method: .get) { response throws in
                let gallery = try StudioServerTests.json(response.body)["gallery"]
                #expect(gallery?["theme"]?["id"]?.stringValue == "harbor")
                #expect(gallery?["theme"]?["name"]?.stringValue == "Harbor")
                #expect(
                    gallery?["colors"]?["accent"]?.stringValue
                        == ocean.resolved(for: ThemeContext()).color(.accent).hexString)
            }
            try await client.execute(uri: "/api/save", method: .post, headers: StudioServerTests.liveWriteHeaders) {
                #expect($0.status == .ok)
            }
        }
        let draft = await server.session.draft
        #expect(draft.id == "harbor" && draft.name == "Harbor" && draft.extends == "default")
        #expect(draft.summary == "Ferries on time." && draft.purpose == "Timetables")
        let saved = try String(contentsOf: file, encoding: .utf8)
        #expect(!saved.contains("\"ocean\"") && !saved.contains("\"Ocean\""), "\(saved.prefix(300))")
        let reread = ThemeLoader().load(contentsOf: file)
        let theme = try #require(reread.theme)
        #expect(theme.id == "harbor" && theme.name == "Harbor" && theme.spec.extends == "default")
        #expect(
            theme.resolved(for: ThemeContext(appearance: .dark)).color(.accent)
                == ocean.resolved(for: ThemeContext(appearance: .dark)).color(.accent))
    }

    @Test("starting from a preset is one step undo takes back")
    func undoable() async throws {
        let (server, _) = try await StudioServerTests.server(Self.brand)
        let before = await server.session.draft
        #expect(await server.session.usePreset("forest"))
        #expect(await server.session.draft != before)
        await server.session.undo()
        #expect(await server.session.draft == before)
        #expect(await server.session.usePreset("nope") == false)
    }
}
