import Foundation
@_spi(TesseraTools) import TesseraCore
import TesseraSettings
import Testing

@Suite("A theme edited as settings")
@MainActor
struct ThemeSettingsTests {
    @Test("the schema lists every role of the theme, built-ins in canonical order, in both appearances")
    func schemaCoversRoles() throws {
        let spec = Presets.default.spec
        let schema = ThemeSettings.schema(for: spec)
        #expect(schema.entries.count == 9)
        let light = schema.fields.filter { $0.id.hasPrefix("colors.") && $0.id.hasSuffix(".light") }
        #expect(light.count == spec.colors.count)
        #expect(light.first?.id == "colors.textPrimary.light")
        #expect(schema.fields.filter { $0.id.hasSuffix(".dark") }.count == spec.colors.count)
        #expect(schema.fields.filter { $0.id.hasPrefix("typography.") }.count == spec.typography.count * 3)
        #expect(schema.fields.filter { $0.id.hasPrefix("buttons.") }.count == spec.buttons.count * 6)
        #expect(schema.fields.filter { $0.id.hasPrefix("surfaces.") }.count == spec.surfaces.count * 2)
        let accent = try #require(schema.field(id: "colors.accent.dark"))
        #expect(accent.kind == .color && accent.sectionPath == ["Dark colours"] && accent.title == "Accent")
        #expect(schema.field(id: "typography.bodySecondary.weight")?.sectionPath == ["Typography", "Body secondary"])
        #expect(schema.fields.filter { $0.id.hasPrefix("layout.spacing.") }.count == spec.layout?.spacing.count)
        #expect(schema.fields.filter { $0.id.hasPrefix("radii.") }.count == spec.radii.count)
        #expect(schema.fields.filter { $0.id.hasPrefix("shadows.") }.count == spec.shadows.count * 4)
        #expect(schema.fields.filter { $0.id.hasPrefix("motion.") }.count == spec.motion.count * 4)
        let steps = schema.fields.filter { $0.id.hasPrefix("layout.spacing.") }.compactMap {
            spec.layout?.spacing[$0.title]
        }
        #expect(steps == steps.sorted() && steps.count == spec.layout?.spacing.count, "smallest step first")
    }

    @Test("spacing, radii, shadows and motion fields read what compiling produces, for every preset")
    func scalesMatchCompiledTheme() throws {
        for preset in Presets.all {
            let schema = ThemeSettings.schema(for: preset.spec)
            let resolved = preset.theme.resolved(for: ThemeContext())
            for (step, _) in preset.spec.layout?.spacing ?? [:] {
                #expect(
                    schema.field(id: "layout.spacing.\(step)")?.value(in: preset.spec)
                        == resolved.spacing(step).map(SettingValue.number), "\(preset.id) \(step)")
            }
            for (name, _) in preset.spec.radii {
                #expect(
                    schema.field(id: "radii.\(name)")?.value(in: preset.spec)
                        == resolved.radius(name).map(SettingValue.number), "\(preset.id) \(name)")
            }
            for (name, shadow) in preset.spec.shadows {
                #expect(
                    schema.field(id: "shadows.\(name).darkOpacity")?.value(in: preset.spec)
                        == .number(shadow.darkOpacity))
            }
            for (name, _) in preset.spec.motion {
                let animation = try #require(resolved.animation(named: name))
                #expect(
                    schema.field(id: "motion.\(name).curve")?.value(in: preset.spec)
                        == .choice(animation.curve.curve.rawValue))
            }
        }
    }

    @Test("every group edits through the one session and recompiles: spacing, radius, shadow, motion, press")
    func everyGroupEdits() throws {
        let manager = ThemeManager()
        let editor = ThemeSettingsEditor(manager: manager)
        func set(_ id: String, _ value: SettingValue) throws {
            let field = try #require(editor.schema.field(id: id), "\(id)")
            #expect(editor.setValue(value, of: field, continuous: false), "\(id)")
        }
        try set("layout.spacing.l", .number(20))
        try set("radii.large", .number(22))
        try set("shadows.medium.opacity", .number(0.25))
        try set("motion.press.response", .number(0.5))
        try set("buttons.primary.pressed.scale", .number(0.9))
        try set("buttons.primary.animation", .choice("springBack"))
        try set("motion.gentle.curve", .choice("spring"))
        let resolved = manager.theme.resolved(for: ThemeContext())
        #expect(resolved.spacing(.l) == 20 && resolved.radius("large") == 22)
        #expect(resolved.surface(.cardElevated).shadow.map { abs($0.color.alpha - 0.25) < 1e-9 } == true)
        #expect(resolved.animation(named: "press")?.curve.response == 0.5)
        #expect(
            resolved.animation(named: "gentle")?.curve
                == AnimationCurve(curve: .spring, response: 0.3, damping: 1, blend: 0),
            "a curve switched to a spring gets a response")
        let pressed = resolved.button(.primary, state: .pressed)
        #expect(pressed.scale == 0.9 && resolved.animation(of: pressed).name == "springBack")
        let ids = Set(editor.changes.map(\.id))
        for id in [
            "layout.spacing.l", "radii.large", "shadows.medium.opacity", "motion.press.response",
            "buttons.primary.pressed.scale", "buttons.primary.animation",
        ] {
            #expect(ids.contains(id), "the review lists \(id)")
        }
        let animation = try #require(editor.schema.field(id: "buttons.primary.animation"))
        #expect(
            !editor.setValue(.choice("wobble"), of: animation, continuous: false),
            "only the theme's motion and the press animations")
        editor.undo()
        editor.undo()
        let undone = manager.theme.resolved(for: ThemeContext())
        #expect(undone.animation(of: undone.button(.primary)).name == "press", "undo restores the animation")
    }

    @Test("colour fields read what compiling produces, for every role and appearance of every preset")
    func colorsMatchCompiledTheme() {
        for preset in Presets.all {
            let schema = ThemeSettings.schema(for: preset.spec)
            for role in preset.spec.colors.keys {
                for appearance in Appearance.allCases {
                    let field = schema.field(id: "colors.\(role).\(appearance.rawValue)")
                    let expected = preset.theme.color(.custom(role), in: ColorMode(appearance))
                    #expect(
                        field.map { $0.value(in: preset.spec) } == .color(expected),
                        "\(preset.id) \(role) \(appearance)")
                }
            }
        }
    }

    @Test("editing through the session edits the manager's draft and recompiles")
    func editsReachTheManager() throws {
        let manager = ThemeManager()
        let session = ThemeSettingsEditor(manager: manager)
        let field = try #require(session.schema.field(id: "colors.accent.light"))
        let red = RGBA(red: 1, green: 0, blue: 0)
        #expect(session.setValue(.color(red), of: field, continuous: false))
        #expect(manager.theme.color(.accent, in: ColorMode(.light)) == red)
        #expect(manager.theme.color(.accent, in: ColorMode(.dark)) != red)
        // Theme primary refers to the accent, so its colour changes too, and the review says so.
        #expect(session.changes.map(\.location) == ["Light colours › Accent", "Light colours › Theme primary"])
        #expect(session.changes.first?.after == "#FF0000")
        #expect(
            !session.setValue(.text("red"), of: field, continuous: false), "a value of the wrong kind changes nothing")
        session.undo()
        #expect(session.changes.isEmpty && !manager.session.hasUnsavedChanges)
        session.redo()
        #expect(session.changes.count == 2)
        session.cancel()
        #expect(!manager.session.hasUnsavedChanges)
    }

    @Test("the colours section's contrast hint follows the draft, per appearance")
    func contrastHint() throws {
        #expect(ThemeSettings.contrastHints(for: Presets.default.theme, appearance: .light).isEmpty)
        #expect(ThemeSettings.contrastHints(for: Presets.default.theme, appearance: .dark).isEmpty)
        let manager = ThemeManager()
        let editor = ThemeSettingsEditor(manager: manager)
        let field = try #require(editor.schema.field(id: "colors.textSecondary.light"))
        #expect(editor.setValue(.color(RGBA(red: 0.85, green: 0.85, blue: 0.87)), of: field, continuous: false))
        let hints = ThemeSettings.contrastHints(for: manager.theme, appearance: .light)
        // textSecondary fails on every background it is drawn on — the theme's surfaces and its
        // materials and glass over content — and so does the role that refers to it; worst first.
        #expect(hints.count == 14, "\(hints)")
        #expect(hints.contains { $0.hasPrefix("textSecondary on surfaceSecondary (light): 1.24:1") }, "\(hints)")
        #expect(hints.contains { $0.hasPrefix("textSecondary on chrome over black content (light)") }, "\(hints)")
        #expect(hints.contains { $0.hasPrefix("textOnOverlaySecondary on surfaceOverlay") })
        let ratios = hints.compactMap { hint in
            hint.range(of: "): ").flatMap { Double(hint[$0.upperBound...].prefix { $0 != ":" }) }
        }
        #expect(ratios.count == hints.count && ratios == ratios.sorted(), "\(ratios)")
        #expect(
            ThemeSettings.contrastHints(for: manager.theme, appearance: .dark).isEmpty,
            "the dark colours did not change")
        editor.undo()
        #expect(ThemeSettings.contrastHints(for: manager.theme, appearance: .light).isEmpty)
    }

    @Test("a slider drag is one undo step")
    func continuousEditsCoalesce() throws {
        let manager = ThemeManager()
        let session = ThemeSettingsEditor(manager: manager)
        let size = try #require(session.schema.field(id: "typography.body.size"))
        for points in [18.0, 19, 20] { session.setValue(.number(points), of: size, continuous: true) }
        session.endContinuousChange()
        #expect(session.value(of: size) == .number(20))
        session.undo()
        #expect(
            session.value(of: size) == .number(17), "body is the system size, 17 pt at the default Dynamic Type size")
        #expect(!session.canUndo)
    }

    @Test("pickers accept only the theme's own choices")
    func choices() throws {
        let manager = ThemeManager()
        let session = ThemeSettingsEditor(manager: manager)
        let fill = try #require(session.schema.field(id: "buttons.primary.fill"))
        guard case .picker(let choices) = fill.kind else {
            Issue.record("fill is not a picker")
            return
        }
        #expect(choices.first?.title == "None" && choices.contains { $0.value == "destructive" })
        #expect(session.setValue(.choice("destructive"), of: fill, continuous: false))
        #expect(manager.session.draft.buttons["primary"]?.fill == "destructive")
        #expect(!session.setValue(.choice("noSuchRole"), of: fill, continuous: false))
        #expect(session.setValue(.choice(""), of: fill, continuous: false))
        #expect(manager.session.draft.buttons["primary"]?.fill == nil)
    }

    @Test("reset restores the preset's value for a field, a section, or everything")
    func resets() throws {
        let manager = ThemeManager()
        let session = ThemeSettingsEditor(manager: manager)
        let schema = session.schema
        let original = manager.session.draft
        let height = try #require(schema.field(id: "buttons.primary.minHeight"))
        let radius = try #require(schema.field(id: "surfaces.card.radius"))
        session.setValue(.number(60), of: height, continuous: false)
        session.setValue(.number(30), of: radius, continuous: false)
        session.reset(height)
        #expect(manager.session.draft.buttons["primary"] == original.buttons["primary"])
        #expect(session.changes.map(\.id) == ["surfaces.card.radius"])
        session.reset(try #require(schema.sections.first { $0.id == "surfaces" }))
        #expect(manager.session.draft == original)
        session.setValue(.number(60), of: height, continuous: false)
        session.resetAll()
        #expect(manager.session.draft == original && manager.session.canUndo)
    }

    @Test("every field resets to the preset's value exactly as written, references included")
    func resetCoversEveryField() throws {
        for preset in Presets.all {
            var spec = preset.spec
            let fields = ThemeSettings.schema(for: spec).fields
            for field in fields {
                let other: SettingValue
                switch field.kind {
                case .color: other = .color(RGBA(red: 0.1, green: 0.2, blue: 0.3))
                case .picker(let choices): other = .choice(choices.last?.value ?? "")
                default: other = .number(field.range?.lowerBound ?? 1)
                }
                field.set(other, in: &spec)
            }
            #expect(spec != preset.spec, "\(preset.id): the fields change the theme")
            for field in fields { field.reset(&spec, to: preset.spec) }
            #expect(spec == preset.spec, "\(preset.id)")
        }
    }

    @Test("a radius written as a reference shows the points it names")
    func radiusReference() throws {
        var spec = Presets.default.spec
        spec.surfaces["card"]?.radius = .reference(TokenReference(group: .spacing, name: "m"))
        let field = try #require(ThemeSettings.schema(for: spec).field(id: "surfaces.card.radius"))
        #expect(field.value(in: spec) == .number(12))
        spec.surfaces["card"]?.radius = .reference(TokenReference(group: .radii, name: "large"))
        #expect(field.value(in: spec) == .number(try #require(spec.radii["large"])))
    }

    @Test("apply refuses out-of-range values, then saves")
    func apply() async throws {
        let manager = ThemeManager()
        let session = ThemeSettingsEditor(manager: manager)
        #expect(await session.apply().outcome == .nothingToApply)
        let height = try #require(session.schema.field(id: "buttons.primary.minHeight"))
        session.setValue(.number(10), of: height, continuous: false)
        guard case .invalid(let issues) = await session.apply().outcome else {
            Issue.record("expected invalid")
            return
        }
        #expect(issues.map(\.id) == ["buttons.primary.minHeight"])
        #expect(manager.session.hasUnsavedChanges)
        session.setValue(.number(52), of: height, continuous: false)
        let result = await session.apply()
        #expect(result.outcome == .applied && result.changes.map(\.id) == ["buttons.primary.minHeight"])
        #expect(!manager.session.hasUnsavedChanges && session.changes.isEmpty)
    }
}
