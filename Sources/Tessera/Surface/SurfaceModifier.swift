import SwiftUI
import TesseraCore

extension View {
    /// Draws this view on a surface role: its background (solid, material with tint, or Liquid
    /// Glass where the system has it), border, corner radius and shadow, and pads the content
    /// with the surface's inset unless `inset` is `false`.
    ///
    /// With Reduce Transparency on, materials and glass become the surface's opaque colour.
    ///
    /// ```swift
    /// VStack { … }.surface(.card)
    /// ```
    public func surface(_ role: SurfaceRole, inset: Bool = true) -> some View {
        modifier(SurfaceModifier(role: role, inset: inset ? .own : .none))
    }

    /// Draws this view on a surface role, padded with another variant of the surface's inset:
    /// `.tight` for a dense list of cards, `.roomy` for a hero card.
    ///
    /// ```swift
    /// ForEach(items) { item in ItemRow(item).surface(.card, inset: .tight) }
    /// ```
    ///
    /// A surface without an inset, or whose own inset role lacks the variant, is not padded.
    public func surface(_ role: SurfaceRole, inset variant: InsetVariant) -> some View {
        modifier(SurfaceModifier(role: role, inset: .variant(variant)))
    }
}

/// How a surface pads its content.
enum SurfacePadding: Hashable {
    /// Not at all.
    case none
    /// With the surface's own inset.
    case own
    /// With another variant of the surface's inset role.
    case variant(InsetVariant)

    func insets(of role: SurfaceRole, in theme: ResolvedTheme) -> SwiftUI.EdgeInsets {
        let insets: TesseraCore.EdgeInsets? =
            switch self {
            case .none: nil
            case .own: theme.surface(role).inset
            case .variant(let variant): theme.inset(of: role, variant)
            }
        return insets.map { SwiftUI.EdgeInsets($0) } ?? SwiftUI.EdgeInsets()
    }
}

/// Applies a surface role, resolved where the surface is drawn.
struct SurfaceModifier: ViewModifier {
    let role: SurfaceRole
    let inset: SurfacePadding
    @Environment(\.tessera) private var theme

    func body(content: Content) -> some View {
        let surface = theme.surface(role)
        let shape = RoundedRectangle(cornerRadius: surface.cornerRadius, style: .continuous)
        let shadow = surface.shadow
        content
            .padding(inset.insets(of: role, in: theme))
            .background { SurfaceFill(background: surface.background, shape: shape) }
            .overlay {
                if let border = surface.border {
                    shape.strokeBorder(Color(border.color), lineWidth: border.width)
                }
            }
            .shadow(
                color: shadow.map { Color($0.color) } ?? .clear, radius: shadow?.radius ?? 0,
                x: shadow?.x ?? 0, y: shadow?.y ?? 0)
    }
}

/// What fills a surface: a colour, a material with an optional tint, or Liquid Glass (on
/// systems that have it; the fallback material elsewhere).
struct SurfaceFill: View {
    let background: ResolvedSurfaceBackground
    let shape: RoundedRectangle

    var body: some View {
        switch background {
        case .solid(let color):
            shape.fill(Color(color))
        case .material(let material, let tint):
            MaterialFill(material: material, tint: tint, shape: shape)
        case .glass(let variant, let tint, let fallback):
            // Liquid Glass needs a 26 SDK (Swift 6.2) and a 26 system, and visionOS has none.
            #if compiler(>=6.2) && !os(visionOS)
            if #available(iOS 26.0, macOS 26.0, *) {
                Color.clear.glassEffect(Glass(variant, tint: tint), in: shape)
            } else {
                MaterialFill(material: fallback, tint: tint, shape: shape)
            }
            #else
            MaterialFill(material: fallback, tint: tint, shape: shape)
            #endif
        }
    }
}

/// A material in a shape, with an optional tint laid over it.
struct MaterialFill: View {
    let material: TesseraCore.Material
    let tint: RGBA?
    let shape: RoundedRectangle

    var body: some View {
        shape.fill(SwiftUI.Material(material)).overlay {
            if let tint {
                shape.fill(Color(tint))
            }
        }
    }
}

#if compiler(>=6.2) && !os(visionOS)
@available(iOS 26.0, macOS 26.0, *)
extension Glass {
    /// The glass of a theme's variant, tinted when the theme says so.
    init(_ variant: TesseraCore.GlassVariant, tint: RGBA?) {
        let glass: Glass = variant == .clear ? .clear : .regular
        self = tint.map { glass.tint(Color($0)) } ?? glass
    }
}
#endif
