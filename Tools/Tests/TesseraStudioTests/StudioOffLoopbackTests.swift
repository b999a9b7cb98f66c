import Foundation
import Hummingbird
import HummingbirdTesting
@_spi(TesseraTools) import TesseraCore
import TesseraStudio
import TesseraStudioModel
import Testing

/// Who may read the theme: anyone on loopback; off loopback, only who has the token — from the
/// URL `tessera studio` prints, exchanged for a cookie, or in `X-Tessera-Token`.
@Suite("Tessera Studio off loopback")
struct StudioOffLoopbackTests {
    static let token = StudioServerTests.token
    /// Every read of theme data, and the page that carries the token.
    static let reads = [
        "/", "/theme.css", "/api/status", "/api/gallery", "/api/gallery?preset=forest", "/api/export/json",
        "/api/export/dtcg",
    ]

    /// The test server, serving as if it were bound to a network address.
    static func exposedServer() async throws -> StudioServer {
        var (server, _) = try await StudioServerTests.server()
        server.exposed = true
        return server
    }

    @Test("on loopback the page and every read are open, and the printed URL has no token")
    func loopbackReadsAreOpen() async throws {
        let (server, _) = try await StudioServerTests.server()
        #expect(!server.readsNeedToken && server.pageURL(port: 8787) == "http://127.0.0.1:8787/")
        try await server.application().test(.router) { client in
            for uri in Self.reads {
                try await client.execute(uri: uri, method: .get) { #expect($0.status == .ok, "\(uri)") }
            }
            try await client.execute(uri: "/?token=\(Self.token)", method: .get) { response in
                #expect(response.status == .ok && response.headers[.setCookie] == nil)
            }
        }
    }

    @Test(
        "off loopback the page and every read need the token, in the header or the cookie",
        arguments: [
            ([:], false),
            ([.cookie: "tessera-token=guess"], false),
            ([.init("X-Tessera-Token")!: "guess"], false),
            ([.cookie: "tessera-token=\(token)"], true),
            ([.cookie: "theme=dark; tessera-token=\(token)"], true),
            ([.init("X-Tessera-Token")!: token], true),
        ] as [(HTTPFields, Bool)])
    func readsNeedTheToken(headers: HTTPFields, allowed: Bool) async throws {
        let server = try await Self.exposedServer()
        #expect(server.readsNeedToken)
        try await server.application().test(.router) { client in
            for uri in Self.reads {
                try await client.execute(uri: uri, method: .get, headers: headers) { response in
                    #expect(response.status == (allowed ? .ok : .unauthorized), "\(uri) \(headers)")
                    if !allowed { #expect(!String(buffer: response.body).contains(Self.token), "\(uri)") }
                }
            }
        }
    }

    @Test(
        "off loopback the printed URL carries the token, exchanged for an HttpOnly, SameSite=Strict cookie and a redirect without it"
    )
    func theTokenBecomesACookie() async throws {
        let server = try await Self.exposedServer()
        #expect(server.pageURL(port: 8787) == "http://127.0.0.1:8787/?token=\(Self.token)")
        try await server.application().test(.router) { client in
            let response = try await client.execute(uri: "/?token=\(Self.token)", method: .get)
            #expect(response.status == .seeOther && response.headers[.location] == "/")
            let attributes = Set(
                (response.headers[.setCookie] ?? "").split(separator: ";").map {
                    $0.trimmingCharacters(in: .whitespaces)
                })
            #expect(
                attributes.isSuperset(of: ["tessera-token=\(Self.token)", "HttpOnly", "SameSite=Strict", "Path=/"]),
                "\(attributes)")
            try await client.execute(uri: "/?token=guess", method: .get) { response in
                #expect(response.status == .unauthorized && response.headers[.setCookie] == nil)
            }
            try await client.execute(uri: "/", method: .get, headers: [.cookie: "tessera-token=\(Self.token)"]) {
                response in
                #expect(
                    String(buffer: response.body).contains(#"<meta name="tessera-token" content="\#(Self.token)">"#))
            }
            // The cookie is for reads: a write still needs the header only the page's script can send.
            let cookieOnly: HTTPFields = [.cookie: "tessera-token=\(Self.token)", .origin: "http://localhost:8787"]
            try await client.execute(uri: "/api/save", method: .post, headers: cookieOnly) {
                #expect($0.status == .forbidden)
            }
            var both = StudioServerTests.writeHeaders
            both[.cookie] = "tessera-token=\(Self.token)"
            try await client.execute(uri: "/api/save", method: .post, headers: both) { #expect($0.status == .ok) }
        }
    }

    @Test("the warning printed off loopback says the page and every read need the token from the printed URL")
    func warning() {
        let warning = StudioServer.exposureWarning(host: "192.168.1.20")
        for phrase in ["192.168.1.20", "?token=", "cookie", "every read", "the page"] {
            #expect(warning.contains(phrase), "\(phrase): \(warning)")
        }
    }
}
