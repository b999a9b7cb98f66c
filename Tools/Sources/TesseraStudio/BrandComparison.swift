import Foundation
import TesseraCore

/// A brand beside what it is compared with — its base file or a sibling brand — in one colour
/// mode: the colour roles whose resolved values differ, and the inherited roles that clash with
/// the brand's own accent.
///
/// A role *clashes* when this theme inherits it in the mode (the file does not write it), it is
/// chromatic (OKLCH chroma ≥ ``minimumChroma``), its hue lies within ``followingHue`` degrees
/// of the base's accent — it was chosen to go with the base's brand colour — and more than
/// ``clashingHue`` degrees from this theme's accent, which itself moved more than
/// ``clashingHue`` degrees away from the base's: a base's blue `themePrimary` left beside a
/// brand's amber accent. Status colours of other hues (a red `destructive`) are not flagged.
///
/// ```json
/// {"target": "Northwind", "mode": "light", "accent": "#B45309", "baseAccent": "#1D4ED8",
///  "differs": [{"role": "accent", "value": "#B45309", "theirs": "#1D4ED8"}],
///  "clashes": [{"role": "themePrimary", "value": "#1D4ED8", "origin": "../base/theme.json", "hueDifference": 146}]}
/// ```
enum BrandComparison {
    /// The least OKLCH chroma of a colour with a hue worth comparing.
    static let minimumChroma = 0.04
    /// How near (in degrees of OKLCH hue) a role is to the base's accent to count as following it.
    static let followingHue = 30.0
    /// How far (in degrees of OKLCH hue) from the brand's accent a role clashes.
    static let clashingHue = 45.0

    /// `theme` (with its value `origins`) beside `target` (named `name`) in `context`'s mode;
    /// `base` is the theme `theme` extends, whose accent the clashes are measured from.
    static func tree(
        of theme: CompiledTheme, origins: ValueOrigins?, base: CompiledTheme?, with target: CompiledTheme, named name: String, in context: ThemeContext
    ) -> JSONNode {
        let ours = theme.resolved(for: context), theirs = target.resolved(for: context)
        let theirRoles = Dictionary(target.colorRoles.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var differs: [JSONNode] = []
        for role in theme.colorRoles {
            let value = ours.color(role).hexString
            let their = theirRoles[role.name].map { theirs.color($0).hexString }
            guard value != their else { continue }
            differs.append(.object(["role": .string(role.name), "value": .string(value), "theirs": their.map(JSONNode.string) ?? .null]))
        }
        let accent = ours.color(.accent)
        let baseAccent = base?.resolved(for: context).color(.accent)
        return .object([
            "target": .string(name), "mode": .string(context.colorMode.key),
            "accent": .string(accent.hexString), "baseAccent": baseAccent.map { .string($0.hexString) } ?? .null,
            "differs": JSONNode(.array(differs)),
            "clashes": JSONNode(.array(clashes(in: theme, origins: origins, baseAccent: baseAccent, context: context))),
        ])
    }

    /// The inherited roles that clash with `theme`'s accent in `context`'s mode (see the type's
    /// summary), worst first; none when the accent kept the base's hue.
    static func clashes(in theme: CompiledTheme, origins: ValueOrigins?, baseAccent: RGBA?, context: ThemeContext) -> [JSONNode] {
        guard let origins, let baseAccent else { return [] }
        let resolved = theme.resolved(for: context)
        let accent = resolved.color(.accent).okLCH, base = baseAccent.okLCH
        guard accent.chroma >= minimumChroma, base.chroma >= minimumChroma, hueDistance(accent.hue, base.hue) > clashingHue else { return [] }
        var found: [(distance: Double, node: JSONNode)] = []
        for role in theme.colorRoles where role.name != ColorRole.accent.name {
            let origin = origins.colorOrigin(role: role.name, mode: context.colorMode)
            guard origin.isInherited else { continue }
            let color = resolved.color(role)
            let lch = color.okLCH
            guard lch.chroma >= minimumChroma, hueDistance(lch.hue, base.hue) <= followingHue else { continue }
            let distance = hueDistance(lch.hue, accent.hue)
            guard distance > clashingHue else { continue }
            found.append((distance, .object([
                "role": .string(role.name), "value": .string(color.hexString), "origin": .string(origin.label),
                "hueDifference": .number(distance.rounded()),
            ])))
        }
        return found.sorted { $0.distance > $1.distance }.map(\.node)
    }

    /// The angle between two hues, 0…180 degrees.
    static func hueDistance(_ a: Double, _ b: Double) -> Double {
        let difference = abs(a - b).truncatingRemainder(dividingBy: 360)
        return min(difference, 360 - difference)
    }
}
