@_spi(TesseraTools) @testable import TesseraCore

/// Brand colours the generator is measured on: named hard cases, then colours from a fixed seed.
enum GenerationCorpus {
    /// Pure primaries and secondaries, mid greys, near-white, near-black, and well-known brand
    /// blues and reds (Twitter, Airbnb, Facebook, IBM, Coca-Cola, Netflix, YouTube, Target).
    static let hardCases = [
        "#FF0000", "#00FF00", "#0000FF", "#FFFF00", "#00FFFF", "#FF00FF",
        "#777777", "#808080", "#888888", "#959595", "#FAFAFA", "#FFFFFF", "#0A0A0A", "#000000",
        "#FFE629", "#FFC53D", "#F76B15",
        "#1DA1F2", "#FF5A5F", "#1877F2", "#0F62FE", "#F40009", "#E50914", "#FF0000", "#CC0000",
        "#4285F4", "#DB4437", "#F4B400", "#0F9D58",
    ].compactMap { try? RGBA(hex: $0) }

    /// A small, fixed pseudo-random generator (SplitMix64), so every run sees the same colours.
    struct Seeded: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// `count` uniform 8-bit sRGB colours from seed 20261124.
    static func random(_ count: Int, seed: UInt64 = 20_261_124) -> [RGBA] {
        var generator = Seeded(state: seed)
        return (0..<count).map { _ in
            RGBA(
                red255: Int.random(in: 0...255, using: &generator),
                green255: Int.random(in: 0...255, using: &generator),
                blue255: Int.random(in: 0...255, using: &generator))
        }
    }

    /// Brand inputs with one, two and three colours: each accent alone, with a neutral tint,
    /// and with a tint and a secondary (drawn from the same sequence).
    static func brands(_ accents: [RGBA]) -> [BrandColors] {
        accents.enumerated().map { offset, accent in
            let others = random(2, seed: UInt64(offset) &+ 77)
            switch offset % 3 {
            case 0: return BrandColors(accent: accent)
            case 1: return BrandColors(accent: accent, neutral: others[0])
            default: return BrandColors(accent: accent, neutral: others[0], secondary: others[1])
            }
        }
    }
}

/// Checks a generated theme against what generation promises beyond the audit.
enum GenerationCheck {
    /// Every failure of the audit, and of ``ContrastTargets/generation`` (increased-contrast
    /// floors, never below the standard mode), as readable lines; empty when the theme passes.
    static func failures(_ theme: CompiledTheme) -> [String] {
        var failures = AccessibilityAudit.run(theme).failures.map(\.message)
        let body = theme.text.index(named: "body").map { theme.text.values[$0].colorIndex } ?? 0
        var standard: [Appearance: [Double]] = [:]
        for mode in ColorMode.allCases {
            let values = theme.colors.values.map { $0[mode] }
            let pairs = AccessibilityAudit.contrastPairs(of: theme, in: mode, level: .AA)
            let ratios = pairs.map { $0.ratio(in: values) }
            for (offset, pair) in pairs.enumerated() {
                let needed = ContrastTargets.generation.threshold(
                    for: pair, in: mode,
                    standardRatio: mode.contrast == .increased ? standard[mode.appearance]?[offset] : nil,
                    bodyIndex: body)
                if ratios[offset] < needed {
                    failures.append("\(pair.role) on \(pair.against) (\(mode)): \(ratios[offset]) < \(needed)")
                }
            }
            if mode.contrast == .standard { standard[mode.appearance] = ratios }
        }
        return failures
    }
}
