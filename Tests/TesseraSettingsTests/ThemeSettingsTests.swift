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
        let session = ThemeEditingSession(manager: manager)
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
        #expect(session.changes.isEmpty && !manager.hasUnsavedChanges)
        session.redo()
        #expect(session.changes.count == 2)
        session.cancel()
        #expect(!manager.hasUnsavedChanges)
    }

    @Test("a slider drag is one undo step")
    func continuousEditsCoalesce() throws {
        let manager = ThemeManager()
        let session = ThemeEditingSession(manager: manager)
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
        let session = ThemeEditingSession(manager: manager)
        let fill = try #require(session.schema.field(id: "buttons.primary.fill"))
        guard case .picker(let choices) = fill.kind else { Issue.record("fill is not a picker"); return }
        #expect(choices.first?.title == "None" && choices.contains { $0.value == "destructive" })
        #expect(session.setValue(.choice("destructive"), of: fill, continuous: false))
        #expect(manager.draft.buttons["primary"]?.fill == "destructive")
        #expect(!session.setValue(.choice("noSuchRole"), of: fill, continuous: false))
        #expect(session.setValue(.choice(""), of: fill, continuous: false))
        #expect(manager.draft.buttons["primary"]?.fill == nil)
    }

    @Test("reset restores the preset's value for a field, a section, or everything")
    func resets() throws {
        let manager = ThemeManager()
        let session = ThemeEditingSession(manager: manager)
        let schema = session.schema
        let original = manager.draft
        let height = try #require(schema.field(id: "buttons.primary.minHeight"))
        let radius = try #require(schema.field(id: "surfaces.card.radius"))
        session.setValue(.number(60), of: height, continuous: false)
        session.setValue(.number(30), of: radius, continuous: false)
        session.reset(height.id)
        #expect(manager.draft.buttons["primary"] == original.buttons["primary"])
        #expect(session.changes.map(\.id) == ["surfaces.card.radius"])
        session.resetSection("surfaces")
        #expect(manager.draft == original)
        session.setValue(.number(60), of: height, continuous: false)
        session.resetAll()
        #expect(manager.draft == original && manager.canUndo)
    }

    @Test("every field can be restored from the preset, keeping references as written")
    func restoreCoversEveryField() {
        for preset in Presets.all {
            var spec = preset.spec
            for field in ThemeSettings.schema(for: spec).fields {
                #expect(ThemeSettings.restore(field.id, from: preset.spec, into: &spec), "\(field.id)")
            }
            #expect(spec == preset.spec)
        }
        var spec = Presets.default.spec
        #expect(!ThemeSettings.restore("layout.spacing", from: Presets.default.spec, into: &spec))
    }

    @Test("apply refuses out-of-range values, then saves")
    func apply() async throws {
        let manager = ThemeManager()
        let session = ThemeEditingSession(manager: manager)
        #expect(await session.apply().outcome == .nothingToApply)
        let height = try #require(session.schema.field(id: "buttons.primary.minHeight"))
        session.setValue(.number(10), of: height, continuous: false)
        guard case .invalid(let issues) = await session.apply().outcome else { Issue.record("expected invalid"); return }
        #expect(issues.map(\.id) == ["buttons.primary.minHeight"])
        #expect(manager.hasUnsavedChanges)
        session.setValue(.number(52), of: height, continuous: false)
        let result = await session.apply()
        #expect(result.outcome == .applied && result.changes.map(\.id) == ["buttons.primary.minHeight"])
        #expect(!manager.hasUnsavedChanges && session.changes.isEmpty)
    }
}
