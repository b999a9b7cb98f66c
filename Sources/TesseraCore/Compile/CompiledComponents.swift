/// A compiled animation and its Reduce Motion substitute.
public struct CompiledAnimation: Sendable, Hashable {
    public var name: String
    public var animation: AnimationCurve
    public var reduceMotion: AnimationCurve
}

/// A compiled shadow (elevation level).
public struct CompiledShadow: Sendable, Hashable {
    public var name: String
    public var color: RGBA
    public var opacity: Double
    public var darkOpacity: Double
    public var radius: Double
    public var x: Double
    public var y: Double
}

/// A stroke with its colour role resolved to an index.
public struct CompiledBorder: Sendable, Hashable {
    public var colorIndex: Int
    public var width: Double
}

/// A button role with every reference resolved to an index or a number.
public struct CompiledButton: Sendable, Hashable {
    public var name: String
    public var form: ButtonForm
    /// `nil` for a capsule; otherwise the corner radius in points.
    public var cornerRadius: Double?
    public var fillIndex: Int?
    public var border: CompiledBorder?
    public var labelIndex: Int
    public var labelColorIndex: Int
    /// The label colour without a fill (text and icon forms).
    public var plainLabelColorIndex: Int
    public var padding: EdgeInsets
    public var minHeight: Double
    public var pressedScale: Double
    public var pressedOpacity: Double
    public var animationIndex: Int
    public var disabledOpacity: Double
    public var disabledSaturation: Double
}

/// What fills a compiled surface.
public enum CompiledSurfaceBackground: Sendable, Hashable {
    case solid(colorIndex: Int)
    case material(Material, tintIndex: Int?, tintOpacity: Double, opaqueIndex: Int)
    case glass(SurfaceBackground.GlassVariant, tintIndex: Int?, fallback: Material, opaqueIndex: Int)
}

/// A surface role with every reference resolved.
public struct CompiledSurface: Sendable, Hashable {
    public var name: String
    public var background: CompiledSurfaceBackground
    public var border: CompiledBorder?
    public var radius: Double
    public var shadowIndex: Int?
    public var inset: InsetReference?

    /// Which inset a surface uses: a built-in role and variant (by index) or a theme's own names.
    public enum InsetReference: Sendable, Hashable {
        case builtin(Int)
        case named(role: String, variant: String)
    }
}

/// A text-on-background pairing the audit checks, by colour index.
public struct CompiledPairing: Sendable, Hashable {
    public var textIndex: Int
    public var backgroundIndex: Int
}

/// A non-text colour the audit holds to 3:1 against each background it sits on.
public struct CompiledNonText: Sendable, Hashable {
    public var colorIndex: Int
    public var usage: NonTextSpec.Usage
    public var backgroundIndices: [Int]
}
