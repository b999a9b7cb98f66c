/// A system blur material, thinnest to thickest.
public enum Material: String, SpecEnum {
    case ultraThin, thin, regular, thick, ultraThick, bar
}

/// The visual forms a button can take; any role can be drawn in any form.
public enum ButtonForm: String, SpecEnum {
    /// A filled, labelled button in the role's shape.
    case capsule
    /// The label alone, no fill.
    case text
    /// An icon alone, no fill, with a hit area of at least the minimum touch target.
    case icon
    /// An icon centred in a filled circle.
    case circularIcon

    @inlinable var index: Int {
        switch self {
        case .capsule: 0
        case .text: 1
        case .icon: 2
        case .circularIcon: 3
        }
    }
}

/// A timing curve for an animation.
public enum AnimationCurveKind: String, SpecEnum {
    /// No animation: changes apply at once.
    case none
    case linear, easeIn, easeOut, easeInOut
    /// A spring described by response, damping fraction and blend duration.
    case spring
}
