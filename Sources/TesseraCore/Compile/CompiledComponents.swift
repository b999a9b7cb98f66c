/// A compiled animation and its Reduce Motion substitute.
package struct CompiledAnimation: Sendable, Hashable {
    package var name: String
    package var animation: AnimationCurve
    package var reduceMotion: AnimationCurve
    /// Whether the theme's `motion` group defines it (`false` for a built-in press animation
    /// the theme did not override).
    package var isThemeDefined: Bool
}

/// A compiled shadow (elevation level).
package struct CompiledShadow: Sendable, Hashable {
    package var name: String
    /// The colour in each mode: a role reference changes with the mode, a literal or palette
    /// entry does not.
    package var color: ColorModes
    package var opacity: Double
    package var darkOpacity: Double
    package var radius: Double
    package var x: Double
    package var y: Double
}

/// A stroke with its colour role resolved to an index.
package struct CompiledBorder: Sendable, Hashable {
    package var colorIndex: Int
    package var width: Double
}

/// A button role with every reference resolved to an index or a number.
@usableFromInline
package struct CompiledButton: Sendable, Hashable {
    package var name: String
    package var form: ButtonForm
    /// `nil` for a capsule; otherwise the corner radius in points.
    package var cornerRadius: Double?
    package var fillIndex: Int?
    package var border: CompiledBorder?
    package var labelIndex: Int
    package var labelColorIndex: Int
    /// The label colour without a fill (text and icon forms).
    package var plainLabelColorIndex: Int
    package var padding: EdgeInsets
    package var minHeight: Double
    package var pressedScale: Double
    package var pressedOpacity: Double
    package var animationIndex: Int
    package var disabledOpacity: Double
    package var disabledSaturation: Double
    /// Drawn with the platform's own button style.
    package var isNative: Bool = false
}

/// What fills a compiled surface.
package enum CompiledSurfaceBackground: Sendable, Hashable {
    case solid(colorIndex: Int)
    case material(Material, tintIndex: Int?, tintOpacity: Double, opaqueIndex: Int)
    case glass(GlassVariant, tintIndex: Int?, fallback: Material, opaqueIndex: Int)
}

/// A surface role with every reference resolved.
@usableFromInline
package struct CompiledSurface: Sendable, Hashable {
    package var name: String
    package var background: CompiledSurfaceBackground
    package var border: CompiledBorder?
    package var radius: Double
    package var shadowIndex: Int?
    package var inset: InsetReference?

    /// Which inset a surface uses: a built-in role and variant (by index) or a theme's own names.
    package enum InsetReference: Sendable, Hashable {
        case builtin(Int)
        case named(role: String, variant: String)
    }
}

/// A text-on-background pairing the audit checks, by colour index.
package struct CompiledPairing: Sendable, Hashable {
    package var textIndex: Int
    package var backgroundIndex: Int
}

/// A non-text colour the audit holds to 3:1 against each background it sits on.
package struct CompiledNonText: Sendable, Hashable {
    package var colorIndex: Int
    package var usage: NonTextSpec.Usage
    package var backgroundIndices: [Int]
}
