import Foundation
import Testing

@_spi(TesseraTools) @testable import TesseraCore

@Suite("Theme generation from brand colours")
struct ThemeGeneratorTests {
    @Test(
        "every generated theme passes the audit and the generation targets in all four modes (1,000 seeded + named hard cases; 1–3 inputs)"
    )
    func corpusPasses() throws {
        let brands = GenerationCorpus.brands(GenerationCorpus.hardCases + GenerationCorpus.random(1_000))
        var failed: [String] = []
        for brand in brands {
            let generated = ThemeGenerator.generate(from: brand)
            guard let theme = generated.theme else {
                failed.append("\(brand.accent.hexString): \(generated.diagnostics.map(\.message))")
                continue
            }
            let failures = GenerationCheck.failures(theme)
            if !failures.isEmpty { failed.append("\(brand.accent.hexString): \(failures.prefix(3))") }
        }
        #expect(failed.isEmpty, "\(failed.count) of \(brands.count) failed: \(failed.prefix(5))")
    }

    @Test("the brand accent is kept exactly when it passes where it is used")
    func keepsBrand() throws {
        // A dark blue that passes as text and fill on white, with a white label.
        let brand = try RGBA(hex: "#1F4FB8")
        let generated = ThemeGenerator.generate(from: BrandColors(accent: brand))
        #expect(generated.accent[ColorMode(.light)] == brand)
        #expect(generated.accentDifference[ColorMode(.light)] == 0)
    }

    @Test("an accent that cannot pass moves with its hue kept")
    func movesHueKept() throws {
        let brand = try RGBA(hex: "#FFE629")
        let generated = ThemeGenerator.generate(from: BrandColors(accent: brand))
        let light = try #require(generated.accent[ColorMode(.light)])
        #expect(light != brand)
        #expect(abs(light.okLCH.hue - brand.okLCH.hue) < 3)
    }

    @Test("a pinned accent that cannot pass is a located error with the needed and best ratio, not a clamp")
    func pinnedImpossible() throws {
        let generated = ThemeGenerator.generate(from: BrandColors(accent: try RGBA(hex: "#FFE629")), pinAccent: true)
        #expect(generated.theme == nil)
        let error = try #require(generated.diagnostics.first)
        #expect(error.code == .insufficientContrast)
        #expect(error.path.description.hasPrefix("colors.accent."))
        // Yellow on white: the pair needs 3:1 and stays at the yellow's own 1.2:1.
        #expect(
            error.message.contains(
                "accent on background (light) needs 3:1; the best the colours allowed to move reach is 1.2"),
            "\(error.message)")
    }

    @Test("generation is deterministic")
    func deterministic() throws {
        let brand = BrandColors(accent: try RGBA(hex: "#FF5A5F"), neutral: try RGBA(hex: "#334455"))
        let first = try ThemeFile.data(for: ThemeGenerator.generate(from: brand).spec)
        let second = try ThemeFile.data(for: ThemeGenerator.generate(from: brand).spec)
        #expect(first == second)
    }

    @Test("every preset's non-colour groups take a generated palette", arguments: Presets.all.map(\.id))
    func onPresets(id: String) throws {
        let preset = try #require(Presets.named(id))
        let generated = ThemeGenerator.generate(from: BrandColors(accent: try RGBA(hex: "#1DA1F2")), base: preset)
        let theme = try #require(generated.theme, "\(generated.diagnostics)")
        #expect(GenerationCheck.failures(theme).isEmpty)
        #expect(theme.spec.typography == preset.spec.typography)
    }

    @Test(
        "brand fidelity: the light accent is within 2 ΔE_OK×100 of the hue-kept exhaustive minimum, and exactly the brand where that minimum is 0"
    )
    func fidelity() throws {
        var ours: [Double] = []
        var floors: [Double] = []
        var problems: [String] = []
        for accent in GenerationCorpus.hardCases + GenerationCorpus.random(100, seed: 7) {
            let brand = BrandColors(accent: accent)
            let generated = ThemeGenerator.generate(from: brand)
            let theme = try #require(generated.theme)
            let difference = try #require(generated.accentDifference[ColorMode(.light)])
            let floor = try #require(Self.floor(brand, theme: theme))
            ours.append(difference)
            floors.append(floor)
            if difference > floor + 2 || (floor == 0 && difference != 0) {
                problems.append("\(accent.hexString): \(difference) vs minimum \(floor)")
            }
        }
        #expect(problems.isEmpty, "\(problems)")
        func percentile(_ values: [Double], _ p: Double) -> Double {
            values.sorted()[Int((p / 100 * Double(values.count - 1)).rounded())]
        }
        print(
            "fidelity over \(ours.count) accents: ours median \(percentile(ours, 50)), p90 \(percentile(ours, 90)); "
                + "exhaustive minimum median \(percentile(floors, 50)), p90 \(percentile(floors, 90)); "
                + "exact \(ours.filter { $0 == 0 }.count), minimum 0 for \(floors.filter { $0 == 0 }.count)")
    }

    /// The least any accent of the brand's hue moves in light mode to pass every pair the accent
    /// takes part in, with a white, dark-neutral or black label, by exhaustive search.
    static func floor(_ brand: BrandColors, theme: CompiledTheme) -> Double? {
        let mode = ColorMode(.light)
        guard let accent = theme.colors.index(named: "accent"), let label = theme.colors.index(named: "textOnAccent")
        else { return nil }
        let body = theme.colors.index(named: "textPrimary") ?? 0
        let values = theme.colors.values.map { $0[mode] }
        let pairs = AccessibilityAudit.contrastPairs(of: theme, in: mode).filter { $0.involves(accent) }
        var best: Double?
        for option in [RGBA.white, GeneratorDesign(brand: brand).neutral(0.18), .black] {
            var trial = values
            trial[label] = option
            let constraints = pairs.map { pair in
                ContrastSolver.Constraint(
                    threshold: ContrastTargets.generation.threshold(
                        for: pair, in: mode, standardRatio: nil, bodyIndex: body), otherLuminance: 0
                ) { candidate in
                    var evaluated = trial
                    evaluated[accent] = candidate
                    return pair.ratio(in: evaluated)
                }
            }
            if let found = ExhaustiveOracle.nearest(to: brand.accent, meeting: constraints),
                best.map({ found < $0 }) ?? true
            {
                best = found
            }
        }
        return best
    }
}
