import Foundation
import Hummingbird
import HummingbirdTesting
@_spi(TesseraTools) import TesseraCore
import TesseraGallery
import TesseraStudio
import TesseraStudioModel
import TesseraTestSupport
import TesseraTokens
import Testing

/// Every endpoint of the Studio through Hummingbird's testing client, and its security rules.
@Suite("Tessera Studio server")
struct StudioServerTests {
    static let token = "0123456789abcdef"
    /// The read-only token of the live stream in these tests.
    static let deviceToken = "fedcba9876543210"
    /// A write from outside a browser (no `Origin`), as the tests against a live server on a
    /// port of its own send it.
    static let liveWriteHeaders: HTTPFields = [.init("X-Tessera-Token")!: token, .contentType: "application/json"]
    static let writeHeaders: HTTPFields = [
        .init("X-Tessera-Token")!: token, .origin: "http://localhost:8787", .contentType: "application/json",
    ]

    /// A server over a fresh copy of `contents` in its own folder.
    static func server(_ contents: String = ThemeJSON.extending("default", #""name": "Shop""#)) async throws -> (
        StudioServer, URL
    ) {
        let folder = try TemporaryFolder.create("studio")
        let file = folder.appendingPathComponent("theme.json")
        try contents.write(to: file, atomically: true, encoding: .utf8)
        let session = try await StudioSession(file: file)
        return (
            StudioServer(session: session, host: "127.0.0.1", port: 8787, token: token, deviceToken: deviceToken), file
        )
    }

    static func json(_ buffer: ByteBuffer) throws -> JSONNode { try JSONNode(parsing: Data(buffer.readableBytesView)) }
    static func body(_ text: String) -> ByteBuffer { ByteBuffer(string: text) }

    /// Posts an edit of the accent's light value, as the page does, and checks the response.
    static func editAccent(
        _ client: some TestClientProtocol, to value: String, _ check: @escaping @Sendable (TestResponse) throws -> Void
    ) async throws {
        let edit = #"{"path": ["colors", "accent", "light"], "value": "\#(value)"}"#
        try await client.execute(uri: "/api/edit", method: .post, headers: writeHeaders, body: body(edit)) {
            try check($0)
        }
    }

    @Test func pageAssetsAndGallery() async throws {
        let (server, _) = try await Self.server()
        let theme = await server.session.theme
        try await server.application().test(.router) { client in
            try await client.execute(uri: "/", method: .get) { response throws in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "text/html; charset=utf-8")
                #expect(
                    String(buffer: response.body).contains(#"<meta name="tessera-token" content="\#(Self.token)">"#))
            }
            let script = try PageAssets.script()
            let stylesheet = try PageAssets.stylesheet()
            try await client.execute(uri: "/studio.js", method: .get) { #expect(String(buffer: $0.body) == script) }
            try await client.execute(uri: "/studio.css", method: .get) {
                #expect(String(buffer: $0.body) == stylesheet)
            }
            try await client.execute(uri: "/theme.css", method: .get) { response throws in
                #expect(String(buffer: response.body) == (try CSSExport.stylesheet(for: theme)))
            }
            try await client.execute(uri: "/api/gallery?appearance=dark&size=accessibility5", method: .get) {
                response throws in
                let page = try Self.json(response.body)
                #expect(page["gallery"]?["context"]?["appearance"]?.stringValue == "dark")
                let expected = Presets.default.theme.resolved(
                    for: ThemeContext(appearance: .dark, dynamicTypeSize: .accessibility5))
                #expect(page["gallery"]?["typography"]?["body"]?["size"]?.numberValue == expected.text(.body).size)
                #expect(page["gallery"]?["colors"]?["accent"]?.stringValue == expected.color(.accent).hexString)
                #expect(
                    page["gallery"]?["colorDetails"]?["accent"]?["chain"]?.elements?.first?.stringValue
                        == "{palette.indigo.300}")
                #expect(page["status"]?["file"]?.stringValue == "theme.json")
            }
            try await client.execute(uri: "/api/gallery?preset=forest", method: .get) { response throws in
                #expect(try Self.json(response.body)["gallery"]?["theme"]?["id"]?.stringValue == "forest")
            }
            try await client.execute(uri: "/api/gallery?appearance=sepia", method: .get) {
                #expect($0.status == .badRequest)
            }
            try await client.execute(uri: "/api/gallery?preset=nope", method: .get) { #expect($0.status == .notFound) }
        }
    }

    @Test func editUndoRedoAndSave() async throws {
        let (server, file) = try await Self.server()
        try await server.application().test(.router) { client in
            try await Self.editAccent(client, to: "#B00B1E") { response throws in
                #expect(response.status == .ok)
                #expect(try Self.json(response.body)["canUndo"] == JSONNode(.bool(true)))
            }
            try await client.execute(uri: "/api/gallery", method: .get) { response throws in
                #expect(try Self.json(response.body)["gallery"]?["colors"]?["accent"]?.stringValue == "#B00B1E")
            }
            try await client.execute(uri: "/api/undo", method: .post, headers: Self.writeHeaders) {
                #expect($0.status == .ok)
            }
            try await client.execute(uri: "/api/gallery", method: .get) { response throws in
                #expect(try Self.json(response.body)["gallery"]?["colors"]?["accent"]?.stringValue == "#3B57D6")
            }
            try await client.execute(uri: "/api/redo", method: .post, headers: Self.writeHeaders) {
                #expect($0.status == .ok)
            }
            let radius = ##"{"path": ["surfaces", "card", "radius"], "value": 20}"##
            try await client.execute(
                uri: "/api/edit", method: .post, headers: Self.writeHeaders, body: Self.body(radius)
            ) { #expect($0.status == .ok) }
            try await client.execute(uri: "/api/status", method: .get) { response throws in
                let status = try Self.json(response.body)
                #expect(status["unsaved"] == JSONNode(.bool(true)))
                #expect(status["undoLabel"]?.stringValue == "Change surfaces.card.radius")
            }
            try await client.execute(uri: "/api/save", method: .post, headers: Self.writeHeaders) { response throws in
                #expect(response.status == .ok)
                #expect(try Self.json(response.body)["unsaved"] == JSONNode(.bool(false)))
            }
        }
        let saved = ThemeLoader().load(contentsOf: file)
        #expect(saved.theme?.color(.accent, in: ColorMode(.light)).hexString == "#B00B1E")
        #expect(saved.theme?.resolved(for: ThemeContext()).surface(.card).cornerRadius == 20)
        let written = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
        #expect(written?["extends"] as? String == "default", "a partial theme stays partial")
        #expect(FileManager.default.fileExists(atPath: file.path + ".bak"), "the previous file is kept as the backup")
    }

    @Test func editsThatMakeAnInvalidThemeAreRefusedWithThePath() async throws {
        let (server, _) = try await Self.server()
        try await server.application().test(.router) { client in
            try await Self.editAccent(client, to: "#GG0000") { response throws in
                #expect(response.status == .unprocessableContent)
                let message = try Self.json(response.body)["diagnostics"]?.elements?.first?.stringValue ?? ""
                #expect(message.contains("colors.accent.light"), "\(message)")
            }
            try await client.execute(
                uri: "/api/edit", method: .post, headers: Self.writeHeaders, body: Self.body("{not json")
            ) {
                #expect($0.status == .badRequest)
            }
            try await client.execute(
                uri: "/api/edit", method: .post, headers: Self.writeHeaders, body: Self.body(#"{"value": 1}"#)
            ) {
                #expect($0.status == .badRequest)
            }
        }
    }

    @Test func presetsBecomeTheDraft() async throws {
        let (server, _) = try await Self.server()
        try await server.application().test(.router) { client in
            try await client.execute(
                uri: "/api/preset", method: .post, headers: Self.writeHeaders, body: Self.body(#"{"id": "forest"}"#)
            ) {
                #expect($0.status == .ok)
            }
            try await client.execute(uri: "/api/gallery", method: .get) { response throws in
                let accent = try Self.json(response.body)["gallery"]?["colors"]?["accent"]?.stringValue
                #expect(accent == Presets.named("forest")?.theme.resolved(for: ThemeContext()).color(.accent).hexString)
            }
            try await client.execute(
                uri: "/api/preset", method: .post, headers: Self.writeHeaders, body: Self.body(#"{"id": "nope"}"#)
            ) {
                #expect($0.status == .badRequest)
            }
        }
    }

    @Test func aChangeOnDiskIsReloaded() async throws {
        let (server, file) = try await Self.server()
        try
            ##"{"specVersion": "1.0", "extends": "default", "name": "Pulled", "colors": {"accent": {"light": "#123456"}}}"##
            .write(to: file, atomically: true, encoding: .utf8)
        // The file's stamp, set rather than waited for: a minute on, whatever the clock's grain.
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: 60)], ofItemAtPath: file.path)
        #expect(await server.session.checkDisk())
        let status = await server.session.status
        #expect(status.notice == "Reloaded theme.json: it changed on disk")
        #expect(await server.session.theme.color(.accent, in: ColorMode(.light)).hexString == "#123456")
    }

    @Test func exportsAreTheCommandLinesBytes() async throws {
        let (server, _) = try await Self.server()
        let theme = await server.session.theme
        try await server.application().test(.router) { client in
            for format in [ExportFormat.json, .css, .swift, .figma] {
                let expected = try #require(try format.files(for: theme).first)
                try await client.execute(uri: "/api/export/\(format.rawValue)", method: .get) { response throws in
                    #expect(Data(response.body.readableBytesView) == expected.data, "\(format)")
                }
            }
            try await client.execute(uri: "/api/export/pdf", method: .get) { #expect($0.status == .notFound) }
            // Each file of a format of several still downloads on its own, under the format.
            for format in ExportFormat.allCases where !format.isSingleFile {
                let last = try #require(try format.files(for: theme).last)
                try await client.execute(uri: "/api/export/\(format.rawValue)/\(last.path)", method: .get) {
                    response throws in
                    #expect(Data(response.body.readableBytesView) == last.data, "\(format)")
                    #expect(response.headers[.contentDisposition]?.hasPrefix("attachment") == true, "\(format)")
                }
            }
            try await client.execute(uri: "/api/export/css/x.css", method: .get) { #expect($0.status == .notFound) }
        }
    }

    @Test func writesNeedTheTokenAndTheStudiosOrigin() async throws {
        let (server, _) = try await Self.server()
        let edit = Self.body(#"{"path": ["layout", "spacing", "l"], "value": 18}"#)
        try await server.application().test(.router) { client in
            try await client.execute(
                uri: "/api/edit", method: .post, headers: [.contentType: "application/json"], body: edit
            ) {
                #expect($0.status == .forbidden)
            }
            var wrongToken = Self.writeHeaders
            wrongToken[.init("X-Tessera-Token")!] = "guess"
            try await client.execute(uri: "/api/edit", method: .post, headers: wrongToken, body: edit) {
                #expect($0.status == .forbidden)
            }
            var foreign = Self.writeHeaders
            foreign[.origin] = "http://evil.example"
            try await client.execute(uri: "/api/save", method: .post, headers: foreign) {
                #expect($0.status == .forbidden)
            }
            try await client.execute(uri: "/api/edit", method: .post, headers: Self.writeHeaders, body: edit) {
                #expect($0.status == .ok)
            }
        }
    }

    @Test func oversizedBodiesAndForeignHostsAreRefused() async throws {
        let (server, _) = try await Self.server()
        let huge = Self.body(#"{"path": ["name"], "value": ""# + String(repeating: "x", count: 100_000) + #""}"#)
        try await server.application().test(.router) { client in
            try await client.execute(uri: "/api/edit", method: .post, headers: Self.writeHeaders, body: huge) {
                #expect($0.status == .contentTooLarge)
            }
        }
        // Listening on one network address, the server answers only to that address; the test
        // client says "localhost", refused as a rebinding site's name would be.
        var exposed = server
        exposed.host = "192.0.2.1"
        try await exposed.application().test(.router) { client in
            try await client.execute(uri: "/", method: .get) { #expect($0.status == .misdirectedRequest) }
            try await client.execute(uri: "/api/gallery", method: .get) { #expect($0.status == .misdirectedRequest) }
        }
        // Listening on every address, it answers to this machine's own names too (the page in
        // the Mac's browser), and asks for the token.
        var everywhere = server
        everywhere.host = "0.0.0.0"
        #expect(
            everywhere.pageURL(port: 8787).hasPrefix("http://127.0.0.1:8787/?token="), "a URL the Mac's browser opens")
        try await everywhere.application().test(.router) { client in
            try await client.execute(uri: "/api/gallery", method: .get) { #expect($0.status == .unauthorized) }
            try await client.execute(uri: "/api/gallery", method: .get, headers: Self.writeHeaders) {
                #expect($0.status == .ok)
            }
        }
    }

    @Test func pathsOutsideTheExportsAreNotFound() async throws {
        let (server, file) = try await Self.server()
        try "TOP-SECRET-CONTENT".write(
            to: file.deletingLastPathComponent().appendingPathComponent("secret.txt"), atomically: true, encoding: .utf8
        )
        try await server.application().test(.router) { client in
            for uri in [
                "/api/export/dtcg/../secret.txt", "/api/export/dtcg/%2e%2e/secret.txt", "/../secret.txt", "/theme.json",
                "/secret.txt",
            ] {
                try await client.execute(uri: uri, method: .get) { response throws in
                    #expect(response.status == .notFound, "\(uri)")
                    #expect(!String(buffer: response.body).contains("TOP-SECRET"), "\(uri)")
                }
            }
        }
    }

    @Test func roleNamesAreNeverMarkup() async throws {
        let hostile =
            ##"{"specVersion": "1.0", "extends": "default", "name": "<script>alert(1)</script>", "colors": {"<img src=x onerror=alert(1)>": {"light": "#FF0000", "fallback": "accent"}}}"##
        let (server, _) = try await Self.server(hostile)
        try await server.application().test(.router) { client in
            try await client.execute(uri: "/", method: .get) { response throws in
                let page = String(buffer: response.body)
                #expect(!page.contains("<img src=x") && !page.contains("<script>alert"))
            }
        }
        let guide = try StyleGuide.page(for: try #require(ThemeLoader().load(Data(hostile.utf8)).theme))
        #expect(!guide.contains("<img src=x") && !guide.contains("<script>alert"))
        #expect(
            guide.contains(#"\u003cimg src=x onerror=alert(1)>"#), "the name is data, escaped inside the embedded JSON")
    }
}
