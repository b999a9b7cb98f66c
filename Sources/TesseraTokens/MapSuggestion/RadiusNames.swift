import Foundation
import TesseraCore

extension MapSuggestion {
    /// A radius scale whose tokens are named by size (`radius.sm`, `rounded-md`, `border-radius.l`)
    /// and whose named values grow with the names: the names say each step, as a system's own
    /// documentation reads them, and the values agree by their order. Tessera's small is the
    /// token named small, however much smaller than Tessera's its value is, but not a value that
    /// reaches the next of Tessera's steps; a step no token is named for is left empty.
    struct NamedRadii {
        let scale: Scale
        /// For each of Tessera's radius steps (by index), the token named for it.
        let named: [Int: (token: DesignToken, points: Double)]
    }

    /// The one scale among `scales` named by size for two or more of `steps`, one token a step,
    /// in the order of their values; `nil` where none is, or several are (which of them is the
    /// theme's is the system's choice; the alignment decides, or leaves it).
    static func namedRadii(_ scales: [Scale], steps: [ScaleAlignment.Step]) -> NamedRadii? {
        let found = scales.compactMap { scale -> NamedRadii? in
            var named: [Int: (token: DesignToken, points: Double)] = [:]
            for (index, step) in steps.enumerated() {
                let members = scale.members.filter { says($0.token, step.names) }
                // Two tokens of different values named for one step (`s` and `sm`): the names
                // do not settle it.
                guard members.count <= 1 else { return nil }
                if let member = members.first { named[index] = (member.token, member.points) }
            }
            guard named.count >= 2 else { return nil }
            // The values must grow with the names: `sm` under `md` under `lg`.
            let ordered = named.keys.sorted().compactMap { named[$0]?.points }
            guard zip(ordered, ordered.dropFirst()).allSatisfy({ $0 < $1 }) else { return nil }
            return NamedRadii(scale: scale, named: named)
        }
        return found.count == 1 ? found.first : nil
    }

    /// The radii section from a scale named by size (see ``namedRadii(_:steps:)``).
    mutating func radii(named: NamedRadii, steps: [ScaleAlignment.Step]) -> JSONNode {
        section("radii", roles: steps.map(\.name)) { step in
            guard let index = steps.firstIndex(where: { $0.name == step }), let member = named.named[index] else {
                let names = steps.first { $0.name == step }?.names.sorted().joined(separator: ", ") ?? step
                return .none(
                    because:
                        "the `\(named.scale.name)` scale is named by size, and none of its tokens is named \(step) (\(names))"
                )
            }
            // A value at or past the next step's (a `medium` of 16 px, Tessera's large) puts the
            // name a whole step from its value: the two disagree.
            if index + 1 < steps.count, member.points >= steps[index + 1].points - 1e-9 {
                return .none(
                    because:
                        "unsure: `\(member.token.name)` is named \(step), but its \(Self.number(member.points)) px reaches Tessera's \(steps[index + 1].name) (\(Self.number(steps[index + 1].points)))"
                )
            }
            return .token(
                member.token.name,
                because:
                    "named \(step) in the `\(named.scale.name)` scale, whose values grow with their names: \(Self.number(member.points)) px"
            )
        }
    }
}
