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
        let root: JSONNode
        do { root = try JSONNode(parsing: data) } catch {
            var diagnostic = error
            diagnostic.file = file
            return (nil, [diagnostic])
        }
        var diagnostics: [Diagnostic] = []
        var roles: [String: [(String, String)]] = [:]
        for member in root.members ?? [] {
            switch member.key {
            case "extends", "modes", "$schema", "figmaModes":
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
        return (JSONNode(.object(members)), diagnostics)
    }

    /// A starter map: for each built-in role, the token whose name matches it best (or an empty
    /// string to fill in), and the modes found from the resolver's modifiers.
    public static func suggested(for tokens: TokenSet, resolver: ResolverDocument?) -> JSONNode {
        func best(_ role: String, among candidates: [DesignToken]) -> String {
            let lower = role.lowercased()
            if let exact = candidates.first(where: { $0.path.last?.lowercased() == lower }) { return exact.name }
            if let joined = candidates.first(where: { $0.path.joined().lowercased().hasSuffix(lower) }) { return joined.name }
            if let contains = candidates.first(where: { $0.name.lowercased().contains(lower) }) { return contains.name }
            let names = candidates.map { $0.path.last ?? "" }
            if let close = Suggestion.closest(to: role, in: names), let found = candidates.first(where: { $0.path.last == close }) { return found.name }
            return ""
        }
        let colors = tokens.tokens.filter { $0.type == .color || $0.typeName == "color" }
        let type = tokens.tokens.filter { $0.type == .typography || $0.typeName == "typography" }
        let dimensions = tokens.tokens.filter { $0.type == .dimension || ["spacing", "sizing", "dimension", "borderRadius"].contains($0.typeName ?? "") }
        func section(_ names: [String], _ candidates: [DesignToken]) -> JSONNode {
            JSONNode(.object(names.map { .init(key: $0, value: .string(best($0, among: candidates))) }))
        }
        var modes: [JSONNode.Member] = []
        for (mode, inputs) in DTCGImport.modeInputs(resolver, map: nil, base: [:]).sorted(by: { $0.key < $1.key }) where !inputs.isEmpty {
            modes.append(.init(key: mode, value: JSONNode(.object(inputs.sorted { $0.key < $1.key }.map { .init(key: $0.key, value: .string($0.value)) }))))
        }
        return .object([
            "extends": .string("default"),
            "modes": JSONNode(.object(modes)),
            "colors": section(ColorRoles.Builtin.names, colors),
            "typography": section(TextRoles.Builtin.names, type),
            "spacing": section(["xxs", "xs", "s", "m", "l", "xl", "xxl", "xxxl"], dimensions),
            "radii": section(["small", "medium", "large", "xl"], dimensions),
        ])
    }
}
