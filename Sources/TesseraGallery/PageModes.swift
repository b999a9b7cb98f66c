public import TesseraCore

/// The four colour modes as the page names them, so no table of them lives in the page: each
/// mode's `id` (`light-standard`, as the audit, the brand preview and the page's controls name
/// it, ``BrandPreview/key(_:)``), the `key` a theme file writes its value under (`light`,
/// `increasedContrastDark`, ``ColorMode/key``), its `label` (`Dark, increased contrast`) and
/// `short` label (`Dark · increased`), in the order the mode matrix shows them.
public enum PageModes {
    /// The four modes in the order the page shows them (the mode matrix's columns).
    public static let order: [ColorMode] = [
        ColorMode(.light), ColorMode(.dark), ColorMode(.light, .increased), ColorMode(.dark, .increased),
    ]

    /// The four modes' ids, keys and labels, in ``order``.
    public static var all: [PageMode] {
        order.map { mode in
            PageMode(id: BrandPreview.key(mode), key: mode.key, label: label(mode), short: shortLabel(mode))
        }
    }

    /// `Light`, `Dark, increased contrast`: the core's description of the mode, capitalized.
    public static func label(_ mode: ColorMode) -> String {
        let text = mode.description
        return text.prefix(1).uppercased() + text.dropFirst()
    }

    /// `Light`, `Dark · increased`: the label a narrow place shows.
    public static func shortLabel(_ mode: ColorMode) -> String {
        let appearance = label(ColorMode(mode.appearance))
        return mode.contrast == .increased ? "\(appearance) · increased" : appearance
    }
}
