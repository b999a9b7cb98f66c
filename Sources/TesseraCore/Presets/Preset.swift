import Foundation

/// A built-in theme: its identity for pickers and its compiled theme.
public struct Preset: Sendable, Identifiable {
    /// The id `extends` and ``ThemeManager/select(_:)`` name (`ocean`).
    public let id: String
    /// The name pickers show ("Ocean").
    public let name: String
    /// One sentence on the preset's look.
    public let summary: String
    /// An SF Symbol name for pickers.
    public let symbol: String
    /// What the preset is for ("Developer tools and technical utilities"); empty when it does not say.
    public let purpose: String
    /// The merged specification.
    public let spec: ThemeSpec
    /// The compiled theme.
    public let theme: CompiledTheme
}

extension PresetCatalog {
    /// The built-in presets.
    public static let builtIn = PresetCatalog(sources: builtInSources)
}

/// The built-in presets, compiled once on first use.
public enum Presets {
    /// Every built-in preset, `default` first.
    public static let all: [Preset] = PresetCatalog.builtIn.ids.compactMap(load)

    /// The default theme, which every built-in preset extends.
    public static var `default`: Preset {
        guard let preset = all.first(where: { $0.id == "default" }) else {
            // The test suite compiles every built-in preset; reaching this is a packaging defect.
            preconditionFailure(
                "the built-in default theme failed to compile; run `tessera validate Themes/default.json`")
        }
        return preset
    }

    /// The preset with this id.
    public static func named(_ id: String) -> Preset? {
        all.first { $0.id == id }
    }

    /// The id of the preset a misspelt `id` most likely means (`"ocaen"` → `"ocean"`), if one
    /// is a few edits away.
    public static func suggestion(for id: String) -> String? {
        Suggestion.closest(to: id, in: all.map(\.id))
    }

    /// Loads one built-in preset with its diagnostics (for tests and `tessera validate`).
    package static func document(_ id: String) -> ThemeDocument? {
        guard let source = PresetCatalog.builtIn.sources.first(where: { $0.id == id }) else { return nil }
        return ThemeLoader(catalog: .builtIn).load(Data(source.json.utf8), file: "Themes/\(id).json")
    }

    private static func load(_ id: String) -> Preset? {
        document(id).flatMap(preset(from:))
    }

    /// The preset a loaded document makes, when it compiled.
    static func preset(from document: ThemeDocument) -> Preset? {
        guard let spec = document.spec, let theme = document.theme else { return nil }
        return Preset(
            id: theme.id, name: spec.name ?? theme.id, summary: spec.summary ?? "",
            symbol: spec.symbol ?? "paintpalette",
            purpose: spec.purpose ?? "", spec: theme.spec, theme: theme)
    }
}
