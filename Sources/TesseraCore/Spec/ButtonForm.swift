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

}

extension ButtonForm: TableAxis {
    @inlinable package var position: Int {
        switch self {
        case .capsule: 0
        case .text: 1
        case .icon: 2
        case .circularIcon: 3
        }
    }

    @inlinable package static var count: Int { 4 }
}
