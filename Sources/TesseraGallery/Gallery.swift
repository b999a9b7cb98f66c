public import TesseraCore

/// Everything the gallery shows for a theme in one context (``GalleryModel``), member by member
/// in the order the page receives them — `gallery` in `Schema/studio-api.schema.json`.
///
/// It opens with the core's resolved values, each section as the core writes it
/// (`ResolvedTheme.jsonTree()`, what `tessera resolve` prints; `radii` is the scale's steps
/// instead), then what a person reviewing a theme needs beside them.
public struct Gallery: Encodable, Sendable, Equatable {
    /// Each colour role's resolved hex, by role in the theme's order.
    public var colors: OrderedMembers<String>
    /// Each text role resolved, as the core writes it (`ResolvedText.jsonTree()`).
    public var typography: OrderedMembers<JSONNode>
    /// Each button role's default form and every form's states resolved, as the core writes them.
    public var buttons: OrderedMembers<JSONNode>
    /// Each surface role resolved, as the core writes it (`ResolvedSurface.jsonTree()`).
    public var surfaces: OrderedMembers<JSONNode>
    /// The layout values resolved (`LayoutValues.jsonTree()`): gaps, insets, grid, widths.
    public var layout: JSONNode
    /// Each spacing step's points, by name in the theme's order.
    public var spacing: OrderedMembers<Double>
    /// The radius scale's steps in the catalogue's order.
    public var radii: [Step]
    /// Each elevation level's shadow resolved (`ResolvedShadow.jsonTree()`).
    public var shadows: OrderedMembers<JSONNode>
    /// Each animation resolved, the press animations too, as the core writes it.
    public var motion: OrderedMembers<JSONNode>
    /// The Dynamic Type sizes in order, the index of each `typeRamp` size.
    public var dynamicTypeSizes: Sizes
    /// Each colour role's OKLCH, alias chain and written value, by role in the theme's order.
    public var colorDetails: OrderedMembers<ColorDetail>
    /// Each text role's point size at every Dynamic Type size.
    public var typeRamp: OrderedMembers<[Double]>
    /// The contrast of every pairing the audit checks in this mode.
    public var pairings: [Pairing]
    /// The theme's id, name, summary and purpose.
    public var theme: ThemeSummary
    /// The colour each text role's sample is drawn on.
    public var typeBackgrounds: OrderedMembers<TextBackground>
    /// The text colour role that reads best on each surface role.
    public var surfaceLabels: OrderedMembers<SurfaceLabel>
    /// Each palette entry's colour.
    public var palette: [Swatch]
    /// The bounds of a point value.
    public var bounds: Bounds
    /// The spacing scale's steps in the catalogue's order.
    public var spacingScale: [Step]
    /// Each text role's CSS `font-family` and `font-weight`.
    public var textCSS: OrderedMembers<TextCSS>
    /// The CSS weight of every weight name.
    public var cssWeights: OrderedMembers<Double>
    /// Each animation's CSS timing, summary and sampled progress.
    public var motionPreview: OrderedMembers<AnimationPreview>
    /// The four modes' ids, keys and labels.
    public var modes: [PageMode]
    /// Where each shown value was written, by dotted path; absent without origins.
    public var origins: OrderedMembers<String>?
    /// The context the values are resolved in, as the core writes it (`ThemeContext.jsonTree()`);
    /// the style guide, which embeds a gallery per context, writes null.
    public var context: JSONNode
}
