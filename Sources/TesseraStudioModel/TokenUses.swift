import Foundation
import TesseraCore
import TesseraGallery

/// Where each step of the radius and spacing scales, each shadow and each animation is used
/// (`editors.uses` in the Studio's gallery), so that the page can say what a change to it moves
/// before it is made. The palette's uses are ``PaletteModel``'s (colour roles reach palette entries
/// through chains the core walks); these are the theme's direct references, as the draft writes
/// them, merged over its bases:
/// - a radius or spacing step is used wherever a dimension names it — `{radii.large}` as a
///   surface's `radius` or a button's `shape`, `{spacing.m}` as a button's `padding`, a gap, an
///   inset, the grid's gutter or margin, in the size-class overrides too;
/// - a shadow is used by each surface whose `shadow` names it;
/// - an animation is used by each button role whose `animation` names it.
///
/// `{"radii": {NAME: [USE…]}, "spacing": {…}, "shadows": {…}, "motion": {…}}`, where a USE is
/// `{"path": "surfaces.card.radius", "group": "surfaces", "name": "card"}` — the dotted path of the
/// value that names the token, its top-level group and the role (or layout part) it belongs to —,
/// the uses ordered by path. Every step and name the compiled theme has is a key (a list with no
/// use: nothing names it); a reference to a step the theme lacks is not listed (the compile
/// reports it where it is written).
enum TokenUses {
    /// The uses for the draft `spec` (merged over its bases) and its compile `theme`.
    static func table(for spec: ThemeSpec, theme: CompiledTheme) -> TokenUseTable {
        // Only the groups whose values can be dimensions are written out: a theme's many colour
        // roles cost nothing here.
        let dimensions = ThemeSpec(layout: spec.layout, buttons: spec.buttons, surfaces: spec.surfaces)
        var references: [TokenReference.Group: [String: [[String]]]] = [:]
        if let written = try? ThemeFile.tree(for: dimensions) {
            collect(written, at: [], into: &references)
        }
        let shadowUses = spec.surfaces.compactMap { role, surface in
            surface.shadow.map { ($0, ["surfaces", role, "shadow"]) }
        }
        let motionUses = spec.buttons.map { role, button in (button.animation, ["buttons", role, "animation"]) }
        let animations = Set(theme.catalogue.motion + PressAnimation.allCases.map(\.name)).sorted()
        return TokenUseTable(
            radii: uses(theme.catalogue.radii.map(\.name), references[.radii] ?? [:]),
            spacing: uses(theme.catalogue.spacing.map(\.name), references[.spacing] ?? [:]),
            shadows: uses(
                theme.catalogue.shadows, Dictionary(grouping: shadowUses, by: \.0).mapValues { $0.map(\.1) }),
            motion: uses(animations, Dictionary(grouping: motionUses, by: \.0).mapValues { $0.map(\.1) }))
    }

    /// Every `{radii.NAME}` and `{spacing.NAME}` string under `node`, by group and name, with the
    /// keys that lead to it.
    private static func collect(
        _ node: JSONNode, at path: [String], into references: inout [TokenReference.Group: [String: [[String]]]]
    ) {
        switch node.value {
        case .string(let text):
            guard let reference = TokenReference(parsing: text),
                reference.group == .radii || reference.group == .spacing,
                !reference.name.isEmpty
            else { return }
            references[reference.group, default: [:]][reference.name, default: []].append(path)
        case .object(let members):
            for member in members { collect(member.value, at: path + [member.key], into: &references) }
        case .array(let elements):
            for (index, element) in elements.enumerated() {
                collect(element, at: path + [String(index)], into: &references)
            }
        default:
            return
        }
    }

    /// `{NAME: [USE…]}` for each of `names`, in their order, each with its uses by path.
    private static func uses(_ names: [String], _ paths: [String: [[String]]]) -> OrderedMembers<[TokenUse]> {
        OrderedMembers(
            names.map { name in
                let rows = (paths[name] ?? []).sorted { $0.joined(separator: ".") < $1.joined(separator: ".") }.map {
                    parts in
                    TokenUse(
                        path: parts.joined(separator: "."), group: parts.first ?? "",
                        name: parts.count > 1 ? parts[1] : "")
                }
                return (name, rows)
            })
    }
}
