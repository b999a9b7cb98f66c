public import Foundation
public import Observation

/// The app's theme state: the selected preset, the compiled theme views draw with, and one
/// editing session per preset, so each preset's customisation is kept apart from the others.
///
/// Editing, review, undo, saving and recovery are the selected preset's `session`:
///
/// ```swift
/// manager.session.edit("Accent") { $0.colors["accent"]?.light = .hex("#0A84FF") }
/// let result = await manager.session.apply()   // saves the customisation
/// ```
@MainActor
@Observable
public final class ThemeManager {
    /// The presets to choose from.
    public let presets: [Preset]
    /// The selected preset.
    public private(set) var selectedPresetID: String

    private let sessions: [EditingSession<ThemeRules>]
    @ObservationIgnored private let store: ThemeStore?
    /// The last draft of each session that compiled, drawn with while a later draft has errors.
    @ObservationIgnored private var lastValid: [ObjectIdentifier: CompiledTheme] = [:]
    /// A theme shown in place of the selected preset's while it is edited live (set by
    /// `LiveThemeSource`), never saved into a customisation; `nil` when not live.
    package var liveTheme: CompiledTheme?

    /// A manager over `presets` (the built-in ones by default), persisting to `store` when given.
    public init(presets: [Preset] = Presets.all, store: ThemeStore? = nil) {
        let available = presets.isEmpty ? [Presets.default] : presets
        self.presets = available
        self.store = store
        selectedPresetID = available[0].id
        let bases = available.map(Self.base(of:))
        // Customisations extend their preset by id: the store learns presets it does not hold.
        let customizations = store?.knowing(available)
        sessions = zip(available, bases).map { preset, base in
            EditingSession(
                base, rules: ThemeRules(),
                store: customizations.map { PresetCustomizationStore(store: $0, presetID: preset.id, base: base) })
        }
    }

    // MARK: State

    private var selectedIndex: Int { presets.firstIndex { $0.id == selectedPresetID } ?? 0 }

    /// The selected preset.
    public var preset: Preset { presets[selectedIndex] }

    /// The selected preset's editing session: its draft, review, undo and redo, and `apply()`.
    public var session: EditingSession<ThemeRules> { sessions[selectedIndex] }

    /// The editing session of the preset `presetID`.
    public func session(for presetID: String) -> EditingSession<ThemeRules>? {
        presets.firstIndex { $0.id == presetID }.map { sessions[$0] }
    }

    /// The compiled draft: what views draw with. While the draft has errors, the last draft of
    /// this preset that compiled (or the preset itself) is kept. While a theme is edited live
    /// (`LiveThemeSource`), its latest revision instead.
    public var theme: CompiledTheme { liveTheme ?? compile().theme }

    /// Problems with the selected preset's draft.
    public var diagnostics: [Diagnostic] { compile().diagnostics }

    /// Presets whose customisation has unsaved edits.
    public var presetsWithUnsavedChanges: [String] {
        zip(presets, sessions).filter { $0.1.hasUnsavedChanges }.map(\.0.id)
    }

    /// Saved customisations that were unreadable and set aside while loading, by preset.
    public var recoveries: [String: Recovery] {
        Dictionary(
            uniqueKeysWithValues: zip(presets, sessions).compactMap { preset, session in
                session.recovery.map { (preset.id, $0) }
            })
    }

    /// Whether the selected preset differs from how it ships.
    public var isCustomized: Bool { session.draft != session.defaults }

    /// A preset's specification as the starting point of its customisation: the preset itself,
    /// recorded as what the customisation extends.
    public static func base(of preset: Preset) -> ThemeSpec {
        var spec = preset.spec
        spec.extends = preset.id
        return spec
    }

    /// The session's compiled draft (the one compile its validation made), or while it has
    /// errors the last of its drafts that compiled, or the preset itself.
    private func compile() -> (theme: CompiledTheme, diagnostics: [Diagnostic]) {
        let session = self.session
        let output = session.validation
        let id = ObjectIdentifier(session)
        if let theme = output.theme {
            if lastValid[id] !== theme { lastValid[id] = theme }
            return (theme, output.diagnostics)
        }
        return (lastValid[id] ?? preset.theme, output.diagnostics)
    }

    // MARK: Loading and selecting

    /// Loads the saved selection and every preset's customisation. One unreadable file does not
    /// stop the others: it is set aside and reported in `recoveries`.
    public func load() async throws {
        guard let store else { return }
        for session in sessions { try await session.load() }
        if let id = try? await store.loadSelection(), presets.contains(where: { $0.id == id }) {
            selectedPresetID = id
        }
    }

    /// Selects a preset (its own customisation, saved or not, comes with it) and remembers the choice.
    public func select(_ presetID: String) async throws {
        guard presets.contains(where: { $0.id == presetID }) else {
            throw ManagerError.unknownPreset(presetID, known: presets.map(\.id))
        }
        selectedPresetID = presetID
        try await store?.saveSelection(presetID)
    }

    // MARK: Import and export

    /// The whole draft theme as a standalone JSON file (every value, extending nothing).
    public func exportJSON() throws -> Data {
        try ThemeFile.standaloneData(for: session.draft, preserving: session.preserved)
    }

    /// Replaces the draft with a theme file's contents, as one undoable edit. A file with errors
    /// changes nothing and throws its diagnostics.
    public func importJSON(_ data: Data, fileName: String? = nil) throws {
        let document = ThemeLoader(catalog: .builtIn).load(data, file: fileName)
        guard document.isValid, var imported = document.spec else { throw ManagerError.invalidTheme(document.errors) }
        imported.extends = selectedPresetID
        session.set(imported, label: "Import \(fileName ?? "theme")")
        session.preserve(document.preserved)
    }
}

/// Why the manager refused a request.
public enum ManagerError: Error, Sendable, CustomStringConvertible {
    /// No preset has this id; `known` lists the ids there are.
    case unknownPreset(String, known: [String])
    /// The theme does not compile; the diagnostics say why.
    case invalidTheme([Diagnostic])

    public var description: String {
        switch self {
        case .unknownPreset(let id, let known):
            "no preset `\(id)`\(Suggestion.hint(for: id, in: known)); known presets: \(known.joined(separator: ", "))"
        case .invalidTheme(let diagnostics):
            "the theme has errors:\n" + diagnostics.map(\.description).joined(separator: "\n")
        }
    }
}
