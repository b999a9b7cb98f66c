/// An animation as a renderer plays it: the theme's, or its Reduce Motion substitute.
public struct ResolvedAnimation: Sendable, Hashable {
    public var name: String
    public var curve: AnimationCurve
    /// Whether this is the Reduce Motion substitute.
    public var isReducedMotion: Bool
}

/// A button's interaction state.
public enum ButtonState: String, SpecEnum {
    case normal, pressed, disabled
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
    case capsule
    case circle
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
    public var form: ButtonForm
    public var state: ButtonState
    public var shape: ResolvedButtonShape
    /// `nil` when the form draws no fill.
    public var fill: RGBA?
    public var border: ResolvedBorder?
    public var labelColor: RGBA
    public var padding: EdgeInsets
    /// The smallest height the button is drawn at.
    public var minHeight: Double
    /// The smallest tappable size, never under the theme's minimum touch target.
    public var minimumHitSize: Double
    /// Glyph size for icon forms.
    public var iconSize: Double
    /// Circle diameter for the circular icon form.
    public var circleDiameter: Double
    public var scale: Double
    public var opacity: Double
    /// 1 keeps colours; lower values desaturate (disabled).
    public var saturation: Double
    /// The label's text role, by index: `ResolvedTheme.label(of:)`.
    @_spi(TesseraTools) public var labelIndex: Int
    /// The press animation, by index: `ResolvedTheme.animation(of:)`.
    @_spi(TesseraTools) public var animationIndex: Int
    /// Whether the theme draws this role with the platform's own button style.
    public var isNative: Bool = false
}

/// A stroke as a renderer draws it.
public struct ResolvedBorder: Sendable, Hashable {
    public var color: RGBA
    public var width: Double
}

/// A shadow as a renderer draws it, with the appearance's opacity applied.
public struct ResolvedShadow: Sendable, Hashable {
    public var color: RGBA
    public var radius: Double
    public var x: Double
    public var y: Double
}

/// What fills a surface in one context.
public enum ResolvedSurfaceBackground: Sendable, Hashable {
    case solid(RGBA)
    /// A blur material with an optional tint laid over it.
    case material(Material, tint: RGBA?)
    /// Liquid Glass where available, else `fallback` material; with an optional tint.
    case glass(SurfaceBackground.GlassVariant, tint: RGBA?, fallback: Material)
}

/// A surface role as a renderer draws it in one context: plain values, no references.
///
/// With Reduce Transparency on, materials and glass become their opaque colour.
public struct ResolvedSurface: Sendable, Hashable {
    public var background: ResolvedSurfaceBackground
    /// The solid colour standing in for the background where translucency is not wanted (and
    /// what text on the surface is checked against).
    public var opaqueColor: RGBA
    public var border: ResolvedBorder?
    public var cornerRadius: Double
    public var shadow: ResolvedShadow?
    public var inset: EdgeInsets?
}
