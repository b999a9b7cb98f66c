/// An animation as a renderer plays it: the theme's, or its Reduce Motion substitute.
public struct ResolvedAnimation: Sendable, Hashable {
    /// The animation's name in the theme (`squish`, `standard`).
    public var name: String
    /// The timing curve to play.
    public var curve: AnimationCurve
    /// Whether this is the Reduce Motion substitute.
    public var isReducedMotion: Bool
}

/// A button's interaction state.
public enum ButtonState: String, SpecEnum {
    /// At rest.
    case normal
    /// While the button is pressed.
    case pressed
    /// When the button cannot be used; exempt from contrast rules.
    case disabled
}

extension ButtonState: TableAxis {
    @inlinable package var position: Int {
        switch self {
        case .normal: 0
        case .pressed: 1
        case .disabled: 2
        }
    }

    @inlinable package static var count: Int { 3 }
}

/// The outline a button is drawn in.
public enum ResolvedButtonShape: Sendable, Hashable {
    /// A capsule: fully rounded ends.
    case capsule
    /// A circle (the circular icon form).
    case circle
    /// A rectangle with this corner radius in points.
    case rounded(Double)
    /// No visible shape (text and icon forms); the hit area is still a rectangle.
    case none
}

/// A button role in one form and state, as a renderer draws it: plain values, no references,
/// so a lookup costs a few array reads.
///
/// Unfilled forms (`text`, `icon`) draw the label in the role's plain label colour (by
/// default its fill colour, so a primary text button reads in the accent colour). The circular
/// icon form fills with the role's fill, or `surfaceSecondary` when it has none. Disabled
/// buttons are exempt from contrast rules, as WCAG allows.
public struct ResolvedButton: Sendable, Hashable {
    /// The form the button is drawn in.
    public var form: ButtonForm
    /// The state these values are for.
    public var state: ButtonState
    /// The outline the fill and border follow.
    public var shape: ResolvedButtonShape
    /// `nil` when the form draws no fill.
    public var fill: RGBA?
    /// The border, or `nil` when the form draws none.
    public var border: ResolvedBorder?
    /// The colour of the label's text and icon.
    public var labelColor: RGBA
    /// The space between the label and the button's edge.
    public var padding: EdgeInsets
    /// The smallest height the button is drawn at.
    public var minHeight: Double
    /// The smallest tappable size, never under the theme's minimum touch target.
    public var minimumHitSize: Double
    /// Glyph size for icon forms.
    public var iconSize: Double
    /// Circle diameter for the circular icon form.
    public var circleDiameter: Double
    /// The scale the button is drawn at in this state (below 1 while pressed, for some animations).
    public var scale: Double
    /// The opacity the button is drawn at in this state.
    public var opacity: Double
    /// 1 keeps colours; lower values desaturate (disabled).
    public var saturation: Double
    /// The label's text role, by index: `ResolvedTheme.label(of:)`.
    package var labelIndex: Int
    /// The press animation, by index: `ResolvedTheme.animation(of:)`.
    package var animationIndex: Int
    /// Whether the theme draws this role with the platform's own button style.
    public var isNative: Bool = false
}

/// A stroke as a renderer draws it.
public struct ResolvedBorder: Sendable, Hashable {
    /// The stroke's colour.
    public var color: RGBA
    /// The stroke's width in points.
    public var width: Double
}

/// A shadow as a renderer draws it, with the appearance's opacity applied.
public struct ResolvedShadow: Sendable, Hashable {
    /// The shadow's colour, its alpha the opacity for the appearance.
    public var color: RGBA
    /// The blur radius in points.
    public var radius: Double
    /// The horizontal offset in points.
    public var x: Double
    /// The vertical offset in points; positive is down.
    public var y: Double
}

/// What fills a surface in one context.
public enum ResolvedSurfaceBackground: Sendable, Hashable {
    /// An opaque or translucent colour.
    case solid(RGBA)
    /// A blur material with an optional tint laid over it.
    case material(Material, tint: RGBA?)
    /// Liquid Glass where available, else `fallback` material; with an optional tint.
    case glass(GlassVariant, tint: RGBA?, fallback: Material)
}

/// A surface role as a renderer draws it in one context: plain values, no references.
///
/// With Reduce Transparency on, materials and glass become their opaque colour.
public struct ResolvedSurface: Sendable, Hashable {
    /// What fills the surface.
    public var background: ResolvedSurfaceBackground
    /// The solid colour standing in for the background where translucency is not wanted (and
    /// what text on the surface is checked against).
    public var opaqueColor: RGBA
    /// The border, or `nil` when the surface has none.
    public var border: ResolvedBorder?
    /// The corner radius in points.
    public var cornerRadius: Double
    /// The shadow, or `nil` when the surface casts none.
    public var shadow: ResolvedShadow?
    /// The space between the surface's edge and its content, or `nil` when the surface sets none.
    public var inset: EdgeInsets?
}
