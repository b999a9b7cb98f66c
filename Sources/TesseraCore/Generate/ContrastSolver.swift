import Foundation

/// Finds the colour nearest to a given one — by ΔE_OK, with its OKLCH hue kept — that meets a
/// set of contrast constraints after quantisation to 8-bit sRGB.
///
/// Along OKLCH lightness at a fixed hue and chroma, relative luminance grows monotonically, and
/// WCAG 2 contrast is a closed form in luminance: a ratio `r` against luminance `Y` needs at most
/// `(Y + 0.05) / r − 0.05` (darker) or at least `r (Y + 0.05) − 0.05` (lighter). The solver
/// intersects those bounds, finds the lightness that reaches the nearest feasible luminance for
/// each of several chroma scales (colours outside sRGB lose chroma at their lightness and hue),
/// quantises to 8 bits and checks the exact ratios, stepping further in only when rounding cost
/// the last fraction. The nearest passing candidate wins; the colour itself when it passes.
package enum ContrastSolver {
    /// One thing the solved colour must reach: `ratio(candidate) ≥ threshold`.
    package struct Constraint {
        /// The ratio the candidate gets, measured exactly as the audit measures it.
        package var ratio: (RGBA) -> Double
        package var threshold: Double
        /// The luminance of the other side, for the closed-form first guess (the exact check is
        /// `ratio`).
        package var otherLuminance: Double

        package init(threshold: Double, otherLuminance: Double, ratio: @escaping (RGBA) -> Double) {
            self.ratio = ratio
            self.threshold = threshold
            self.otherLuminance = otherLuminance
        }
    }

    /// A solution: the 8-bit colour and how far it moved (ΔE_OK × 100).
    package struct Solution: Sendable, Hashable {
        package var color: RGBA
        package var difference: Double
    }

    /// The chroma scales the solver tries, 1 (the colour's own chroma) down to 0 (grey): the
    /// same 21 steps the exhaustive reference search uses, refined around the best.
    package static let chromaScales: [Double] = (0...20).map { 1 - Double($0) / 20 }

    /// The nearest colour to `origin` (keeping its alpha and OKLCH hue) that meets every
    /// constraint after 8-bit quantisation; `nil` when no lightness and chroma can.
    /// `scales` limits the chroma scales tried (a single `[1]` keeps the chroma where the gamut
    /// allows).
    package static func nearest(to origin: RGBA, meeting constraints: [Constraint], scales: [Double] = chromaScales)
        -> Solution?
    {
        let start = quantized(origin)
        if passes(start, constraints) { return Solution(color: start, difference: start.difference(from: origin)) }
        let lch = origin.okLCH
        var best: Solution?
        func consider(_ scale: Double) {
            for candidate in candidates(
                lightness: lch.lightness, chroma: lch.chroma * scale, hue: lch.hue, alpha: origin.alpha,
                constraints: constraints)
            {
                let difference = candidate.difference(from: origin)
                if best.map({ difference < $0.difference }) ?? true {
                    best = Solution(color: candidate, difference: difference)
                }
            }
        }
        var tried: [(scale: Double, difference: Double)] = []
        for scale in scales {
            let before = best?.difference
            consider(scale)
            if let after = best?.difference, after != before { tried.append((scale, after)) }
        }
        // Refine the chroma scale around the best one found.
        if scales.count > 1, lch.chroma > 0.0005, let top = tried.last {
            var step = 0.025
            var scale = top.scale
            for _ in 0..<4 {
                for next in [scale - step, scale + step] where next >= 0 && next <= 1 {
                    let before = best?.difference
                    consider(next)
                    if let after = best?.difference, after != before { scale = next }
                }
                step /= 2
            }
        }
        return best
    }

    /// The best any colour of `origin`'s hue reaches: the candidate (black, white, or a colour
    /// between) whose worst constraint is closest to its threshold, and that worst ratio.
    package static func bestEffort(for origin: RGBA, meeting constraints: [Constraint]) -> (
        color: RGBA, ratio: Double, threshold: Double
    ) {
        var best: (color: RGBA, ratio: Double, threshold: Double, score: Double)?
        for step in 0...100 {
            let gray = Double(step) / 100
            let candidate = quantized(RGBA(red: gray, green: gray, blue: gray, alpha: origin.alpha))
            guard
                let worst = constraints.min(by: {
                    $0.ratio(candidate) / $0.threshold < $1.ratio(candidate) / $1.threshold
                })
            else { continue }
            let ratio = worst.ratio(candidate)
            let score = ratio / worst.threshold
            if best.map({ score > $0.score }) ?? true { best = (candidate, ratio, worst.threshold, score) }
        }
        return best.map { ($0.color, $0.ratio, $0.threshold) } ?? (origin, 1, 1)
    }

    // MARK: Internals

    static func passes(_ color: RGBA, _ constraints: [Constraint]) -> Bool {
        constraints.allSatisfy { $0.ratio(color) >= $0.threshold }
    }

    /// Rounds each channel to the nearest 8-bit value (alpha kept).
    package static func quantized(_ color: RGBA) -> RGBA {
        func byte(_ value: Double) -> Double { (min(max(value, 0), 1) * 255).rounded() / 255 }
        return RGBA(red: byte(color.red), green: byte(color.green), blue: byte(color.blue), alpha: color.alpha)
    }

    /// The luminance ranges every constraint allows, as closed intervals in 0…1.
    static func feasibleLuminance(_ constraints: [Constraint]) -> [ClosedRange<Double>] {
        var ranges: [ClosedRange<Double>] = [0...1]
        for constraint in constraints {
            let other = constraint.otherLuminance
            let r = constraint.threshold
            let darker = (other + 0.05) / r - 0.05
            let lighter = r * (other + 0.05) - 0.05
            var allowed: [ClosedRange<Double>] = []
            if darker >= 0 { allowed.append(0...min(1, darker)) }
            if lighter <= 1 { allowed.append(max(0, lighter)...1) }
            ranges = ranges.flatMap { range in
                allowed.compactMap { piece in
                    let low = max(range.lowerBound, piece.lowerBound)
                    let high = min(range.upperBound, piece.upperBound)
                    return low <= high ? low...high : nil
                }
            }
        }
        return ranges
    }

    /// Passing 8-bit candidates at this chroma: for each feasible luminance range, the
    /// lightness nearest to `lightness` that reaches it, stepped in until the rounded colour passes.
    static func candidates(lightness: Double, chroma: Double, hue: Double, alpha: Double, constraints: [Constraint])
        -> [RGBA]
    {
        let path = LightnessPath(chroma: chroma, hue: hue)
        let here = path.luminance(at: lightness)
        var found: [RGBA] = []
        for range in feasibleLuminance(constraints) {
            if range.contains(here) {
                // Only the chroma changed: try it, and step either way if rounding fails it.
                for direction in [1.0, -1.0] {
                    if let color = stepIn(
                        from: lightness, direction: direction, path: path, alpha: alpha, constraints: constraints)
                    {
                        found.append(color)
                    }
                }
            } else if here < range.lowerBound {
                let target = path.lightness(reaching: range.lowerBound, from: lightness, to: 1)
                if let color = stepIn(
                    from: target, direction: 1, back: lightness, path: path, alpha: alpha, constraints: constraints)
                {
                    found.append(color)
                }
            } else {
                let target = path.lightness(reaching: range.upperBound, from: 0, to: lightness)
                if let color = stepIn(
                    from: target, direction: -1, back: lightness, path: path, alpha: alpha, constraints: constraints)
                {
                    found.append(color)
                }
            }
        }
        return found
    }

    /// The first lightness from `start` (moving in `direction`) whose rounded colour passes,
    /// found by doubling steps and then halving back.
    ///
    /// `start` is the closed-form guess, exact when the moving colour is on one side of every
    /// pair only. When it sits on both (a fill under a translucent label composited over it),
    /// the guess can overshoot: if it already passes, the boundary is searched back towards
    /// `back` (the colour's own lightness, which fails), so the move is no longer than it must be.
    static func stepIn(
        from start: Double, direction: Double, back: Double? = nil, path: LightnessPath, alpha: Double,
        constraints: [Constraint]
    ) -> RGBA? {
        func color(_ lightness: Double) -> RGBA {
            quantized(path.color(at: min(max(lightness, 0), 1)).withAlpha(alpha))
        }
        let first = color(start)
        if passes(first, constraints) {
            guard let back, !passes(color(back), constraints) else { return first }
            var failing = back
            var good = start
            for _ in 0..<16 {
                let middle = (failing + good) / 2
                if passes(color(middle), constraints) { good = middle } else { failing = middle }
            }
            return color(good)
        }
        var failing = start
        var step = 0.0005
        var passing: Double?
        while step < 1.2 {
            let next = start + direction * step
            if passes(color(next), constraints) {
                passing = next
                break
            }
            failing = next
            if next <= 0 || next >= 1 { break }
            step *= 2
        }
        guard var good = passing else { return nil }
        for _ in 0..<12 {
            let middle = (failing + good) / 2
            if passes(color(middle), constraints) { good = middle } else { failing = middle }
        }
        return color(good)
    }
}

/// Colours of one OKLCH hue and chroma along lightness, each brought into sRGB by lowering its
/// chroma at that lightness and hue.
struct LightnessPath {
    let a: Double, b: Double

    init(chroma: Double, hue: Double) {
        let radians = hue * .pi / 180
        a = chroma * cos(radians)
        b = chroma * sin(radians)
    }

    /// Linear sRGB at `lightness`, chroma scaled by `scale`.
    func linear(_ lightness: Double, scale: Double) -> ColorSpaces.Vector {
        ColorSpaces.linearSRGB(fromXYZ: ColorSpaces.xyz(fromOKLab: (lightness, a * scale, b * scale)))
    }

    /// Linear sRGB at `lightness`, inside the gamut: full chroma when it fits, else the most
    /// chroma that does (binary search).
    func inGamutLinear(_ lightness: Double) -> ColorSpaces.Vector {
        func fits(_ v: ColorSpaces.Vector) -> Bool {
            v.0 >= -1e-9 && v.1 >= -1e-9 && v.2 >= -1e-9 && v.0 <= 1 + 1e-9 && v.1 <= 1 + 1e-9 && v.2 <= 1 + 1e-9
        }
        let full = linear(lightness, scale: 1)
        if fits(full) { return full }
        var low = 0.0
        var high = 1.0
        for _ in 0..<14 {
            let middle = (low + high) / 2
            if fits(linear(lightness, scale: middle)) { low = middle } else { high = middle }
        }
        return linear(lightness, scale: low)
    }

    func luminance(at lightness: Double) -> Double {
        let v = inGamutLinear(lightness)
        return 0.2126 * min(max(v.0, 0), 1) + 0.7152 * min(max(v.1, 0), 1) + 0.0722 * min(max(v.2, 0), 1)
    }

    func color(at lightness: Double) -> RGBA {
        let v = inGamutLinear(lightness)
        let encoded = ColorSpaces.sRGB(fromLinearSRGB: (min(max(v.0, 0), 1), min(max(v.1, 0), 1), min(max(v.2, 0), 1)))
        return RGBA(red: encoded.0, green: encoded.1, blue: encoded.2)
    }

    /// The lightness in `low…high` whose luminance is `target` (luminance grows with lightness).
    func lightness(reaching target: Double, from low: Double, to high: Double) -> Double {
        var low = low
        var high = high
        for _ in 0..<24 {
            let middle = (low + high) / 2
            if luminance(at: middle) < target { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }
}
