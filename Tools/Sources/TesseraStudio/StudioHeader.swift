import HTTPTypes

/// Header fields the Studio names that HTTPTypes does not predefine. `HTTPField.Name` checks a
/// name at run time, so these are optional; both are valid names, and the tests check they exist.
enum StudioHeader {
    /// The per-launch secret every write carries. Without it, every write is refused.
    static let token = HTTPField.Name("X-Tessera-Token")
    /// `nosniff` on every page and JSON answer.
    static let contentTypeOptions = HTTPField.Name("X-Content-Type-Options")
}
