import Benchmark
import Foundation
@_spi(TesseraTools) import TesseraCore

/// The default theme's JSON, as an app would ship it.
let defaultThemeData = Data((PresetCatalog.builtIn.sources.first { $0.id == "default" }?.json ?? "").utf8)

/// A partial theme declaring 1,000 custom colour roles and 1,000 custom text roles.
let largeThemeData: Data = {
    var colors: [String] = []
    var text: [String] = []
    for index in 0..<1_000 {
        let hex = String(format: "%06X", index * 4099 % 0xFFFFFF)
        colors.append(
            "\"custom\(index)\": {\"light\": \"#\(hex)\", \"dark\": \"{colors.accent}\", \"fallback\": \"accent\"}")
        text.append(
            "\"customText\(index)\": {\"textStyle\": \"body\", \"size\": \(12 + index % 9), \"color\": \"custom\(index)\", \"fallback\": \"body\"}"
        )
    }
    let json =
        "{\"specVersion\": \"1.0\", \"extends\": \"default\", \"colors\": {\(colors.joined(separator: ",\n"))}, "
        + "\"typography\": {\(text.joined(separator: ",\n"))}}"
    return Data(json.utf8)
}()

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput],
        maxDuration: .seconds(3)
    )

    Benchmark("Read and compile the default theme") { benchmark in
        let loader = ThemeLoader()
        for _ in benchmark.scaledIterations {
            blackHole(loader.load(defaultThemeData))
        }
    }

    Benchmark("Read and compile a theme with 2,000 custom roles") { benchmark in
        let loader = ThemeLoader()
        for _ in benchmark.scaledIterations {
            blackHole(loader.load(largeThemeData))
        }
    }

    resolutionBenchmarks()
    hostileBenchmarks()
    tokenBenchmarks()
    figmaBenchmarks()
    validateBenchmarks()
    corpusBenchmarks()
    studioBenchmarks()
    brandBenchmarks()
    generateBenchmarks()
    diffBenchmarks()
    mcpBenchmarks()
    liveBenchmarks()

    Benchmark("Read JSON only (default theme)") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try? JSONNode(parsing: defaultThemeData))
        }
    }
}
