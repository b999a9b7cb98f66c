import Benchmark
import Foundation
@_spi(TesseraTools) import TesseraCore
import TesseraStudio
import TesseraStudioModel

/// The Studio's edit round trip without the socket (`wrk` measures it with one): apply an edit to
/// the draft (read the changed tree, compile, record for undo), resolve it for the page's
/// context and write the response (`POST /api/edit`). Goal: ≤ 5 ms for the default theme.
/// The second benchmark adds the page's next request: the whole gallery for that context (type
/// ramp at all twelve sizes, contrast of every pairing, every button state) as JSON.
let studioBenchmarks: @Sendable () -> Void = {
    Benchmark("Studio: edit round trip (edit → re-resolve → response), default theme") { benchmark in
        try await measureEdits(benchmark) { session in
            blackHole(session.theme.resolved(for: ThemeContext()))
            return StudioPayload.encode(session.status)
        }
    }
    Benchmark("Studio: edit, then the page's whole gallery as JSON, default theme") { benchmark in
        try await measureEdits(benchmark) { session in
            StudioPayload.encode(session.page(for: ThemeContext()))
        }
    }
}

/// Opens a Studio session on a file extending the default preset, then measures, per iteration,
/// one accepted edit of the accent colour followed by `response`.
private func measureEdits(_ benchmark: Benchmark, response: @escaping @MainActor (StudioSession) -> Data) async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("studio-bench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("theme.json")
    try Data(#"{"specVersion": "1.0", "extends": "default"}"#.utf8).write(to: file)
    let session = try await StudioSession(file: file)
    let colors = ["#2563EB", "#1D4ED8"]
    benchmark.startMeasurement()
    for iteration in benchmark.scaledIterations {
        let body = await MainActor.run {
            let refused = session.edit(["colors", "accent", "light"], to: .string(colors[iteration % 2]))
            precondition(refused.isEmpty)
            return response(session)
        }
        blackHole(body)
    }
    benchmark.stopMeasurement()
}
