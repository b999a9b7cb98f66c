import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
@_spi(TesseraTools) import TesseraCore
import TesseraStudio

/// Connecting a device: off loopback, the URL an app is given (the live stream, with the
/// token) and its QR code, printed and served to the page; on loopback, none.
@Suite("Tessera Studio: connecting a device")
struct StudioDeviceTests {
    static let token = StudioServerTests.token

    @Test("the device URL names the host, or each of this machine's addresses for a wildcard host", arguments: [
        ("192.168.1.20", [], ["http://192.168.1.20:8787/live?token=T"]),
        ("studio.local", ["10.0.0.5"], ["http://studio.local:8787/live?token=T"]),
        ("0.0.0.0", ["192.168.1.20", "10.0.0.5"], ["http://192.168.1.20:8787/live?token=T", "http://10.0.0.5:8787/live?token=T"]),
        ("::", ["192.168.1.20", "fd00::1"], ["http://192.168.1.20:8787/live?token=T", "http://[fd00::1]:8787/live?token=T"]),
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
        #expect(server.deviceURLs(port: 9000) == ["192.168.1.20", "10.0.0.5"].map { "http://\($0):9000/live?token=\(Self.token)" })
    }

    @Test("the terminal text gives the first URL with its QR code and lists the others; nothing on loopback")
    func terminal() {
        #expect(StudioDevice.terminalText([]) == "")
        let urls = ["http://192.168.1.20:8787/live?token=\(Self.token)", "http://10.0.0.5:8787/live?token=\(Self.token)"]
        let lines = StudioDevice.terminalText(urls).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first?.hasSuffix(urls[0]) == true)
        #expect(lines.dropLast().last == "The device URL on another network of this machine: \(urls[1])")
        let code = lines.dropFirst().dropLast(2)
        // A square of half blocks: the symbol (21 modules a side or more) and its quiet zone, two rows a line.
        let width = code.first?.count ?? 0
        #expect(width >= 21 + 8 && code.count == (width + 1) / 2)
        #expect(code.allSatisfy { $0.count == width && $0.allSatisfy("█▀▄ ".contains) })
        #expect(StudioDevice.terminalText(urls) == StudioDevice.terminalText(urls))
    }

    @Test("GET /api/device: no URL on loopback; off loopback it needs the token and gives the URL and its QR code as SVG")
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
            try await client.execute(uri: "/api/device", method: .get, headers: [.cookie: "tessera-token=\(Self.token)"]) { response in
                #expect(response.status == .ok)
                let reply = try StudioServerTests.json(response.body)
                let url = "http://127.0.0.1:8787/live?token=\(Self.token)"
                #expect(reply["url"]?.stringValue == url)
                #expect(reply["urls"]?.elements?.compactMap(\.stringValue) == [url])
                let svg = try #require(reply["svg"]?.stringValue)
                #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\"") && svg.contains("role=\"img\""))
                #expect(svg.contains("aria-label=\"QR code of the device URL, \(url)\""))
            }
        }
    }
}
