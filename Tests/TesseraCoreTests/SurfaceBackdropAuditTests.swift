import Foundation
import TesseraTestSupport
import Testing

@_spi(TesseraTools) @testable import TesseraCore

/// Text on materials and Liquid Glass is audited over the worst content that can sit behind the
/// surface — white and black — through the system's veil and the surface's tint, not over the
/// theme's background only.
@Suite("Accessibility audit: text on materials and glass")
struct SurfaceBackdropAuditTests {
    /// A custom surface of thin material tinted with a half-transparent role, and a text role
    /// declared on that tint. Over the theme's background the text passes in both appearances;
    /// over white content in dark (and black content in light) it does not.
    static let thinPanel = ThemeJSON.extending(
        "default",
        #"""
        "colors": {
          "panelTint": {"light": "#FFFFFF80", "dark": "#10141D80", "fallback": "surfaceTint"},
          "panelText": {"light": "#4D5565", "dark": "#B0B0B0", "fallback": "textSecondary"}
        },
        "surfaces": {
          "thinPanel": {"background": {"material": "thin", "tint": "panelTint", "tintOpacity": 1, "opaque": "surfaceBase"}, "fallback": "card"}
        },
        "accessibility": {"pairings": [{"text": ["panelText"], "on": ["panelTint"]}]}
        """#)

    static func theme(_ json: String) throws -> CompiledTheme {
        let result = ThemeLoader().load(Data(json.utf8), file: "t.json")
        return try #require(result.theme, "\(result.diagnostics.map(\.message))")
    }

    @Test(
        "a text role on a thin material that passes over the theme background fails over white content, the backdrop named"
    )
    func failsOverWhiteContent() throws {
        let theme = try Self.theme(Self.thinPanel)
        let report = AccessibilityAudit.run(theme)
        // Over the theme's background (what the audit measured before) the pair passes.
        let plain = try #require(
            report.findings.first {
                $0.role == "panelText" && $0.against == "panelTint" && $0.appearance == .dark
                    && $0.contrast == .standard
            })
        #expect(plain.passed, "\(plain.message)")
        let failure = try #require(
            report.failures.first {
                $0.role == "panelText" && $0.surface == "thinPanel" && $0.appearance == .dark
                    && $0.contrast == .standard && $0.backdrop == .white
            }, "\(report.failures.map(\.message))")
        #expect(failure.message.contains("thinPanel"))
        #expect(failure.message.contains("over white content"))
        #expect(failure.message.contains("dark"))
        #expect(failure.message.contains("< 4.50:1"))
        #expect(failure.value < 4.5 && failure.threshold == 4.5)
        // Light appearance: the same text fails over black content.
        #expect(
            report.failures.contains {
                $0.role == "panelText" && $0.surface == "thinPanel" && $0.appearance == .light && $0.backdrop == .black
            })
        // The JSON names the surface and the backdrop beside the fields it always had.
        let json = failure.jsonTree()
        #expect(json["surface"]?.stringValue == "thinPanel")
        #expect(json["backdrop"]?.stringValue == "#FFFFFF")
        #expect(json["role"]?.stringValue == "panelText")
    }

    @Test("the effective background is the content, under the material's veil, under the tint")
    func effectiveBackground() throws {
        let theme = try Self.theme(Self.thinPanel)
        let dark = theme.resolved(for: ThemeContext(appearance: .dark))
        let pair = try #require(
            AccessibilityAudit.colorPairs(in: dark).first {
                $0.role == "panelText" && $0.against == "thinPanel over white content"
            })
        let values = theme.colors.values.map { $0[ColorMode(.dark)] }
        let veil = SurfaceVeil.veil(for: .material(.thin), appearance: .dark)
        let tint = try RGBA(hex: "#10141D80")
        let expected = tint.composited(over: veil.composited(over: .white))
        #expect(pair.colors(in: values).background == expected)
        #expect(veil.alpha == SurfaceVeil.opacity(of: .material(.thin)))
    }

    @Test(
        "the veil table keeps the order Apple's words give: translucent materials under half, opaque ones over; clear glass thinner than regular"
    )
    func veilOrder() {
        let materials: [Material] = [.ultraThin, .thin, .regular, .thick, .ultraThick]
        let opacities = materials.map { SurfaceVeil.opacity(of: .material($0)) }
        #expect(opacities == opacities.sorted() && Set(opacities).count == opacities.count)
        #expect(SurfaceVeil.opacity(of: .material(.thin)) < 0.5 && SurfaceVeil.opacity(of: .material(.thick)) > 0.5)
        #expect(SurfaceVeil.opacity(of: .glass(.clear)) < SurfaceVeil.opacity(of: .glass(.regular)))
        #expect(SurfaceVeil.table.count == Material.allCases.count + GlassVariant.allCases.count)
        // Glass is held to the thinner of its own veil and its fallback material's.
        let glass = CompiledSurfaceBackground.glass(.regular, tintIndex: nil, fallback: .ultraThin, opaqueIndex: 0)
        #expect(
            SurfaceVeil.veil(for: glass, appearance: .light)?.alpha == SurfaceVeil.opacity(of: .material(.ultraThin)))
        #expect(
            SurfaceVeil.veil(for: glass, appearance: .dark)
                == RGBA.black.withAlpha(SurfaceVeil.opacity(of: .material(.ultraThin))))
    }

    @Test("Reduce Transparency: text declared on a surface's tint is audited on the colour that replaces the material")
    func reduceTransparency() throws {
        let theme = try Self.theme(Self.thinPanel)
        let findings = AccessibilityAudit.run(theme).findings.filter {
            $0.role == "panelText" && $0.surface == "thinPanel" && $0.backdrop == nil
        }
        #expect(findings.count == 4, "\(findings.map(\.message))")
        #expect(findings.allSatisfy { $0.against == "thinPanel with Reduce Transparency (surfaceBase)" })
    }

    @Test("untinted clear glass makes no legibility promise: its text fails, and the finding asks for a tint")
    func clearGlass() throws {
        let json = ThemeJSON.extending(
            "default",
            #"""
            "surfaces": {"floatingWidget": {"background": {"glass": "clear", "fallback": "thick", "opaque": "surfaceBase"}}}
            """#)
        let theme = try Self.theme(json)
        let report = AccessibilityAudit.run(theme)
        let failure = try #require(report.failures.first { $0.surface == "floatingWidget" })
        #expect(failure.message.contains("tint"), "\(failure.message)")
        // No colour role lies between the text and the content, and the text cannot be light
        // and dark at once: the fix says so instead of leaving it failing silently.
        let fix = ThemeFixer.fix(theme)
        #expect(
            fix.diagnostics.contains { $0.message.contains("floatingWidget over") }, "\(fix.diagnostics.map(\.message))"
        )
    }

    @Test(
        "the one-pair fix (the Studio's Fix button) solves text on a material named as the audit names it, in that mode only"
    )
    func fixesOnePair() throws {
        let theme = try Self.theme(Self.thinPanel)
        let failure = try #require(
            AccessibilityAudit.run(theme).failures.first { $0.surface == "thinPanel" && $0.appearance == .dark })
        let mode = ColorMode(.dark)
        let fix = ThemeFixer.fix(theme, pair: failure.role, against: try #require(failure.against), in: mode)
        #expect(fix.diagnostics.isEmpty, "\(fix.diagnostics.map(\.message))")
        #expect(!fix.changes.isEmpty && fix.changes.allSatisfy { $0.mode == mode }, "\(fix.changes)")
        let fixed = try #require(fix.theme)
        #expect(
            !AccessibilityAudit.run(fixed).failures.contains {
                $0.role == failure.role && $0.against == failure.against && $0.appearance == .dark
                    && $0.contrast == .standard
            })
        for role in theme.colorRoles {
            for other in ColorMode.allCases where other != mode {
                #expect(theme.color(role, in: other) == fixed.color(role, in: other), "\(role.name) moved in \(other)")
            }
        }
    }

    @Test("audit --fix solves text on a material over the content that breaks it; a second fix changes nothing")
    func fixes() throws {
        let theme = try Self.theme(Self.thinPanel)
        #expect(!AccessibilityAudit.run(theme).passed)
        let fix = ThemeFixer.fix(theme)
        #expect(fix.diagnostics.isEmpty, "\(fix.diagnostics.map(\.message))")
        let fixed = try #require(fix.theme)
        let report = AccessibilityAudit.run(fixed)
        #expect(report.passed, "\(report.failures.map(\.message))")
        #expect(fix.changes.contains { $0.against.hasPrefix("thinPanel over") })
        #expect(ThemeFixer.fix(fixed).isEmpty)
    }
}
