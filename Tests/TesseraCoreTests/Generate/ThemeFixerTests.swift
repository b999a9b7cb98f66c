import Foundation
import Testing

@_spi(TesseraTools) @testable import TesseraCore

@Suite("audit --fix: the smallest hue-kept move")
struct ThemeFixerTests {
    /// A preset with one colour role set, in one mode's key, to a seeded colour that breaks a pair.
    static func broken(_ preset: Preset, seed: UInt64) -> (spec: ThemeSpec, theme: CompiledTheme)? {
        var generator = GenerationCorpus.Seeded(state: seed)
        let roles = [
            "textPrimary", "textSecondary", "textTertiary", "textOnAccent", "accent", "controlBorder", "focusRing",
            "destructive", "textOnOverlay", "surfaceSecondary", "textOnDestructive",
        ]
        for _ in 0..<20 {
            var spec = preset.spec
            let role = roles[Int.random(in: 0..<roles.count, using: &generator)]
            let mode = ColorMode.allCases[Int.random(in: 0..<4, using: &generator)]
            let color = RGBA(
                red255: Int.random(in: 0...255, using: &generator),
                green255: Int.random(in: 0...255, using: &generator),
                blue255: Int.random(in: 0...255, using: &generator))
            spec.apply([ThemeFix.Edit(role: role, key: mode.key, value: .hex(color.hexString))])
            guard let theme = ThemeCompiler.compile(spec).theme, !AccessibilityAudit.run(theme).passed else { continue }
            return (spec, theme)
        }
        return nil
    }

    @Test(
        "presets with seeded breakages: all pass after the fix, only failing roles change, each move within 0.5 of the exhaustive optimum, a second fix changes nothing"
    )
    func seededBreakages() throws {
        var cases = 0
        var moves = 0
        var worstExcess = -Double.infinity
        var problems: [String] = []
        for preset in Presets.all {
            for seed in 0..<50 {
                guard let (_, theme) = Self.broken(preset, seed: UInt64(seed) &* 7919 &+ 13) else { continue }
                cases += 1
                let failingRoles = Self.failingRoles(theme)
                let fix = ThemeFixer.fix(theme)
                guard let fixed = fix.theme else {
                    problems.append("\(preset.id)/\(seed): fixed theme does not compile")
                    continue
                }
                if !fix.diagnostics.isEmpty {
                    problems.append("\(preset.id)/\(seed): unsolved \(fix.diagnostics.map(\.message))")
                    continue
                }
                if !AccessibilityAudit.run(fixed).passed {
                    problems.append(
                        "\(preset.id)/\(seed): still fails \(AccessibilityAudit.run(fixed).failures.map(\.message).prefix(2))"
                    )
                }
                for (index, name) in theme.colors.names.enumerated() {
                    for mode in ColorMode.allCases
                    where theme.colors.values[index][mode] != fixed.colors.values[index][mode] {
                        if !failingRoles.contains("\(name) \(mode)") {
                            problems.append("\(preset.id)/\(seed): \(name) (\(mode)) changed but did not fail")
                        }
                    }
                }
                if !ThemeFixer.fix(fixed).isEmpty {
                    problems.append("\(preset.id)/\(seed): a second fix changes something")
                }
                for change in fix.changes where change.value.description.hasPrefix("#") {
                    moves += 1
                    let excess =
                        change.difference - (Self.oracle(for: change, before: theme, after: fixed) ?? .infinity)
                    worstExcess = max(worstExcess, excess)
                    let found = "\(preset.id)/\(seed): \(change.role) moved \(change.difference), optimum + \(excess)"
                    if excess > 0.5 { problems.append(found) }
                }
            }
        }
        #expect(cases >= 400)
        #expect(problems.isEmpty, "\(problems.count) problems in \(cases) cases: \(problems.prefix(5))")
        print(
            "fix over presets: \(cases) broken themes, \(moves) moves, worst excess over the exhaustive optimum \(worstExcess)"
        )
    }

    @Test(
        "a fill under a pressed label, where the closed-form guess already passes: the move is walked back to within 0.5 of the optimum"
    )
    func pressedFillWalksBack() throws {
        // Moving `surfaceSecondary` moves both sides of the secondary button's pressed pair (the
        // label is composited over the fill), so the closed-form lightness overshoots the boundary.
        for seed in [44, 49] {
            let (_, theme) = try #require(Self.broken(Presets.default, seed: UInt64(seed) &* 7919 &+ 13))
            let fix = ThemeFixer.fix(theme)
            let fixed = try #require(fix.theme)
            let changes = fix.changes.filter { $0.role == "surfaceSecondary" && $0.value.description.hasPrefix("#") }
            #expect(!changes.isEmpty)
            for change in changes {
                let optimum = try #require(Self.oracle(for: change, before: theme, after: fixed))
                #expect(
                    change.difference <= optimum + 0.5,
                    "seed \(seed) (\(change.mode)): moved \(change.difference), optimum \(optimum)")
            }
            #expect(AccessibilityAudit.run(fixed).passed)
        }
    }

    @Test(
        "300 random failing pairs: every one the exhaustive search solves is solved, passing after 8 bits, within 0.5 of its optimum"
    )
    func randomPairs() throws {
        var generator = GenerationCorpus.Seeded(state: 4_242)
        var pairs: [(RGBA, RGBA)] = []
        while pairs.count < 300 {
            func random() -> RGBA {
                RGBA(
                    red255: Int.random(in: 0...255, using: &generator),
                    green255: Int.random(in: 0...255, using: &generator),
                    blue255: Int.random(in: 0...255, using: &generator))
            }
            let foreground = random()
            let background = random()
            let ratio = Contrast.wcagRatio(foreground, background)
            if ratio > 1.5, ratio < 4.5 { pairs.append((foreground, background)) }
        }
        var excesses: [Double] = []
        for (foreground, background) in pairs {
            let constraint = ContrastSolver.Constraint(
                threshold: 4.5, otherLuminance: Contrast.relativeLuminance(background)
            ) {
                Contrast.wcagRatio($0, background)
            }
            let optimum = ExhaustiveOracle.nearest(to: foreground, meeting: [constraint])
            let solution = ContrastSolver.nearest(to: foreground, meeting: [constraint])
            #expect((optimum == nil) == (solution == nil), "\(foreground) on \(background)")
            guard let optimum, let solution else { continue }
            #expect(Contrast.wcagRatio(solution.color, background) >= 4.5)
            #expect(solution.color == ContrastSolver.quantized(solution.color))
            #expect(
                solution.difference <= optimum + 0.5,
                "\(foreground) on \(background): \(solution.difference) vs \(optimum)")
            excesses.append(solution.difference - optimum)
        }
        print("random pairs: \(excesses.count) solved; excess over optimum max \(excesses.max() ?? 0)")
    }

    @Test("a palette entry within 2 ΔE of the optimal move is proposed as a reference; one further away is not")
    func proposesPalette() throws {
        var spec = Presets.default.spec
        spec.colors["textSecondary"]?.light = .hex("#8A93A4")
        let plain = try #require(ThemeCompiler.compile(spec).theme)
        let optimal = try #require(ThemeFixer.fix(plain).changes.first { $0.role == "textSecondary" })
        #expect(optimal.value == .hex(optimal.after.hexString))
        // An entry one 8-bit step darker than the optimal move passes and is well within 2 ΔE of it.
        let near = RGBA(
            red: max(0, optimal.after.red - 1 / 255), green: max(0, optimal.after.green - 1 / 255),
            blue: max(0, optimal.after.blue - 1 / 255))
        spec.palette["probe"] = .group(["near": .color(.hex(near.hexString)), "far": .color(.hex("#000000"))])
        let theme = try #require(ThemeCompiler.compile(spec).theme)
        let fix = ThemeFixer.fix(theme)
        let change = try #require(fix.changes.first { $0.role == "textSecondary" })
        #expect(change.value == .reference(TokenReference(group: .palette, name: "probe.near")), "\(change.value)")
        #expect(change.difference <= optimal.difference + 2)
        #expect(AccessibilityAudit.run(try #require(fix.theme)).passed)
    }

    @Test(
        "a light value that dark and increased contrast inherit is written out for them, so only the failing mode changes"
    )
    func pinsInheritedModes() throws {
        var spec = Presets.default.spec
        spec.colors["textTertiary"] = ColorRoleSpec(light: .hex("#B0B0B0"), dark: .hex("#A3ABBA"))
        let theme = try #require(ThemeCompiler.compile(spec).theme)
        let fix = ThemeFixer.fix(theme)
        let fixed = try #require(fix.theme)
        let index = try #require(theme.colors.index(named: "textTertiary"))
        #expect(fixed.colors.values[index][ColorMode(.light)] != theme.colors.values[index][ColorMode(.light)])
        #expect(fix.edits.contains { $0.role == "textTertiary" && $0.key == "light" })
        #expect(AccessibilityAudit.run(fixed).passed)
    }

    /// "ROLE MODE" for every role on either side of a failing contrast pair.
    static func failingRoles(_ theme: CompiledTheme) -> Set<String> {
        var roles: Set<String> = []
        for mode in ColorMode.allCases {
            let values = theme.colors.values.map { $0[mode] }
            for pair in AccessibilityAudit.contrastPairs(of: theme, in: mode, level: .AA)
            where pair.ratio(in: values) < pair.threshold {
                roles.insert("\(theme.colors.names[pair.foregroundIndex]) \(mode)")
                roles.insert("\(theme.colors.names[pair.backgroundIndex ?? pair.pageIndex]) \(mode)")
            }
        }
        return roles
    }

    /// The exhaustive optimum for the role `change` moved, every other colour as the fix left it.
    static func oracle(for change: ThemeFix.Change, before: CompiledTheme, after: CompiledTheme) -> Double? {
        guard let role = before.colors.index(named: change.role) else { return nil }
        let values = after.colors.values.map { $0[change.mode] }
        let constraints = AccessibilityAudit.contrastPairs(of: before, in: change.mode, level: .AA).filter {
            $0.involves(role)
        }.map { pair in
            ContrastSolver.Constraint(threshold: pair.threshold, otherLuminance: 0) { candidate in
                var trial = values
                trial[role] = candidate
                return pair.ratio(in: trial)
            }
        }
        return ExhaustiveOracle.nearest(to: change.before, meeting: constraints)
    }
}
