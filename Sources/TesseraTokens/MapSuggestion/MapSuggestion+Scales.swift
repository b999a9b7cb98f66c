import Foundation
import TesseraCore

extension MapSuggestion {
    static let spaceWords: Set<String> = [
        "space", "spacing", "spacer", "spacers", "gap", "padding", "margin", "inset", "stack", "inline", "gutter",
    ]
    /// Words of a scale that is some other length: never spacing.
    static let notSpaceWords: Set<String> = [
        "radius", "radii", "corner", "rounded", "border", "width", "height", "icon", "blur", "breakpoint",
        "breakpoints", "shadow",
        "font", "line", "letter", "screen", "z", "opacity", "duration", "elevation", "fluid", "control", "slider",
        "handle",
        "indicator", "wheel", "header", "button", "field", "input", "focus", "component", "area", "avatar", "badge",
        "menu", "overlay",
        "container", "layout", "grid", "gridgap", "max", "min", "val", "offset", "negative", "breakpoint", "viewport",
        "shape",
        // Paragraph spacing is text's, like line height and letter spacing: a typographic length.
        "paragraph",
    ]
    static let radiusWords: Set<String> = [
        "radius", "radii", "corner", "corners", "rounded", "round", "shape", "borderradius",
    ]
    /// Scales named only for size: spacing when nothing is named for space.
    static let sizeWords: Set<String> = ["size", "sizing", "sizes", "dimension", "dimensions", "scale", "unit"]

    static let spacingSteps: [ScaleAlignment.Step] = [
        .init(name: "xxs", points: 2), .init(name: "xs", points: 4), .init(name: "s", points: 8),
        .init(name: "m", points: 12),
        .init(name: "l", points: 16), .init(name: "xl", points: 24), .init(name: "xxl", points: 32),
        .init(name: "xxxl", points: 48),
    ]
    static let radiusSteps: [ScaleAlignment.Step] = [
        .init(name: "small", points: 6, names: ["sm", "small", "s"]),
        .init(name: "medium", points: 10, names: ["md", "medium", "m"]),
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

        /// This scale is a layer over `other`: not a group inside it, and most of its steps (at
        /// least three) are aliases of `other`'s own tokens.
        func aliases(_ other: Scale) -> Bool {
            guard !family.starts(with: other.family) else { return false }
            let prefix = other.name + "."
            let named = members.filter { member in
                !member.token.references.isEmpty
                    && member.token.references.allSatisfy {
                        $0.hasPrefix(prefix) && !$0.dropFirst(prefix.count).contains(".")
                    }
            }.count
            return named >= 3 && 2 * named >= members.count
        }
    }

    /// The scales among dimension tokens whose group's words pass `accept`, in document order.
    func scales(where accept: (Set<String>, DesignToken) -> Bool) -> [Scale] {
        var order: [[String]] = []
        var found: [[String]: Scale] = [:]
        var unread: [[String]: Set<String>] = [:]
        for token in light.tokens {
            if DTCGValues.points(from: token.value) == nil, let last = token.path.last,
                ["dimension", "spacing", "sizing", "borderRadius"].contains(
                    token.type?.rawValue ?? token.typeName ?? "")
            {
                unread[Array(token.path.dropLast()), default: []].insert(last.lowercased())
            }
            guard
                token.type == .dimension || token.type == .number
                    || ["spacing", "sizing", "dimension", "borderRadius", "number"].contains(token.typeName ?? "")
                    || (token.type == nil && token.typeName == nil && token.value.stringValue != nil),
                ["px", "rem", nil].contains(token.value["unit"]?.stringValue),
                let points = DTCGValues.points(from: token.value), points > 0, !Self.isRetired(token)
            else { continue }
            let family = Array(token.path.dropLast())
            let words = Set(family.flatMap(Self.words(of:)))
            guard accept(words, token) else { continue }
            if found[family] == nil {
                order.append(family)
                found[family] = Scale(family: family, members: [])
            }
            // One token per value: the semantic one (an alias, `spacer.md`) over the palette
            // entry it names (`spacer.300`), also where both are computed from others.
            if let index = found[family]?.members.firstIndex(where: { $0.points == points }),
                let kept = found[family]?.members[index].token
            {
                if (kept.references.isEmpty && !token.references.isEmpty) || token.references.contains(kept.name) {
                    found[family]?.members[index] = (token, points)
                }
            } else {
                found[family]?.members.append((token, points))
            }
        }
        let all = order.compactMap { found[$0] }.map { scale in
            var sorted = scale
            sorted.members.sort { $0.points < $1.points }
            sorted.unread = unread[scale.family] ?? []
            return sorted
        }
        // A scale whose steps another scale names (`size.1` is `{_size.1}`) is the palette under
        // that semantic layer: the layer plays the roles, not the palette.
        return all.filter { palette in !all.contains { $0.family != palette.family && $0.aliases(palette) } }
    }

    /// Assigns Tessera's `steps` from the scale that aligns best (at least `minimum` steps);
    /// ties go to the semantic scale (aliases), then the shallower, then the first.
    /// With `fromTheSmallest` (spacing, whose steps start at Tessera's smallest), a scale whose
    /// alignment leaves out its own smallest values is left unmapped.
    mutating func steps(
        _ section: String, _ steps: [ScaleAlignment.Step], from scales: [Scale], minimum: Int, kind: String,
        fromTheSmallest: Bool = false, requireNames: Bool = false, alignment: ScaleAlignment = ScaleAlignment(),
        layers: [Scale] = []
    ) -> JSONNode {
        var best: (scale: Scale, score: Double, pairs: [Int: Int])?
        var aligned: [(scale: Scale, score: Double, pairs: [Int: Int])] = []
        for scale in scales {
            let values = scale.members.map {
                (points: $0.points, name: $0.token.path.last.map { $0.lowercased() } ?? "")
            }
            let (score, pairs) = alignment.align(values: values, steps: steps)
            guard pairs.count >= minimum else { continue }
            aligned.append((scale, score, pairs))
            if let current = best {
                let better =
                    score > current.score + 1e-9
                    || (abs(score - current.score) <= 1e-9
                        && (scale.semantic && !current.scale.semantic
                            || (scale.semantic == current.scale.semantic
                                && scale.family.count < current.scale.family.count)))
                guard better else { continue }
            }
            best = (scale, score, pairs)
        }
        // The alignment left out the scale's smallest values although they are near one of
        // Tessera's steps: the scale is offset from Tessera's, and whether its steps match by rank
        // or by value is unsure.
        let offset = best.flatMap { best -> (token: DesignToken, points: Double)? in
            guard fromTheSmallest, let first = best.pairs.values.min() else { return nil }
            return best.scale.members.prefix(first).first { member in
                steps.contains { alignment.earn((member.points, ""), $0) != nil }
            }
        }
        // Another group aligns (nearly) as well: which of the two scales plays the roles is the
        // system's choice (`gap` beside `margin`, `space` beside `space.inset`), not the values'.
        let rival = best.flatMap { best in
            aligned.first { other in
                guard other.scale.family != best.scale.family else { return false }
                // A scale inside the best one's group (`spacer.action.horizontal` in `spacer`) is
                // a specialisation of it, and one the best aliases is the layer beneath it:
                // neither is a rival.
                if other.scale.family.starts(with: best.scale.family) || best.scale.aliases(other.scale) {
                    return false
                }
                if other.score > best.score - Self.rivalMargin - 1e-9 { return true }
                // Or it gives each step it aligns the very value the best gives it: a group of
                // the same values, only fewer of them.
                return other.pairs.allSatisfy { step, value in
                    best.pairs[step].map { best.scale.members[$0].points == other.scale.members[value].points } == true
                }
            }?.scale
        }
        // A group named for the kind but also for something else (`spacing.around.component`)
        // names the best scale's steps one by one: the best is the palette beneath the system's
        // own layer, and whether that layer is the theme's is the system's choice.
        let layer = best.flatMap { best in layers.first { $0.aliases(best.scale) } }
        return self.section(section, roles: steps.map(\.name)) { step in
            guard let best else {
                return .none(
                    because: scales.isEmpty
                        ? "no group of dimension tokens is named for \(kind)"
                        : "no group of dimensions named for \(kind) aligns with \(minimum) or more of Tessera's steps")
            }
            if let rival {
                return .none(
                    because:
                        "unsure: the `\(best.scale.name)` and `\(rival.name)` scales align with Tessera's \(section) steps equally well; which of them plays the roles is the system's choice"
                )
            }
            if let layer {
                return .none(
                    because:
                        "unsure: the `\(best.scale.name)` scale is a palette: `\(layer.name)` names its steps, and whether that layer plays the \(section) roles is the system's choice"
                )
            }
            if let offset {
                return .none(
                    because:
                        "unsure: the `\(best.scale.name)` scale aligns best with its smallest step `\(offset.token.name)` (\(Self.number(offset.points)) px) left out, so it is offset from Tessera's steps; whether they match by rank or by value is the system's choice"
                )
            }
            if let named = steps.first(where: { $0.name == step })?.names.intersection(best.scale.unread).first {
                return .none(
                    because: "`\(best.scale.name).\(named)` is named for it, but its value does not read as a length")
            }
            guard let index = steps.firstIndex(where: { $0.name == step }), let value = best.pairs[index] else {
                return .none(
                    because:
                        "the `\(best.scale.name)` scale has no value within ×1.5 of \(Self.number(steps.first { $0.name == step }?.points ?? 0)) that keeps its order"
                )
            }
            let member = best.scale.members[value]
            let target = steps[index].points
            // Names must agree with values where the steps have names (radii: `sm`, `md`, …): a
            // value the order places here under a name that does not say the step is a guess.
            if requireNames, !steps[index].names.isEmpty,
                !best.scale.members.contains(where: { Self.says($0.token, steps[index].names) })
            {
                return .none(
                    because:
                        "unsure: `\(member.token.name)` (\(Self.number(member.points)) px) is the value the `\(best.scale.name)` scale's order places at \(Self.number(target)), but its name does not say \(step) (\(steps[index].names.sorted().joined(separator: ", ")))"
                )
            }
            // A token named for the step (`radius.xl`) settles it when it is the one its value
            // places here; when it is another, name and value disagree.
            if let named = best.scale.members.first(where: {
                steps[index].names.contains($0.token.path.last?.lowercased() ?? "")
            }) {
                if named.token.name != member.token.name {
                    return .none(
                        because:
                            "unsure: `\(named.token.name)` is named for it, but `\(member.token.name)` (\(Self.number(member.points)) px) is the value the scale's order places at \(Self.number(target))"
                    )
                }
            } else if let nearer = best.scale.members.first(where: {
                abs(log($0.points / target)) < abs(log(member.points / target)) - 1e-9
            }) {
                // The order put this value here, but another of the scale is nearer the step: the
                // scale's steps fall between Tessera's.
                return .none(
                    because:
                        "unsure: `\(member.token.name)` (\(Self.number(member.points)) px) keeps the `\(best.scale.name)` scale's order, but `\(nearer.token.name)` (\(Self.number(nearer.points)) px) is nearer \(Self.number(target))"
                )
            }
            return .token(
                member.token.name,
                because:
                    "\(Self.number(member.points)) px in the `\(best.scale.name)` scale, aligned in order with Tessera's \(section) steps (\(best.pairs.count) of \(steps.count) within ×1.5; default \(step) \(Self.number(steps[index].points)))"
            )
        }
    }

    /// How near the best alignment's score another group's may come before the choice between
    /// the two scales is left to the user: a tenth of one exact match's reward, so that only
    /// scales of (nearly) the same values tie.
    static let rivalMargin = 0.05

    /// The token's own name (its last part, or that part's last word) is one of `names`.
    static func says(_ token: DesignToken, _ names: Set<String>) -> Bool {
        guard let last = token.path.last else { return false }
        return names.contains(last.lowercased()) || words(of: last).last.map(names.contains) == true
    }

    /// The spacing section: the scale named for space (or, when none is, for size) that best
    /// fits Tessera's steps in order.
    mutating func spacing() -> JSONNode {
        let named = scales { words, token in
            (!words.isDisjoint(with: Self.spaceWords) || Self.scopes(token).contains("GAP"))
                && words.isDisjoint(with: Self.notSpaceWords)
        }
        let sized =
            named.isEmpty
            ? scales { words, _ in !words.isDisjoint(with: Self.sizeWords) && words.isDisjoint(with: Self.notSpaceWords)
            } : []
        let layers = scales { words, _ in
            !words.isDisjoint(with: Self.spaceWords) && !words.isDisjoint(with: Self.notSpaceWords)
        }
        return steps(
            "spacing", Self.spacingSteps, from: named.isEmpty ? sized : named, minimum: 3, kind: "space",
            fromTheSmallest: true, layers: layers)
    }

    /// The radii section: the scale named for corners that best fits Tessera's radii, helped by
    /// names (`sm`, `md`, `lg`, `xl`).
    mutating func radii() -> JSONNode {
        // A control's or a component's corners (`inputs.size.radius`) are its own, not the theme's.
        let owners = Self.componentNames.union([
            "control", "controls", "input", "inputs", "field", "button", "component",
        ])
        let named = scales { words, token in
            (!words.isDisjoint(with: Self.radiusWords) || token.typeName == "borderRadius"
                || Self.scopes(token).contains("CORNER_RADIUS")) && words.isDisjoint(with: owners)
        }
        if let sized = Self.namedRadii(named, steps: Self.radiusSteps) {
            return radii(named: sized, steps: Self.radiusSteps)
        }
        return steps("radii", Self.radiusSteps, from: named, minimum: 1, kind: "corner radii", requireNames: true)
    }
}
