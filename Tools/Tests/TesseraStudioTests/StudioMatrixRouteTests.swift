import Foundation
import Hummingbird
import HummingbirdTesting
import NIOCore
@_spi(TesseraTools) import TesseraCore
import TesseraGallery
import TesseraStudioModel
import TesseraTestSupport
import Testing

@testable import TesseraStudio

/// The mode matrix's routes and the page stream that replaced polling.
@Suite("Studio mode matrix and page stream")
struct StudioMatrixRouteTests {
    @Test func matrixSameInAllModesAndDerive() async throws {
        let (server, file) = try await StudioServerTests.server(ThemeJSON.extending("default", #""name": "Shop""#))
        try await server.application().test(.router) { client in
            try await client.execute(uri: "/api/matrix", method: .get) { response throws in
                let accent = try StudioServerTests.json(response.body)["roles"]?.elements?.first {
                    $0["name"]?.stringValue == "accent"
                }
                #expect(accent?["cells"]?.elements?.count == 4)
            }
            let same =
                #"{"edits": [{"path": ["colors", "accent", "light"], "value": "{palette.red.600}"}, {"path": ["colors", "accent", "dark"], "value": "{palette.red.600}"}], "label": "Same in all modes for accent"}"#
            try await client.execute(
                uri: "/api/edits", method: .post, headers: StudioServerTests.writeHeaders,
                body: StudioServerTests.body(same)
            ) { response throws in
                #expect(response.status == .ok)
                #expect(
                    try StudioServerTests.json(response.body)["undoLabel"]?.stringValue
                        == "Same in all modes for accent")
            }
            try await client.execute(
                uri: "/api/edits", method: .post, headers: [.contentType: "application/json"],
                body: StudioServerTests.body(same)
            ) {
                #expect($0.status == .forbidden || $0.status == .unauthorized, "a write needs the token")
            }
            try await client.execute(
                uri: "/api/edits", method: .post, headers: StudioServerTests.writeHeaders,
                body: StudioServerTests.body(#"{"edits": []}"#)
            ) {
                #expect($0.status == .badRequest)
            }
            try await client.execute(
                uri: "/api/derive", method: .post, headers: StudioServerTests.writeHeaders,
                body: StudioServerTests.body(#"{"role": "accent"}"#)
            ) { response throws in
                #expect(response.status == .ok)
                #expect(try StudioServerTests.json(response.body)["edits"]?.elements?.count == 2)
            }
            try await client.execute(
                uri: "/api/derive", method: .post, headers: StudioServerTests.writeHeaders,
                body: StudioServerTests.body(#"{"role": "nope"}"#)
            ) {
                #expect($0.status == .notFound)
            }
            try await client.execute(uri: "/api/save", method: .post, headers: StudioServerTests.writeHeaders) {
                #expect($0.status == .ok)
            }
        }
        let saved = try JSONNode(parsing: Data(contentsOf: file))
        #expect(
            saved["colors"]?["accent"]?["light"]?.stringValue == "{palette.red.600}", "the reference is saved as chosen"
        )
        #expect(saved["colors"]?.members?.map(\.key) == ["accent"], "only what was edited is written")
    }

    @Test func resetToInheritedThroughItsRoute() async throws {
        let (server, file) = try await StudioServerTests.server(
            ThemeJSON.extending(
                "default", ##""name": "Shop", "colors": {"accent": {"light": "#2563EB", "dark": "#9AAEFF"}}"##))
        try await server.application().test(.router) { client in
            let reset = #"{"role": "accent", "mode": "dark"}"#
            try await client.execute(
                uri: "/api/reset", method: .post, headers: StudioServerTests.writeHeaders,
                body: StudioServerTests.body(reset)
            ) { response throws in
                #expect(response.status == .ok)
                #expect(
                    try StudioServerTests.json(response.body)["undoLabel"]?.stringValue
                        == "Reset accent, dark to inherited")
            }
            try await client.execute(
                uri: "/api/reset", method: .post, headers: StudioServerTests.writeHeaders,
                body: StudioServerTests.body(reset)
            ) {
                #expect($0.status == .notFound, "an inherited value has nothing to reset")
            }
            try await client.execute(
                uri: "/api/reset", method: .post, headers: StudioServerTests.writeHeaders,
                body: StudioServerTests.body(#"{"role": "accent", "mode": "dusk"}"#)
            ) {
                #expect($0.status == .badRequest)
            }
            try await client.execute(uri: "/api/save", method: .post, headers: StudioServerTests.writeHeaders) {
                #expect($0.status == .ok)
            }
        }
        let saved = try JSONNode(parsing: Data(contentsOf: file))
        #expect(saved["colors"]?["accent"]?.members?.map(\.key) == ["light"], "the reset key is no longer written")
    }

    @Test @MainActor func thePageStreamSendsTheStatusAtEveryRevision() async throws {
        let (server, _) = try await StudioServerTests.server()
        let session = server.session
        StudioServer.announce(session, to: server.events)
        var events = server.events.subscribe().makeAsyncIterator()
        #expect(String(buffer: try #require(await events.next())).hasPrefix(":"), "a comment opens the stream")
        let first = String(buffer: try #require(await events.next()))
        #expect(first.hasPrefix("id: 1\n") && first.contains(#"data: {"revision":1,"#))
        #expect(session.edit(["colors", "accent", "light"], to: .string("#B00B1E")).isEmpty)
        let second = String(buffer: try #require(await events.next()))
        #expect(second.hasPrefix("id: 2\n") && second.contains(#""unsaved":true"#))
        _ = await session.save()
        #expect(String(buffer: try #require(await events.next())).hasPrefix("id: 3\n"), "saving is a new revision too")
        server.events.close()
        #expect(await events.next() == nil, "the stream ends when the Studio stops")
    }
}
