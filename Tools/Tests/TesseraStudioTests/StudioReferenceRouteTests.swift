import Foundation
import Hummingbird
import HummingbirdTesting
@_spi(TesseraTools) import TesseraCore
import TesseraStudio
import TesseraStudioModel
import Testing

/// Over HTTP, as the page makes the requests: a button's padding chosen as a spacing token, a
/// surface switched to a material and back through the switches the gallery carries, and where a
/// radius is used, all read from `/api/gallery` and written through `/api/edit`.
@Suite("Tessera Studio: button padding, background switches and where-used over HTTP")
struct StudioReferenceRouteTests {
    static func edit(_ client: some TestClientProtocol, _ path: [String], _ value: JSONNode) async throws {
        let body = JSONNode.object(["path": JSONNode(.array(path.map(JSONNode.string))), "value": value])
        let response = try await client.execute(
            uri: "/api/edit", method: .post, headers: StudioServerTests.writeHeaders,
            body: StudioServerTests.body(body.text()))
        #expect(response.status == .ok, "\(String(buffer: response.body))")
    }

    static func save(_ client: some TestClientProtocol, _ file: URL) async throws -> JSONNode {
        _ = try await client.execute(
            uri: "/api/save", method: .post, headers: StudioServerTests.writeHeaders, body: StudioServerTests.body("{}")
        )
        return try JSONNode(parsing: Data(contentsOf: file))
    }

    @Test(
        "a button's padding chosen as {spacing.xxl} stays the reference, draws at its points and is listed where spacing xxl is used"
    )
    func padding() async throws {
        let (server, file) = try await StudioServerTests.server()
        try await server.application().test(.router) { client in
            try await Self.edit(client, ["buttons", "primary", "padding", "horizontal"], .string("{spacing.xxl}"))
            let gallery = try await StudioEditorRouteTests.gallery(client)
            #expect(
                gallery["editors"]?["buttons"]?["primary"]?["padding"]?["horizontal"]?.stringValue == "{spacing.xxl}")
            let drawn = gallery["buttons"]?["primary"]?["forms"]?["capsule"]?["normal"]?["padding"]?["horizontal"]?
                .numberValue
            #expect(drawn == 32, "drawn at spacing xxl's 32 points: \(String(describing: drawn))")
            let uses =
                gallery["editors"]?["uses"]?["spacing"]?["xxl"]?.elements?.compactMap { $0["path"]?.stringValue } ?? []
            #expect(uses.contains("buttons.primary.padding.horizontal"), "\(uses)")
            let saved = try await Self.save(client, file)
            #expect(
                saved["buttons"]?["primary"] == .object(["padding": .object(["horizontal": .string("{spacing.xxl}")])]),
                "\(saved.text())")
        }
    }

    @Test(
        "a surface switched to a material and back: each switch one edit of the whole background; the file ends as it began"
    )
    func materialAndBack() async throws {
        let (server, file) = try await StudioServerTests.server()
        let before = try JSONNode(parsing: Data(contentsOf: file))
        try await server.application().test(.router) { client in
            let material = try #require(
                try await StudioEditorRouteTests.gallery(client)["editors"]?["surfaces"]?["cardSecondary"]?[
                    "switches"]?["material"])
            try await Self.edit(client, ["surfaces", "cardSecondary", "background"], material)
            let switched = try await StudioEditorRouteTests.gallery(client)
            #expect(
                switched["editors"]?["surfaces"]?["cardSecondary"]?["background"]?["material"]?.stringValue == "regular"
            )
            #expect(try await Self.save(client, file)["surfaces"]?["cardSecondary"]?["background"] == material)
            let solid = try #require(switched["editors"]?["surfaces"]?["cardSecondary"]?["switches"]?["solid"])
            #expect(solid == .object(["solid": .string("surfaceSecondary")]), "\(solid.text())")
            try await Self.edit(client, ["surfaces", "cardSecondary", "background"], solid)
            #expect(try await Self.save(client, file) == before)
        }
    }

    @Test("where a radius is used follows an edit: a surface moved to {radii.small} leaves large and joins small")
    func radiusUses() async throws {
        let (server, _) = try await StudioServerTests.server()
        try await server.application().test(.router) { client in
            func uses(_ name: String) async throws -> [String] {
                try await StudioEditorRouteTests.gallery(client)["editors"]?["uses"]?["radii"]?[name]?.elements?
                    .compactMap { $0["path"]?.stringValue } ?? []
            }
            #expect(try await uses("large").contains("surfaces.card.radius"))
            try await Self.edit(client, ["surfaces", "card", "radius"], .string("{radii.small}"))
            #expect(try await !uses("large").contains("surfaces.card.radius"))
            #expect(try await uses("small") == ["surfaces.card.radius"])
        }
    }
}
