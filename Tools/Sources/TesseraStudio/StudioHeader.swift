import HTTPTypes

/// Header fields the Studio names that HTTPTypes does not predefine. `HTTPField.Name` checks a
/// name at run time, so these are optional; all are valid names, and the tests check they exist.
enum StudioHeader {
    /// The per-launch secret every write carries. Without it, every write is refused.
    static let token = HTTPField.Name("X-Tessera-Token")
    /// `nosniff` on every response.
    static let contentTypeOptions = HTTPField.Name("X-Content-Type-Options")
    /// The page's content security policy (`StudioResponseHeaders`), on every response.
    static let contentSecurityPolicy = HTTPField.Name("Content-Security-Policy")
    /// `DENY` on every response.
    static let frameOptions = HTTPField.Name("X-Frame-Options")
    /// `no-referrer` on every response.
    static let referrerPolicy = HTTPField.Name("Referrer-Policy")
}
