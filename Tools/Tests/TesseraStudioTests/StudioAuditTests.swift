import Foundation
import Hummingbird
import HummingbirdTesting
@_spi(TesseraTools) import TesseraCore
import TesseraStudio
import TesseraStudioModel
import TesseraTestSupport
import Testing

/// The Studio's accessibility panel gets `tessera audit`'s checks for the draft, in all four modes.
@Suite("Tessera Studio: the audit")
struct StudioAuditTests {
    @Test("the page's reply carries every failing check of the core's audit of the draft, and follows each edit")
    func everyFailingCheck() async throws {
        let (server, _) = try await StudioServerTests.server(
            ThemeJSON.extending(
                "default",
                #"""
                "name": "Pale", "colors": {"accent": {"increasedContrastDark": "#303060"}}
                """#))
        try await server.application().test(.live) { client in
            let before = try await client.execute(uri: "/api/gallery?appearance=light", method: .get) {
                response throws in
                let audit = try StudioServerTests.json(response.body)["audit"]
                let expected = AccessibilityAudit.run(await server.session.theme)
                #expect(audit?["checks"]?.numberValue == Double(expected.findings.count))
                let messages = audit?["failures"]?.elements?.compactMap { $0["message"]?.stringValue }
                #expect(messages == expected.failures.map(\.message))
                // In light mode too, the dark increased-contrast button failures are there.
                #expect(
                    audit?["failures"]?.elements?.contains {
                        $0["check"]?.stringValue == "buttonLabelContrast" && $0["mode"]?.stringValue == "dark-increased"
                    } == true)
                return messages?.count ?? 0
            }
            #expect(before > 0)
            let edit = ByteBuffer(string: ##"{"path": ["colors", "textSecondary", "light"], "value": "#C8C8C8"}"##)
            try await client.execute(
                uri: "/api/edit", method: .post, headers: StudioServerTests.liveWriteHeaders, body: edit
            ) { #expect($0.status == .ok) }
            try await client.execute(uri: "/api/gallery", method: .get) { response throws in
                let failures = try StudioServerTests.json(response.body)["audit"]?["failures"]?.elements ?? []
                #expect(failures.count == AccessibilityAudit.run(await server.session.theme).failures.count)
                #expect(failures.count > before)
            }
        }
    }
}
