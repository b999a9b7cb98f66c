@_spi(TesseraTools) import TesseraCore

/// Builds the theme a ``TokenMap`` describes. Every role the map names is in the theme with its
/// token's value, or is one error at the map entry (`brand.map.json:LINE:COL`) naming the
/// token, its value and why it cannot play the role — never left out in silence.
extension TokenMap {
    func theme(from sets: [String: TokenSet], unresolved: Set<String> = []) -> (
        theme: JSONNode, diagnostics: [Diagnostic]
    ) {
        var builder = MappedTheme(map: self, sets: sets, unresolved: unresolved)
        return builder.build()
    }
}

private struct MappedTheme {
    let map: TokenMap
    let sets: [String: TokenSet]
    let unresolved: Set<String>
    var diagnostics: [Diagnostic] = []
    private var light: TokenSet { sets["light"] ?? TokenSet([]) }

    init(map: TokenMap, sets: [String: TokenSet], unresolved: Set<String>) {
        self.map = map
        self.sets = sets
        self.unresolved = unresolved
    }

    /// One error for a role, at its entry in the map.
    private mutating func fail(_ section: String, _ role: String, _ code: Diagnostic.Code, _ message: String) {
        let location = map.places["\(section).\(role)"] ?? .synthesized
        diagnostics.append(Diagnostic(.error, code, message, at: [section, role], location: location, file: map.file))
    }

    /// How a token is shown in an error: its name, where it is written and its value.
    private func shown(_ token: DesignToken, mode: String? = nil) -> String {
        let place = token.file.map { "\($0):\(token.location.line):\(token.location.column)" }
        let value = token.value.withoutLocations.description
        return
            "`\(token.name)`\(place.map { " (\($0))" } ?? "")\(mode.map { " in \($0)" } ?? "") is \(value.count > 80 ? value.prefix(77) + "…" : value)"
    }

    private mutating func token(_ name: String, _ section: String, _ role: String) -> DesignToken? {
        if let found = light[name] { return found }
        if unresolved.contains(name) {
            fail(
                section, role, .unresolvedReference,
                "the map names `\(name)`, which did not resolve (it has an error, or refers to a token that has one; see above)"
            )
        } else {
            let hint =
                Suggestion.closest(to: name, in: light.tokens.map(\.name)).map { "; did you mean `\($0)`?" } ?? ""
            fail(
                section, role, .unresolvedReference, "the map names `\(name)`, but the tokens have no such token\(hint)"
            )
        }
        return nil
    }

    mutating func build() -> (theme: JSONNode, diagnostics: [Diagnostic]) {
        var members: [JSONNode.Member] = [
            .init(key: "specVersion", value: .string("1.0")), .init(key: "extends", value: .string(map.extends)),
        ]
        let colors = colorRoles()
        if !colors.isEmpty { members.append(.init(key: "colors", value: JSONNode(.object(colors)))) }
        let typography = textRoles()
        if !typography.isEmpty { members.append(.init(key: "typography", value: JSONNode(.object(typography)))) }
        let spacing = measures("spacing")
        if !spacing.isEmpty {
            members.append(.init(key: "layout", value: .object(["spacing": JSONNode(.object(spacing))])))
        }
        let radii = measures("radii")
        if !radii.isEmpty { members.append(.init(key: "radii", value: JSONNode(.object(radii)))) }
        if !standardInIncreased.isEmpty { diagnostics.append(standardInIncreasedWarning()) }
        if let unplaced = map.unplacedWarning(sets) { diagnostics.append(unplaced) }
        return (JSONNode(.object(members)), diagnostics)
    }

    /// Colour roles whose increased-contrast values are their standard ones: the tokens have no
    /// increased-contrast mode (the map's `modes` name none, and the resolver has no contrast
    /// modifier).
    private var standardInIncreased: Set<String> = []

    /// The standard mode an increased-contrast mode strengthens; `light` for `dark`.
    static func standard(of mode: String) -> String {
        switch mode {
        case "increasedContrastLight": "light"
        case "increasedContrastDark": "dark"
        default: "light"
        }
    }

    /// One warning, at the map's first colour role that took its standard colours for increased
    /// contrast: how many did, and how to derive ones that pass.
    private func standardInIncreasedWarning() -> Diagnostic {
        let roles = (map.roles["colors"] ?? []).map(\.role).filter(standardInIncreased.contains)
        let first = roles.first ?? ""
        let count = roles.count == 1 ? "1 colour role takes its" : "\(roles.count) colour roles take their"
        return Diagnostic(
            .warning, .missingValue,
            "the tokens have no increased-contrast mode, so \(count) standard colours in increased contrast too (\(roles.joined(separator: ", "))); `tessera audit --fix` derives increased-contrast colours that pass",
            at: ["colors", first], location: map.places["colors.\(first)"] ?? .synthesized, file: map.file)
    }

    private mutating func colorRoles() -> [JSONNode.Member] {
        var result: [JSONNode.Member] = []
        for (role, name) in map.roles["colors"] ?? [] {
            guard token(name, "colors", role) != nil else { continue }
            // Every mode is written, even where it repeats another: the theme extends a base, and
            // a mode left out would be the base's colour, not the token's.
            var values: [String: JSONNode] = [:]
            var unusable: [String] = []
            for mode in DTCGImport.modeNames {
                guard let set = sets[mode], let found = set[name] else { continue }
                guard let value = DTCGValues.themeColor(found.value) else {
                    unusable.append(shown(found, mode: mode))
                    continue
                }
                values[mode] = value
            }
            guard unusable.isEmpty else {
                fail(
                    "colors", role, .invalidColor,
                    "\(unusable.joined(separator: "; ")), which is not a colour Tessera can use (an sRGB, Display P3, OKLCH or other CSS colour object, or #RRGGBB[AA])"
                )
                continue
            }
            var modes: [JSONNode.Member] = []
            for mode in DTCGImport.modeNames {
                // A mode the tokens have no value for takes its standard counterpart's, as a
                // theme file reads it (`dark` defaults to `light`; increased contrast to standard).
                guard let value = values[mode] ?? values[Self.standard(of: mode)] ?? values["light"] else { continue }
                if values[mode] == nil, mode.hasPrefix("increased") { standardInIncreased.insert(role) }
                modes.append(.init(key: mode, value: value))
            }
            result.append(.init(key: role, value: JSONNode(.object(modes))))
        }
        return result
    }

    /// The largest line height a theme accepts as a multiple of the font size.
    static let largestMultiple = 4.0

    private mutating func textRoles() -> [JSONNode.Member] {
        var result: [JSONNode.Member] = []
        var pixelLineHeights: [String] = []
        defer {
            if let first = map.roles["typography"]?.first(where: { entry in
                pixelLineHeights.contains { $0.hasPrefix(entry.role + " ") }
            }) {
                diagnostics.append(
                    Diagnostic(
                        .warning, .invalidValue,
                        "\(pixelLineHeights.count == 1 ? "1 text role's line height is" : "\(pixelLineHeights.count) text roles' line heights are") a bare number above \(Int(Self.largestMultiple)) (\(pixelLineHeights.joined(separator: ", "))); read in px, as Tokens Studio writes them, and turned into a multiple of the font size",
                        at: ["typography", first.role],
                        location: map.places["typography.\(first.role)"] ?? .synthesized, file: map.file))
            }
        }
        for (role, name) in map.roles["typography"] ?? [] {
            guard let found = token(name, "typography", role) else { continue }
            let value = found.value
            guard found.type == .typography || (found.type == nil && value.members != nil) else {
                fail(
                    "typography", role, .typeMismatch,
                    "\(shown(found)), not a typography token (an object with fontSize, fontWeight, fontFamily, lineHeight)"
                )
                continue
            }
            var fields: [JSONNode.Member] = []
            var problems: [String] = []
            let size = DTCGValues.points(from: value["fontSize"])
            if let size {
                fields.append(.init(key: "size", value: .number(size)))
            } else {
                problems.append(
                    value["fontSize"].map { "its fontSize \($0.withoutLocations.description) is not a dimension" }
                        ?? "it has no fontSize")
            }
            if let weight = value["fontWeight"] {
                if let name = DTCGValues.themeWeight(weight) {
                    fields.append(.init(key: "weight", value: .string(name)))
                } else {
                    problems.append("its fontWeight \(weight.withoutLocations.description) is not a weight")
                }
            }
            let family = value["fontFamily"]?.stringValue ?? value["fontFamily"]?.elements?.first?.stringValue
            if let family, !["system-ui", "-apple-system", "SF Pro", "SF Pro Text", "SF Pro Display"].contains(family) {
                fields.append(.init(key: "family", value: .string(family)))
            }
            // A text style's own lengths in `em` are multiples of its font size (CSS's reading):
            // a `%` line height arrives as `em` (`120%` as 1.2em), a letter spacing of 2% as 0.02em.
            let em = size ?? 16
            if let spacing = value["letterSpacing"] {
                if let points = DTCGValues.points(from: spacing, em: em) {
                    if points != 0 { fields.append(.init(key: "letterSpacing", value: .number(points))) }
                } else {
                    problems.append("its letterSpacing \(spacing.withoutLocations.description) is not a dimension")
                }
            }
            // DTCG's line height is a multiple of the font size, as Tessera's is; a dimension is
            // turned into one. It replaces the base role's line spacing (`null` removes it).
            if let height = value["lineHeight"] {
                var multiple = height.numberValue
                if multiple == nil, let points = DTCGValues.points(from: height, em: em), let size, size > 0 {
                    multiple = (points / size * 1000).rounded() / 1000
                } else if let number = multiple, number > Self.largestMultiple, let size, size > 0 {
                    // No text is set at more than four times its size: a bare number above that is
                    // a length in px, as Tokens Studio writes line heights (24 for 16 px text).
                    multiple = (number / size * 1000).rounded() / 1000
                    pixelLineHeights.append("\(role) \(MapSuggestion.number(number)) px")
                }
                if let multiple {
                    fields.append(.init(key: "lineHeight", value: .number(multiple)))
                    fields.append(.init(key: "lineSpacing", value: .null))
                } else {
                    problems.append(
                        "its lineHeight \(height.withoutLocations.description) is neither a multiple nor a dimension")
                }
            }
            guard problems.isEmpty else {
                fail("typography", role, .invalidValue, "\(shown(found)): \(problems.joined(separator: "; "))")
                continue
            }
            result.append(.init(key: role, value: JSONNode(.object(fields))))
        }
        return result
    }

    private mutating func measures(_ section: String) -> [JSONNode.Member] {
        var result: [JSONNode.Member] = []
        for (role, name) in map.roles[section] ?? [] {
            guard let found = token(name, section, role) else { continue }
            let unit = found.value["unit"]?.stringValue
            guard [nil, "px", "rem", "em"].contains(unit), let points = DTCGValues.points(from: found.value),
                points.isFinite, points >= 0
            else {
                fail(
                    section, role, .invalidValue,
                    "\(shown(found)), not a length Tessera can use as \(section == "radii" ? "a radius" : "spacing") (a dimension in px or rem, 0 or more)"
                )
                continue
            }
            result.append(.init(key: role, value: .number(points)))
        }
        return result
    }
}
