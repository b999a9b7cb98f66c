import Foundation
import TesseraTestSupport
import Testing

@_spi(TesseraTools) @testable import TesseraCore

@MainActor
@Suite("Theme manager")
struct ThemeManagerTests {
    enum Operation: CaseIterable {
        case editColor, editRadius, dragOpacity, endDrag, undo, redo, save, revert, reset, select, importTheme
    }

    /// What the store holds for the selected preset, as a manager would load it.
    func persisted(_ manager: ThemeManager, store: ThemeStore) async throws -> ThemeSpec {
        try await store.loadCustomization(of: manager.selectedPresetID).value?.spec
            ?? ThemeManager.base(of: manager.preset)
    }

    @Test("hasUnsavedChanges == (draft != last saved) over random sequences of operations", arguments: 0..<12)
    func propertyUnsavedChanges(seed: Int) async throws {
        let directory = try TemporaryFolder.create()
        defer { TemporaryFolder.remove(directory) }
        let store = ThemeStore(directory: directory)
        let manager = ThemeManager(store: store)
        try await manager.load()
        var random = SeededGenerator(seed: UInt64(seed) &* 7919 &+ 17)
        let hexes = ["#102030", "#405060", "#708090", "#A0B0C0"]
        var log: [String] = []
        for _ in 0..<30 {
            let operation = Operation.allCases.randomElement(using: &random) ?? .undo
            log.append("\(operation)")
            switch operation {
            case .editColor:
                let hex = hexes.randomElement(using: &random) ?? "#000000"
                manager.session.edit("Accent") { $0.colors["accent"]?.light = .hex(hex) }
            case .editRadius:
                let radius = Double(Int.random(in: 0...3, using: &random) * 4)
                manager.session.edit("Radius") { $0.radii["large"] = radius }
            case .dragOpacity:
                let opacity = Double(Int.random(in: 0...4, using: &random)) / 4
                manager.session.edit("Shadow", coalescingKey: "shadow.small.opacity") {
                    $0.shadows["small"]?.opacity = opacity
                }
            case .endDrag:
                manager.session.endContinuousChange()
            case .undo:
                manager.session.undo()
            case .redo:
                manager.session.redo()
            case .save:
                _ = await manager.session.apply()
            case .revert:
                manager.session.cancel()
            case .reset:
                manager.session.resetAll()
            case .select:
                let id = manager.presets.randomElement(using: &random)?.id ?? "default"
                try await manager.select(id)
            case .importTheme:
                let other = manager.presets.randomElement(using: &random)?.id ?? "default"
                try manager.importJSON(
                    try ThemeFile.data(for: try #require(Presets.named(other)).spec), fileName: "\(other).json")
            }
            let saved = try await persisted(manager, store: store)
            #expect(manager.session.hasUnsavedChanges == (manager.session.draft != saved), "after \(log)")
            #expect(manager.session.saved == saved, "after \(log)")
        }

        // A new manager over the same store sees exactly what was saved.
        let reopened = ThemeManager(store: store)
        try await reopened.load()
        #expect(reopened.selectedPresetID == manager.selectedPresetID)
        for preset in manager.presets {
            try await manager.select(preset.id)
            try await reopened.select(preset.id)
            #expect(reopened.session.draft == manager.session.saved, "\(preset.id) after \(log)")
            #expect(!reopened.session.hasUnsavedChanges)
        }
    }

    @Test("a live theme shows in place of the selection, is never saved, and goes when live ends")
    func liveThemeIsATemporaryOverride() throws {
        let manager = ThemeManager()
        let own = manager.theme
        let live = try #require(Presets.all.last?.theme)
        #expect(live !== own)
        manager.liveTheme = live
        #expect(manager.theme === live)
        #expect(!manager.session.hasUnsavedChanges)
        #expect(manager.presetsWithUnsavedChanges.isEmpty)
        manager.liveTheme = nil
        #expect(manager.theme === own)
    }

    @Test("edits recompile the theme; a broken draft keeps the last good theme and cannot be saved")
    func brokenDraft() async throws {
        let manager = ThemeManager()
        manager.session.edit("Accent") { $0.colors["accent"]?.light = .hex("#FF0000") }
        #expect(manager.theme.color(.accent, in: ColorMode(.light)).hexString == "#FF0000")
        manager.session.edit("Broken") { $0.colors["accent"]?.light = .hex("#nope") }
        #expect(manager.diagnostics.containsErrors)
        #expect(manager.theme.color(.accent, in: ColorMode(.light)).hexString == "#FF0000")
        let refused = await manager.session.apply()
        guard case .invalid(let issues) = refused.outcome else {
            Issue.record("a broken draft was applied: \(refused.outcome)")
            return
        }
        #expect(issues.map(\.id) == ["colors.accent.light"])
        manager.session.undo()
        #expect(!manager.diagnostics.containsErrors)
    }

    @Test("the review lists changes in document order with before and after")
    func reviewChanges() {
        let manager = ThemeManager()
        manager.session.edit("Radius") { $0.radii["large"] = 20 }
        manager.session.edit("Accent") { $0.colors["accent"]?.light = .hex("#FF0000") }
        #expect(manager.session.changes.map(\.path.description) == ["colors.accent.light", "radii.large"])
        #expect(manager.session.changes.first?.before?.stringValue == "{palette.indigo.600}")
        #expect(manager.session.changes.first?.after?.stringValue == "#FF0000")
    }

    @Test("import refuses a broken file and changes nothing; export writes the whole theme")
    func importExport() throws {
        let manager = ThemeManager()
        #expect(throws: ManagerError.self) { try manager.importJSON(Data("{\"specVersion\": \"1.0\"".utf8)) }
        #expect(!manager.session.hasUnsavedChanges)
        let exported = try manager.exportJSON()
        let document = ThemeLoader().load(exported)
        #expect(document.isValid && document.spec?.extends == nil)
        #expect(throws: ManagerError.self) { try manager.importJSON(Data("{}".utf8)) }
    }

    @Test("selecting an unknown preset is refused with a suggestion")
    func unknownPreset() async {
        let manager = ThemeManager()
        await #expect {
            try await manager.select("ocaen")
        } throws: { error in
            "\(error)".contains("did you mean `ocean`")
        }
    }
}
