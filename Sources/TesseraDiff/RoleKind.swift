/// The kinds of role a theme change is reported by, in the order reports list them.
public enum RoleKind: String, Sendable, Hashable, CaseIterable, Comparable {
    case color
    case text
    case layout
    case radius
    case shadow
    case motion
    case button
    case surface

    /// The order reports list kinds in: the order of `allCases`.
    public static func < (lhs: RoleKind, rhs: RoleKind) -> Bool {
        lhs.order < rhs.order
    }

    private var order: Int { Self.allCases.firstIndex(of: self) ?? 0 }

    /// How people call the kind in a sentence ("colour", "text role").
    public var noun: String {
        switch self {
        case .color: "colour"
        case .text: "text"
        case .layout: "layout"
        case .radius: "radius"
        case .shadow: "shadow"
        case .motion: "motion"
        case .button: "button"
        case .surface: "surface"
        }
    }
}
