@_spi(TesseraTools) @testable import TesseraCore

/// The reference the solver is measured against: every OKLCH lightness in steps of 0.001 at 21
/// chroma scales of the colour's own hue, rounded to 8 bits, the nearest that passes.
enum ExhaustiveOracle {
    static func nearest(to origin: RGBA, meeting constraints: [ContrastSolver.Constraint]) -> Double? {
        let lch = origin.okLCH
        var best: Double?
        for scale in ContrastSolver.chromaScales {
            let path = LightnessPath(chroma: lch.chroma * scale, hue: lch.hue)
            for step in 0...1000 {
                let candidate = ContrastSolver.quantized(path.color(at: Double(step) / 1000).withAlpha(origin.alpha))
                guard constraints.allSatisfy({ $0.ratio(candidate) >= $0.threshold }) else { continue }
                let difference = candidate.difference(from: origin)
                if best.map({ difference < $0 }) ?? true { best = difference }
            }
        }
        return best
    }
}
