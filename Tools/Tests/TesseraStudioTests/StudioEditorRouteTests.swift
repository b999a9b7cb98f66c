import Foundation
import Hummingbird
import HummingbirdTesting
@_spi(TesseraTools) import TesseraCore
import TesseraStudio
import TesseraStudioModel
import Testing

/// The value editors over HTTP: the gallery carries each value as written (`editors`), a chosen
/// radius token is written as a reference, and a bad value is 422 with the core's located message.
@Suite("Tessera Studio: value editors over HTTP")
struct StudioEditorRouteTests {
    static func gallery(_ client: some TestClientProtocol) async throws -> JSONNode {
        try await client.execute(uri: "/api/gallery", method: .get) {
            try StudioServerTests.json($0.body)["gallery"] ?? .null
        }
    }

    @Test("a surface radius chosen as {radii.small} stays that reference in the gallery and the saved file")
    func surfaceRadiusReference() async throws {
        let (server, file) = try await StudioServerTests.server()
        try await server.application().test(.router) { client in
            #expect(
                try await Self.gallery(client)["editors"]?["surfaces"]?["card"]?["radius"]?.stringValue
                    == "{radii.large}")
            let edit = StudioServerTests.body(#"{"path": ["surfaces", "card", "radius"], "value": "{radii.small}"}"#)
            let response = try await client.execute(
                uri: "/api/edit", method: .post, headers: StudioServerTests.writeHeaders, body: edit)
            #expect(response.status == .ok, "\(String(buffer: response.body))")
            let gallery = try await Self.gallery(client)
            #expect(gallery["editors"]?["surfaces"]?["card"]?["radius"]?.stringValue == "{radii.small}")
            #expect(gallery["surfaces"]?["card"]?["cornerRadius"]?.numberValue == 6)
            _ = try await client.execute(
                uri: "/api/save", method: .post, headers: StudioServerTests.writeHeaders,
                body: StudioServerTests.body("{}"))
            let saved = try JSONNode(parsing: Data(contentsOf: file))
            #expect(saved["surfaces"]?["card"] == .object(["radius": .string("{radii.small}")]), "\(saved.text())")
        }
    }

    @Test(
        "a bad value is 422 with the core's message at its file, line and column; nothing changes",
        arguments: [
            #"{"path": ["typography", "body", "weight"], "value": "heavyish"}"#,
            #"{"path": ["surfaces", "card", "radius"], "value": "{radii.huge}"}"#,
            #"{"path": ["motion", "standard", "duration"], "value": -1}"#,
        ])
    func badValue(body: String) async throws {
        let (server, _) = try await StudioServerTests.server()
        try await server.application().test(.router) { client in
            let before = try await StudioEditPathTests.revision(client)
            let response = try await client.execute(
                uri: "/api/edit", method: .post, headers: StudioServerTests.writeHeaders,
                body: StudioServerTests.body(body))
            #expect(response.status == .unprocessableContent)
            let message = try StudioServerTests.json(response.body)["diagnostics"]?.elements?.first?.stringValue ?? ""
            #expect(
                message.range(of: #"^theme\.json:\d+:\d+: error"#, options: .regularExpression) != nil, "\(message)")
            #expect(try await StudioEditPathTests.revision(client) == before)
        }
    }
}
