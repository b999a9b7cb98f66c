import Benchmark
import Foundation
@_spi(TesseraTools) import TesseraCore

/// A partial theme whose custom colour roles are `count` entries made by `light`.
private func theme(roles count: Int, light: (Int) -> String) -> Data {
    var json = #"{"specVersion": "1.0", "extends": "default", "colors": {"#
    for index in 0..<count {
        if index > 0 { json += ",\n" }
        json += #""c\#(index)": {"light": "\#(light(index))", "fallback": "accent"}"#
    }
    return Data((json + "}}").utf8)
}

/// Inputs the reliability work bounds: the issue's figures are 200,000 roles in under 2 s and a
/// 100,000-link reference chain in well under a second.
let hostileBenchmarks: @Sendable () -> Void = {
    let heavy = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(10), maxIterations: 5)
    let manyRoles = theme(roles: 200_000) { $0.isMultiple(of: 2) ? "#112233" : "{colors.accent}" }
    let chain = theme(roles: 100_000) { $0 == 99_999 ? "#336699" : "{colors.c\($0 + 1)}" }
    let cycle = theme(roles: 100_000) { "{colors.c\(($0 + 1) % 100_000)}" }

    Benchmark("Hostile: load a theme with 200,000 custom colours (11 MB)", configuration: heavy) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(ThemeLoader().load(manyRoles)) }
    }
    Benchmark("Hostile: load a 100,000-link colour reference chain", configuration: heavy) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(ThemeLoader().load(chain)) }
    }
    Benchmark("Hostile: load a 100,000-link reference cycle", configuration: heavy) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(ThemeLoader().load(cycle)) }
    }
}
