import Foundation
import Hummingbird
import HummingbirdTesting
import TesseraStudio
import Testing

/// A request body that is not what its route expects is refused with 400 naming what the route
/// expects, the member at fault and what it should have been; the draft does not change.
@Suite("Studio: request bodies")
struct StudioRequestBodyTests {
    @Test(
        "a bad body is 400 naming the member and what was expected",
        arguments: [
            ("/api/preset", #"{"id": 3}"#, #"expected {"id": PRESET} naming a built-in preset: "id" is not a string"#),
            ("/api/preset", #"{}"#, #""id" is missing"#),
            ("/api/preset", #"{"id": "nope"}"#, #"no preset 'nope'"#),
            ("/api/source", #"{"text": null}"#, #""text" is null, not a string"#),
            ("/api/recovery", #"{"action": "keep"}"#, #""action" is none of the values expected"#),
            ("/api/import/figma", #"{"text": "{}", "map": 1}"#, #""map" is not a string"#),
            ("/api/palette/ramp", ##"{"name": 3, "color": "#2A9D8F"}"##, #""name" is not a string"#),
            ("/api/palette/rename", #"{"path": "indigo"}"#, #""name" is missing"#),
            ("/api/derive", #"[]"#, #"expected {"role": NAME} naming a colour role: the body is not an object"#),
            ("/api/reset", #"{"role": "accent", "mode": "sepia"}"#, #""mode" is "sepia""#),
            ("/api/brands/open", #"{"name": "x"}"#, #""id" is missing"#),
            ("/api/preset", #"{"id": "#, "The body is not JSON"),
        ])
    func refused(uri: String, body: String, message: String) async throws {
        let (server, _) = try await StudioServerTests.server()
        try await server.application().test(.router) { client in
            let before = try await StudioEditPathTests.revision(client)
            let response = try await client.execute(
                uri: uri, method: .post, headers: StudioServerTests.writeHeaders, body: StudioServerTests.body(body))
            #expect(response.status == .badRequest)
            let text = String(buffer: response.body)
            #expect(
                text.contains(message) || text.contains(message.replacingOccurrences(of: "\"", with: "\\\"")),
                "\(text)")
            #expect(try await StudioEditPathTests.revision(client) == before)
        }
    }
}
