public import Foundation
@_spi(TesseraTools) public import TesseraCore

/// Which Tessera mode each Figma mode is, when names alone do not say: the `figmaModes` section
/// of a map file.
///
/// ```json
/// { "figmaModes": { "Day": "light", "Night": "dark", "Color/Night HC": "increasedContrastDark", "Dimmed": "extra" } }
/// ```
///
/// A key is a mode name, or `Collection/Mode` for one collection's mode (matched first); names
/// are compared case-insensitively. A value is `light`, `dark`, `increasedContrastLight`,
/// `increasedContrastDark`, or `extra` for a mode kept beside them.
public struct FigmaModeMap: Sendable {
    /// Lower-cased key → role.
    var entries: [String: FigmaModeRole]

    public init() {
        entries = [:]
    }

    /// The role of `mode` in `collection`: from the map, else from its name.
    public func role(of mode: FigmaMode, in collection: FigmaCollection) -> FigmaModeRole {
        if let role = entries["\(collection.name)/\(mode.name)".lowercased()] ?? entries[mode.name.lowercased()] {
            if case .extra = role { return .extra(name: mode.name, base: nil) }
            return role
        }
        return FigmaModeRole.role(forModeNamed: mode.name)
    }

    /// Reads the `figmaModes` section of a map file (other sections are the ``TokenMap``'s).
    public static func read(contentsOf url: URL, shownAs file: String) -> (map: FigmaModeMap, diagnostics: [Diagnostic])
    {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            return (FigmaModeMap(), [Diagnostic(.error, .missingValue, "cannot read the map \(file)", file: file)])
        }
        return read(data, shownAs: file)
    }

    /// Reads a map file's contents (`data`, shown as `file`), as ``read(contentsOf:shownAs:)`` does.
    public static func read(_ data: Data, shownAs file: String) -> (map: FigmaModeMap, diagnostics: [Diagnostic]) {
        let root: JSONNode
        switch JSONNode.parsing(data, file: file) {
        case .success(let parsed): root = parsed
        case .failure(let diagnostic): return (FigmaModeMap(), [diagnostic])
        }
        var map = FigmaModeMap()
        var diagnostics: [Diagnostic] = []
        guard let section = root["figmaModes"] else { return (map, []) }
        guard let members = section.members else {
            return (
                map,
                [
                    Diagnostic(
                        .error, .typeMismatch,
                        "`figmaModes` is an object of Figma mode names to Tessera modes; found \(section.kindDescription)",
                        at: ["figmaModes"], location: section.location, file: file)
                ]
            )
        }
        let names = FigmaModeRole.TesseraMode.allCases.map(\.rawValue) + ["extra"]
        for member in members {
            guard let text = member.value.stringValue, names.contains(text) else {
                diagnostics.append(
                    Diagnostic(
                        .error, .invalidValue,
                        "a Figma mode maps to one of \(names.joined(separator: ", ")); found \(member.value.description.prefix(60))",
                        at: ["figmaModes", member.key], location: member.value.location, file: file))
                continue
            }
            map.entries[member.key.lowercased()] =
                FigmaModeRole.TesseraMode(rawValue: text).map { FigmaModeRole.tessera($0) }
                ?? FigmaModeRole.extra(name: member.key, base: nil)
        }
        return (map, diagnostics)
    }
}
