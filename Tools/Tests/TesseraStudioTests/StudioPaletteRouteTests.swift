import Foundation
import Hummingbird
import HummingbirdTesting
@_spi(TesseraTools) import TesseraCore
import TesseraStudio
import TesseraStudioModel
import Testing

/// The palette editor over HTTP: `POST /api/palette/ramp` adds the generator's ramp for one
/// colour and `POST /api/palette/rename` renames an entry with its references; a refusal is 422
/// with the message naming what was expected.
@Suite("Tessera Studio: palette editor over HTTP")
struct StudioPaletteRouteTests {
    @Test("a ramp added, a role pointed at it and the ramp renamed: the saved file holds the new name everywhere")
    func addPointRename() async throws {
        let (server, file) = try await StudioServerTests.server()
        try await server.application().test(.router) { client in
            let headers = StudioServerTests.writeHeaders
            var response = try await client.execute(
                uri: "/api/palette/ramp", method: .post, headers: headers,
                body: StudioServerTests.body(##"{"name": "ocean", "color": "#2A9D8F"}"##))
            #expect(response.status == .ok, "\(String(buffer: response.body))")
            let groups =
                try await StudioEditorRouteTests.gallery(client)["editors"]?["palette"]?["groups"]?.elements ?? []
            #expect(groups.contains { $0["name"]?.stringValue == "ocean" && $0["entries"]?.elements?.count == 11 })
            response = try await client.execute(
                uri: "/api/edit", method: .post, headers: headers,
                body: StudioServerTests.body(
                    ##"{"path": ["colors", "accent", "light"], "value": "{palette.ocean.600}"}"##))
            #expect(response.status == .ok)
            response = try await client.execute(
                uri: "/api/palette/rename", method: .post, headers: headers,
                body: StudioServerTests.body(##"{"path": "ocean", "name": "lagoon"}"##))
            #expect(response.status == .ok, "\(String(buffer: response.body))")
            _ = try await client.execute(
                uri: "/api/save", method: .post, headers: headers, body: StudioServerTests.body("{}"))
            let saved = try JSONNode(parsing: Data(contentsOf: file))
            #expect(saved["colors"]?["accent"]?["light"]?.stringValue == "{palette.lagoon.600}", "\(saved.text())")
            #expect(saved["palette"]?["lagoon"]?.members?.count == 11 && saved["palette"]?["ocean"] == nil)
        }
    }

    @Test(
        "a refused ramp or rename is 422 with the message; a malformed body is 400",
        arguments: [
            ("/api/palette/ramp", ##"{"name": "indigo", "color": "#2A9D8F"}"##, 422, "palette.indigo already exists"),
            ("/api/palette/ramp", ##"{"name": "ocean", "color": "sea"}"##, 422, "\"sea\" is not a colour"),
            ("/api/palette/rename", ##"{"path": "indigo", "name": "neutral"}"##, 422, "palette.neutral already exists"),
            ("/api/palette/ramp", ##"{"name": 3}"##, 400, "expected {\"name\": NAME, \"color\": \"#RRGGBB\"}"),
            ("/api/palette/rename", ##"{"path": "indigo"}"##, 400, "expected {\"path\": PATH, \"name\": NAME}"),
        ])
    func refused(uri: String, body: String, status: Int, message: String) async throws {
        let (server, _) = try await StudioServerTests.server()
        try await server.application().test(.router) { client in
            let before = try await StudioEditPathTests.revision(client)
            let response = try await client.execute(
                uri: uri, method: .post, headers: StudioServerTests.writeHeaders, body: StudioServerTests.body(body))
            #expect(Int(response.status.code) == status)
            #expect(
                String(buffer: response.body).contains(message.replacingOccurrences(of: "\"", with: "\\\""))
                    || String(buffer: response.body).contains(message),
                "\(String(buffer: response.body))")
            #expect(try await StudioEditPathTests.revision(client) == before)
        }
    }
}
