public import Foundation
@_spi(TesseraTools) public import TesseraCore

/// Figma variables as a Tessera theme.
///
/// A body ``FigmaExport`` wrote carries its theme in the hidden `Tessera` collection and comes
/// back as that theme, with what the designer changed since (``FigmaThemeEdits``). Any other file goes through ``FigmaTokens`` and ``DTCGImport`` with a
/// ``TokenMap`` naming the token for each role, its modes chosen by name or by
/// ``FigmaModeMap``.
public enum FigmaImport {
    /// The theme, every problem found, and the modes the theme has no place for.
    public struct Result: Sendable {
        public var theme: JSONNode?
        public var diagnostics: [Diagnostic]
        /// Modes kept beside Tessera's four, as `modifier=context` (see ``FigmaTokens/otherModes``).
        public var otherModes: [String]
        public var isValid: Bool { theme != nil && !diagnostics.containsErrors }
    }

    /// The name of the hidden collection holding an exported theme, and of its variable.
    static let factsCollection = "Tessera"
    static let factsVariable = "theme"

    /// Imports Figma variables JSON (`data`, shown as `file`).
    public static func theme(from data: Data, file: String, map: TokenMap? = nil, modes: FigmaModeMap = FigmaModeMap())
        -> Result
    {
        theme(from: FigmaFile.read(data, file: file), file: file, map: map, modes: modes)
    }

    public static func theme(
        from figma: FigmaFile, file: String, map: TokenMap? = nil, modes: FigmaModeMap = FigmaModeMap()
    ) -> Result {
        guard figma.isValid else { return Result(theme: nil, diagnostics: figma.diagnostics, otherModes: []) }
        if let facts = facts(in: figma) {
            let tree: JSONNode
            do {
                tree = try JSONNode(parsing: facts.text)
            } catch {
                var diagnostic = error
                diagnostic.message =
                    "the `\(factsCollection)/\(factsVariable)` variable holds no theme: " + diagnostic.message
                diagnostic.file = file
                diagnostic.location = facts.location
                return Result(theme: nil, diagnostics: figma.diagnostics + [diagnostic], otherModes: [])
            }
            let edits = FigmaThemeEdits.apply(to: tree, from: figma, file: file)
            let imported = ImportedTree.check(edits.tree, file: file)
            let unused =
                map == nil
                ? []
                : [
                    Diagnostic(
                        .warning, .unknownKey, "this body carries the theme it was exported from; the map was not used",
                        file: file)
                ]
            return Result(
                theme: imported.valid ? edits.tree : nil,
                diagnostics: figma.diagnostics + unused + edits.diagnostics + imported.diagnostics, otherModes: [])
        }
        let name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        let tokens = FigmaTokens.convert(figma, name: name, modes: modes, file: file)
        guard tokens.isValid else {
            return Result(theme: nil, diagnostics: tokens.diagnostics, otherModes: tokens.otherModes)
        }
        guard var chosen = map else {
            let missing = Diagnostic(
                .error, .missingValue,
                "these variables carry no Tessera theme (as a body `tessera export figma` wrote does); give --map MAP.json naming the token for each role (start from `tessera import figma \(file) --suggest-map`)",
                file: file)
            return Result(theme: nil, diagnostics: tokens.diagnostics + [missing], otherModes: tokens.otherModes)
        }
        if chosen.modes.isEmpty { chosen.modes = tokens.modeInputs }
        let result = DTCGImport.theme(
            reading: { tokens.read(inputs: $0) }, inputs: [:], map: chosen, file: file,
            suggestion: "tessera import figma \(file) --suggest-map")
        return Result(
            theme: result.theme, diagnostics: tokens.diagnostics + result.diagnostics, otherModes: tokens.otherModes)
    }

    /// A starter map for the file's tokens (see ``TokenMap/suggested(for:resolver:)``), with the
    /// Figma modes each Tessera mode was found in.
    public static func suggestedMap(for figma: FigmaFile, file: String, modes: FigmaModeMap = FigmaModeMap()) -> (
        map: JSONNode?, diagnostics: [Diagnostic]
    ) {
        let name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        let tokens = FigmaTokens.convert(figma, name: name, modes: modes, file: file)
        guard tokens.isValid else { return (nil, tokens.diagnostics) }
        let read = tokens.read()
        guard read.isValid else { return (nil, tokens.diagnostics + read.diagnostics) }
        var suggested = TokenMap.suggested(for: read.tokens, resolver: read.resolver)
        // The modes are the appearance contexts each Tessera mode was found in.
        let modes = JSONNode(
            .object(
                tokens.modeInputs.sorted { $0.key < $1.key }.map { mode in
                    .init(
                        key: mode.key,
                        value: JSONNode(
                            .object(
                                mode.value.sorted { $0.key < $1.key }.map {
                                    .init(key: $0.key, value: .string($0.value))
                                })))
                }))
        suggested = JSONNode(
            .object((suggested.members ?? []).map { $0.key == "modes" ? .init(key: "modes", value: modes) : $0 }))
        return (suggested, tokens.diagnostics + read.diagnostics)
    }

    /// The theme text an exported body carries, and where.
    static func facts(in figma: FigmaFile) -> (text: String, location: TextPosition)? {
        guard let collection = figma.collections.first(where: { $0.name == factsCollection }),
            let variable = figma.variables.first(where: { $0.collectionID == collection.id && $0.name == factsVariable }
            ),
            case .string(let text)? = variable.valuesByMode[collection.defaultModeID]
                ?? variable.valuesByMode.values.first
        else { return nil }
        return (text, variable.valueLocations[collection.defaultModeID] ?? variable.location)
    }
}
