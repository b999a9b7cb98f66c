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

/// The Studio's Figma export and import and its review of changes before saving, through
/// Hummingbird's testing client.
@Suite("Tessera Studio: Figma and review of changes")
struct StudioFigmaAndReviewTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/Figma")

    /// The body the page sends for `file` (and `map`), each named by its last path component.
    static func upload(_ file: URL, map: URL? = nil) throws -> ByteBuffer {
        var members: [JSONNode.Member] = [
            .init(key: "name", value: .string(file.lastPathComponent)),
            .init(key: "text", value: .string(try String(contentsOf: file, encoding: .utf8))),
        ]
        if let map {
            members.append(.init(key: "mapName", value: .string(map.lastPathComponent)))
            members.append(.init(key: "map", value: .string(try String(contentsOf: map, encoding: .utf8))))
        }
        return ByteBuffer(string: JSONNode(.object(members)).text(pretty: false))
    }

    static func revision(_ server: StudioServer) async -> Double? { Double(await server.session.status.revision) }

    @Test func figmaExportIsTheCheckedBodyTheCommandLineWrites() async throws {
        let (server, _) = try await StudioServerTests.server()
        let theme = await server.session.theme
        let expected = try FigmaExport.checkedText(for: theme)
        #expect(ExportFormat.figma.isSingleFile && ExportFormat.figma.studioLabel == "Figma variables")
        try await server.application().test(.router) { client in
            try await client.execute(uri: "/api/export/figma", method: .get) { response throws in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body) == expected)
                #expect(response.headers[.contentDisposition] == "attachment; filename=\"\(theme.id).figma.json\"")
            }
            try await client.execute(uri: "/", method: .get) { response throws in
                #expect(
                    String(buffer: response.body).contains(
                        #"<a href="/api/export/figma" download data-export="figma">Figma variables</a>"#))
            }
        }
        // What the export downloads reads back, through the import, as the same theme.
        let imported = FigmaImport.theme(from: Data(expected.utf8), file: "\(theme.id).figma.json")
        #expect(imported.isValid, "\(imported.diagnostics)")
    }

    @Test func importingFigmaVariablesMakesTheDraftInOneUndoableStep() async throws {
        let (server, _) = try await StudioServerTests.server()
        let file = Self.examples.appendingPathComponent("figma-variables.json")
        let map = Self.examples.appendingPathComponent("figma-variables.map.json")
        let expected = FigmaImport.theme(
            from: try Data(contentsOf: file), file: "figma-variables.json",
            map: TokenMap.read(contentsOf: map, shownAs: "map").map,
            modes: FigmaModeMap.read(contentsOf: map, shownAs: "map").map)
        let expectedTree = try #require(expected.theme)
        let expectedTheme = try #require(ThemeLoader().load(tree: expectedTree, defaultID: "theme").theme)
        let before = await server.session.theme.color(.background, in: ColorMode(.dark)).hexString
        try await server.application().test(.router) { client in
            try await client.execute(
                uri: "/api/import/figma", method: .post, headers: StudioServerTests.writeHeaders,
                body: try Self.upload(file, map: map)
            ) { response throws in
                #expect(response.status == .ok)
                let status = try StudioServerTests.json(response.body)
                #expect(status["undoLabel"]?.stringValue == "Import figma-variables.json")
                #expect(status["unsaved"] == JSONNode(.bool(true)))
            }
        }
        let draft = await server.session.theme
        for mode in ColorMode.allCases {
            #expect(draft.color(.background, in: mode) == expectedTheme.color(.background, in: mode), "\(mode)")
            #expect(draft.color(.accent, in: mode) == expectedTheme.color(.accent, in: mode), "\(mode)")
        }
        #expect(draft.color(.background, in: ColorMode(.dark)).hexString == "#111418")
        #expect(draft.resolved().spacing("m") == 12)
        await server.session.undo()
        #expect(await server.session.theme.color(.background, in: ColorMode(.dark)).hexString == before)
        #expect(await server.session.hasUnsavedChanges == false)
    }

    @Test(arguments: [
        // Not JSON at all: where the parser stopped.
        ("broken.json", #"{"meta": {"variables": [1, }"#, "broken.json:1:"),
        // JSON, but not Figma variables.
        ("theme.json", #"{"specVersion": "1.0", "extends": "default"}"#, "theme.json:1:1: error:"),
    ])
    func aBadFileIsRefusedWithItsPlaceAndChangesNothing(name: String, text: String, expected: String) async throws {
        let (server, _) = try await StudioServerTests.server()
        let revision = await Self.revision(server)
        let body = JSONNode.object(["name": .string("uploads/" + name), "text": .string(text)]).text(pretty: false)
        try await server.application().test(.router) { client in
            try await client.execute(
                uri: "/api/import/figma", method: .post, headers: StudioServerTests.writeHeaders,
                body: ByteBuffer(string: body)
            ) { response throws in
                #expect(response.status == .unprocessableContent)
                let first = try StudioServerTests.json(response.body)["diagnostics"]?.elements?.first?.stringValue ?? ""
                #expect(first.hasPrefix(expected), "\(first)")
            }
        }
        #expect(await Self.revision(server) == revision)
        #expect(await server.session.hasUnsavedChanges == false)
    }

    @Test func theExampleWithoutItsMapIsRefusedAndImportsNeedTheTokenAndFitTheUploadLimit() async throws {
        let (server, _) = try await StudioServerTests.server()
        let revision = await Self.revision(server)
        let file = Self.examples.appendingPathComponent("figma-variables.json")
        try await server.application().test(.router) { client in
            try await client.execute(
                uri: "/api/import/figma", method: .post, headers: StudioServerTests.writeHeaders,
                body: try Self.upload(file)
            ) { response throws in
                #expect(response.status == .unprocessableContent)
                let lines =
                    try StudioServerTests.json(response.body)["diagnostics"]?.elements?.compactMap(\.stringValue) ?? []
                #expect(
                    lines.contains { $0.hasPrefix("figma-variables.json:1:1: error:") && $0.contains("--suggest-map") },
                    "\(lines)")
            }
            try await client.execute(
                uri: "/api/import/figma", method: .post, headers: [.contentType: "application/json"],
                body: try Self.upload(file)
            ) {
                #expect($0.status == .forbidden)
            }
            try await client.execute(
                uri: "/api/import/figma", method: .post, headers: StudioServerTests.writeHeaders,
                body: ByteBuffer(string: "{}")
            ) {
                #expect($0.status == .badRequest)
            }
        }
        // An upload may be larger than other bodies (a real file is), up to its own limit.
        let large = ByteBuffer(
            string: JSONNode.object([
                "name": .string("large.json"), "text": .string(String(repeating: " ", count: 100_000)),
            ]).text(pretty: false))
        #expect(large.readableBytes > server.maximumBodySize)
        var limited = server
        try await server.application().test(.router) { client in
            try await client.execute(
                uri: "/api/import/figma", method: .post, headers: StudioServerTests.writeHeaders, body: large
            ) {
                #expect($0.status == .unprocessableContent)
            }
        }
        limited.maximumUploadSize = 50_000
        try await limited.application().test(.router) { client in
            try await client.execute(
                uri: "/api/import/figma", method: .post, headers: StudioServerTests.writeHeaders, body: large
            ) {
                #expect($0.status == .contentTooLarge)
            }
        }
        #expect(await Self.revision(server) == revision)
    }

    @Test func theReviewListsTheDraftsChangesAndIsEmptyAfterSaving() async throws {
        let (server, _) = try await StudioServerTests.server()
        let old = await server.session.theme.color(.accent, in: ColorMode(.light)).hexString
        try await server.application().test(.router) { client in
            try await StudioServerTests.editAccent(client, to: "#B00B1E") { #expect($0.status == .ok) }
            try await client.execute(uri: "/api/diff", method: .get) { response throws in
                #expect(response.status == .ok)
                let diff = try StudioServerTests.json(response.body)
                #expect(diff["old"]?.stringValue == "theme.json" && diff["new"]?.stringValue == "draft")
                let roles = diff["roles"]?.elements ?? []
                let accent = try #require(
                    roles.first { $0["kind"]?.stringValue == "color" && $0["name"]?.stringValue == "accent" })
                #expect(accent["change"]?.stringValue == "changed")
                let values = accent["values"]?.elements ?? []
                #expect(values.count == 1)
                #expect(values.first?["contexts"]?.elements?.compactMap(\.stringValue) == ["light"])
                #expect(values.first?["old"]?.stringValue == old && values.first?["new"]?.stringValue == "#B00B1E")
            }
            try await client.execute(uri: "/api/save", method: .post, headers: StudioServerTests.writeHeaders) {
                #expect($0.status == .ok)
            }
            try await client.execute(uri: "/api/diff", method: .get) { response throws in
                let diff = try StudioServerTests.json(response.body)
                #expect(diff["roles"]?.elements?.isEmpty == true)
                #expect(diff["renames"]?.elements?.isEmpty == true)
                #expect(diff["audit"]?.elements?.isEmpty == true)
                #expect(diff["summary"]?["changed"]?.numberValue == 0)
            }
        }
    }

    @Test func theReviewMarksAccessibilityRegressions() async throws {
        let (server, _) = try await StudioServerTests.server()
        let edit = ByteBuffer(string: ##"{"path": ["colors", "textPrimary", "light"], "value": "#F4F4F4"}"##)
        try await server.application().test(.router) { client in
            try await client.execute(
                uri: "/api/edit", method: .post, headers: StudioServerTests.writeHeaders, body: edit
            ) { #expect($0.status == .ok) }
            try await client.execute(uri: "/api/diff", method: .get) { response throws in
                let diff = try StudioServerTests.json(response.body)
                let regressions = (diff["audit"]?.elements ?? []).filter { $0["regression"] == JSONNode(.bool(true)) }
                #expect(
                    regressions.contains {
                        $0["role"]?.stringValue == "textPrimary" && $0["mode"]?.stringValue == "light"
                    }, "\(regressions)")
                #expect(diff["summary"]?["regressions"]?.numberValue == Double(regressions.count))
            }
        }
    }
}
