import Benchmark
import Foundation
@_spi(TesseraTools) import TesseraCore

/// The strategy the seed system uses on every view update: look the role up by string in a
/// dictionary of hex strings and parse the hex on each access.
struct StringKeyedBaseline {
    let hexByRole: [String: String]

    init(theme: CompiledTheme) {
        var table: [String: String] = [:]
        for role in theme.colorRoles {
            table[role.name] = theme.color(role, in: ColorMode(.light)).hexString
        }
        hexByRole = table
    }

    func color(_ role: String) -> RGBA {
        guard let hex = hexByRole[role], let color = try? RGBA(hex: hex) else { return .black }
        return color
    }
}

let resolutionBenchmarks: @Sendable () -> Void = {
    let theme = Presets.default.theme
    let resolved = theme.resolved(for: ThemeContext())
    let baseline = StringKeyedBaseline(theme: theme)
    let lookups = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal, .throughput], scalingFactor: .mega, maxDuration: .seconds(2))

    Benchmark("Lookup: colour role", configuration: lookups) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(resolved.color(.textSecondary))
        }
    }

    Benchmark("Baseline: colour by string key, hex parsed per access", configuration: lookups) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(baseline.color("textSecondary"))
        }
    }

    Benchmark("Lookup: text role", configuration: lookups) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(resolved.text(.headline).size)
        }
    }

    Benchmark("Lookup: button role, form and state", configuration: lookups) { benchmark in
        for _ in benchmark.scaledIterations {
            let button = resolved.button(.primary, state: .pressed)
            blackHole(button.fill)
            blackHole(button.opacity)
        }
    }

    Benchmark("Lookup: surface role", configuration: lookups) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(resolved.surface(.card).cornerRadius)
        }
    }

    Benchmark("Lookup: spacing and insets", configuration: lookups) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(resolved.gap(.regular))
            blackHole(resolved.inset(.card, .roomy))
        }
    }

    Benchmark(
        "Resolve every facet for a new context",
        configuration: .init(metrics: [.wallClock, .mallocCountTotal, .throughput], maxDuration: .seconds(2))
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            // A fresh compiled theme has empty caches, so every facet is computed.
            benchmark.stopMeasurement()
            let fresh = ThemeCompiler.compile(theme.spec).theme ?? theme
            benchmark.startMeasurement()
            blackHole(fresh.resolved(for: ThemeContext(appearance: .dark, dynamicTypeSize: .accessibility2)))
        }
    }
}
