/// The backdrop model the audit measures text on materials and Liquid Glass with: what lies
/// behind the text, from the back to the front.
///
/// 1. **Content** — whatever the app draws behind the surface. The audit does not know it, so it
///    takes the two extremes: white content (the lightest) and black content (the darkest).
///    Every other backdrop gives a ratio between the two for a given text colour's side of the
///    background, so a pair that passes over both passes over any flat content.
/// 2. **The veil** — what the system lays over the blurred content: white in light appearance,
///    black in dark, at the opacity in ``table``. Increased contrast uses the same veil (the
///    system may thicken materials there; the audit does not count on it).
/// 3. **The tint** — the surface's own tint colour role, at its alpha × the surface's
///    `tintOpacity` (materials) or at its alpha (glass, whose tint has no separate opacity), as
///    `SurfaceFill` draws it.
///
/// ## Where the figures come from
///
/// Apple publishes no opacity for its materials. Its SwiftUI documentation describes each in
/// words — `ultraThin` "a mostly translucent material", `thin` "more translucent than opaque",
/// `regular` "somewhat translucent", `thick` "more opaque than translucent", `ultraThick` "mostly
/// opaque", `bar` "a material matching the style of system toolbars" — and says the material
/// "isn't simple opacity" but "a platform-specific blending" that resembles frosted glass
/// (developer.apple.com/documentation/swiftui/material). The Human Interface Guidelines
/// (Materials) put standard materials in the content layer and Liquid Glass in the controls
/// and navigation layer above it, with the regular variant for legibility and the clear variant
/// over media. The documentation of `Glass.clear` says that with clear glass you "ensure content
/// remains legible by adding a dimming layer", its example a black colour at 30 % opacity.
///
/// Every figure in ``table`` is therefore a **stated approximation**: an opacity in the band
/// Apple's words give (under one half for "more translucent than opaque", over one half for
/// "more opaque than translucent"), in even steps, close to what a white veil over black looks
/// like on the materials in light appearance. The real blend also blurs and shifts saturation
/// and luminance; a flat veil of the same opacity is the simpler, stricter model for text drawn
/// in plain (not vibrant) colours.
///
/// | surface | veil opacity | from |
/// |---|---|---|
/// | `ultraThin` | 0.30 | "mostly translucent": well under half |
/// | `thin` | 0.45 | "more translucent than opaque": under half |
/// | `regular` | 0.60 | "somewhat translucent": just over half |
/// | `thick` | 0.75 | "more opaque than translucent": over half |
/// | `ultraThick` | 0.90 | "mostly opaque": well over half |
/// | `bar` | 0.75 | toolbars' material: taken as `thick` (no wording of its own) |
/// | glass `regular` | 0.60 | the glass for text and controls: taken as the `regular` material |
/// | glass `clear` | 0.15 | "clear": highly translucent, the one Apple asks a dimming layer for |
///
/// A glass surface is drawn as its `fallback` material where Liquid Glass is not available, so
/// the audit holds it to the thinner of its glass veil and its fallback's. Its tint is taken at
/// the tint colour's own alpha, as the fallback material draws it; how strongly Liquid Glass
/// itself blends a tint (`Glass.tint(_:)`) is not documented, so an opaque tint counts as
/// covering the content — give a glass tint the alpha you mean it to have.
///
/// ## Clear glass
///
/// Clear glass makes no legibility promise over arbitrary content, and the audit makes none
/// for it: it is audited like any glass, with only its thin veil and its tint between the text
/// and the content. Untinted clear glass carrying text therefore fails, and the finding asks for
/// a tint — the dimming layer Apple's documentation asks for (a translucent dark role in dark
/// appearance, a light one in light, such as `surfaceTint`). A tinted clear glass passes when its
/// tint does that job.
///
/// With Reduce Transparency on, a material or glass surface becomes its `opaque` colour role;
/// text declared on it is audited there as an ordinary pairing.
package enum SurfaceVeil {
    /// A translucent surface the system draws.
    package enum Kind: Sendable, Hashable {
        case material(Material)
        case glass(GlassVariant)
    }

    /// The worst-case content behind a translucent surface.
    package enum Content: Sendable, Hashable, CaseIterable {
        /// The lightest content: white.
        case white
        /// The darkest content: black.
        case black

        package var color: RGBA { self == .white ? .white : .black }
        /// How a finding says it: "white content", "black content".
        package var phrase: String { self == .white ? "white content" : "black content" }
    }

    /// The veil opacity of each translucent surface — the one table of figures; see the type's
    /// documentation for where each comes from.
    package static let table: [(kind: Kind, opacity: Double)] = [
        (.material(.ultraThin), 0.30),
        (.material(.thin), 0.45),
        (.material(.regular), 0.60),
        (.material(.thick), 0.75),
        (.material(.ultraThick), 0.90),
        (.material(.bar), 0.75),
        (.glass(.regular), 0.60),
        (.glass(.clear), 0.15),
    ]

    /// The veil opacity of `kind`, from ``table``.
    package static func opacity(of kind: Kind) -> Double {
        table.first { $0.kind == kind }?.opacity ?? 0
    }

    /// The veil `kind` lays over content in `appearance`: white in light, black in dark, at its opacity.
    package static func veil(for kind: Kind, appearance: Appearance) -> RGBA {
        (appearance == .light ? RGBA.white : RGBA.black).withAlpha(opacity(of: kind))
    }

    /// The veil of a compiled surface background in `appearance`: a material's own; the thinner
    /// of a glass's and its fallback material's. `nil` for a solid background.
    package static func veil(for background: CompiledSurfaceBackground, appearance: Appearance) -> RGBA? {
        switch background {
        case .solid:
            return nil
        case .material(let material, _, _, _):
            return veil(for: .material(material), appearance: appearance)
        case .glass(let variant, _, let fallback, _):
            let glass = veil(for: .glass(variant), appearance: appearance)
            let material = veil(for: .material(fallback), appearance: appearance)
            return glass.alpha <= material.alpha ? glass : material
        }
    }

    /// The background text on a translucent surface is measured on: `content`, under `veil`,
    /// under `tint` at `tintOpacity` (none when the surface is untinted).
    package static func background(content: RGBA, veil: RGBA, tint: RGBA?, tintOpacity: Double) -> RGBA {
        let veiled = veil.composited(over: content)
        guard let tint else { return veiled }
        return tint.withAlpha(tint.alpha * tintOpacity).composited(over: veiled)
    }
}
