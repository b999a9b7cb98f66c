import Benchmark
import Foundation
import MCP
@_spi(TesseraTools) import TesseraCore
import TesseraMCP

/// A 500-line SwiftUI file: 50 views, each with a raw padding, font, colour and stack spacing
/// among ordinary lines — what an agent asks `lint_swift` about.
let fiveHundredLines: String = {
    var lines = ["import SwiftUI", ""]
    var index = 0
    while lines.count < 500 {
        lines += [
            "struct Row\(index): View {",
            "    let title: String",
            "    var body: some View {",
            "        VStack(spacing: 12) {",
            "            Text(title).font(.system(size: \(14 + index % 12)))",
            "            Text(\"Detail\").foregroundStyle(Color(red: 0.\(index % 9 + 1), green: 0.4, blue: 0.6))",
            "        }",
            "        .padding(\(index % 2 == 0 ? 16 : 20))",
            "    }",
            "}",
        ]
        index += 1
    }
    return lines.prefix(500).joined(separator: "\n") + "\n"
}()

/// A client connected in memory to a `tessera mcp` server answering with `tools`.
private func connectedClient(_ tools: ThemeTools) async throws -> Client {
    let (clientSide, serverSide) = await InMemoryTransport.createConnectedPair()
    Task { try await ThemeServer(tools: tools).run(transport: serverSide) }
    let client = Client(name: "benchmark", version: "1")
    _ = try await client.connect(transport: clientSide)
    return client
}

/// The tools through the protocol: a client and a `tessera mcp` server connected in memory, each
/// call encoded, sent, decoded, answered and decoded again, the theme a file on disk (checked
/// for changes on every call, as the server does). Goal: p95 ≤ 5 ms for a look-up, ≤ 50 ms for
/// the lint. Percentiles: `--format histogramPercentiles`.
let mcpBenchmarks: @Sendable () -> Void = {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "tessera-mcp-benchmark-\(ProcessInfo.processInfo.processIdentifier)")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let theme = folder.appendingPathComponent("default.json")
    try? defaultThemeData.write(to: theme)
    let tools = ThemeTools(served: ServedTheme(.file(theme.path)))
    precondition(fiveHundredLines.split(separator: "\n", omittingEmptySubsequences: false).count == 501)

    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(5), maxIterations: 2_000)

    Benchmark(
        "MCP: role look-up (theme_roles, one colour role, dark) through the protocol", configuration: configuration
    ) { benchmark in
        let client = try await connectedClient(tools)
        let arguments: [String: Value] = ["group": "colors", "name": "textSecondary", "appearance": "dark"]
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try await client.callTool(name: ToolCatalog.roles, arguments: arguments))
        }
        benchmark.stopMeasurement()
        await client.disconnect()
    }

    Benchmark(
        "MCP: lint a 500-line SwiftUI file (lint_swift, source text) through the protocol", configuration: configuration
    ) { benchmark in
        let client = try await connectedClient(tools)
        let arguments: [String: Value] = ["source": .string(fiveHundredLines), "name": "Rows.swift"]
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try await client.callTool(name: ToolCatalog.lint, arguments: arguments))
        }
        benchmark.stopMeasurement()
        await client.disconnect()
    }
}
