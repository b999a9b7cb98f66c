import Foundation
import Hummingbird
import HummingbirdTesting
@_spi(TesseraTools) import TesseraCore
import TesseraGallery
import TesseraStudio
import TesseraStudioModel
import TesseraTestSupport
import Testing

/// "Start from brand colours" and the audit panel's Fix, through the Studio's HTTP API.
@Suite("Tessera Studio: brand colours and Fix")
struct StudioGenerateTests {
    static let brand = ThemeJSON.extending(
        "default", #""id": "harbor", "name": "Harbor", "summary": "Ferries on time.""#)
    static let headers = StudioServerTests.liveWriteHeaders

    /// The draft as the file would hold it, as text.
    @MainActor static func draftText(_ session: StudioSession) throws -> String {
        try ThemeFile.tree(for: session.draft).text()
    }

    @Test("a preview shows all four modes with ratios and the audit, and changes nothing")
    func preview() async throws {
        let (server, _) = try await StudioServerTests.server(Self.brand)
        let before = try await Self.draftText(server.session)
        let revision = await server.session.revision
        try await server.application().test(.live) { client in
            try await client.execute(
                uri: "/api/brand/preview", method: .post, headers: Self.headers,
                body: ByteBuffer(string: ##"{"accent": "#FFD60A", "neutral": "", "secondary": null}"##)
            ) { response throws in
                #expect(response.status == .ok)
                let reply = try StudioServerTests.json(response.body)
                let modes = reply["modes"]?.elements ?? []
                #expect(
                    modes.compactMap { $0["mode"]?.stringValue } == [
                        "light-standard", "dark-standard", "light-increased", "dark-increased",
                    ])
                #expect(reply["passes"] == JSONNode(.bool(true)))
                #expect(reply["audit"]?["failures"]?.elements?.isEmpty == true)
                #expect(reply["base"]?.stringValue == "default")
                for mode in modes {
                    // Each ratio drawn is one the audit passes: body text 4.5:1 or more, the accent and its label 3:1 or more.
                    #expect((mode["ratios"]?["text"]?.numberValue ?? 0) >= 4.5)
                    #expect((mode["ratios"]?["label"]?.numberValue ?? 0) >= 4.5)
                    #expect(mode["roles"]?["accent"]?.stringValue == mode["accent"]?.stringValue)
                }
                // A bright yellow cannot be a light-mode fill as it is: the preview says how far it moved.
                let light = try #require(modes.first)
                #expect((light["accentDifference"]?.numberValue ?? 0) > 0)
                #expect(light["accent"]?.stringValue != "#FFD60A")
            }
        }
        #expect(try await Self.draftText(server.session) == before)
        #expect(await server.session.revision == revision)
        #expect(await server.session.status.canUndo == false)
    }

    @Test(
        "a bad colour is refused naming its field and what is expected",
        arguments: [
            (##"{"accent": "#12345G"}"##, "accent"), (##"{"accent": "#2563EB", "neutral": "blue"}"##, "neutral"),
            (##"{"accent": "#2563EB", "secondary": 12}"##, "secondary"), (##"{"neutral": "#2563EB"}"##, "accent"),
            (##"{"accent": "#FFF"}"##, "accent"),
        ])
    func badColour(body: String, field: String) async throws {
        let (server, _) = try await StudioServerTests.server(Self.brand)
        try await server.application().test(.live) { client in
            for path in ["/api/brand/preview", "/api/brand"] {
                try await client.execute(
                    uri: path, method: .post, headers: Self.headers, body: ByteBuffer(string: body)
                ) { response throws in
                    #expect(response.status == .badRequest)
                    let reply = try StudioServerTests.json(response.body)
                    #expect(reply["field"]?.stringValue == field)
                    #expect(reply["error"]?.stringValue?.hasPrefix("\(field):") == true)
                    #expect(reply["error"]?.stringValue?.contains("#RRGGBB") == true)
                }
            }
        }
        #expect(await server.session.status.canUndo == false)
    }

    @Test(
        "keeping brand colours is one undoable step: the audit passes, the identity stays, undo restores the draft byte for byte"
    )
    func apply() async throws {
        let (server, _) = try await StudioServerTests.server(Self.brand)
        let before = try await Self.draftText(server.session)
        try await server.application().test(.live) { client in
            try await client.execute(
                uri: "/api/brand", method: .post, headers: Self.headers,
                body: ByteBuffer(string: ##"{"accent": "#E4002B", "neutral": "#5B6770", "secondary": "#00A3AD"}"##)
            ) { response throws in
                #expect(response.status == .ok)
                let status = try StudioServerTests.json(response.body)
                #expect(status["undoLabel"]?.stringValue == "Start from brand colours #E4002B")
            }
        }
        let session = server.session
        #expect(await session.audit.failures.isEmpty)
        let draft = await session.draft
        #expect(
            draft.id == "harbor" && draft.name == "Harbor" && draft.extends == "default"
                && draft.summary == "Ferries on time.")
        let generated = ThemeGenerator.generate(
            from: BrandColors(
                accent: try RGBA(hex: "#E4002B"), neutral: try RGBA(hex: "#5B6770"), secondary: try RGBA(hex: "#00A3AD")
            ))
        let theme = await session.theme
        for mode in ColorMode.allCases {
            #expect(theme.color(.accent, in: mode) == generated.accent[mode])
        }
        await session.undo()
        #expect(try await Self.draftText(session) == before)
        #expect(await session.status.canUndo == false)
    }

    /// The draft's audit failures as the page reads them.
    static func failures(_ session: StudioSession) async throws -> [JSONNode] {
        try JSONNode(parsing: StudioPayload.encode(await session.audit))["failures"]?.elements ?? []
    }

    /// A server whose `textSecondary` was made too faint by edits in light and in dark, and the
    /// light failure it causes.
    static func broken() async throws -> (StudioServer, JSONNode) {
        let (server, _) = try await StudioServerTests.server(Self.brand)
        for (mode, value) in [("light", "#C8C8C8"), ("dark", "#3A3A3C")] {
            let refused = await server.session.edit(
                JSONPath([.key("colors"), .key("textSecondary"), .key(mode)]), to: .string(value))
            #expect(refused.isEmpty)
        }
        let failure = try #require(
            try await Self.failures(server.session).first {
                $0["role"]?.stringValue == "textSecondary" && $0["mode"]?.stringValue == "light-standard"
                    && $0["check"]?.stringValue == "textContrast"
            })
        return (server, failure)
    }

    @Test("Fix previews the move, then changes only the moved role in that mode, as one undoable step")
    func fix() async throws {
        let (server, failure) = try await Self.broken()
        let session = server.session
        let before = try await Self.draftText(session)
        let beforeTheme = await session.theme
        let body = JSONNode.object([
            "role": failure["role"] ?? .null, "against": failure["against"] ?? .null, "mode": failure["mode"] ?? .null,
        ]).text(pretty: false)
        try await server.application().test(.live) { client in
            try await client.execute(
                uri: "/api/fix/preview", method: .post, headers: Self.headers, body: ByteBuffer(string: body)
            ) { response throws in
                #expect(response.status == .ok)
                let change = try #require(StudioServerTests.json(response.body)["changes"]?.elements?.first)
                #expect(
                    change["role"]?.stringValue == "textSecondary" && change["mode"]?.stringValue == "light-standard")
                #expect(change["before"]?.stringValue == "#C8C8C8")
                #expect((change["ratioBefore"]?.numberValue ?? 99) < (change["threshold"]?.numberValue ?? 0))
                #expect((change["ratioAfter"]?.numberValue ?? 0) >= (change["threshold"]?.numberValue ?? 99))
                #expect((change["deltaE"]?.numberValue ?? 0) > 0)
            }
            #expect(try await Self.draftText(session) == before)
            try await client.execute(
                uri: "/api/fix", method: .post, headers: Self.headers, body: ByteBuffer(string: body)
            ) { response throws in
                #expect(response.status == .ok)
            }
            // Fixed, the pair passes: a second Fix finds nothing to do.
            try await client.execute(
                uri: "/api/fix", method: .post, headers: Self.headers, body: ByteBuffer(string: body)
            ) { response throws in
                #expect(response.status == .unprocessableContent)
                #expect(
                    try StudioServerTests.json(response.body)["error"]?.stringValue?.contains("passes already") == true)
            }
        }
        let failures = try await Self.failures(session)
        #expect(
            !failures.contains {
                $0["role"] == failure["role"] && $0["against"] == failure["against"] && $0["mode"] == failure["mode"]
            })
        // The dark failure is another pair: it is left for its own Fix.
        #expect(
            failures.contains {
                $0["role"]?.stringValue == "textSecondary" && $0["mode"]?.stringValue == "dark-standard"
            })
        let after = await session.theme
        var changed: [String] = []
        for role in beforeTheme.colorRoles {
            for mode in ColorMode.allCases where beforeTheme.color(role, in: mode) != after.color(role, in: mode) {
                changed.append("\(role.name) \(BrandPreview.key(mode))")
            }
        }
        #expect(changed == ["textSecondary light-standard"])
        #expect(
            await session.status.undoLabel == "Fix textSecondary on \(failure["against"]?.stringValue ?? "") (light)")
        await session.undo()
        #expect(try await Self.draftText(session) == before)
    }

    @Test(
        "Fix of text on a material over content (a surface pair) previews and applies like any pair; the audit then passes it"
    )
    func fixSurfacePair() async throws {
        let panel = ThemeJSON.extending(
            "default",
            #"""
            "colors": {
              "panelTint": {"light": "#FFFFFF80", "dark": "#10141D80", "fallback": "surfaceTint"},
              "panelText": {"light": "#4D5565", "dark": "#B0B0B0", "fallback": "textSecondary"}
            },
            "surfaces": {"thinPanel": {"background": {"material": "thin", "tint": "panelTint", "tintOpacity": 1, "opaque": "surfaceBase"}, "fallback": "card"}},
            "accessibility": {"pairings": [{"text": ["panelText"], "on": ["panelTint"]}]}
            """#)
        let (server, _) = try await StudioServerTests.server(panel)
        let session = server.session
        let failures = try await Self.failures(session)
        let failure = try #require(
            failures.first {
                $0["against"]?.stringValue?.hasPrefix("thinPanel over") == true
                    && $0["mode"]?.stringValue == "dark-standard"
            })
        let body = JSONNode.object([
            "role": failure["role"] ?? .null, "against": failure["against"] ?? .null, "mode": failure["mode"] ?? .null,
        ]).text(pretty: false)
        try await server.application().test(.live) { client in
            try await client.execute(
                uri: "/api/fix/preview", method: .post, headers: Self.headers, body: ByteBuffer(string: body)
            ) { response throws in
                #expect(response.status == .ok)
                let change = try #require(StudioServerTests.json(response.body)["changes"]?.elements?.first)
                #expect((change["ratioAfter"]?.numberValue ?? 0) >= (change["threshold"]?.numberValue ?? 99))
            }
            try await client.execute(
                uri: "/api/fix", method: .post, headers: Self.headers, body: ByteBuffer(string: body)
            ) { response throws in
                #expect(response.status == .ok)
            }
        }
        let after = try await Self.failures(session)
        #expect(
            !after.contains {
                $0["role"] == failure["role"] && $0["against"] == failure["against"] && $0["mode"] == failure["mode"]
            })
        let label = "Fix \(failure["role"]?.stringValue ?? "") on \(failure["against"]?.stringValue ?? "") (dark)"
        #expect(await session.status.undoLabel == label)
    }

    @Test("Fix refuses a bad mode or a missing pair, naming the field")
    func fixErrors() async throws {
        let (server, _) = try await StudioServerTests.server(Self.brand)
        try await server.application().test(.live) { client in
            for (body, field) in [
                (##"{"role": "textSecondary", "against": "background", "mode": "sepia"}"##, "mode"),
                (##"{"against": "background", "mode": "light-standard"}"##, "role"),
                (##"{"role": "textSecondary", "mode": "light-standard"}"##, "against"),
            ] {
                try await client.execute(
                    uri: "/api/fix", method: .post, headers: Self.headers, body: ByteBuffer(string: body)
                ) { response throws in
                    #expect(response.status == .badRequest)
                    #expect(try StudioServerTests.json(response.body)["field"]?.stringValue == field)
                }
            }
        }
    }
}
