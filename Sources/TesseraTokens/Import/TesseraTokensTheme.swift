import TesseraCore

/// Rebuilds a theme from tokens that ``DTCGExport`` wrote: Tessera's facts from `$extensions`,
/// values (colours in every mode, sizes, spacing, radii, shadows) from the tokens themselves, so
/// edits made in another tool come back.
struct TesseraTokensTheme {
    let sets: [String: TokenSet]
    private var light: TokenSet { sets["light"] ?? TokenSet([]) }
    private let ns = DTCGValues.namespace

    init(sets: [String: TokenSet]) {
        self.sets = sets
    }

    private func tokens(under group: String, in set: TokenSet) -> [DesignToken] {
        set.tokens.filter { $0.path.count >= 2 && $0.path[0] == group }
    }

    func theme() -> JSONNode {
        let facts = light.groupExtensions[""]?[ns]?["theme"] ?? .object([:])
        var members: [JSONNode.Member] = []
        for key in ["specVersion", "id", "name", "summary", "symbol", "purpose"] {
            if let value = facts[key] { members.append(.init(key: key, value: value)) }
        }
        members.append(.init(key: "palette", value: palette()))
        members.append(.init(key: "colors", value: colors()))
        members.append(.init(key: "typography", value: typography()))
        var layout = facts["layout"] ?? .object([:])
        let spacing = dimensions(under: "spacing")
        if spacing.members?.isEmpty == false { layout = layout.replacing(atKeys: ["spacing"], with: spacing) }
        members.append(.init(key: "layout", value: layout))
        members.append(.init(key: "radii", value: dimensions(under: "radii")))
        members.append(.init(key: "shadows", value: shadows()))
        members.append(.init(key: "motion", value: fragments(group: "motion", key: "animation")))
        members.append(.init(key: "buttons", value: fragments(group: "button", key: "button")))
        if let forms = facts["buttonForms"] { members.append(.init(key: "buttonForms", value: forms)) }
        members.append(.init(key: "surfaces", value: fragments(group: "surface", key: "surface")))
        if let accessibility = facts["accessibility"] {
            members.append(.init(key: "accessibility", value: accessibility))
        }
        return JSONNode(.object(members))
    }

    private func palette() -> JSONNode {
        var tree = JSONNode(.object([]))
        for token in tokens(under: "palette", in: light) {
            guard let color = DTCGValues.themeColor(token.value) else { continue }
            var path: [String] = []
            for part in token.path.dropFirst().dropLast() {
                path.append(part)
                if tree.node(atKeys: path) == nil {
                    tree = tree.replacing(atKeys: path[...], with: JSONNode(.object([])))
                }
            }
            tree = tree.replacing(atKeys: Array(token.path.dropFirst())[...], with: color)
        }
        return tree
    }

    private func colors() -> JSONNode {
        var roles: [JSONNode.Member] = []
        for token in light.tokens where token.path.count == 2 && token.path[0] == "color" {
            let name = token.path[1]
            func value(_ mode: String) -> JSONNode? {
                sets[mode]?[path: ["color", name]].flatMap { DTCGValues.themeColor($0.value) }
            }
            guard let lightValue = value("light") else { continue }
            let dark = value("dark") ?? lightValue
            var members: [JSONNode.Member] = [.init(key: "light", value: lightValue)]
            if dark != lightValue { members.append(.init(key: "dark", value: dark)) }
            if let increased = value("increasedContrastLight"), increased != lightValue {
                members.append(.init(key: "increasedContrastLight", value: increased))
            }
            if let increased = value("increasedContrastDark"), increased != dark {
                members.append(.init(key: "increasedContrastDark", value: increased))
            }
            for fact in token.extensions?[ns]?["color"]?.members ?? [] where fact.key != "modes" {
                members.append(fact)
            }
            roles.append(.init(key: name, value: JSONNode(.object(members))))
        }
        return JSONNode(.object(roles))
    }

    private func typography() -> JSONNode {
        var roles: [JSONNode.Member] = []
        for token in tokens(under: "typography", in: light) where token.path.count == 2 {
            guard var role = token.extensions?[ns]?["role"] else { continue }
            let exported = token.extensions?[ns]?["exported"]
            if let size = DTCGValues.points(from: token.value["fontSize"]), size != exported?["fontSize"]?.numberValue {
                role = role.replacing(atKeys: ["size"], with: .number(size))
            }
            if let weight = token.value["fontWeight"], weight.numberValue != exported?["fontWeight"]?.numberValue,
                let name = DTCGValues.themeWeight(weight)
            {
                role = role.replacing(atKeys: ["weight"], with: .string(name))
            }
            roles.append(.init(key: token.path[1], value: role))
        }
        return JSONNode(.object(roles))
    }

    private func dimensions(under group: String) -> JSONNode {
        JSONNode(
            .object(
                tokens(under: group, in: light).compactMap { token in
                    DTCGValues.points(from: token.value).map { .init(key: token.path[1], value: .number($0)) }
                }))
    }

    private func shadows() -> JSONNode {
        JSONNode(
            .object(
                tokens(under: "shadow", in: light).compactMap { token in
                    guard var shadow = token.extensions?[ns]?["shadow"] else { return nil }
                    let dark = sets["dark"]?[path: token.path]
                    if let alpha = token.value["color"]?["alpha"]?.numberValue ?? token.value["color"].map({ _ in 1 }),
                        shadow["color"] == nil
                    {
                        shadow = shadow.replacing(atKeys: ["opacity"], with: .number(alpha))
                    }
                    if let alpha = dark?.value["color"]?["alpha"]?.numberValue, shadow["color"] == nil {
                        shadow = shadow.replacing(atKeys: ["darkOpacity"], with: .number(alpha))
                    }
                    if let blur = DTCGValues.points(from: token.value["blur"]) {
                        shadow = shadow.replacing(atKeys: ["radius"], with: .number(blur))
                    }
                    if let y = DTCGValues.points(from: token.value["offsetY"]) {
                        shadow = shadow.replacing(atKeys: ["y"], with: .number(y))
                    }
                    return .init(key: token.path[1], value: shadow)
                }))
    }

    private func fragments(group: String, key: String) -> JSONNode {
        let prefix = group + "."
        return JSONNode(
            .object(
                light.groupExtensions.keys.sorted().compactMap { name in
                    guard name.hasPrefix(prefix), !name.dropFirst(prefix.count).contains("."),
                        let fragment = light.groupExtensions[name]?[ns]?[key]
                    else { return nil }
                    return .init(key: String(name.dropFirst(prefix.count)), value: fragment)
                }))
    }
}
