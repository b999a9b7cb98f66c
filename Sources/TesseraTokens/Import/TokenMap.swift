public import Foundation
@_spi(TesseraTools) public import TesseraCore

/// Names, for each Tessera role, the token that plays it in someone else's token set.
///
/// ```json
/// {
///   "extends": "default",
///   "modes": { "light": { "theme": "light" }, "dark": { "theme": "dark" } },
///   "colors": { "accent": "brand.primary", "textPrimary": "text.default" },
///   "typography": { "body": "type.body", "title": "type.heading.1" },
///   "spacing": { "m": "space.300" },
///   "radii": { "medium": "radius.md" }
/// }
/// ```
///
/// The theme extends a preset (`default` unless `extends` says otherwise) and overrides what the
/// map names. `modes` gives the resolver inputs for each of `light`, `dark`,
/// `increasedContrastLight` and `increasedContrastDark`; without it, modifiers with `light` and
/// `dark` contexts (and `increased`/`more`/`high` ones for contrast) are found by their contexts.
public struct TokenMap: Sendable {
    public var extends: String
    public var modes: [String: [String: String]]
    /// Section (`colors`, `typography`, `spacing`, `radii`) → role → token name.
    public var roles: [String: [(role: String, token: String)]]

    static let sections = ["colors", "typography", "spacing", "radii"]

    /// Whether the warning about tokens the theme does not use names every one (`--verbose`)
    /// rather than the first few and how many there are.
    public var listsEveryUnusedToken = false

    /// The map file, when the map was read from one.
    var file: String?
    /// Where each entry is written in the map file, by `section.role`.
    var places: [String: TextPosition] = [:]
    /// Where each entry's key is written, by `section.role`; `extends` and each of `modes`
    /// (`modes.dark`) by where they are written.
    var keyPlaces: [String: TextPosition] = [:]

    public init(
        extends: String = "default", modes: [String: [String: String]] = [:],
        roles: [String: [(role: String, token: String)]]
    ) {
        self.extends = extends
        self.modes = modes
        self.roles = roles
    }

    /// Reads a map file; problems are located diagnostics.
    public static func read(contentsOf url: URL, shownAs file: String) -> (map: TokenMap?, diagnostics: [Diagnostic]) {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            return (nil, [Diagnostic(.error, .missingValue, "cannot read the map \(file)", file: file)])
        }
        return read(data, shownAs: file)
    }

    /// Reads a map file's contents (`data`, shown as `file`), as ``read(contentsOf:shownAs:)`` does.
    public static func read(_ data: Data, shownAs file: String) -> (map: TokenMap?, diagnostics: [Diagnostic]) {
        let root: JSONNode
        switch JSONNode.parsing(data, file: file) {
        case .success(let parsed): root = parsed
        case .failure(let diagnostic): return (nil, [diagnostic])
        }
        var diagnostics: [Diagnostic] = []
        var roles: [String: [(String, String)]] = [:]
        var places: [String: TextPosition] = [:]
        var keyPlaces: [String: TextPosition] = [:]
        for member in root.members ?? [] {
            switch member.key {
            case "extends":
                keyPlaces["extends"] = member.value.location
            case "modes":
                for mode in member.value.members ?? [] { keyPlaces["modes.\(mode.key)"] = mode.value.location }
            case "$schema", "figmaModes", "$why", "$unmapped":
                continue
            case let section where sections.contains(section):
                for entry in member.value.members ?? [] {
                    guard let token = entry.value.stringValue else {
                        diagnostics.append(
                            Diagnostic(
                                .error, .typeMismatch,
                                "a map entry is a token name such as \"brand.primary\"; found \(entry.value.kindDescription)",
                                at: [section, entry.key], location: entry.value.location, file: file))
                        continue
                    }
                    // An empty name (as --suggest-map leaves for roles it could not match) maps nothing.
                    guard !token.isEmpty else { continue }
                    roles[section, default: []].append(
                        (entry.key, token.hasPrefix("{") ? String(token.dropFirst().dropLast()) : token))
                    places["\(section).\(entry.key)"] = entry.value.location
                    keyPlaces["\(section).\(entry.key)"] = entry.keyLocation
                    if let misspelt = misspeltRole(entry.key, in: section) {
                        diagnostics.append(
                            Diagnostic(
                                .error, .unknownKey, misspelt, at: [section, entry.key], location: entry.keyLocation,
                                file: file))
                    }
                }
            default:
                diagnostics.append(
                    Diagnostic(
                        .error, .unknownKey,
                        "unknown map section `\(member.key)`; expected extends, modes, \(sections.joined(separator: ", "))",
                        at: [member.key], location: member.keyLocation, file: file))
            }
        }
        var modes: [String: [String: String]] = [:]
        for mode in root["modes"]?.members ?? [] {
            guard DTCGImport.modeNames.contains(mode.key) else {
                diagnostics.append(
                    Diagnostic(
                        .error, .unknownKey,
                        "unknown mode `\(mode.key)`; expected \(DTCGImport.modeNames.joined(separator: ", "))",
                        at: ["modes", mode.key], location: mode.keyLocation, file: file))
                continue
            }
            modes[mode.key] = Dictionary(
                (mode.value.members ?? []).compactMap { input in input.value.stringValue.map { (input.key, $0) } },
                uniquingKeysWith: { _, last in last })
        }
        var map = TokenMap(extends: root["extends"]?.stringValue ?? "default", modes: modes, roles: roles)
        map.file = file
        map.places = places
        map.keyPlaces = keyPlaces
        return (diagnostics.containsErrors ? nil : map, diagnostics)
    }

    /// One warning naming every token the theme does not use: neither mapped to a role nor
    /// referred to (through aliases, in any mode) by a token that is. Nothing read vanishes
    /// silently.
    func unplacedWarning(_ sets: [String: TokenSet]) -> Diagnostic? {
        var placed = Set(roles.values.flatMap { $0.map(\.token) })
        var pending = Array(placed)
        while let name = pending.popLast() {
            for set in sets.values {
                for target in set[name]?.references ?? [] where placed.insert(target).inserted {
                    pending.append(target)
                }
            }
        }
        var unplaced: [String] = []
        var listed: Set<String> = []
        for mode in DTCGImport.modeNames {
            for token in sets[mode]?.tokens ?? []
            where !placed.contains(token.name) && listed.insert(token.name).inserted {
                unplaced.append(token.name)
            }
        }
        guard !unplaced.isEmpty else { return nil }
        let shown =
            listsEveryUnusedToken || unplaced.count <= Self.unusedShown
            ? unplaced.joined(separator: ", ")
            : unplaced.prefix(Self.unusedShown).joined(separator: ", ") + ", …; --verbose lists them all"
        return Diagnostic(
            .warning, .unknownKey,
            "\(Self.grouped(unplaced.count)) token\(unplaced.count == 1 ? " is" : "s are") not used by the theme (no role in the map names \(unplaced.count == 1 ? "it" : "them"), nor a token it names): \(shown)"
        )
    }

    /// How many unused tokens the warning names unless ``listsEveryUnusedToken``.
    static let unusedShown = 8

    /// A count with thousands separated: `1,276`.
    static func grouped(_ count: Int) -> String {
        let digits = Array(String(count))
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }

    /// A starter map for the token file or resolver at `url`, read in its light and dark modes
    /// (so that a light/dark modifier without a default still gives tokens); `nil` with the
    /// diagnostics when no token reads, or when an input names no modifier of the resolver or a
    /// context its modifier does not have. Where some tokens have errors, the map is suggested from
    /// the others, the errors are returned, and a warning says that importing needs them fixed.
    public static func suggested(forFile url: URL, inputs: [String: String] = [:], shownAs file: String) -> (
        map: JSONNode?, diagnostics: [Diagnostic]
    ) {
        let reader = DesignTokenReader()
        let first = reader.read(contentsOf: url, inputs: inputs, shownAs: file)
        // The modes choose their own appearance and contrast, but an input the resolver cannot
        // take is the user's mistake, not a choice to overrule silently.
        if let problems = first.resolver?.inputProblems(inputs), !problems.isEmpty { return (nil, problems) }
        let modes = DTCGImport.modeInputs(first.resolver, map: nil, base: inputs)
        let light = modes["light"].map { reader.read(contentsOf: url, inputs: $0, shownAs: file) } ?? first
        guard light.isValid || light.tokens.count > 0 else { return (nil, light.diagnostics) }
        var diagnostics = light.diagnostics
        if !light.isValid {
            let errors = light.diagnostics.filter { $0.severity == .error }.count
            diagnostics.append(
                Diagnostic(
                    .warning, .invalidValue,
                    "the map below is suggested from the \(light.tokens.count) tokens that read; importing needs the \(errors) error\(errors == 1 ? "" : "s") above fixed first",
                    file: file))
        }
        let dark = modes["dark"].map { reader.read(contentsOf: url, inputs: $0, shownAs: file) }
        return (suggested(for: light.tokens, dark: dark?.tokens, resolver: first.resolver), diagnostics)
    }

    /// A starter map for tokens read in light mode (`dark` too, when there is one): for each
    /// built-in role the token that plays it, chosen by name, value and structure, with the reason
    /// under `$why`; roles left empty are listed under `$unmapped`, and `$why` says why each was
    /// left. The modes come from the resolver's modifiers.
    public static func suggested(for light: TokenSet, dark: TokenSet? = nil, resolver: ResolverDocument?) -> JSONNode {
        var suggestion = MapSuggestion(light: light, dark: dark)
        let colors = suggestion.colors(ColorRoles.Builtin.names)
        let typography = suggestion.typography(TextRoles.Builtin.names)
        let spacing = suggestion.spacing()
        let radii = suggestion.radii()
        var modes: [JSONNode.Member] = []
        for (mode, inputs) in DTCGImport.modeInputs(resolver, map: nil, base: [:]).sorted(by: { $0.key < $1.key })
        where !inputs.isEmpty {
            modes.append(
                .init(
                    key: mode,
                    value: JSONNode(
                        .object(inputs.sorted { $0.key < $1.key }.map { .init(key: $0.key, value: .string($0.value)) }))
                ))
        }
        return .object([
            "extends": .string("default"),
            "modes": JSONNode(.object(modes)),
            "colors": colors,
            "typography": typography,
            "spacing": spacing,
            "radii": radii,
            "$why": JSONNode(.object(suggestion.why)),
            "$unmapped": JSONNode(.array(suggestion.unmapped.map(JSONNode.string))),
        ])
    }
}
