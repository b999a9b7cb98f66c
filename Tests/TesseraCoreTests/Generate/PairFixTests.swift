import Foundation
import Testing

@_spi(TesseraTools) @testable import TesseraCore

/// `ThemeFixer.fix(_:pair:against:in:)`, the Studio's "Fix…" on one failing pair.
@Suite("Fixing one failing pair")
struct PairFixTests {
    /// The default preset with `textSecondary` too light in Light and `accent` too light in Dark
    /// (written for those modes only), so two pairs in two modes fail.
    static func twiceBroken() throws -> CompiledTheme {
        var spec = Presets.default.spec
        spec.apply([
            ThemeFix.Edit(role: "textSecondary", key: ColorMode(.light).key, value: .hex("#C8C8C8")),
            ThemeFix.Edit(role: "accent", key: ColorMode(.dark).key, value: .hex("#1A1A40")),
        ])
        return try #require(ThemeCompiler.compile(spec).theme)
    }

    /// The failing contrast pairs of `theme` in `mode`.
    static func failing(_ theme: CompiledTheme, in mode: ColorMode) -> [ContrastPair] {
        let values = theme.colors.values.map { $0[mode] }
        return AccessibilityAudit.contrastPairs(of: theme, in: mode, level: .AA).filter {
            $0.ratio(in: values) < $0.threshold
        }
    }

    @Test("the named pair passes afterwards; the other mode's failure and every other colour stay as they were")
    func onlyThePair() throws {
        let theme = try Self.twiceBroken()
        let target = try #require(Self.failing(theme, in: ColorMode(.light)).first { $0.role == "textSecondary" })
        let otherBefore = Self.failing(theme, in: ColorMode(.dark))
        #expect(!otherBefore.isEmpty)

        let fix = ThemeFixer.fix(theme, pair: target.role, against: target.against, in: ColorMode(.light))
        let fixed = try #require(fix.theme)
        #expect(fix.diagnostics.isEmpty)
        #expect(!fix.changes.isEmpty)
        #expect(fix.changes.allSatisfy { $0.mode == ColorMode(.light) })

        let lightAfter = Self.failing(fixed, in: ColorMode(.light))
        #expect(!lightAfter.contains { $0.role == target.role && $0.against == target.against })
        #expect(Self.failing(fixed, in: ColorMode(.dark)).map { $0.role } == otherBefore.map { $0.role })

        // No colour changed anywhere but the moved roles in Light.
        let moved = Set(fix.changes.map { $0.role })
        for (index, name) in theme.colors.names.enumerated() {
            for mode in ColorMode.allCases where theme.colors.values[index][mode] != fixed.colors.values[index][mode] {
                #expect(mode == ColorMode(.light) && moved.contains(name), "\(name) changed in \(mode)")
            }
        }
    }

    @Test("the pair fix moves no further than the whole-theme fix moves the same role")
    func noWorseThanWholeFix() throws {
        let theme = try Self.twiceBroken()
        let target = try #require(Self.failing(theme, in: ColorMode(.light)).first { $0.role == "textSecondary" })
        let single = ThemeFixer.fix(theme, pair: target.role, against: target.against, in: ColorMode(.light))
        let whole = ThemeFixer.fix(theme)
        for change in single.changes {
            let same = try #require(whole.changes.first { $0.role == change.role && $0.mode == change.mode })
            #expect(change.difference <= same.difference + 1e-9)
        }
    }

    @Test("a passing pair, an unknown pair and a pair of another mode give an empty fix")
    func emptyWhenNothingToFix() throws {
        let theme = try Self.twiceBroken()
        let target = try #require(Self.failing(theme, in: ColorMode(.light)).first { $0.role == "textSecondary" })
        #expect(ThemeFixer.fix(theme, pair: "textPrimary", against: "background", in: ColorMode(.light)).isEmpty)
        #expect(ThemeFixer.fix(theme, pair: "noSuchRole", against: "background", in: ColorMode(.light)).isEmpty)
        // textSecondary was broken in Light only; Dark keeps the preset's passing value.
        #expect(ThemeFixer.fix(theme, pair: target.role, against: target.against, in: ColorMode(.dark)).isEmpty)
    }

    @Test("a second pair fix of the fixed theme changes nothing")
    func idempotent() throws {
        let theme = try Self.twiceBroken()
        let target = try #require(Self.failing(theme, in: ColorMode(.light)).first { $0.role == "textSecondary" })
        let fixed = try #require(
            ThemeFixer.fix(theme, pair: target.role, against: target.against, in: ColorMode(.light)).theme)
        #expect(ThemeFixer.fix(fixed, pair: target.role, against: target.against, in: ColorMode(.light)).isEmpty)
    }
}
