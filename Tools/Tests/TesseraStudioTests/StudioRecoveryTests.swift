import Foundation
import Hummingbird
import HummingbirdTesting
@_spi(TesseraTools) import TesseraCore
import TesseraGallery
import TesseraStudio
import TesseraStudioModel
import TesseraTestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Stopping the Studio never loses the draft: unsaved edits go to a recovery file beside the
/// theme, said on exit, offered at the next start, restored or discarded from the page.
@Suite("Tessera Studio: unsaved edits kept when it stops")
struct StudioRecoveryTests {
    static let edit = ByteBuffer(string: ##"{"path": ["colors", "accent", "light"], "value": "#B00B1E"}"##)

    @Test("the edits are kept, offered by the next session, restored as one undo step, and gone once saved")
    func keepOfferRestoreSave() async throws {
        let (server, file) = try await StudioServerTests.server()
        let original = try Data(contentsOf: file)
        #expect(try await server.session.keepUnsavedEdits() == nil, "nothing unsaved, nothing written")
        try await server.application().test(.live) { client in
            try await client.execute(
                uri: "/api/edit", method: .post, headers: StudioServerTests.liveWriteHeaders, body: Self.edit
            ) { #expect($0.status == .ok) }
        }
        let kept = try #require(try await server.session.keepUnsavedEdits())
        #expect(
            kept.lastPathComponent == "theme.json.recovery"
                && kept.deletingLastPathComponent() == file.deletingLastPathComponent())
        #expect(try String(contentsOf: kept, encoding: .utf8).contains("#B00B1E"))
        #expect((try FileManager.default.attributesOfItem(atPath: kept.path)[.posixPermissions] as? Int) == 0o600)
        #expect(try Data(contentsOf: file) == original, "the theme file itself is untouched")

        // The next start.
        let next = try await StudioSession(file: file)
        let restarted = StudioServer(session: next, host: "127.0.0.1", port: 8787, token: StudioServerTests.token)
        try await restarted.application().test(.live) { client in
            try await client.execute(uri: "/api/status", method: .get) { response throws in
                #expect(try StudioServerTests.json(response.body)["recovery"]?.stringValue == "theme.json.recovery")
            }
            let restore = ByteBuffer(string: #"{"action": "restore"}"#)
            try await client.execute(
                uri: "/api/recovery", method: .post, headers: StudioServerTests.liveWriteHeaders, body: restore
            ) { response throws in
                #expect(response.status == .ok)
                let status = try StudioServerTests.json(response.body)
                #expect(status["unsaved"] == JSONNode(.bool(true)) && status["canUndo"] == JSONNode(.bool(true)))
            }
            try await client.execute(uri: "/api/gallery", method: .get) { response throws in
                #expect(
                    try StudioServerTests.json(response.body)["gallery"]?["colors"]?["accent"]?.stringValue == "#B00B1E"
                )
            }
            try await client.execute(uri: "/api/save", method: .post, headers: StudioServerTests.liveWriteHeaders) {
                #expect($0.status == .ok)
            }
            try await client.execute(uri: "/api/status", method: .get) { response throws in
                #expect(try StudioServerTests.json(response.body)["recovery"] == .null)
            }
        }
        #expect(!FileManager.default.fileExists(atPath: kept.path), "saved: the recovery file is gone")
        #expect(try String(contentsOf: file, encoding: .utf8).contains("#B00B1E"))
    }

    @Test("discarding removes the recovery file and leaves the draft as the file is")
    func discard() async throws {
        let (server, file) = try await StudioServerTests.server()
        await server.session.edit(["colors", "accent", "light"], to: .string("#123456"))
        let kept = try #require(try await server.session.keepUnsavedEdits())
        let next = try await StudioSession(file: file)
        let restarted = StudioServer(session: next, host: "127.0.0.1", port: 8787, token: StudioServerTests.token)
        try await restarted.application().test(.live) { client in
            try await client.execute(
                uri: "/api/recovery", method: .post, headers: StudioServerTests.liveWriteHeaders,
                body: ByteBuffer(string: #"{"action": "discard"}"#)
            ) { response throws in
                #expect(try StudioServerTests.json(response.body)["recovery"] == .null)
            }
            try await client.execute(
                uri: "/api/recovery", method: .post, headers: StudioServerTests.liveWriteHeaders,
                body: ByteBuffer(string: #"{"action": "keep"}"#)
            ) {
                #expect($0.status == .badRequest)
            }
        }
        #expect(!FileManager.default.fileExists(atPath: kept.path))
        #expect(await next.hasUnsavedChanges == false)
    }

    @Test("a recovery file that is not a theme is refused with its name, line and column; the draft stays")
    func brokenRecovery() async throws {
        let (_, file) = try await StudioServerTests.server()
        try Data("{\n  \"colors\": [1,\n".utf8).write(to: file.appendingPathExtension("recovery"))
        let session = try await StudioSession(file: file)
        let before = await session.draft
        let refused = await session.restoreRecovery()
        #expect(refused.first?.description.hasPrefix("theme.json.recovery:") == true, "\(refused)")
        #expect(await session.draft == before)
    }

    /// The real command: edits, then SIGINT or SIGTERM — it says where the edits were kept, and
    /// the next start says they are there.
    @Test("tessera-studio stopped with unsaved edits keeps them and says where", arguments: [SIGINT, SIGTERM])
    func stoppingTheCommand(signal: Int32) async throws {
        let folder = try TemporaryFolder.create("studio-stop")
        defer { TemporaryFolder.remove(folder) }
        let file = folder.appendingPathComponent("theme.json")
        try ThemeJSON.extending("default", #""name": "Shop""#).write(to: file, atomically: true, encoding: .utf8)
        let studio = try StudioProcess(file: file)
        let kept = file.appendingPathExtension("recovery")
        var request = URLRequest(url: URL(string: "http://127.0.0.1:\(studio.port)/api/edit") ?? folder)
        request.httpMethod = "POST"
        request.setValue(studio.token, forHTTPHeaderField: "X-Tessera-Token")
        request.httpBody = Data(##"{"path": ["colors", "accent", "light"], "value": "#B00B1E"}"##.utf8)
        let (_, response) = try await URLSession.shared.data(for: request)
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        let (status, errors) = studio.stop(signal)
        #expect(status == 0, "\(errors)")
        #expect(errors.contains("Unsaved edits were kept in \(kept.path)"), "\(errors)")
        #expect(try String(contentsOf: kept, encoding: .utf8).contains("#B00B1E"))
        #expect(!(try String(contentsOf: file, encoding: .utf8).contains("#B00B1E")))
        let again = try StudioProcess(file: file)
        let (_, offered) = again.stop(SIGINT)
        #expect(offered.contains("Unsaved edits from the last session are kept in \(kept.path)"), "\(offered)")
    }

    @Test("stopped with nothing unsaved, it writes no recovery file and says nothing of one")
    func stoppingWithNothingUnsaved() throws {
        let folder = try TemporaryFolder.create("studio-stop")
        defer { TemporaryFolder.remove(folder) }
        let file = folder.appendingPathComponent("theme.json")
        try ThemeJSON.extending("default", #""name": "Shop""#).write(to: file, atomically: true, encoding: .utf8)
        let (status, errors) = try StudioProcess(file: file).stop(SIGINT)
        #expect(status == 0 && !errors.contains("Unsaved"), "\(errors)")
        #expect(!FileManager.default.fileExists(atPath: file.appendingPathExtension("recovery").path))
    }
}

/// The built `tessera-studio` running over a file on a free port, with a fixed token.
struct StudioProcess {
    let process = Process()
    let errors = Pipe()
    let port: Int
    let token = String(repeating: "7c", count: 32)

    struct Failure: Error, CustomStringConvertible { let description: String }

    static var binary: URL {
        let candidates = [
            Bundle.main.bundleURL.appendingPathComponent("tessera-studio"),
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("tessera-studio"),
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
                "tessera-studio"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }

    /// Starts it and waits for the line that names its URL.
    init(file: URL) throws {
        let output = Pipe()
        process.executableURL = Self.binary
        process.arguments = [file.path, "--port", "0"]
        process.environment = ProcessInfo.processInfo.environment.merging(["TESSERA_STUDIO_TOKEN": token]) { $1 }
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        var line = Data()
        while !line.contains(0x0A) {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { throw Failure(description: "tessera-studio exited before it listened") }
            line += chunk
        }
        let text = String(decoding: line, as: UTF8.self)
        guard let url = text.split(separator: " ").first(where: { $0.hasPrefix("http://") }),
            let port = URLComponents(string: String(url))?.port
        else { throw Failure(description: "no URL in \(text)") }
        self.port = port
    }

    /// Sends `signal`, waits for the exit, and returns its status and everything it wrote to standard error.
    func stop(_ signal: Int32) -> (Int32, String) {
        kill(process.processIdentifier, signal)
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }
}
