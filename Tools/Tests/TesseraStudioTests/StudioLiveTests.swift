import Foundation
import Hummingbird
import HummingbirdTesting
@_spi(TesseraTools) import TesseraCore
import TesseraGallery
import TesseraLive
import TesseraStudioModel
import TesseraTestSupport
import Testing

@testable import TesseraStudio

/// `tessera studio --live` and the core's `LiveThemeSource` over a real socket: every edit
/// reaches the app, bad payloads never do, a restarted Studio is followed, and the stream
/// needs a token. Timings are the benchmark package's (`LiveBenchmarks`).
@Suite("Live theme: Studio to app", .serialized)
struct StudioLiveTests {
    static let token = String(repeating: "5a", count: 32)

    /// A server over a fresh copy of `contents`, on any free port.
    static func server(_ contents: String, port: Int = 0) async throws -> StudioServer {
        let file = try TemporaryFolder.create("live").appendingPathComponent("theme.json")
        try contents.write(to: file, atomically: true, encoding: .utf8)
        return StudioServer(session: try await StudioSession(file: file), host: "127.0.0.1", port: port, token: token)
    }

    @Test func theStreamNeedsTheToken() async throws {
        var server = try await Self.server(ThemeJSON.extending("default", #""name": "Shop""#))
        server.live = StudioLive()
        try await server.application().test(.router) { client in
            try await client.execute(uri: "/live", method: .get) { #expect($0.status == .unauthorized) }
            try await client.execute(uri: "/live?token=wrong", method: .get) { #expect($0.status == .forbidden) }
            try await client.execute(uri: "/live?token=\(Self.token.dropLast())0", method: .get) {
                #expect($0.status == .forbidden)
            }
        }
        try await RunningStudio.around(server) { studio in
            let wrong = await LiveFollower(studio.live(token: "wrong"))
            let missing = await LiveFollower(studio.live(token: nil))
            let right = await LiveFollower(studio.live(token: Self.token))
            defer {
                Task { @MainActor in
                    wrong.stop()
                    missing.stop()
                    right.stop()
                }
            }
            _ = try await right.applied(atLeast: 1)
            #expect(await right.manager.theme.name == "Shop")
            for (follower, status) in [(wrong, "HTTP 403"), (missing, "HTTP 401")] {
                // Waits for the refusal itself, not for a length of time.
                try await follower.event(containing: status)
                let events = await follower.events.map { "\($0.event)" }
                #expect(await follower.appliedCount == 0)
                #expect(events.contains { $0.contains(status) }, "\(events)")
                #expect(
                    !events.contains { $0.contains("wrong") || $0.contains(Self.token) }, "the token is never shown")
            }
        }
    }

    /// A 2,000-role theme, 200 edits through the Studio's HTTP API: each one reaches the app's
    /// `ThemeManager`, in order. How fast is measured by the benchmark package (`Live: edit to
    /// applied in the app, 2,000 roles`, goal p95 ≤ 100 ms), not here.
    @Test func everyEditReachesTheApp() async throws {
        let server = try await Self.server(ThemeJSON.customRoles(2_000))
        try await RunningStudio.around(server) { studio in
            let follower = await LiveFollower(studio.live(token: Self.token))
            defer { Task { @MainActor in follower.stop() } }
            _ = try await follower.applied(atLeast: 1)
            var last = 0
            for edit in 0..<200 {
                let hex = String(format: "#%06X", (edit * 7919 + 1) % 0xFFFFFF)
                let revision = try await studio.edit(["colors", "custom\(edit % 1_000)", "light"], to: hex)
                #expect(revision > last)
                last = revision
                _ = try await follower.applied(atLeast: revision)
                let shown = await follower.manager.theme.color(
                    ColorRole.custom("custom\(edit % 1_000)"), in: ColorMode(.light)
                ).hexString
                #expect(shown == hex, "edit \(edit)")
            }
            let spec = await follower.manager.theme.spec
            #expect((0..<1_000).allSatisfy { spec[color: .custom("custom\($0)"), .light] != nil })
        }
    }

    /// The hostile corpus (scripts/hostile-corpus --write), a payload over the limit and ones
    /// extending a file or a preset, each sent as a revision: every payload the file reader
    /// refuses (with no base themes to extend) is refused and the last good theme stays. The
    /// corpus also holds probes that are the default theme with one value set to null: those
    /// that are still valid themes (an optional value removed) are applied, as from a file;
    /// no hostile payload is.
    @Test func hostilePayloadsAreRefused() async throws {
        let corpus = try TemporaryFolder.create("hostile")
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../../scripts/hostile-corpus"
        ).standardized
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, "--write", corpus.path]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        var payloads = try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted().map {
            ($0, try Data(contentsOf: corpus.appendingPathComponent($0)))
        }
        #expect(payloads.count > 50)
        payloads.append(("over-the-limit", Data(repeating: 0x20, count: 5 * 1024 * 1024)))
        payloads.append(("extends-a-file", Data(#"{"specVersion": "1.0", "extends": "/etc/passwd"}"#.utf8)))
        payloads.append(("extends-a-preset", Data(ThemeJSON.extending("default", #""name": "Partial""#).utf8)))
        let reader = ThemeLoader(catalog: PresetCatalog(sources: []))
        let server = try await Self.server(ThemeJSON.extending("default", #""name": "Good""#))
        try await RunningStudio.around(server) { studio in
            let follower = await LiveFollower(studio.live(token: Self.token))
            defer { Task { @MainActor in follower.stop() } }
            _ = try await follower.applied(atLeast: 1)
            var current = await follower.manager.theme
            var refused = 0
            var appliedNames: [String] = []
            for (index, (name, data)) in payloads.enumerated() {
                let since = await follower.events.count
                studio.live.publish(data: data, revision: 1_000 + index)
                let valid = data.count <= 4 * 1024 * 1024 && reader.load(data).isValid
                let applied = try await follower.outcome(revision: 1_000 + index, since: since)
                #expect(
                    applied == valid,
                    "\(name): \(applied ? "applied" : "refused"), but the file reader \(valid ? "accepts" : "refuses") it"
                )
                let now = await follower.manager.theme
                if applied {
                    current = now
                    appliedNames.append(name)
                } else {
                    #expect(now === current, "\(name) changed the theme")
                    refused += 1
                }
            }
            let probes = payloads.filter { $0.0.hasPrefix("null-") }.count
            let hostile = payloads.count - probes
            let hostileApplied = appliedNames.filter { !$0.hasPrefix("null-") }
            print(
                "live: \(hostile) hostile payloads: \(hostile - hostileApplied.count) refused, \(hostileApplied.count) applied; "
                    + "\(probes) null probes: \(appliedNames.count - hostileApplied.count) valid themes applied, \(refused - (hostile - hostileApplied.count)) refused"
            )
            #expect(hostileApplied.isEmpty, "hostile payloads applied: \(hostileApplied)")
            #expect(appliedNames.count > 0, "no valid probe was applied: the stream applies nothing")
        }
    }

    /// A Studio stopped and started again on the same port (and token) is followed again. How
    /// soon is measured by the benchmark package (`Live: a restarted Studio followed again`).
    @Test func aRestartedStudioIsFollowed() async throws {
        var port = 0
        var follower: LiveFollower?
        try await RunningStudio.around(try await Self.server(ThemeJSON.extending("default", #""name": "Before""#))) {
            studio in
            port = studio.port
            let following = await LiveFollower(studio.live(token: Self.token))
            _ = try await following.applied(atLeast: 1)
            follower = following
        }
        guard let follower else { return }
        defer { Task { @MainActor in follower.stop() } }
        // The app has seen the Studio go before it comes back: waited for, not slept on.
        try await follower.event(containing: "disconnected")
        try await RunningStudio.around(
            try await Self.server(ThemeJSON.extending("default", #""name": "After""#), port: port)
        ) { _ in
            let name = try await follower.nextName(differentFrom: "Before")
            #expect(name == "After")
        }
    }
}
