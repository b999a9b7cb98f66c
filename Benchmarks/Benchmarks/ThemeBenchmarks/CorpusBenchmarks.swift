import Benchmark
import Foundation
@_spi(TesseraTools) import TesseraCore
import TesseraTokens

/// The largest real design system kept in the repository (Tools/Corpus/SuggestMap/vendor): ClickHouse
/// Click UI, four Tokens Studio files of about 2,900 tokens with a light and a dark mode, laid out with
/// its resolver in a scratch folder as `scripts/suggest-map-corpus` lays it out.
func largestCorpusSystem() throws -> (resolver: URL, map: TokenMap) {
    let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Tools/Corpus/SuggestMap")
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("tessera-corpus-benchmark-\(ProcessInfo.processInfo.processIdentifier)")
    try? FileManager.default.removeItem(at: folder)
    try FileManager.default.copyItem(at: corpus.appendingPathComponent("vendor/clickhouse"), to: folder)
    let resolver = folder.appendingPathComponent("clickhouse.resolver.json")
    try FileManager.default.copyItem(
        at: corpus.appendingPathComponent("resolvers/clickhouse.resolver.json"), to: resolver)
    let read = TokenMap.read(
        contentsOf: corpus.appendingPathComponent("maps/clickhouse.map.json"), shownAs: "clickhouse.map.json")
    guard let map = read.map else { throw CocoaError(.fileReadCorruptFile) }
    return (resolver, map)
}

/// `tokens validate` and `import dtcg --map` of the largest real system the repository keeps.
let corpusBenchmarks: @Sendable () -> Void = {
    guard let system = try? largestCorpusSystem() else { return }
    let reader = DesignTokenReader(strictness: .strict)
    Benchmark("Tokens: validate a real system (ClickHouse Click UI, 2,900 tokens, two modes)") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(reader.validate(contentsOf: system.resolver))
        }
    }
    Benchmark("Import: a real system with its expert map (ClickHouse Click UI, 2,900 tokens) to a theme") { benchmark in
        for _ in benchmark.scaledIterations {
            let result = DTCGImport.theme(from: system.resolver, map: system.map, shownAs: "clickhouse")
            precondition(result.theme != nil)
            blackHole(result)
        }
    }
}
