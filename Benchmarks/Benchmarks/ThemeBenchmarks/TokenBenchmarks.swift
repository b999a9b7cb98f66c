import Benchmark
import Foundation
@_spi(TesseraTools) import TesseraCore
import TesseraTokens

/// A DTCG token file of `chains` chains, each a literal dimension followed by `depth - 1` aliases
/// (`{t.C.0}` ← `{t.C.1}` ← …), plus `extraLiterals` tokens no one refers to.
private func tokenFile(chains: Int, depth: Int, extraLiterals: Int = 0) -> Data {
    var parts: [String] = []
    parts.reserveCapacity(chains * depth + extraLiterals)
    for chain in 0..<chains {
        parts.append(#""c\#(chain)-0": {"$value": {"value": \#(chain % 64), "unit": "px"}}"#)
        for link in 1..<depth {
            parts.append(#""c\#(chain)-\#(link)": {"$value": "{t.c\#(chain)-\#(link - 1)}"}"#)
        }
    }
    for index in 0..<extraLiterals {
        parts.append(#""x\#(index)": {"$value": {"value": \#(index % 64), "unit": "px"}}"#)
    }
    return Data(#"{"t": {"$type": "dimension", \#(parts.joined(separator: ",\n"))}}"#.utf8)
}

/// The interchange figures: DTCG read + resolve of 9,000 tokens with 6,000 aliases at depth 3
/// (≤ 25 ms; Style Dictionary's own CI budget for that workload is 500 ms), of 30,000 tokens at
/// depth 100 (≤ 150 ms), and CSS export of all nine presets (≤ 5 ms).
let tokenBenchmarks: @Sendable () -> Void = {
    // 2,000 chains of literal ← alias ← alias ← alias: 8,000 tokens, 6,000 aliases; plus 1,000 literals.
    let nineThousand = tokenFile(chains: 2_000, depth: 4, extraLiterals: 1_000)
    let deep = tokenFile(chains: 300, depth: 100)
    let reader = DesignTokenReader(strictness: .strict)

    Benchmark("Tokens: read + resolve 9,000 DTCG tokens, 6,000 aliases, depth 3") { benchmark in
        for _ in benchmark.scaledIterations {
            let result = reader.read(nineThousand, file: "tokens.json")
            precondition(result.isValid && result.tokens.count == 9_000)
            blackHole(result)
        }
    }
    Benchmark("Tokens: read + resolve 30,000 DTCG tokens, alias depth 100") { benchmark in
        for _ in benchmark.scaledIterations {
            let result = reader.read(deep, file: "tokens.json")
            precondition(result.isValid && result.tokens.count == 30_000)
            blackHole(result)
        }
    }
    let presets = Presets.all.map(\.theme)
    Benchmark("Tokens: export all nine presets to CSS") { benchmark in
        for _ in benchmark.scaledIterations {
            for theme in presets { blackHole(try CSSExport.stylesheet(for: theme)) }
        }
    }
}
