import Foundation
import Hummingbird
import HummingbirdTesting
@_spi(TesseraTools) import TesseraCore
import TesseraStudio
import TesseraStudioModel
import Testing

/// A colour typed in the page is read by the server, with the core's one colour-text parser (as
/// `tessera contrast` reads its arguments): `{"path", "color": TEXT}` writes what the text names,
/// and text that names no colour is 422 with what was expected, nothing changed.
@Suite("Tessera Studio: typed colours read by the server")
struct StudioTypedColorTests {
    @Test(
        "each typed form is written as the theme file writes it, and shown in the field as typed",
        arguments: [
            ("oklch(0.62 0.19 259)", #"{"colorSpace":"oklch","components":[0.62,0.19,259]}"#),
            ("rgb(51 102 204 / 0.5)", #"{"alpha":0.5,"colorSpace":"srgb","components":[0.2,0.4,0.8]}"#),
            ("#3366ccaa", ##""#3366CCAA""##),
            ("{palette.indigo.700}", #""{palette.indigo.700}""#),
        ])
    func typed(text: String, written: String) async throws {
        let (server, _) = try await StudioServerTests.server()
        try await server.application().test(.router) { client in
            let edit = StudioServerTests.body(#"{"path": ["colors", "accent", "light"], "color": "\#(text)"}"#)
            let response = try await client.execute(
                uri: "/api/edit", method: .post, headers: StudioServerTests.writeHeaders, body: edit)
            #expect(response.status == .ok, "\(String(buffer: response.body))")
            let gallery = try await StudioEditorRouteTests.gallery(client)
            let detail = gallery["colorDetails"]?["accent"]
            #expect(detail?["written"]?.text(pretty: false, sortKeys: true) == written)
            #expect(detail?["text"]?.stringValue == (text.hasPrefix("#") ? text.uppercased() : text))
            let matrix = try await client.execute(uri: "/api/matrix", method: .get) {
                try StudioServerTests.json($0.body)
            }
            let cell = matrix["roles"]?.elements?.first { $0["name"]?.stringValue == "accent" }?["cells"]?.elements?
                .first
            #expect(cell?["text"] == detail?["text"])
        }
    }

    @Test(
        "Same in all modes sends the text once per mode; each is read the same",
        arguments: ["color(display-p3 0.2 0.4 0.8)"])
    func sameInAllModes(text: String) async throws {
        let (server, _) = try await StudioServerTests.server()
        try await server.application().test(.router) { client in
            let edits = ["light", "dark", "increasedContrastLight", "increasedContrastDark"].map {
                #"{"path": ["colors", "accent", "\#($0)"], "color": "\#(text)"}"#
            }
            let body = StudioServerTests.body(
                #"{"edits": [\#(edits.joined(separator: ","))], "label": "Same in all modes for accent"}"#)
            let response = try await client.execute(
                uri: "/api/edits", method: .post, headers: StudioServerTests.writeHeaders, body: body)
            #expect(response.status == .ok, "\(String(buffer: response.body))")
            let matrix = try await client.execute(uri: "/api/matrix", method: .get) {
                try StudioServerTests.json($0.body)
            }
            let cells =
                matrix["roles"]?.elements?.first { $0["name"]?.stringValue == "accent" }?["cells"]?.elements ?? []
            #expect(
                cells.count == 4 && cells.allSatisfy { $0["text"]?.stringValue == text },
                "\(cells.map { $0["text"]?.stringValue ?? "" })")
        }
    }

    @Test(
        "text that names no colour is 422 with the place and what was expected; nothing changes",
        arguments: [
            ("5", "expected #RRGGBB(AA)"), ("#12", "2 hex digits"), ("oklch(0.5 0.1)", "needs three components"),
            ("{spacing.m}", "{palette.NAME} or {colors.ROLE}"),
        ])
    func refused(text: String, says: String) async throws {
        let (server, _) = try await StudioServerTests.server()
        try await server.application().test(.router) { client in
            let before = try await StudioEditPathTests.revision(client)
            for (uri, body) in [
                ("/api/edit", #"{"path": ["colors", "accent", "dark"], "color": "\#(text)"}"#),
                (
                    "/api/edits",
                    ##"{"edits": [{"path": ["colors", "accent", "light"], "value": "#123456"}, {"path": ["colors", "accent", "dark"], "color": "\##(text)"}]}"##
                ),
            ] {
                let response = try await client.execute(
                    uri: uri, method: .post, headers: StudioServerTests.writeHeaders, body: StudioServerTests.body(body)
                )
                #expect(response.status == .unprocessableContent)
                let message =
                    try StudioServerTests.json(response.body)["diagnostics"]?.elements?.first?.stringValue ?? ""
                #expect(message.hasPrefix("colors.accent.dark: ") && message.contains(says), "\(message)")
            }
            #expect(try await StudioEditPathTests.revision(client) == before)
        }
    }
}
