@_spi(TesseraTools) @testable import TesseraCore

/// The reference the solver is measured against: every OKLCH lightness in steps of 0.001 at 21
/// chroma scales of the colour's own hue, rounded to 8 bits, the nearest that passes.
enum ExhaustiveOracle {
    static func nearest(to origin: RGBA, meeting constraints: [ContrastSolver.Constraint]) -> Double? {
        let lch = origin.okLCH
        var candidates: [(color: RGBA, difference: Double)] = []
        var seen: Set<RGBA> = []
        for scale in ContrastSolver.chromaScales {
            let path = LightnessPath(chroma: lch.chroma * scale, hue: lch.hue)
            for step in 0...1000 {
                let candidate = ContrastSolver.quantized(path.color(at: Double(step) / 1000).withAlpha(origin.alpha))
                if seen.insert(candidate).inserted {
                    candidates.append((candidate, candidate.difference(from: origin)))
                }
            }
        }
        // Nearest first: the first that passes is the optimum.
        candidates.sort { $0.difference < $1.difference }
        return candidates.first { candidate in constraints.allSatisfy { $0.ratio(candidate.color) >= $0.threshold } }?
            .difference
    }
}
