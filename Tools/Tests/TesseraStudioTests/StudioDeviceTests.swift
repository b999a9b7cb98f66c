import Foundation
import Hummingbird
import HummingbirdTesting
@_spi(TesseraTools) import TesseraCore
import TesseraStudio
import TesseraStudioModel
import Testing

/// Connecting a device: off loopback, the URL an app is given (the live stream, with the
/// token) and its QR code, printed and served to the page; on loopback, none.
@Suite("Tessera Studio: connecting a device")
struct StudioDeviceTests {
    static let token = StudioServerTests.token

    @Test(
        "the device URL names the host, or each of this machine's addresses for a wildcard host",
        arguments: [
            ("192.168.1.20", [], ["http://192.168.1.20:8787/live?token=T"]),
            ("studio.local", ["10.0.0.5"], ["http://studio.local:8787/live?token=T"]),
            (
                "0.0.0.0", ["192.168.1.20", "10.0.0.5"],
                ["http://192.168.1.20:8787/live?token=T", "http://10.0.0.5:8787/live?token=T"]
            ),
            (
                "::", ["192.168.1.20", "fd00::1"],
                ["http://192.168.1.20:8787/live?token=T", "http://[fd00::1]:8787/live?token=T"]
            ),
            ("fd00::2", [], ["http://[fd00::2]:8787/live?token=T"]),
            ("0.0.0.0", [], []),
        ] as [(String, [String], [String])])
    func urls(host: String, addresses: [String], expected: [String]) {
        #expect(StudioDevice.urls(host: host, port: 8787, token: "T", addresses: addresses) == expected)
    }

    @Test("the server offers device URLs only off loopback, for the port it listens on")
    func serverURLs() async throws {
        var (server, _) = try await StudioServerTests.server()
        #expect(server.deviceURLs(port: 8787).isEmpty)
        server.host = "0.0.0.0"
        server.networkAddresses = ["192.168.1.20", "10.0.0.5"]
        #expect(
            server.deviceURLs(port: 9000)
                == ["192.168.1.20", "10.0.0.5"].map { "http://\($0):9000/live?token=\(StudioServerTests.deviceToken)" })
        #expect(server.liveURL(port: 9000) == "http://192.168.1.20:9000/live?token=\(StudioServerTests.deviceToken)")
    }

    @Test("the device token opens the live stream and nothing else: not the page, a read, an edit or a save")
    func deviceTokenIsReadOnly() async throws {
        var server = try await StudioOffLoopbackTests.exposedServer()
        server.live = StudioLive()
        let device = StudioServerTests.deviceToken
        #expect(server.token != device && server.deviceURLs(port: 8787).allSatisfy { !$0.contains(server.token) })
        let asDevice: HTTPFields = [.init("X-Tessera-Token")!: device, .contentType: "application/json"]
        try await server.application().test(.live) { client in
            for uri in StudioOffLoopbackTests.reads + ["/api/device", "/api/diff"] {
                try await client.execute(uri: uri, method: .get, headers: asDevice) {
                    #expect($0.status == .unauthorized, "\(uri)")
                }
                try await client.execute(uri: uri, method: .get, headers: [.cookie: "tessera-token=\(device)"]) {
                    #expect($0.status == .unauthorized, "\(uri)")
                }
            }
            // The page's URL with the device token is not exchanged for a cookie.
            try await client.execute(uri: "/?token=\(device)", method: .get) { response throws in
                #expect(response.status == .unauthorized && response.headers[.setCookie] == nil)
            }
            let edit = ByteBuffer(string: ##"{"path": ["colors", "accent", "light"], "value": "#B00B1E"}"##)
            for uri in ["/api/edit", "/api/save", "/api/undo", "/api/preset"] {
                try await client.execute(uri: uri, method: .post, headers: asDevice, body: edit) {
                    #expect($0.status == .unauthorized || $0.status == .forbidden, "\(uri)")
                }
            }
        }
        // On loopback too, where reads are open, the device token authorises no write.
        var loopback = try await StudioServerTests.server().0
        loopback.live = StudioLive()
        try await loopback.application().test(.live) { client in
            let edit = ByteBuffer(string: ##"{"path": ["colors", "accent", "light"], "value": "#B00B1E"}"##)
            try await client.execute(uri: "/api/edit", method: .post, headers: asDevice, body: edit) {
                #expect($0.status == .forbidden)
            }
            try await client.execute(uri: "/api/save", method: .post, headers: asDevice) {
                #expect($0.status == .forbidden)
            }
        }
        #expect(await loopback.session.hasUnsavedChanges == false)
    }

    @Test("the device token follows the live stream")
    func deviceTokenOpensTheStream() async throws {
        let (server, _) = try await StudioServerTests.server()
        try await RunningStudio.around(server) { studio in
            let follower = await LiveFollower(studio.live(token: StudioServerTests.deviceToken))
            defer { Task { @MainActor in follower.stop() } }
            _ = try await follower.applied(atLeast: 1)
        }
    }

    @Test("the terminal text gives the first URL with its QR code and lists the others; nothing on loopback")
    func terminal() {
        #expect(StudioDevice.terminalText([]) == "")
        let urls = [
            "http://192.168.1.20:8787/live?token=\(Self.token)", "http://10.0.0.5:8787/live?token=\(Self.token)",
        ]
        let lines = StudioDevice.terminalText(urls).split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
        #expect(lines.first?.hasSuffix(urls[0]) == true)
        #expect(
            lines.dropFirst().first
                == "The code grants the live theme stream only (read-only): it cannot open the page, edit or save.")
        #expect(lines.dropLast().last == "The device URL on another network of this machine: \(urls[1])")
        let code = lines.dropFirst(2).dropLast(2)
        // A square of half blocks: the symbol (21 modules a side or more) and its quiet zone, two rows a line.
        let width = code.first?.count ?? 0
        #expect(width >= 21 + 8 && code.count == (width + 1) / 2)
        #expect(code.allSatisfy { $0.count == width && $0.allSatisfy("█▀▄ ".contains) })
        #expect(StudioDevice.terminalText(urls) == StudioDevice.terminalText(urls))
    }

    @Test(
        "GET /api/device: no URL on loopback; off loopback it needs the token and gives the URL and its QR code as SVG")
    func endpoint() async throws {
        let (loopback, _) = try await StudioServerTests.server()
        try await loopback.application().test(.router) { client in
            try await client.execute(uri: "/api/device", method: .get) { response throws in
                #expect(response.status == .ok)
                #expect(try StudioServerTests.json(response.body).text(pretty: false) == #"{"urls":[]}"#)
            }
        }
        let exposed = try await StudioOffLoopbackTests.exposedServer()
        try await exposed.application().test(.router) { client in
            try await client.execute(uri: "/api/device", method: .get) { #expect($0.status == .unauthorized) }
            try await client.execute(
                uri: "/api/device", method: .get, headers: [.cookie: "tessera-token=\(Self.token)"]
            ) { response throws in
                #expect(response.status == .ok)
                let reply = try StudioServerTests.json(response.body)
                let url = "http://127.0.0.1:8787/live?token=\(StudioServerTests.deviceToken)"
                #expect(reply["url"]?.stringValue == url)
                #expect(reply["urls"]?.elements?.compactMap(\.stringValue) == [url])
                let svg = try #require(reply["svg"]?.stringValue)
                #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\"") && svg.contains("role=\"img\""))
                #expect(svg.contains("aria-label=\"QR code of the device URL, \(url)\""))
            }
        }
    }
}
