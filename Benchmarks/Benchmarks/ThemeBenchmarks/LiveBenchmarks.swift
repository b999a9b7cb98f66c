import Benchmark
import Foundation
@_spi(TesseraTools) import TesseraCore
import TesseraGallery
@_spi(TesseraTools) import TesseraLive
import TesseraStudio
import TesseraStudioModel

/// `tessera studio --live` end to end, on a real socket, as a designer edits: one Studio
/// serving a 2,000-role theme and one app following it for the whole run. Per iteration, one
/// accepted edit in the Studio's session (compile, record for undo), its publication on the
/// live stream (the standalone theme as Server-Sent Events), and the app's side — the core's
/// `LiveThemeSource` reading the event, reading and compiling the theme as a file, and
/// reporting it applied. Goal: p95 ≤ 100 ms over 200 edits.
let liveBenchmarks: @Sendable () -> Void = {
    Benchmark(
        "Live: edit to applied in the app, 2,000 roles",
        configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(60), maxIterations: 200),
        closure: { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try await LiveStudio.shared.edit(benchmark.currentIteration))
            }
        },
        setup: { try await LiveStudio.shared.start() },
        teardown: { await LiveStudio.shared.stop() }
    )
    // A Studio stopped and started again on the same port: measured from the moment it listens
    // again to the app's having applied its theme (the app retries twice a second). Goal: < 1 s.
    Benchmark(
        "Live: a restarted Studio followed again",
        configuration: .init(metrics: [.wallClock], maxDuration: .seconds(60), maxIterations: 20),
        closure: { benchmark in
            for _ in benchmark.scaledIterations {
                try await LiveStudio.shared.stopServer()
                benchmark.startMeasurement()
                blackHole(try await LiveStudio.shared.startServer())
                blackHole(try await LiveStudio.shared.nextApplied())
                benchmark.stopMeasurement()
            }
        },
        setup: { try await LiveStudio.shared.start() },
        teardown: { await LiveStudio.shared.stop() }
    )
}

/// The Studio and the app of the live benchmark, kept from setup to teardown.
private actor LiveStudio {
    static let shared = LiveStudio()

    private var session: StudioSession?
    private var events: AsyncStream<LiveThemeSource.Event>.Iterator?
    private var server: Task<Void, any Error>?
    private var folder: URL?
    /// The port the Studio listens on: any free one at first, then the same on each restart.
    private var port = 0
    private let deviceToken = StudioServer.newToken()

    /// Starts the Studio on a free port with the theme, and connects the app.
    func start() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("live-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        self.folder = folder
        let file = folder.appendingPathComponent("theme.json")
        try largeThemeData.write(to: file)
        let session = try await StudioSession(file: file)
        self.session = session
        let url = try await startServer()
        events = LiveThemeSource.events(url).makeAsyncIterator()
        _ = try await nextApplied()
    }

    /// Serves the session with a live stream, on the port it had (any free one at first, then
    /// the same, with the same device token); returns the stream's URL once it listens.
    @discardableResult
    func startServer() async throws -> URL {
        guard let session else { throw LiveBenchmarkError.notStarted }
        var studio = StudioServer(session: session, host: "127.0.0.1", port: port, deviceToken: deviceToken)
        studio.live = StudioLive()
        let (addresses, announce) = AsyncStream.makeStream(of: String.self)
        let application = studio.application { announce.yield($0) }
        server = Task { try await application.runService(gracefulShutdownSignals: []) }
        var announced = addresses.makeAsyncIterator()
        guard let address = await announced.next(), let port = URLComponents(string: address)?.port,
            let url = URL(string: studio.liveURL(port: port))
        else { throw LiveBenchmarkError.notStarted }
        self.port = port
        return url
    }

    /// Stops the server and waits until the app has seen it go.
    func stopServer() async throws {
        server?.cancel()
        _ = await server?.result
        guard var iterator = events else { throw LiveBenchmarkError.notStarted }
        defer { events = iterator }
        while let event = await iterator.next(isolation: self) {
            if case .disconnected = event { return }
        }
        throw LiveBenchmarkError.notStarted
    }

    /// Edit number `iteration` (a different role each time, a different colour on each pass
    /// over the roles), returned once the app has applied it.
    func edit(_ iteration: Int) async throws -> CompiledTheme {
        guard let session else { throw LiveBenchmarkError.notStarted }
        let color = ["#2563EB", "#1D4ED8"][iteration / 1_000 % 2]
        let refused = await MainActor.run {
            session.edit(["colors", "custom\(iteration % 1_000)", "light"], to: .string(color))
        }
        guard refused.isEmpty else { throw LiveBenchmarkError.refused(refused) }
        return try await nextApplied()
    }

    func stop() {
        server?.cancel()
        events = nil
        session = nil
        if let folder { try? FileManager.default.removeItem(at: folder) }
    }

    /// The next theme the stream applied; a refusal or the end of the stream fails the benchmark.
    func nextApplied() async throws -> CompiledTheme {
        guard var iterator = events else { throw LiveBenchmarkError.notStarted }
        defer { events = iterator }
        while let event = await iterator.next(isolation: self) {
            switch event {
            case .applied(_, let theme): return theme
            case .refused(_, let problems): throw LiveBenchmarkError.refused(problems)
            case .connected, .disconnected: continue
            }
        }
        throw LiveBenchmarkError.notStarted
    }
}

private enum LiveBenchmarkError: Error {
    case notStarted
    case refused([Diagnostic])
}
