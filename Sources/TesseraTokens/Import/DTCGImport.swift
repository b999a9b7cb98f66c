public import Foundation
public import TesseraCore

/// A DTCG token set (or resolver, all its modes) as a Tessera theme.
///
/// A set exported by ``DTCGExport`` carries Tessera's own facts in `$extensions["app.tessera"]`
/// and comes back resolving identically in every mode. Any other set needs a ``TokenMap`` that
/// names, for each role, the token that plays it; ``TokenMap/suggested(for:)`` writes a starter.
public enum DTCGImport {
    /// The theme file, and every problem found reading the tokens or checking the theme.
    public struct Result: Sendable {
        public var theme: JSONNode?
        public var diagnostics: [Diagnostic]
        public var isValid: Bool { theme != nil && !diagnostics.containsErrors }
    }

    static let modeNames = ["light", "dark", "increasedContrastLight", "increasedContrastDark"]

    /// Imports the file at `url`; `inputs` fix modifiers the modes do not choose. `takesMap` says
    /// whether the command reading the file has a `--map` option (`tessera import dtcg`): tokens
    /// that need a map are then told to give one, else (`tessera diff`) to import them with one first.
    public static func theme(
        from url: URL, inputs: [String: String] = [:], map: TokenMap? = nil, shownAs file: String? = nil,
        takesMap: Bool = true
    ) -> Result {
        let reader = DesignTokenReader(strictness: .lenient)
        let shown = file ?? url.path
        let start = "tessera import dtcg \(shown) --suggest-map"
        return theme(
            reading: { reader.read(contentsOf: url, inputs: $0, shownAs: file) }, inputs: inputs, map: map, file: file,
            suggestion: start,
            advice: takesMap
                ? nil
                : "this command takes no map: import them with one first, `tessera import dtcg \(shown) --map MAP.json -o THEME.json` (start MAP.json from `\(start)`), and give THEME.json"
        )
    }

    /// Imports the tokens `read` gives for each choice of inputs (a file, or tokens in memory).
    static func theme(
        reading read: ([String: String]) -> TokenResolution, inputs: [String: String], map: TokenMap?, file: String?,
        suggestion: String, advice: String? = nil
    ) -> Result {
        let mapped = Set(map?.roles.values.flatMap { $0.map(\.token) } ?? [])
        // With a map, a token the map does not use cannot stop the import: its error is kept as
        // a warning saying it was left out.
        func reading(_ inputs: [String: String]) -> TokenResolution {
            var result = read(inputs)
            if map != nil {
                result.diagnostics = leftOut(result.diagnostics, unresolved: result.unresolved.subtracting(mapped))
            }
            return result
        }
        let first = reading(inputs)
        // A mapped token with an error still lets the map say which roles it costs.
        guard first.isValid || (map != nil && first.tokens.count > 0) else {
            return Result(theme: nil, diagnostics: first.diagnostics)
        }
        // A mode the map gives inputs the resolver cannot take is the map's mistake, said once at
        // its entry, before any reading it would spoil.
        if let map, let resolver = first.resolver {
            let problems = map.modeProblems(in: resolver, base: inputs)
            guard problems.isEmpty else { return Result(theme: nil, diagnostics: first.diagnostics + problems) }
        }
        let modes = modeInputs(first.resolver, map: map, base: inputs)
        var sets: [String: TokenSet] = [:]
        var unresolved = first.unresolved
        var diagnostics = first.diagnostics
        // Each mode's reading repeats the diagnostics every mode shares: each is kept once.
        var said = Set(diagnostics.map(\.description))
        for (mode, modeInputs) in modes.sorted(by: { $0.key < $1.key }) {
            let result = reading(modeInputs)
            let new = result.diagnostics.filter { !said.contains($0.description) }
            said.formUnion(new.map(\.description))
            diagnostics += new
            sets[mode] = result.tokens
            unresolved.formUnion(result.unresolved)
        }
        guard let light = sets["light"], map != nil || !diagnostics.containsErrors else {
            return Result(theme: nil, diagnostics: diagnostics)
        }
        let tree: JSONNode
        if light.groupExtensions[""]?[DTCGValues.namespace]?["theme"] != nil {
            tree = TesseraTokensTheme(sets: sets).theme()
        } else if let map {
            let built = map.theme(from: sets, unresolved: unresolved)
            diagnostics += built.diagnostics.map { diagnostic in
                guard diagnostic.file == nil, diagnostic.path.components.isEmpty else { return diagnostic }
                var attributed = diagnostic
                attributed.file = file
                return attributed
            }
            tree = built.theme
        } else {
            diagnostics.append(
                Diagnostic(
                    .error, .missingValue,
                    "these tokens carry no Tessera facts ($extensions[\"\(DTCGValues.namespace)\"]); "
                        + (advice ?? "give --map MAP.json naming the token for each role (start from `\(suggestion)`)"),
                    file: file))
            return Result(theme: nil, diagnostics: diagnostics)
        }
        guard !diagnostics.containsErrors else { return Result(theme: nil, diagnostics: diagnostics) }
        let imported = ImportedTree.check(tree, file: file)
        // What the theme is refused for is the map's mistake: it is located at the map's entry.
        let checked =
            map.map { map in imported.diagnostics.map(map.locating) } ?? imported.diagnostics
        return Result(theme: imported.valid ? tree : nil, diagnostics: diagnostics + checked)
    }

    /// Errors about tokens in `unresolved` (tokens the map does not use) as warnings that say the
    /// token was left out.
    static func leftOut(_ diagnostics: [Diagnostic], unresolved: Set<String>) -> [Diagnostic] {
        guard !unresolved.isEmpty else { return diagnostics }
        return diagnostics.map { diagnostic in
            guard diagnostic.isError else { return diagnostic }
            var keys: [String] = []
            for component in diagnostic.path.components {
                guard case .key(let key) = component, !key.hasPrefix("$") else { break }
                keys.append(key)
            }
            guard !keys.isEmpty, unresolved.contains(keys.joined(separator: ".")) else { return diagnostic }
            var kept = diagnostic
            kept.severity = .warning
            kept.message += "; the map does not use this token, so it was left out"
            return kept
        }
    }

    /// Which inputs give each Tessera mode: a map's `modes`, else the modifiers named
    /// `appearance` (light/dark) and `contrast` (standard/increased) or look-alikes.
    static func modeInputs(_ resolver: ResolverDocument?, map: TokenMap?, base: [String: String]) -> [String: [String:
        String]]
    {
        if let modes = map?.modes, !modes.isEmpty {
            return modes.mapValues { base.merging($0) { _, mode in mode } }
        }
        guard let resolver else { return Dictionary(uniqueKeysWithValues: modeNames.map { ($0, base) }) }
        let appearance = resolver.modifiers.first { modifier in
            let contexts = Set(modifier.contexts.map { $0.lowercased() })
            return contexts.contains("light") && contexts.contains("dark")
        }
        let contrast = resolver.modifiers.first { modifier in
            modifier.name != appearance?.name
                && modifier.contexts.contains {
                    ["increased", "more", "high", "highcontrast"].contains($0.lowercased())
                }
        }
        func context(_ modifier: ResolverDocument.Modifier?, _ names: [String]) -> (String, String)? {
            guard let modifier, let context = modifier.contexts.first(where: { names.contains($0.lowercased()) }) else {
                return nil
            }
            return (modifier.name, context)
        }
        var result: [String: [String: String]] = [:]
        for mode in modeNames {
            var inputs = base
            let dark = mode == "dark" || mode == "increasedContrastDark"
            let increased = mode.hasPrefix("increased")
            if let (name, value) = context(appearance, [dark ? "dark" : "light"]) { inputs[name] = value }
            if let (name, value) = context(
                contrast,
                increased
                    ? ["increased", "more", "high", "highcontrast"]
                    : ["standard", "normal", "default", "no-preference"])
            {
                inputs[name] = value
            }
            result[mode] = inputs
        }
        return result
    }
}
