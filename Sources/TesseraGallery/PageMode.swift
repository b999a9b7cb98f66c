/// One colour mode as the page names it (``PageModes``): `{"id", "key", "label", "short"}`.
public struct PageMode: Encodable, Sendable, Equatable {
    /// `light-standard`, as the audit, the brand preview and the page's controls name the mode.
    public var id: String
    /// The key a theme file writes the mode's value under (`light`, `increasedContrastDark`).
    public var key: String
    /// `Dark, increased contrast`.
    public var label: String
    /// `Dark · increased`: the label a narrow place shows.
    public var short: String
}
