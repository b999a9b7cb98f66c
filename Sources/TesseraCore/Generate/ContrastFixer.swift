/// Repairs the failing contrast pairs of one colour mode by moving colour roles, each the
/// least it can (``ContrastSolver``), until every pair passes or what is left cannot.
///
/// A failing pair can be repaired by moving its foreground or its background; the fixer solves
/// both (each against every pair the role takes part in, so a move never breaks another pair)
/// and takes the cheaper by ΔE_OK × the role's weight. Roles that may not move are never moved.
package struct ContrastFixer {
    /// A role moved: where it ended and why.
    package struct Move {
        package var role: Int
        /// The pair that failed first and made the role move, and which side of it the role was.
        package var pair: Int
        package var movedForeground: Bool
        package var color: RGBA
        package var difference: Double
        /// A palette entry that passes within 2 ΔE_OK × 100 of the optimal move, when there is one.
        package var paletteEntry: String?
    }

    /// A pair no allowed move repairs: the best ratio the movable side reaches.
    package struct Unsolved {
        package var pair: Int
        package var bestRatio: Double
        package var bestColor: RGBA
    }

    package var pairs: [ContrastPair]
    package var thresholds: [Double]
    /// Every colour role's value before fixing, by role index.
    package var origin: [RGBA]
    package var canMove: (Int) -> Bool
    package var weight: (Int) -> Double = { _ in 1 }
    /// Palette entries a fix may propose instead of a new colour, with their colours.
    package var palette: [(path: String, color: RGBA)] = []
    /// Chroma scales the solver tries per role (`ContrastSolver.chromaScales` by default).
    package var scales: (Int) -> [Double] = { _ in ContrastSolver.chromaScales }

    /// Runs the repair; returns the final values, the moves and what stayed unsolved.
    package func run() -> (values: [RGBA], moves: [Move], unsolved: [Unsolved]) {
        let scratch = Scratch(origin)
        var values = origin
        var moves: [Int: Move] = [:]
        // The values each move was solved against, so the clean-up below re-solves only what changed.
        var solvedAgainst: [Int: [RGBA]] = [:]
        var unsolved: [Unsolved] = []
        var skipped: Set<Int> = []
        for _ in 0..<(pairs.count * 2 + 4) {
            guard
                let failing = pairs.indices.first(where: {
                    !skipped.contains($0) && pairs[$0].ratio(in: values) < thresholds[$0]
                })
            else { break }
            let pair = pairs[failing]
            var best: (move: Move, cost: Double)?
            let sides = [(pair.foregroundIndex, true)] + (pair.movableBackground.map { [($0, false)] } ?? [])
            for (role, isForeground) in sides where canMove(role) {
                let constraints = constraints(moving: role, values: values, scratch: scratch)
                guard
                    let solution = ContrastSolver.nearest(to: origin[role], meeting: constraints, scales: scales(role))
                else { continue }
                let cost = solution.difference * weight(role)
                if best.map({ cost < $0.cost }) ?? true {
                    let entry = paletteEntry(near: solution, for: role, meeting: constraints)
                    let color = entry.map(\.color) ?? solution.color
                    best = (
                        Move(
                            role: role, pair: moves[role]?.pair ?? failing,
                            movedForeground: moves[role]?.movedForeground ?? isForeground,
                            color: color, difference: color.difference(from: origin[role]), paletteEntry: entry?.path),
                        cost
                    )
                }
            }
            guard let chosen = best?.move else {
                skipped.insert(failing)
                guard
                    let role = ([pair.foregroundIndex] + (pair.movableBackground.map { [$0] } ?? [])).first(
                        where: canMove)
                else {
                    let (foreground, _) = pair.colors(in: values)
                    unsolved.append(Unsolved(pair: failing, bestRatio: pair.ratio(in: values), bestColor: foreground))
                    continue
                }
                let effort = ContrastSolver.bestEffort(
                    for: origin[role], meeting: [constraint(failing, moving: role, values: values, scratch: scratch)])
                unsolved.append(Unsolved(pair: failing, bestRatio: effort.ratio, bestColor: effort.color))
                continue
            }
            solvedAgainst[chosen.role] = values
            values[chosen.role] = chosen.color
            moves[chosen.role] = chosen
        }
        // A later move can make an earlier one unneeded (a background moved for another pair):
        // put back what passes as it was, and re-solve the rest against the final colours.
        for role in moves.keys.sorted() {
            guard var move = moves[role] else { continue }
            var trial = values
            trial[role] = origin[role]
            let involved = pairs.indices.filter { pairs[$0].involves(role) }
            if involved.allSatisfy({ pairs[$0].ratio(in: trial) >= thresholds[$0] }) {
                values = trial
                moves[role] = nil
                continue
            }
            // Solved against these very colours (its own aside, which its constraints replace):
            // the same solve would give the same colour.
            if let before = solvedAgainst[role], Self.same(before, values, except: role) { continue }
            guard move.paletteEntry == nil,
                let solution = ContrastSolver.nearest(
                    to: origin[role], meeting: constraints(moving: role, values: values, scratch: scratch),
                    scales: scales(role)),
                solution.difference < move.difference
            else { continue }
            move.color = solution.color
            move.difference = solution.difference
            values[role] = solution.color
            moves[role] = move
        }
        return (values, moves.keys.sorted().compactMap { moves[$0] }, unsolved)
    }

    /// Whether two value lists agree at every index but `role`.
    static func same(_ a: [RGBA], _ b: [RGBA], except role: Int) -> Bool {
        a.count == b.count && a.indices.allSatisfy { $0 == role || a[$0] == b[$0] }
    }

    /// Every pair `role` takes part in, as constraints on its colour with everything else as it is.
    func constraints(moving role: Int, values: [RGBA], scratch: Scratch) -> [ContrastSolver.Constraint] {
        pairs.indices.filter { pairs[$0].involves(role) }.map {
            constraint($0, moving: role, values: values, scratch: scratch)
        }
    }

    func constraint(_ index: Int, moving role: Int, values: [RGBA], scratch: Scratch) -> ContrastSolver.Constraint {
        let pair = pairs[index]
        let (foreground, background) = pair.colors(in: values)
        let other = pair.foregroundIndex == role ? background : foreground.composited(over: background)
        let otherLuminance = Contrast.relativeLuminance(other)
        if role == pair.foregroundIndex, role != pair.backgroundIndex, role != pair.pageIndex {
            // Only the foreground moves: the background and its luminance stay as measured here.
            let base = background.withAlpha(1)
            let baseLuminance = Contrast.relativeLuminance(base)
            return ContrastSolver.Constraint(threshold: thresholds[index], otherLuminance: otherLuminance) {
                candidate in
                Contrast.wcagRatio(pair.measured(candidate), over: base, luminance: baseLuminance)
            }
        }
        scratch.values = values
        return ContrastSolver.Constraint(threshold: thresholds[index], otherLuminance: otherLuminance) { candidate in
            scratch.values[role] = candidate
            return pair.ratio(in: scratch.values)
        }
    }

    /// The palette entry nearest the role's original colour that meets every constraint and is
    /// no more than 2 ΔE_OK × 100 further than `solution`.
    func paletteEntry(
        near solution: ContrastSolver.Solution, for role: Int, meeting constraints: [ContrastSolver.Constraint]
    ) -> (path: String, color: RGBA)? {
        var best: (path: String, color: RGBA, difference: Double)?
        for entry in palette {
            let candidate = entry.color.withAlpha(entry.color.alpha * origin[role].alpha)
            let difference = candidate.difference(from: origin[role])
            guard difference <= solution.difference + 2, best.map({ difference < $0.difference }) ?? true,
                ContrastSolver.passes(candidate, constraints)
            else { continue }
            best = (entry.path, candidate, difference)
        }
        return best.map { ($0.path, $0.color) }
    }

    /// A buffer the constraints evaluate candidates in, so solving allocates no arrays: every
    /// constraint of one solve sees the same values but the moving role's.
    final class Scratch {
        var values: [RGBA]
        init(_ values: [RGBA]) { self.values = values }
    }
}
