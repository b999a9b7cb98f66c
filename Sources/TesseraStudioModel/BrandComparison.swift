import Foundation
import TesseraCore
public import TesseraGallery

/// `comparison.comparison` in the schema: a brand beside what it is compared with — its base file or a sibling brand — in one colour
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
public struct BrandComparison: Encodable, Sendable, Equatable {
    /// The name of what the brand is compared with, as the Compare menu shows it.
    public var target: String
    /// The key of the colour mode compared (`light`).
    public var mode: String
    /// The brand's accent in the mode.
    public var accent: String
    /// The accent of the theme the brand extends, or null when it extends none that compiles.
    @Nullable public var baseAccent: String?
    /// The colour roles whose resolved values differ, in the theme's order.
    public var differs: [Difference]
    /// The inherited roles that clash with the brand's accent, worst first.
    public var clashes: [Clash]

    /// A colour role whose value differs: the brand's, and the target's (null when the target
    /// has no such role).
    public struct Difference: Encodable, Sendable, Equatable {
        public var role: String
        public var value: String
        @Nullable public var theirs: String?
    }

    /// An inherited role that clashes: its value, where it was written, and how far its hue lies
    /// from the brand's accent (degrees of OKLCH hue, rounded).
    public struct Clash: Encodable, Sendable, Equatable {
        public var role: String
        public var value: String
        public var origin: String
        public var hueDifference: Double
    }

    /// The least OKLCH chroma of a colour with a hue worth comparing.
    static let minimumChroma = 0.04
    /// How near (in degrees of OKLCH hue) a role is to the base's accent to count as following it.
    static let followingHue = 30.0
    /// How far (in degrees of OKLCH hue) from the brand's accent a role clashes.
    static let clashingHue = 45.0

    /// `theme` (with its value `origins`) beside `target` (named `name`) in `context`'s mode;
    /// `base` is the theme `theme` extends, whose accent the clashes are measured from.
    init(
        of theme: CompiledTheme, origins: ValueOrigins?, base: CompiledTheme?, with target: CompiledTheme,
        named name: String, in context: ThemeContext
    ) {
        let ours = theme.resolved(for: context)
        let theirs = target.resolved(for: context)
        let theirRoles = Dictionary(target.colorRoles.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        differs = []
        for role in theme.colorRoles {
            let value = ours.color(role).hexString
            let their = theirRoles[role.name].map { theirs.color($0).hexString }
            guard value != their else { continue }
            differs.append(Difference(role: role.name, value: value, theirs: their))
        }
        let baseAccent = base?.resolved(for: context).color(.accent)
        self.target = name
        mode = context.colorMode.key
        accent = ours.color(.accent).hexString
        self.baseAccent = baseAccent?.hexString
        clashes = Self.clashes(in: theme, origins: origins, baseAccent: baseAccent, context: context)
    }

    /// The inherited roles that clash with `theme`'s accent in `context`'s mode (see the type's
    /// summary), worst first; none when the accent kept the base's hue.
    static func clashes(in theme: CompiledTheme, origins: ValueOrigins?, baseAccent: RGBA?, context: ThemeContext)
        -> [Clash]
    {
        guard let origins, let baseAccent else { return [] }
        let resolved = theme.resolved(for: context)
        let accent = resolved.color(.accent).okLCH
        let base = baseAccent.okLCH
        guard accent.chroma >= minimumChroma, base.chroma >= minimumChroma,
            hueDistance(accent.hue, base.hue) > clashingHue
        else { return [] }
        var found: [(distance: Double, clash: Clash)] = []
        for role in theme.colorRoles where role.name != ColorRole.accent.name {
            let origin = origins.colorOrigin(role: role.name, mode: context.colorMode)
            guard origin.isInherited else { continue }
            let color = resolved.color(role)
            let lch = color.okLCH
            guard lch.chroma >= minimumChroma, hueDistance(lch.hue, base.hue) <= followingHue else { continue }
            let distance = hueDistance(lch.hue, accent.hue)
            guard distance > clashingHue else { continue }
            found.append(
                (
                    distance,
                    Clash(
                        role: role.name, value: color.hexString, origin: origin.label, hueDifference: distance.rounded()
                    )
                ))
        }
        return found.sorted { $0.distance > $1.distance }.map(\.clash)
    }

    /// The angle between two hues, 0…180 degrees.
    static func hueDistance(_ a: Double, _ b: Double) -> Double {
        let difference = abs(a - b).truncatingRemainder(dividingBy: 360)
        return min(difference, 360 - difference)
    }
}
