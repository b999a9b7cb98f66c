import Foundation
@_spi(TesseraTools) import TesseraCore

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

    public init(extends: String = "default", modes: [String: [String: String]] = [:], roles: [String: [(role: String, token: String)]]) {
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
        for member in root.members ?? [] {
            switch member.key {
            case "extends", "modes", "$schema", "figmaModes", "$why", "$unmapped":
                continue
            case let section where sections.contains(section):
                for entry in member.value.members ?? [] {
                    guard let token = entry.value.stringValue else {
                        diagnostics.append(Diagnostic(.error, .typeMismatch, "a map entry is a token name such as \"brand.primary\"; found \(entry.value.kindDescription)",
                                                      at: [section, entry.key], location: entry.value.location, file: file))
                        continue
                    }
                    // An empty name (as --suggest-map leaves for roles it could not match) maps nothing.
                    guard !token.isEmpty else { continue }
                    roles[section, default: []].append((entry.key, token.hasPrefix("{") ? String(token.dropFirst().dropLast()) : token))
                }
            default:
                diagnostics.append(Diagnostic(.error, .unknownKey, "unknown map section `\(member.key)`; expected extends, modes, \(sections.joined(separator: ", "))",
                                              at: [member.key], location: member.keyLocation, file: file))
            }
        }
        var modes: [String: [String: String]] = [:]
        for mode in root["modes"]?.members ?? [] {
            guard DTCGImport.modeNames.contains(mode.key) else {
                diagnostics.append(Diagnostic(.error, .unknownKey, "unknown mode `\(mode.key)`; expected \(DTCGImport.modeNames.joined(separator: ", "))",
                                              at: ["modes", mode.key], location: mode.keyLocation, file: file))
                continue
            }
            modes[mode.key] = Dictionary((mode.value.members ?? []).compactMap { input in input.value.stringValue.map { (input.key, $0) } },
                                         uniquingKeysWith: { _, last in last })
        }
        let map = TokenMap(extends: root["extends"]?.stringValue ?? "default", modes: modes, roles: roles)
        return (diagnostics.containsErrors ? nil : map, diagnostics)
    }

    /// The theme the map describes, from the token sets of each mode.
    func theme(from sets: [String: TokenSet]) -> (theme: JSONNode, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let light = sets["light"] ?? TokenSet([])
        func token(_ name: String, _ section: String, _ role: String, in set: TokenSet = TokenSet([])) -> DesignToken? {
            let found = (set.count > 0 ? set : light)[name]
            if found == nil, set.count == 0 {
                diagnostics.append(Diagnostic(.error, .unresolvedReference,
                    "the map gives `\(name)` for \(section).\(role), but the tokens have no such token\(Suggestion.closest(to: name, in: light.tokens.map(\.name)).map { "; did you mean `\($0)`?" } ?? "")",
                    at: [section, role]))
            }
            return found
        }
        var members: [JSONNode.Member] = [.init(key: "specVersion", value: .string("1.0")), .init(key: "extends", value: .string(extends))]
        var colors: [JSONNode.Member] = []
        for (role, name) in roles["colors"] ?? [] {
            guard token(name, "colors", role) != nil else { continue }
            var modes: [JSONNode.Member] = []
            for mode in DTCGImport.modeNames {
                guard let set = sets[mode], let found = set[name] else { continue }
                guard let value = DTCGValues.themeColor(found.value) else {
                    diagnostics.append(Diagnostic(.error, .invalidColor, "`\(name)` (\(mode)) is not a colour Tessera can use: \(found.value.description.prefix(80))",
                                                  at: ["colors", role], location: found.location, file: found.file))
                    continue
                }
                if !modes.contains(where: { $0.value == value }) || mode == "light" { modes.append(.init(key: mode, value: value)) }
            }
            if !modes.isEmpty { colors.append(.init(key: role, value: JSONNode(.object(modes)))) }
        }
        if !colors.isEmpty { members.append(.init(key: "colors", value: JSONNode(.object(colors)))) }
        var typography: [JSONNode.Member] = []
        for (role, name) in roles["typography"] ?? [] {
            guard let found = token(name, "typography", role) else { continue }
            var fields: [JSONNode.Member] = []
            if let size = DTCGValues.points(from: found.value["fontSize"]) { fields.append(.init(key: "size", value: .number(size))) }
            if let weight = DTCGValues.themeWeight(found.value["fontWeight"]) { fields.append(.init(key: "weight", value: .string(weight))) }
            let family = found.value["fontFamily"]?.stringValue ?? found.value["fontFamily"]?.elements?.first?.stringValue
            if let family, !["system-ui", "-apple-system", "SF Pro", "SF Pro Text", "SF Pro Display"].contains(family) {
                fields.append(.init(key: "family", value: .string(family)))
            }
            if let spacing = DTCGValues.points(from: found.value["letterSpacing"]), spacing != 0 {
                fields.append(.init(key: "letterSpacing", value: .number(spacing)))
            }
            // DTCG's line height is a multiple of the font size, as Tessera's is; a dimension is
            // turned into one. It replaces the base role's line spacing (`null` removes it).
            var multiple = found.value["lineHeight"]?.numberValue
            if multiple == nil, let height = DTCGValues.points(from: found.value["lineHeight"]), let size = DTCGValues.points(from: found.value["fontSize"]), size > 0 {
                multiple = (height / size * 1000).rounded() / 1000
            }
            if let multiple {
                fields.append(.init(key: "lineHeight", value: .number(multiple)))
                fields.append(.init(key: "lineSpacing", value: .null))
            }
            typography.append(.init(key: role, value: JSONNode(.object(fields))))
        }
        if !typography.isEmpty { members.append(.init(key: "typography", value: JSONNode(.object(typography)))) }
        var spacing: [JSONNode.Member] = []
        for (role, name) in roles["spacing"] ?? [] {
            if let found = token(name, "spacing", role), let points = DTCGValues.points(from: found.value) { spacing.append(.init(key: role, value: .number(points))) }
        }
        if !spacing.isEmpty { members.append(.init(key: "layout", value: .object(["spacing": JSONNode(.object(spacing))]))) }
        var radii: [JSONNode.Member] = []
        for (role, name) in roles["radii"] ?? [] {
            if let found = token(name, "radii", role), let points = DTCGValues.points(from: found.value) { radii.append(.init(key: role, value: .number(points))) }
        }
        if !radii.isEmpty { members.append(.init(key: "radii", value: JSONNode(.object(radii)))) }
        if let unplaced = unplacedWarning(sets) { diagnostics.append(unplaced) }
        return (JSONNode(.object(members)), diagnostics)
    }

    /// One warning naming every token the theme does not use: neither mapped to a role nor
    /// referred to (through aliases, in any mode) by a token that is. Nothing read vanishes
    /// silently.
    func unplacedWarning(_ sets: [String: TokenSet]) -> Diagnostic? {
        var placed = Set(roles.values.flatMap { $0.map(\.token) })
        var pending = Array(placed)
        while let name = pending.popLast() {
            for set in sets.values {
                for target in set[name]?.references ?? [] where placed.insert(target).inserted { pending.append(target) }
            }
        }
        var unplaced: [String] = []
        var listed: Set<String> = []
        for mode in DTCGImport.modeNames {
            for token in sets[mode]?.tokens ?? [] where !placed.contains(token.name) && listed.insert(token.name).inserted {
                unplaced.append(token.name)
            }
        }
        guard !unplaced.isEmpty else { return nil }
        return Diagnostic(.warning, .unknownKey,
            "\(unplaced.count) token\(unplaced.count == 1 ? " is" : "s are") not used by the theme (no role in the map names \(unplaced.count == 1 ? "it" : "them"), nor a token it names): \(unplaced.joined(separator: ", "))")
    }

    /// A starter map for the token file or resolver at `url`, read in its light and dark modes
    /// (so that a light/dark modifier without a default still gives tokens); `nil` with the
    /// diagnostics when no token reads. Where some tokens have errors, the map is suggested from
    /// the others, the errors are returned, and a warning says that importing needs them fixed.
    public static func suggested(forFile url: URL, inputs: [String: String] = [:], shownAs file: String) -> (map: JSONNode?, diagnostics: [Diagnostic]) {
        let reader = DesignTokenReader()
        let first = reader.read(contentsOf: url, inputs: inputs, shownAs: file)
        let modes = DTCGImport.modeInputs(first.resolver, map: nil, base: inputs)
        let light = modes["light"].map { reader.read(contentsOf: url, inputs: $0, shownAs: file) } ?? first
        guard light.isValid || light.tokens.count > 0 else { return (nil, light.diagnostics) }
        var diagnostics = light.diagnostics
        if !light.isValid {
            let errors = light.diagnostics.filter { $0.severity == .error }.count
            diagnostics.append(Diagnostic(.warning, .invalidValue,
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
        for (mode, inputs) in DTCGImport.modeInputs(resolver, map: nil, base: [:]).sorted(by: { $0.key < $1.key }) where !inputs.isEmpty {
            modes.append(.init(key: mode, value: JSONNode(.object(inputs.sorted { $0.key < $1.key }.map { .init(key: $0.key, value: .string($0.value)) }))))
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
