public import TesseraTokens

extension ExportFormat {
    /// The format's name in the Studio's export menu and the style guide's export list.
    public var studioLabel: String {
        switch self {
        case .json: "Theme file (JSON)"
        case .dtcg: "Design tokens (DTCG)"
        case .css: "CSS custom properties"
        case .swift: "Swift roles"
        case .xcassets: "Xcode asset catalog"
        case .compose: "Jetpack Compose theme"
        case .figma: "Figma variables"
        }
    }

    /// Whether the format writes one file (downloaded from `/api/export/FORMAT`); otherwise its
    /// files are listed at `/api/export/FORMAT` and each downloaded from under it.
    public var isSingleFile: Bool {
        switch self {
        case .json, .css, .swift, .figma: true
        case .dtcg, .xcassets, .compose: false
        }
    }
}
