import Foundation
import TesseraCore
import TesseraGallery

/// What a surface's background becomes when the Studio switches it to another kind — a solid colour
/// role, a material or Liquid Glass — (`editors.surfaces.ROLE.switches`): the whole background, as
/// the theme file writes it, for each kind the surface is not. The page writes the one chosen as one
/// edit of `surfaces.ROLE.background` (a background is one value: a merge replaces it whole).
///
/// Nothing of the surface's colours is lost on the way: the colour role a solid background fills
/// with becomes the material's (or glass's) `opaque` colour — what Reduce Transparency draws —, and
/// a material or glass switched to solid fills with that opaque colour (else its tint, else
/// `surfaceBase`, the core's own substitute), so solid → material → solid comes back to the start. A
/// material's kind carries over to glass as its `fallback` and back; a new material is `regular`.
enum BackgroundSwitch {
    /// The kinds a background is switched between, as the theme file names them.
    static let kinds = ["solid", "material", "glass"]

    /// `{ROLE: {KIND: BACKGROUND}}` for each of `surfaces`, each kind but the surface's own, in
    /// the order of ``kinds``.
    static func switches(for surfaces: [String: SurfaceSpec]) -> [String: OrderedMembers<JSONNode>] {
        var switched: [String: [String: SurfaceSpec]] = [:]
        for (role, surface) in surfaces {
            for (kind, background) in alternatives(to: surface.background) {
                switched[kind, default: [:]][role] = SurfaceSpec(background: background)
            }
        }
        let written = switched.mapValues { try? ThemeFile.tree(for: ThemeSpec(surfaces: $0)) }
        var result: [String: OrderedMembers<JSONNode>] = [:]
        for role in surfaces.keys {
            result[role] = OrderedMembers(
                kinds.compactMap { kind in
                    (written[kind] ?? nil)?["surfaces"]?[role]?["background"].map { (kind, $0) }
                })
        }
        return result
    }

    /// Each other kind `background` can be switched to, by kind name.
    static func alternatives(to background: SurfaceBackground) -> [(String, SurfaceBackground)] {
        let surfaceBase = ColorRole.surfaceBase.name
        switch background {
        case .solid(let role):
            return [
                ("material", .material(.regular, tint: nil, tintOpacity: nil, opaque: role)),
                ("glass", .glass(.regular, tint: nil, fallback: .regular, opaque: role)),
            ]
        case .material(let material, let tint, _, let opaque):
            return [
                ("solid", .solid(opaque ?? tint ?? surfaceBase)),
                ("glass", .glass(.regular, tint: tint, fallback: material, opaque: opaque)),
            ]
        case .glass(_, let tint, let fallback, let opaque):
            return [
                ("solid", .solid(opaque ?? tint ?? surfaceBase)),
                ("material", .material(fallback, tint: tint, tintOpacity: nil, opaque: opaque)),
            ]
        }
    }
}
