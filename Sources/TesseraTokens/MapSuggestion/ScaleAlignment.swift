import Foundation

/// Aligns a system's scale (its values, smallest first) with Tessera's steps, keeping both in
/// order: each matched pair earns `reward` less the distance |ln(value / step)| (only within
/// ×`tolerance`) plus `nameBonus` where the token's name says the step (`md` for medium); each of
/// Tessera's steps skipped between the first and the last matched costs `gap`. The alignment
/// with the highest total wins.
struct ScaleAlignment {
    struct Step {
        let name: String
        let points: Double
        /// Last words of a token's name that say this step (`sm`, `small`).
        var names: Set<String> = []
    }

    var reward = 0.5
    var gap = 0.45
    var tolerance = 1.5
    var nameBonus = 0.4

    /// The best alignment: its score and, for each matched step (index into `steps`), the index
    /// of its value.
    func align(values: [(points: Double, name: String)], steps: [Step]) -> (score: Double, pairs: [Int: Int]) {
        let n = values.count
        let m = steps.count
        // best[i][j][phase]: the best score having looked at i values and j steps; phase 0 before
        // the first match, 1 within the matched range, 2 after it.
        let minus = -Double.infinity
        var best = Array(repeating: Array(repeating: [minus, minus, minus], count: m + 1), count: n + 1)
        var from = Array(
            repeating: Array(repeating: [(0, 0, 0, false), (0, 0, 0, false), (0, 0, 0, false)], count: m + 1),
            count: n + 1)
        best[0][0][0] = 0
        func relax(_ i: Int, _ j: Int, _ p: Int, _ score: Double, _ source: (Int, Int, Int, Bool)) {
            if score > best[i][j][p] + 1e-12 {
                best[i][j][p] = score
                from[i][j][p] = source
            }
        }
        for i in 0...n {
            for j in 0...m {
                for p in 0..<3 where best[i][j][p] > minus {
                    let here = best[i][j][p]
                    if p == 1 { relax(i, j, 2, here, (i, j, 1, false)) }
                    if i < n { relax(i + 1, j, p, here, (i, j, p, false)) }
                    if j < m { relax(i, j + 1, p, here - (p == 1 ? gap : 0), (i, j, p, false)) }
                    if i < n, j < m, p < 2, let earned = earn(values[i], steps[j]) {
                        relax(i + 1, j + 1, 1, here + earned, (i, j, p, true))
                    }
                }
            }
        }
        var (i, j, p) = (n, m, 0)
        for phase in 0..<3 where best[n][m][phase] > best[n][m][p] { p = phase }
        let score = best[n][m][p]
        var pairs: [Int: Int] = [:]
        while i > 0 || j > 0 {
            let (pi, pj, pp, matched) = from[i][j][p]
            if matched { pairs[pj] = pi }
            (i, j, p) = (pi, pj, pp)
        }
        return (score, pairs)
    }

    /// What matching `value` to `step` earns; `nil` beyond the tolerance.
    func earn(_ value: (points: Double, name: String), _ step: Step) -> Double? {
        guard value.points > 0 else { return nil }
        let distance = abs(log(value.points / step.points))
        guard distance <= log(tolerance) + 1e-9 else { return nil }
        return reward - distance + (step.names.contains(value.name) ? nameBonus : 0)
    }
}
