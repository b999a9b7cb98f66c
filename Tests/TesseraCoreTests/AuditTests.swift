import Foundation
import Testing

@_spi(TesseraTools) @testable import TesseraCore

@Suite("Accessibility audit")
struct AuditTests {
    @Test("every built-in preset passes AA in all four modes", arguments: PresetCatalog.builtIn.ids)
    func presetsPass(id: String) throws {
        let preset = try #require(Presets.named(id))
        let report = AccessibilityAudit.run(preset.theme, level: .AA)
        let failures = report.failures.map(\.message)
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        #expect(report.findings.count > 200, "the audit checked \(report.findings.count) things")
    }
}

/// WCAG's large text is 18 pt, or 14 pt bold — and bold is weight 700 (axe-core's `boldValue`),
/// not iOS's semibold.
@Suite("Large text is bold, as WCAG and axe mean it")
struct LargeTextTests {
    /// The primary button's label threshold in light mode with its label at `weight`, white on
    /// a grey fill at 3.54:1 (between the large- and normal-text thresholds).
    static func primaryThreshold(weight: String, size: Int) throws -> Double {
        let json = """
            {"specVersion": "1.0", "extends": "default",
             "colors": {"accent": {"light": "#888888"}, "textOnAccent": {"light": "#FFFFFF"}},
             "typography": {"buttonPrimary": {"size": \(size), "weight": "\(weight)"}}}
            """
        let theme = try #require(ThemeLoader().load(Data(json.utf8), file: "t.json").theme)
        let finding = try #require(
            AccessibilityAudit.run(theme).findings.first {
                $0.check == .buttonLabelContrast && $0.role == "primary" && $0.appearance == .light
                    && $0.contrast == .standard && ($0.size == nil || $0.size == .large)
                    && !$0.message.contains("pressed")
            })
        return finding.threshold
    }

    @Test(
        "14–17 pt semibold is normal text (4.5:1); 14 pt bold and heavier is large (3:1); 18 pt is large at any weight",
        arguments: [
            ("semibold", 17, 4.5), ("semibold", 14, 4.5), ("medium", 17, 4.5), ("bold", 14, 3.0), ("heavy", 17, 3.0),
            ("bold", 13, 4.5), ("regular", 18, 3.0),
        ])
    func thresholds(weight: String, size: Int, expected: Double) throws {
        #expect(try Self.primaryThreshold(weight: weight, size: size) == expected)
    }
}

/// The audit has teeth: each contrast pairing it checks in the default theme, pushed just below
/// its threshold on its own, must come back as a failure naming it.
@Suite("Accessibility audit mutations")
struct AuditMutationTests {
    static let base = Presets.default.spec
    static let report = AccessibilityAudit.run(Presets.default.theme)
    static let contrastFindings = report.findings.filter {
        $0.check != .touchTarget && $0.check != .minimumTextSize && $0.check != .dynamicTypeGrowth
    }

    /// The colour role whose value the finding measured as its foreground.
    static func foregroundRole(of finding: AuditFinding) -> String {
        guard finding.check == .buttonLabelContrast else { return finding.role }
        let button = base.buttons[finding.role]
        if finding.against?.hasPrefix("text") == true {
            return button?.plainLabelColor ?? button?.fill ?? button?.labelColor ?? ""
        }
        return button?.labelColor ?? ""
    }

    static func key(for mode: ColorMode) -> WritableKeyPath<ColorRoleSpec, ColorValue?> {
        switch (mode.appearance, mode.contrast) {
        case (.light, .standard): \ColorRoleSpec.lightValue
        case (.dark, .standard): \ColorRoleSpec.dark
        case (.light, .increased): \ColorRoleSpec.increasedContrastLight
        case (.dark, .increased): \ColorRoleSpec.increasedContrastDark
        }
    }

    /// A colour between `foreground` and `background` whose contrast, as the audit measures it
    /// (at `opacity`), lies just under `threshold` after 8-bit rounding.
    static func justBelow(_ threshold: Double, foreground: RGBA, background: RGBA, opacity: Double) -> RGBA? {
        func measured(_ color: RGBA) -> Double { Contrast.wcagRatio(color.withAlpha(opacity), background) }
        func blend(_ t: Double) -> RGBA {
            let quantized = try? RGBA(
                hex: RGBA(
                    red: foreground.red + (background.red - foreground.red) * t,
                    green: foreground.green + (background.green - foreground.green) * t,
                    blue: foreground.blue + (background.blue - foreground.blue) * t
                ).hexString)
            return quantized ?? foreground
        }
        var low = 0.0
        var high = 1.0
        for _ in 0..<40 {
            let middle = (low + high) / 2
            if measured(blend(middle)) >= threshold { low = middle } else { high = middle }
        }
        let candidate = blend(high)
        let ratio = measured(candidate)
        return ratio < threshold && ratio > threshold - 0.35 ? candidate : nil
    }

    @Test("each checked pairing pushed just below its threshold fails, named", arguments: contrastFindings.indices)
    func mutation(index: Int) throws {
        let finding = Self.contrastFindings[index]
        let appearance = try #require(finding.appearance)
        let contrast = try #require(finding.contrast)
        let mode = ColorMode(appearance, contrast)
        let role = Self.foregroundRole(of: finding)
        let foreground = try #require(finding.foreground)
        let background = try #require(finding.background)
        let original = Presets.default.theme.color(.custom(role), in: mode)
        let opacity = original.alpha > 0 ? foreground.alpha / original.alpha : 1
        let mutant = try #require(
            Self.justBelow(finding.threshold, foreground: original, background: background, opacity: opacity),
            "no colour just below \(finding.threshold) for \(finding.message)")
        var spec = Self.base
        spec.colors[role]?[keyPath: Self.key(for: mode)] = .hex(mutant.hexString)
        let theme = try #require(ThemeCompiler.compile(spec).theme)
        let failures = AccessibilityAudit.run(theme).failures
        let named = failures.first {
            $0.check == finding.check && $0.role == finding.role && $0.against == finding.against
                && $0.appearance == appearance && $0.contrast == contrast && $0.size == finding.size
        }
        let failure = try #require(named, "pushing \(role) to \(mutant.hexString) did not fail: \(finding.message)")
        #expect(failure.value < failure.threshold && failure.value > failure.threshold - 0.35)
        #expect(failure.message.contains(finding.role) && failure.message.contains(mode.description))
    }

    @Test("the mutation suite covers every kind of contrast check, in every mode")
    func coverage() {
        #expect(Set(Self.contrastFindings.map(\.check)) == [.textContrast, .nonTextContrast, .buttonLabelContrast])
        #expect(Set(Self.contrastFindings.compactMap(\.appearance)).count == 2)
        #expect(Set(Self.contrastFindings.compactMap(\.contrast)).count == 2)
        #expect(Self.contrastFindings.count > 250)
    }

    @Test("non-contrast checks fail too: a short button, tiny text, a role that stops growing")
    func sizeChecks() throws {
        var spec = Self.base
        spec.buttons["primary"]?.minHeight = 40
        spec.typography["caption2"]?.size = .points(10)
        spec.typography["footnote"]?.minimumSize = .accessibility5
        let theme = try #require(ThemeCompiler.compile(spec).theme)
        let failures = AccessibilityAudit.run(theme).failures
        #expect(failures.contains { $0.check == .touchTarget && $0.role == "primary" && $0.value == 40 })
        #expect(failures.contains { $0.check == .minimumTextSize && $0.role == "caption2" && $0.value == 10 })
        #expect(failures.contains { $0.check == .dynamicTypeGrowth && $0.role == "footnote" })
        #expect(
            !failures.contains { $0.check == .dynamicTypeGrowth && $0.role == "buttonPrimary" }, "clamped on purpose")
        #expect(
            AccessibilityAudit.run(Presets.default.theme, level: .AAA).failures.contains { $0.check == .textContrast })
    }
}

extension ColorRoleSpec {
    /// `light` as an optional, so tests can address every mode by key path.
    var lightValue: ColorValue? {
        get { light }
        set { if let newValue { light = newValue } }
    }
}
