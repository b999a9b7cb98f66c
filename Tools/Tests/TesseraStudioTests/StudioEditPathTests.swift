import Foundation
import Hummingbird
import HummingbirdTesting
@_spi(TesseraTools) import TesseraCore
import TesseraStudio
import TesseraStudioModel
import Testing

/// Which paths `POST /api/edit` accepts: places a theme file has, new names in groups keyed by
/// name included; anything else is 422 naming the path and the nearest valid one.
@Suite("Tessera Studio: edit paths")
struct StudioEditPathTests {
    /// The page's revision, from `/api/status`.
    static func revision(_ client: some TestClientProtocol) async throws -> Double? {
        try await client.execute(uri: "/api/status", method: .get) {
            try StudioServerTests.json($0.body)["revision"]?.numberValue
        }
    }

    @Test(
        "an edit at a place the theme has is applied; elsewhere it is 422 naming the nearest valid path, changing nothing",
        arguments: [
            (#"["colors", "accent", "light"]"#, ##""#123456""##, nil),
            (#""layout.spacing.huge""#, "64", nil),
            (#"["palette", "brand", "500"]"#, ##""#FF6600""##, nil),
            (#"["colors", "brandNew"]"#, ##"{"light": "#FF0000", "fallback": "accent"}"##, nil),
            (#"["colors", "accent", "light", "deeper", "still"]"#, ##""#FFFFFF""##, "colors.accent.light"),
            (#""../../etc/passwd""#, #""x""#, "colors"),
            (#""colours.accent.light""#, ##""#FFFFFF""##, "colors"),
            (#"["surfaces", "card", "radiuss"]"#, "20", "surfaces.card.radius"),
            (#"["layout", "spacing", 3]"#, "20", "layout.spacing"),
        ] as [(String, String, String?)])
    func paths(path: String, value: String, nearest: String?) async throws {
        let (server, _) = try await StudioServerTests.server()
        try await server.application().test(.router) { client in
            let before = try await Self.revision(client)
            let edit = StudioServerTests.body(#"{"path": \#(path), "value": \#(value)}"#)
            let response = try await client.execute(
                uri: "/api/edit", method: .post, headers: StudioServerTests.writeHeaders, body: edit)
            let after = try await Self.revision(client)
            guard let nearest else {
                #expect(response.status == .ok, "\(path): \(String(buffer: response.body))")
                #expect(after != before, "\(path)")
                return
            }
            #expect(response.status == .unprocessableContent, "\(path)")
            let message = try StudioServerTests.json(response.body)["diagnostics"]?.elements?.first?.stringValue ?? ""
            #expect(
                message.contains("not a place in a theme file") && message.contains("nearest valid path"), "\(message)")
            #expect(message.contains("`\(nearest)`"), "\(message)")
            #expect(after == before, "\(path)")
        }
    }
}
