import Foundation
@_spi(TesseraTools) import TesseraCore

extension MapSuggestion {
    static let spaceWords: Set<String> = ["space", "spacing", "spacer", "spacers", "gap", "padding", "margin", "inset", "stack", "inline", "gutter"]
    /// Words of a scale that is some other length: never spacing.
    static let notSpaceWords: Set<String> = [
        "radius", "radii", "corner", "rounded", "border", "width", "height", "icon", "blur", "breakpoint", "breakpoints", "shadow",
        "font", "line", "letter", "screen", "z", "opacity", "duration", "elevation", "fluid", "control", "slider", "handle",
        "indicator", "wheel", "header", "button", "field", "input", "focus", "component", "area", "avatar", "badge", "menu", "overlay",
        "container", "layout", "grid", "gridgap", "max", "min", "val", "offset", "negative", "breakpoint", "viewport", "shape",
    ]
    static let radiusWords: Set<String> = ["radius", "radii", "corner", "corners", "rounded", "round", "shape", "borderradius"]
    /// Scales named only for size: spacing when nothing is named for space.
    static let sizeWords: Set<String> = ["size", "sizing", "sizes", "dimension", "dimensions", "scale", "unit"]

    static let spacingSteps: [ScaleAlignment.Step] = [
        .init(name: "xxs", points: 2), .init(name: "xs", points: 4), .init(name: "s", points: 8), .init(name: "m", points: 12),
        .init(name: "l", points: 16), .init(name: "xl", points: 24), .init(name: "xxl", points: 32), .init(name: "xxxl", points: 48),
    ]
    static let radiusSteps: [ScaleAlignment.Step] = [
        .init(name: "small", points: 6, names: ["sm", "small", "s"]), .init(name: "medium", points: 10, names: ["md", "medium", "m"]),
        .init(name: "large", points: 16, names: ["lg", "large", "l"]), .init(name: "xl", points: 24, names: ["xl"]),
    ]

    /// One group of dimension tokens (siblings), smallest first, one token per value.
    struct Scale {
        let family: [String]
        var members: [(token: DesignToken, points: Double)]
        /// The last names of the group's tokens whose value does not read as a length.
        var unread: Set<String> = []
        var semantic: Bool { members.allSatisfy { !$0.token.references.isEmpty } }
        var name: String { family.joined(separator: ".") }
    }

    /// The scales among dimension tokens whose group's words pass `accept`, in document order.
    func scales(where accept: (Set<String>, DesignToken) -> Bool) -> [Scale] {
        var order: [[String]] = []
        var found: [[String]: Scale] = [:]
        var unread: [[String]: Set<String>] = [:]
        for token in light.tokens {
            if DTCGValues.points(from: token.value) == nil, let last = token.path.last, ["dimension", "spacing", "sizing", "borderRadius"].contains(token.type?.rawValue ?? token.typeName ?? "") {
                unread[Array(token.path.dropLast()), default: []].insert(last.lowercased())
            }
            guard token.type == .dimension || token.type == .number
                    || ["spacing", "sizing", "dimension", "borderRadius", "number"].contains(token.typeName ?? "")
                    || (token.type == nil && token.typeName == nil && token.value.stringValue != nil),
                  ["px", "rem", nil].contains(token.value["unit"]?.stringValue),
                  let points = DTCGValues.points(from: token.value), points > 0 else { continue }
            let family = Array(token.path.dropLast())
            let words = Set(family.flatMap(Self.words(of:)))
            guard accept(words, token) else { continue }
            if found[family] == nil { order.append(family); found[family] = Scale(family: family, members: []) }
            // One token per value: the semantic one (an alias, `spacer.md`) over the palette
            // entry it names (`spacer.300`).
            if let index = found[family]?.members.firstIndex(where: { $0.points == points }) {
                if found[family]?.members[index].token.references.isEmpty == true, !token.references.isEmpty { found[family]?.members[index] = (token, points) }
            } else {
                found[family]?.members.append((token, points))
            }
        }
        return order.compactMap { found[$0] }.map { scale in
            var sorted = scale
            sorted.members.sort { $0.points < $1.points }
            sorted.unread = unread[scale.family] ?? []
            return sorted
        }
    }

    /// Assigns Tessera's `steps` from the scale that aligns best (at least `minimum` steps);
    /// ties go to the semantic scale (aliases), then the shallower, then the first.
    mutating func steps(_ section: String, _ steps: [ScaleAlignment.Step], from scales: [Scale], minimum: Int, kind: String, alignment: ScaleAlignment = ScaleAlignment()) -> JSONNode {
        var best: (scale: Scale, score: Double, pairs: [Int: Int])?
        for scale in scales {
            let values = scale.members.map { (points: $0.points, name: $0.token.path.last.map { $0.lowercased() } ?? "") }
            let (score, pairs) = alignment.align(values: values, steps: steps)
            guard pairs.count >= minimum else { continue }
            if let current = best {
                let better = score > current.score + 1e-9
                    || (abs(score - current.score) <= 1e-9 && (scale.semantic && !current.scale.semantic
                        || (scale.semantic == current.scale.semantic && scale.family.count < current.scale.family.count)))
                guard better else { continue }
            }
            best = (scale, score, pairs)
        }
        return self.section(section, roles: steps.map(\.name)) { step in
            guard let best else {
                return .none(because: scales.isEmpty ? "no group of dimension tokens is named for \(kind)" : "no group of dimensions named for \(kind) aligns with \(minimum) or more of Tessera's steps")
            }
            if let named = steps.first(where: { $0.name == step })?.names.intersection(best.scale.unread).first {
                return .none(because: "`\(best.scale.name).\(named)` is named for it, but its value does not read as a length")
            }
            guard let index = steps.firstIndex(where: { $0.name == step }), let value = best.pairs[index] else {
                return .none(because: "the `\(best.scale.name)` scale has no value within ×1.5 of \(Self.number(steps.first { $0.name == step }?.points ?? 0)) that keeps its order")
            }
            let member = best.scale.members[value]
            return .token(member.token.name, because: "\(Self.number(member.points)) px in the `\(best.scale.name)` scale, aligned in order with Tessera's \(section) steps (\(best.pairs.count) of \(steps.count) within ×1.5; default \(step) \(Self.number(steps[index].points)))")
        }
    }

    /// The spacing section: the scale named for space (or, when none is, for size) that best
    /// fits Tessera's steps in order.
    mutating func spacing() -> JSONNode {
        let named = scales { words, token in
            (!words.isDisjoint(with: Self.spaceWords) || Self.scopes(token).contains("GAP")) && words.isDisjoint(with: Self.notSpaceWords)
        }
        let sized = named.isEmpty ? scales { words, _ in !words.isDisjoint(with: Self.sizeWords) && words.isDisjoint(with: Self.notSpaceWords) } : []
        return steps("spacing", Self.spacingSteps, from: named.isEmpty ? sized : named, minimum: 3, kind: "space")
    }

    /// The radii section: the scale named for corners that best fits Tessera's radii, helped by
    /// names (`sm`, `md`, `lg`, `xl`).
    mutating func radii() -> JSONNode {
        let named = scales { words, token in
            !words.isDisjoint(with: Self.radiusWords) || token.typeName == "borderRadius" || Self.scopes(token).contains("CORNER_RADIUS")
        }
        return steps("radii", Self.radiusSteps, from: named, minimum: 1, kind: "corner radii")
    }
}
