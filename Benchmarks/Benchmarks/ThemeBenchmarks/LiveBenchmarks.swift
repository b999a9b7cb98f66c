import Benchmark
import Foundation
@_spi(TesseraTools) import TesseraCore
import TesseraGallery
import TesseraStudio

/// `tessera studio --live` end to end, on a real socket: per iteration one accepted edit of a
/// 2,000-role theme in the Studio's session (compile, record for undo), its publication on the
/// live stream (the standalone theme file as Server-Sent Events), and the app's side — the
/// core's `LiveThemeSource` reading the event, reading and compiling the theme as a file, and
/// reporting it applied. Goal: p95 ≤ 100 ms.
let liveBenchmarks: @Sendable () -> Void = {
    Benchmark(
        "Live: edit to applied in the app, 2,000 roles",
        configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(30), maxIterations: 200)
    ) { benchmark in
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("live-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("theme.json")
        try largeThemeData.write(to: file)
        let session = try await StudioSession(file: file)
        var server = StudioServer(session: session, host: "127.0.0.1", port: 0)
        server.live = StudioLive()
        let (addresses, announce) = AsyncStream.makeStream(of: String.self)
        let application = server.application { announce.yield($0) }
        let running = Task { try await application.runService(gracefulShutdownSignals: []) }
        defer { running.cancel() }
        var announced = addresses.makeAsyncIterator()
        guard let address = await announced.next(), let port = URLComponents(string: address)?.port,
              let url = URL(string: server.liveURL(port: port))
        else { throw LiveBenchmarkError.notStarted }
        var events = LiveThemeSource.events(url).makeAsyncIterator()
        _ = try await nextApplied(&events)
        let colors = ["#2563EB", "#1D4ED8"]
        benchmark.startMeasurement()
        for iteration in benchmark.scaledIterations {
            let refused = await MainActor.run {
                session.edit(["colors", "custom\(iteration % 1_000)", "light"], to: .string(colors[iteration % 2]))
            }
            guard refused.isEmpty else { throw LiveBenchmarkError.refused(refused) }
            blackHole(try await nextApplied(&events))
        }
        benchmark.stopMeasurement()
    }
}

/// The next theme the stream applied; a refusal or the end of the stream fails the benchmark.
private func nextApplied(_ events: inout AsyncStream<LiveThemeSource.Event>.Iterator) async throws -> CompiledTheme {
    while let event = await events.next() {
        switch event {
        case .applied(_, let theme): return theme
        case .refused(_, let problems): throw LiveBenchmarkError.refused(problems)
        case .connected, .disconnected: continue
        }
    }
    throw LiveBenchmarkError.notStarted
}

private enum LiveBenchmarkError: Error {
    case notStarted
    case refused([Diagnostic])
}
