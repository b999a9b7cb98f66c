/// Makes a complete theme from one to three brand colours that passes the accessibility audit
/// in all four modes by construction.
///
/// Every colour role is solved against the backgrounds it is actually drawn on — the theme's
/// declared pairings, button labels on their fills (normal and pressed), essential non-text
/// colours — in OKLCH lightness, where WCAG 2 contrast has a closed form, and checked after
/// 8-bit quantisation with no tolerance. The brand accent is kept exactly wherever it passes;
/// where it cannot, it moves the least ΔE_OK with its hue kept. Increased contrast holds body
/// text to 7:1 and every other pair to 4.5:1, never below the standard mode's ratio
/// (`ContrastTargets.generation`). APCA is reported beside WCAG by the audit; WCAG 2 is the gate.
///
/// Foundation only, fast enough to call when a user picks an accent colour at run time:
///
/// ```swift
/// let generated = ThemeGenerator.generate(from: BrandColors(accent: try RGBA(hex: "#FF5A5F")), base: manager.preset)
/// try manager.importJSON(try JSONEncoder().encode(generated.spec))  // one undoable edit
/// ```
///
/// The example app's *Accent colour* screen does this (`Examples/Sources/ThemedApp/AccentScreen.swift`).
public enum ThemeGenerator {
    /// The background roles the generator designs and never moves.
    static let backgrounds: Set<String> = [
        "background", "surfaceBase", "surfaceSecondary", "surfaceOverlay", "surfaceTint", "scrim",
    ]
    /// Fills solved together with the label drawn on them, and the brand colour each starts from.
    static let fills: [(fill: String, label: String)] = [
        ("accent", "textOnAccent"), ("destructive", "textOnDestructive"),
    ]

    /// Generates a theme from `brand` on `base`'s non-colour groups (type, layout, shapes,
    /// motion, buttons, surfaces). `pinAccent` keeps the accent exactly as given in every mode:
    /// a pair it then cannot pass is an error in ``GeneratedTheme/diagnostics``, never a silent clamp.
    public static func generate(
        from brand: BrandColors, base: Preset = Presets.default, id: String = "generated", name: String? = nil,
        pinAccent: Bool = false
    ) -> GeneratedTheme {
        let design = GeneratorDesign(brand: brand)
        var spec = base.spec
        spec.id = id
        spec.name = name ?? "Generated"
        spec.summary =
            "Generated from \(brand.accent.hexString)" + (brand.neutral.map { ", neutral \($0.hexString)" } ?? "")
            + (brand.secondary.map { ", secondary \($0.hexString)" } ?? "")
        spec.extends = base.id
        spec.palette = palette(design)
        spec.colors = colors(ColorMode.allCases.map { design.values(in: $0) })
        guard let initial = ThemeCompiler.compile(spec).theme else {
            let errors = ThemeCompiler.compile(spec).diagnostics
            return GeneratedTheme(spec: spec, theme: nil, diagnostics: errors, accent: [:], accentDifference: [:])
        }
        let names = initial.colors.names
        let index = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
        let fixed = Set(backgrounds.compactMap { index[$0] })
        let fillRoles = Set(fills.flatMap { [index[$0.fill], index[$0.label]] }.compactMap { $0 })
        let body =
            initial.text.index(named: TextRole.body.name).map { initial.text.values[$0].colorIndex } ?? index[
                "textPrimary"] ?? 0
        var solved: [ColorMode: [RGBA]] = [:]
        var pairsByMode: [ColorMode: [ContrastPair]] = [:]
        var diagnostics: [Diagnostic] = []
        for mode in ColorMode.allCases {
            var values = initial.colors.values.map { $0[mode] }
            let pairs = AccessibilityAudit.contrastPairs(of: initial, in: mode, level: .AA)
            let standard = ColorMode(mode.appearance)
            let thresholds = pairs.enumerated().map { offset, pair in
                let standardRatio =
                    mode.contrast == .increased
                    ? solved[standard].map { pairsByMode[standard]?[offset].ratio(in: $0) } ?? nil : nil
                return ContrastTargets.generation.threshold(
                    for: pair, in: mode, standardRatio: standardRatio, bodyIndex: body)
            }
            for (fill, label) in fills {
                guard let fillIndex = index[fill], let labelIndex = index[label] else { continue }
                let pinned = pinAccent && fill == "accent"
                if let problem = solveFill(
                    fillIndex, label: labelIndex, values: &values, pairs: pairs, thresholds: thresholds, pinned: pinned,
                    design: design)
                {
                    let pair = pairs[problem.pair]
                    diagnostics.append(
                        ThemeFixer.unsolvedDiagnostic(
                            problem, pair: pair, threshold: thresholds[problem.pair], role: fill, mode: mode))
                }
            }
            values[index["focusRing"] ?? 0] = values[index["accent"] ?? 0]
            values[index["themePrimary"] ?? 0] = values[index["accent"] ?? 0]
            let fixer = ContrastFixer(
                pairs: pairs, thresholds: thresholds, origin: values,
                canMove: { !fixed.contains($0) && !fillRoles.contains($0) }, scales: { _ in [1, 0.5, 0] })
            let result = fixer.run()
            values = result.values
            for problem in result.unsolved {
                let pair = pairs[problem.pair]
                diagnostics.append(
                    ThemeFixer.unsolvedDiagnostic(
                        problem, pair: pair, threshold: thresholds[problem.pair], role: names[pair.foregroundIndex],
                        mode: mode))
            }
            // Colours no pair checks still stand out from the page: 3:1 (4.5:1 in increased contrast).
            for role in ["success", "warning", "themeSecondary"] {
                guard let roleIndex = index[role] else { continue }
                let page = values[index["background"] ?? 0]
                let needed = mode.contrast == .increased ? 4.5 : 3
                let constraint = ContrastSolver.Constraint(
                    threshold: needed, otherLuminance: Contrast.relativeLuminance(page)
                ) { Contrast.wcagRatio($0, page) }
                if let solution = ContrastSolver.nearest(to: values[roleIndex], meeting: [constraint]) {
                    values[roleIndex] = solution.color
                }
            }
            solved[mode] = values
            pairsByMode[mode] = pairs
        }
        spec.colors = colors(
            ColorMode.allCases.map { mode in
                Dictionary(
                    uniqueKeysWithValues: names.enumerated().compactMap { offset, name in
                        initial.spec.colors[name] == nil ? nil : (name, solved[mode]?[offset] ?? .black)
                    })
            })
        let theme = diagnostics.isEmpty ? ThemeCompiler.compile(spec).theme : nil
        var accent: [ColorMode: RGBA] = [:]
        var difference: [ColorMode: Double] = [:]
        for mode in ColorMode.allCases {
            guard let color = solved[mode]?[index["accent"] ?? 0] else { continue }
            accent[mode] = color
            difference[mode] = color.difference(from: brand.accent)
        }
        return GeneratedTheme(
            spec: spec, theme: theme, diagnostics: diagnostics, accent: accent, accentDifference: difference)
    }

    /// Solves a fill and the label on it: for a white and a dark label, the fill nearest its
    /// brand colour that passes every pair it takes part in; the nearer wins. Returns the
    /// problem when neither passes (only possible for a pinned fill).
    static func solveFill(
        _ fill: Int, label: Int, values: inout [RGBA], pairs: [ContrastPair], thresholds: [Double], pinned: Bool,
        design: GeneratorDesign
    ) -> ContrastFixer.Unsolved? {
        let involved = pairs.indices.filter { pairs[$0].involves(fill) }
        let subset = involved.map { pairs[$0] }
        let limits = involved.map { thresholds[$0] }
        let brand = values[fill]
        var best: (values: [RGBA], difference: Double)?
        var problem: ContrastFixer.Unsolved?
        for option in [RGBA.white, design.neutral(0.18), RGBA.black] {
            var trial = values
            trial[label] = option
            trial[fill] = brand
            let fixer = ContrastFixer(
                pairs: subset, thresholds: limits, origin: trial, canMove: { $0 == (pinned ? label : fill) })
            let result = fixer.run()
            if let unsolved = result.unsolved.first {
                if problem == nil {
                    problem = ContrastFixer.Unsolved(
                        pair: involved[unsolved.pair], bestRatio: unsolved.bestRatio, bestColor: unsolved.bestColor)
                }
                continue
            }
            let difference = result.values[fill].difference(from: brand)
            if best.map({ difference < $0.difference }) ?? true { best = (result.values, difference) }
        }
        guard let best else { return problem }
        values = best.values
        return nil
    }

    static func palette(_ design: GeneratorDesign) -> [String: PaletteNode] {
        var neutral: [String: PaletteNode] = ["0": .color(.hex("#FFFFFF")), "1000": .color(.hex("#000000"))]
        for step in PaletteRamp.steps {
            neutral[step.name] = .color(.hex(design.neutral(step.lightness).hexString))
        }
        return [
            "brand": paletteRamp(from: design.accent),
            "secondary": paletteRamp(from: design.secondary),
            "neutral": .group(neutral),
            "red": PaletteRamp.group(chroma: 0.2, hue: GeneratorDesign.destructiveHue),
            "green": PaletteRamp.group(chroma: 0.15, hue: GeneratorDesign.successHue),
            "amber": PaletteRamp.group(chroma: 0.15, hue: GeneratorDesign.warningHue),
        ]
    }

    /// Colour roles written in all four modes from per-mode values (light, dark, increased light, increased dark).
    static func colors(_ modes: [[String: RGBA]]) -> [String: ColorRoleSpec] {
        var result: [String: ColorRoleSpec] = [:]
        for name in modes[0].keys {
            func value(_ mode: Int) -> ColorValue { .hex(modes[mode][name]?.hexString ?? "#000000") }
            result[name] = ColorRoleSpec(
                light: value(0), dark: value(1), increasedContrastLight: value(2), increasedContrastDark: value(3))
        }
        return result
    }
}
