/// The types a DTCG 2025.10 token may declare in `$type`.
///
/// Type names are case-sensitive. A token whose type is none of these is invalid in a strict
/// reading; a lenient reading keeps it (Tokens Studio's `string`, `spacing`, …) and says so.
public enum TokenType: String, Sendable, Hashable, CaseIterable, Codable {
    case color
    case dimension
    case fontFamily
    case fontWeight
    case duration
    case cubicBezier
    case number
    case strokeStyle
    case border
    case transition
    case shadow
    case gradient
    case typography

    /// Whether values of this type are objects or arrays made of other types' values.
    public var isComposite: Bool {
        switch self {
        case .strokeStyle, .border, .transition, .shadow, .gradient, .typography: true
        default: false
        }
    }
}
