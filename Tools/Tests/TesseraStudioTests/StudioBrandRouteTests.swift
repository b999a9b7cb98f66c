import Foundation
import Hummingbird
import HummingbirdTesting
@_spi(TesseraTools) import TesseraCore
import TesseraGallery
import TesseraStudio
import TesseraStudioModel
import TesseraTestSupport
import Testing

/// A folder of brands through the Studio's HTTP API: switching (`POST /api/brands/open`),
/// comparing (`GET /api/gallery?compare=…`) and a base edit's impact in the page.
@Suite("Tessera Studio server: a folder of brands")
struct StudioBrandRouteTests {
    static let base =
        ##"{"specVersion": "1.0", "extends": "default", "name": "Northwind", "colors": {"accent": {"light": "#1D4ED8"}, "themePrimary": {"light": "#1D4ED8"}}}"##
    static let ember =
        ##"{"specVersion": "1.0", "extends": "../base/theme.json", "name": "Ember", "colors": {"accent": {"light": "#B45309"}}}"##
    static let harbour =
        ##"{"specVersion": "1.0", "extends": "../base/theme.json", "name": "Harbour", "colors": {"accent": {"light": "#0F766E"}}}"##

    static func server() async throws -> (StudioServer, URL) {
        let folder = try TemporaryFolder.create(
            "studio-brand-routes",
            containing: [
                "base/theme.json": base, "brands/ember.json": ember, "brands/harbour.json": harbour,
            ])
        let brands = try await StudioBrands(folder: folder.appendingPathComponent("brands"))
        var server = StudioServer(
            session: await brands.current, token: StudioServerTests.token, deviceToken: StudioServerTests.deviceToken)
        server.brands = brands
        return (server, folder)
    }

    static func page(_ client: some TestClientProtocol, _ query: String = "") async throws -> JSONNode {
        try await client.execute(uri: "/api/gallery" + query, method: .get) { response throws in
            #expect(response.status == .ok, "\(String(buffer: response.body))")
            return try StudioServerTests.json(response.body)
        }
    }

    static func post(_ client: some TestClientProtocol, _ path: String, _ body: String) async throws -> (
        HTTPResponse.Status, JSONNode?
    ) {
        try await client.execute(
            uri: path, method: .post, headers: StudioServerTests.writeHeaders, body: StudioServerTests.body(body)
        ) { response in
            (response.status, try? StudioServerTests.json(response.body))
        }
    }

    @Test("switching brands over HTTP: the edits go to the file shown, and each file keeps its own draft")
    func switching() async throws {
        let (server, folder) = try await Self.server()
        defer { TemporaryFolder.remove(folder) }
        try await server.application().test(.router) { client in
            let first = try await Self.page(client)
            #expect(first["status"]?["brands"]?["current"]?.stringValue == "ember.json")
            #expect(
                first["status"]?["brands"]?["items"]?.elements?.compactMap { $0["id"]?.stringValue } == [
                    "ember.json", "harbour.json", "../base/theme.json",
                ])
            #expect(try await Self.post(client, "/api/edit", #"{"path": ["radii", "large"], "value": 21}"#).0 == .ok)
            let (status, switched) = try await Self.post(client, "/api/brands/open", #"{"id": "harbour.json"}"#)
            #expect(status == .ok)
            #expect(switched?["file"]?.stringValue == "harbour.json")
            #expect(switched?["unsaved"] == JSONNode(.bool(false)))
            #expect(
                switched?["brands"]?["items"]?.elements?.first?["unsaved"] == JSONNode(.bool(true)),
                "Ember's edit is kept and marked")
            #expect((switched?["revision"]?.numberValue ?? 0) > (first["status"]?["revision"]?.numberValue ?? 0))
            let harbourPage = try await Self.page(client)
            #expect(harbourPage["gallery"]?["colors"]?["accent"]?.stringValue == "#0F766E")
            #expect(try await Self.post(client, "/api/brands/open", #"{"id": "../../etc/passwd"}"#).0 == .notFound)
            #expect(try await Self.post(client, "/api/brands/open", #"{"name": "x"}"#).0 == .badRequest)
            #expect(try await Self.post(client, "/api/brands/open", #"{"id": "ember.json"}"#).0 == .ok)
            let back = try await Self.page(client)
            #expect(back["status"]?["unsaved"] == JSONNode(.bool(true)))
            #expect(back["status"]?["undoLabel"]?.stringValue == "Change radii.large")
        }
        #expect(
            try String(contentsOf: folder.appendingPathComponent("brands/ember.json"), encoding: .utf8) == Self.ember,
            "switching saves nothing")
    }

    @Test("comparing with the base and a sibling over HTTP; the base's edit shows its impact on each brand")
    func compareAndImpact() async throws {
        let (server, folder) = try await Self.server()
        defer { TemporaryFolder.remove(folder) }
        try await server.application().test(.router) { client in
            let base = try await Self.page(client, "?compare=base")
            #expect(base["gallery"]?["colors"]?["accent"]?.stringValue == "#1D4ED8")
            #expect(base["comparison"]?["clashes"]?.elements?.first?["role"]?.stringValue == "themePrimary")
            let sibling = try await Self.page(client, "?compare=harbour.json&appearance=light")
            #expect(sibling["comparison"]?["target"]?.stringValue == "Harbour (harbour.json)")
            try await client.execute(uri: "/api/gallery?compare=nope.json", method: .get) {
                #expect($0.status == .notFound)
            }
            #expect(try await Self.page(client)["impact"] == nil, "a brand no file extends has no impact")
            #expect(try await Self.post(client, "/api/brands/open", #"{"id": "../base/theme.json"}"#).0 == .ok)
            #expect(
                try await Self.post(
                    client, "/api/edit", ##"{"path": ["colors", "background", "light"], "value": "#1D4ED8"}"##
                ).0 == .ok)
            let impact = try #require(try await Self.page(client)["impact"]?["brands"]?.elements)
            #expect(impact.compactMap { $0["id"]?.stringValue } == ["ember.json", "harbour.json"])
            for brand in impact {
                #expect(brand["after"]?["passed"] == JSONNode(.bool(false)))
                #expect(
                    (brand["after"]?["failures"]?.numberValue ?? 0) > (brand["before"]?["failures"]?.numberValue ?? 0))
            }
        }
    }
}
