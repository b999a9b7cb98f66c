import Foundation
import Hummingbird
import HummingbirdTesting
@_spi(TesseraTools) import TesseraCore
import TesseraGallery
import TesseraStudio
import TesseraStudioModel
import Testing

/// Every response of the Studio — page, assets, JSON, downloads, refusals, redirects and unknown
/// paths — carries the headers that stop another site from framing it or running script in it.
@Suite("Tessera Studio: response headers")
struct StudioResponseHeadersTests {
    static let policy =
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; object-src 'none'; frame-ancestors 'none'"

    static func checkHeaders(_ response: TestResponse, _ what: String) {
        #expect(response.headers[.init("Content-Security-Policy")!] == policy, "\(what)")
        #expect(response.headers[.init("X-Frame-Options")!] == "DENY", "\(what)")
        #expect(response.headers[.init("Referrer-Policy")!] == "no-referrer", "\(what)")
        #expect(response.headers[.init("X-Content-Type-Options")!] == "nosniff", "\(what)")
    }

    @Test("on loopback: every answer, a refusal and an unknown path alike")
    func loopback() async throws {
        var (server, _) = try await StudioServerTests.server()
        server.live = StudioLive()
        try await server.application().test(.live) { client in
            for uri in [
                "/", "/studio.js", "/studio.css", "/theme.css", "/api/status", "/api/gallery", "/api/export/css",
                "/api/export/xcassets",
                "/api/device", "/api/diff", "/no-such-page", "/api/export/nope", "/live", "/live?token=wrong",
            ] {
                try await client.execute(uri: uri, method: .get) { Self.checkHeaders($0, uri) }
            }
            try await client.execute(uri: "/api/save", method: .post) { response throws in
                #expect(response.status == .forbidden)
                Self.checkHeaders(response, "a refused write")
            }
            try await client.execute(uri: "/api/undo", method: .post, headers: StudioServerTests.writeHeaders) {
                Self.checkHeaders($0, "an undo")
            }
        }
    }

    @Test("off loopback: the token's redirect and a refused read too")
    func exposed() async throws {
        let server = try await StudioOffLoopbackTests.exposedServer()
        try await server.application().test(.live) { client in
            try await client.execute(uri: "/?token=\(StudioServerTests.token)", method: .get) { response throws in
                #expect(response.status == .seeOther || response.status == .found)
                Self.checkHeaders(response, "the redirect")
            }
            try await client.execute(uri: "/api/gallery", method: .get) { response throws in
                #expect(response.status == .unauthorized)
                Self.checkHeaders(response, "a refused read")
            }
        }
    }

    @Test("the Studio's page has no inline script and no inline style: the policy lets it run whole")
    func pageHasNoInlineCode() throws {
        let page = try PageAssets.studioPage(token: StudioServerTests.token, presets: Presets.all)
        let scripts = page.components(separatedBy: "<script").dropFirst()
        #expect(scripts.count == 1 && scripts.allSatisfy { $0.hasPrefix(" src=\"/studio.js\"></script>") })
        #expect(
            !page.contains("<style") && !page.contains(" style=\"") && !page.contains(" onclick=")
                && !page.contains("javascript:"))
    }
}
