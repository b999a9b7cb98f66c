public import TesseraCore

/// What the gallery adds to the core's resolved tree (``GalleryModel``), member by member in
/// the order the page receives them; each replaces the resolved tree's member of its name
/// (`radii`) or follows its members.
public struct GalleryParts: Encodable, Sendable, Equatable {
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
    /// The radius scale's steps in the catalogue's order.
    public var radii: [Step]
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
