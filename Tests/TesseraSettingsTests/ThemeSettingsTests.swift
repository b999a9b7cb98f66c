import Foundation
import Testing
import TesseraCore
import TesseraSettings

@Suite("A theme edited as settings")
@MainActor
struct ThemeSettingsTests {
    @Test("the schema lists every role of the theme, built-ins in canonical order, in both appearances")
    func schemaCoversRoles() throws {
        let spec = Presets.default.spec
        let schema = ThemeSettings.schema(for: spec)
        #expect(schema.entries.count == 5)
        let light = schema.fields.filter { $0.id.hasPrefix("colors.") && $0.id.hasSuffix(".light") }
        #expect(light.count == spec.colors.count)
        #expect(light.first?.id == "colors.textPrimary.light")
        #expect(schema.fields.filter { $0.id.hasSuffix(".dark") }.count == spec.colors.count)
        #expect(schema.fields.filter { $0.id.hasPrefix("typography.") }.count == spec.typography.count * 3)
        #expect(schema.fields.filter { $0.id.hasPrefix("buttons.") }.count == spec.buttons.count * 3)
        #expect(schema.fields.filter { $0.id.hasPrefix("surfaces.") }.count == spec.surfaces.count * 2)
        let accent = try #require(schema.field(id: "colors.accent.dark"))
        #expect(accent.kind == .color && accent.sectionPath == ["Dark colours"] && accent.title == "Accent")
        #expect(schema.field(id: "typography.bodySecondary.weight")?.sectionPath == ["Typography", "Body secondary"])
    }

    @Test("colour fields read what compiling produces, for every role and appearance of every preset")
    func colorsMatchCompiledTheme() {
        for preset in Presets.all {
            let schema = ThemeSettings.schema(for: preset.spec)
            for role in preset.spec.colors.keys {
                for appearance in Appearance.allCases {
                    let field = schema.field(id: "colors.\(role).\(appearance.rawValue)")
                    let expected = preset.theme.color(.custom(role), in: ColorMode(appearance))
                    #expect(field.map { $0.value(in: preset.spec) } == .color(expected), "\(preset.id) \(role) \(appearance)")
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
        #expect(!session.setValue(.text("red"), of: field, continuous: false), "a value of the wrong kind changes nothing")
        session.undo()
        #expect(session.changes.isEmpty && !manager.session.hasUnsavedChanges)
        session.redo()
        #expect(session.changes.count == 2)
        session.cancel()
        #expect(!manager.session.hasUnsavedChanges)
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
        #expect(session.value(of: size) == .number(17), "body is the system size, 17 pt at the default Dynamic Type size")
        #expect(!session.canUndo)
    }

    @Test("pickers accept only the theme's own choices")
    func choices() throws {
        let manager = ThemeManager()
        let session = ThemeSettingsEditor(manager: manager)
        let fill = try #require(session.schema.field(id: "buttons.primary.fill"))
        guard case .picker(let choices) = fill.kind else { Issue.record("fill is not a picker"); return }
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
        spec.surfaces["card"]?.radius = .reference(TokenReference(group: "spacing", name: "m"))
        let field = try #require(ThemeSettings.schema(for: spec).field(id: "surfaces.card.radius"))
        #expect(field.value(in: spec) == .number(12))
        spec.surfaces["card"]?.radius = .reference(TokenReference(group: "radii", name: "large"))
        #expect(field.value(in: spec) == .number(try #require(spec.radii["large"])))
    }

    @Test("apply refuses out-of-range values, then saves")
    func apply() async throws {
        let manager = ThemeManager()
        let session = ThemeSettingsEditor(manager: manager)
        #expect(await session.apply().outcome == .nothingToApply)
        let height = try #require(session.schema.field(id: "buttons.primary.minHeight"))
        session.setValue(.number(10), of: height, continuous: false)
        guard case .invalid(let issues) = await session.apply().outcome else { Issue.record("expected invalid"); return }
        #expect(issues.map(\.id) == ["buttons.primary.minHeight"])
        #expect(manager.session.hasUnsavedChanges)
        session.setValue(.number(52), of: height, continuous: false)
        let result = await session.apply()
        #expect(result.outcome == .applied && result.changes.map(\.id) == ["buttons.primary.minHeight"])
        #expect(!manager.session.hasUnsavedChanges && session.changes.isEmpty)
    }
}
