import Foundation
import Observation

/// The app's theme state: the selected preset, its customisation being edited, undo and redo,
/// saving, and import/export. Each preset's customisation is kept apart from the others.
///
/// `hasUnsavedChanges` is exactly "the draft differs from what was last saved" at all times.
@MainActor
@Observable
public final class ThemeManager {
    /// The presets to choose from.
    public let presets: [Preset]
    /// The selected preset.
    public private(set) var selectedPresetID: String
    /// The compiled draft: what views should draw with.
    public private(set) var theme: CompiledTheme
    /// Problems with the draft; when it has errors, `theme` keeps the last valid draft.
    public private(set) var diagnostics: [Diagnostic] = []
    /// Saved files that were unreadable and set aside while loading.
    public private(set) var recoveries: [ThemeStore.Recovery] = []

    private var sessions: [String: EditSession<ThemeSpec>] = [:]
    private var preserved: [String: [PreservedValue]] = [:]
    @ObservationIgnored private let store: ThemeStore?

    /// A manager over `presets` (the built-in ones by default), persisting to `store` when given.
    public init(presets: [Preset] = Presets.all, store: ThemeStore? = nil) {
        let available = presets.isEmpty ? [Presets.default] : presets
        self.presets = available
        self.store = store
        selectedPresetID = available[0].id
        theme = available[0].theme
    }

    // MARK: State

    private var session: EditSession<ThemeSpec> {
        get { sessions[selectedPresetID] ?? EditSession(base(of: preset)) }
        set { sessions[selectedPresetID] = newValue }
    }

    /// The selected preset.
    public var preset: Preset {
        presets.first { $0.id == selectedPresetID } ?? presets[0]
    }

    /// The specification being edited.
    public var draft: ThemeSpec { session.draft }
    /// The specification as last saved (or as the preset ships, if never customised).
    public var saved: ThemeSpec { session.saved }
    public var hasUnsavedChanges: Bool { session.hasChanges }
    /// Presets whose customisation has unsaved edits.
    public var presetsWithUnsavedChanges: [String] {
        presets.map(\.id).filter { sessions[$0]?.hasChanges == true }
    }
    public var canUndo: Bool { session.canUndo }
    public var canRedo: Bool { session.canRedo }
    public var undoLabel: String? { session.undoLabel }
    public var redoLabel: String? { session.redoLabel }
    /// What a review screen lists: every change from the saved theme, in document order.
    public var changes: [ThemeChange] { session.changes(ThemeChange.changes) }
    /// Whether the selected preset differs from how it ships.
    public var isCustomized: Bool { draft != base(of: preset) }

    /// A preset's specification as the starting point of its customisation: the preset itself,
    /// recorded as what the customisation extends.
    public func base(of preset: Preset) -> ThemeSpec {
        var spec = preset.spec
        spec.extends = preset.id
        return spec
    }

    // MARK: Loading and selecting

    /// Loads the saved selection and every preset's customisation.
    public func load() async throws {
        guard let store else { return }
        for preset in presets {
            if let document = try await store.loadCustomization(of: preset.id), let spec = document.spec {
                sessions[preset.id] = EditSession(spec)
                preserved[preset.id] = document.preserved
            } else {
                sessions[preset.id] = EditSession(base(of: preset))
            }
        }
        recoveries = await store.recoveries
        if let id = try await store.loadSelection(), presets.contains(where: { $0.id == id }) {
            selectedPresetID = id
        }
        recompile()
    }

    /// Selects a preset (its own customisation, saved or not, comes with it) and remembers the choice.
    public func select(_ presetID: String) async throws {
        guard presets.contains(where: { $0.id == presetID }) else {
            throw ManagerError.unknownPreset(presetID, known: presets.map(\.id))
        }
        selectedPresetID = presetID
        recompile()
        try await store?.saveSelection(presetID)
    }

    // MARK: Editing

    /// Changes the draft as one undoable step; edits sharing `coalescingKey` merge into one.
    public func edit(_ label: String, coalescingKey: String? = nil, _ change: (inout ThemeSpec) -> Void) {
        session.edit(label, coalescingKey: coalescingKey, change)
        recompile()
    }

    /// Ends a continuous edit (a slider drag), so the next edit is a new undo step.
    public func endCoalescing() {
        session.endCoalescing()
    }

    public func undo() {
        if session.undo() { recompile() }
    }

    public func redo() {
        if session.redo() { recompile() }
    }

    /// Discards unsaved edits of the selected preset.
    public func revert() {
        session.cancel()
        recompile()
    }

    /// Returns the selected preset to how it ships, as an undoable edit (save to persist).
    public func resetToPreset() {
        session.set(base(of: preset), label: "Reset to \(preset.name)")
        recompile()
    }

    /// Persists the selected preset's draft. When the draft has errors nothing is written.
    public func save() async throws {
        let id = selectedPresetID
        let draft = session.draft
        guard !diagnostics.containsErrors else { throw ManagerError.invalidDraft(diagnostics.filter(\.isError)) }
        if let store {
            if draft == base(of: preset), preserved[id, default: []].isEmpty {
                try await store.removeCustomization(of: id)
            } else {
                try await store.saveCustomization(draft, of: id, preserving: preserved[id] ?? [])
            }
        }
        // Edits made while saving stay unsaved: only the value written becomes the saved one.
        var current = sessions[id] ?? EditSession(draft)
        current.markSaved(as: draft)
        sessions[id] = current
    }

    // MARK: Import and export

    /// The whole draft theme as a standalone JSON file (every value, extending nothing).
    public func exportJSON() throws -> Data {
        var standalone = draft
        standalone.extends = nil
        return try ThemeFile.data(for: standalone, preserving: preserved[selectedPresetID] ?? [])
    }

    /// Replaces the draft with a theme file's contents, as one undoable edit. A file with errors
    /// changes nothing and throws its diagnostics.
    public func importJSON(_ data: Data, fileName: String? = nil) throws {
        let document = ThemeLoader().load(data, file: fileName)
        guard document.isValid, let spec = document.spec else { throw ManagerError.invalidDraft(document.errors) }
        var imported = spec
        imported.extends = selectedPresetID
        edit("Import \(fileName ?? "theme")") { $0 = imported }
        preserved[selectedPresetID] = document.preserved
    }

    private func recompile() {
        let output = ThemeCompiler.compile(draft)
        diagnostics = output.diagnostics
        if let compiled = output.theme { theme = compiled }
    }
}

/// Why the manager refused a request.
public enum ManagerError: Error, Sendable, CustomStringConvertible {
    case unknownPreset(String, known: [String])
    case invalidDraft([Diagnostic])

    public var description: String {
        switch self {
        case .unknownPreset(let id, let known):
            "no preset `\(id)`\(Suggestion.hint(for: id, in: known)); known presets: \(known.joined(separator: ", "))"
        case .invalidDraft(let diagnostics):
            "the theme has errors:\n" + diagnostics.map(\.description).joined(separator: "\n")
        }
    }
}
