import Benchmark
import Foundation
import TesseraAuditReports
import TesseraCore

/// Contrast-first generation and `audit --fix` (README "Contrast-first themes"). Generation
/// makes a four-mode theme from one seeded brand colour per iteration, cycling through 64
/// (goal ≤ 5 ms p95); the fix (`AuditFixReport`, what `audit --fix` computes: the moved roles and
/// the fixed file read back) repairs a preset with one seeded broken role per iteration, cycling
/// through the presets (goal ≤ 20 ms p95).
let generateBenchmarks: @Sendable () -> Void = {
    Benchmark("Generate: four-mode theme from a brand colour", configuration: .init(maxDuration: .seconds(10))) {
        benchmark in
        let accents = seededColors(64, seed: 20_261_124)
        benchmark.startMeasurement()
        for iteration in benchmark.scaledIterations {
            blackHole(ThemeGenerator.generate(from: BrandColors(accent: accents[iteration % accents.count])))
        }
        benchmark.stopMeasurement()
    }

    Benchmark("audit --fix: a preset with a broken role", configuration: .init(maxDuration: .seconds(10))) {
        benchmark in
        let colors = seededColors(64, seed: 99)
        let url = URL(fileURLWithPath: "broken.json")
        let broken: [(data: Data, document: ThemeDocument)] = colors.enumerated().compactMap { offset, color in
            var spec = Presets.all[offset % Presets.all.count].spec
            let role = ["textSecondary", "textTertiary", "accent", "controlBorder"][offset % 4]
            spec[color: .custom(role), .light] = .hex(color.hexString)
            guard let data = try? ThemeFile.data(for: spec) else { return nil }
            return (data, ThemeLoader().load(data, file: url.path))
        }
        benchmark.startMeasurement()
        for iteration in benchmark.scaledIterations {
            let (data, document) = broken[iteration % broken.count]
            blackHole(AuditFixReport(data: data, document: document, url: url, file: url.path, level: .AA))
        }
        benchmark.stopMeasurement()
    }
}

/// `count` 8-bit colours from a fixed linear congruential sequence.
private func seededColors(_ count: Int, seed: UInt64) -> [RGBA] {
    var state = seed
    func next() -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int(state >> 56)
    }
    return (0..<count).map { _ in RGBA(red255: next(), green255: next(), blue255: next()) }
}
