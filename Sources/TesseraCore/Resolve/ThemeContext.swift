/// Everything about where a view is drawn that changes how a theme resolves.
///
/// The defaults describe an iPhone in portrait: light, standard contrast, the default Dynamic
/// Type size, compact width, regular height, @3x.
public struct ThemeContext: Sendable, Hashable {
    /// Platform families whose text styles differ.
    public enum Platform: String, SpecEnum {
        /// iOS, iPadOS and visionOS: Dynamic Type.
        case iOS = "ios"
        /// macOS: fixed text-style sizes.
        case macOS = "macos"
    }

    /// A horizontal or vertical size class.
    public enum SizeClass: String, SpecEnum {
        /// A constrained dimension: an iPhone's width in portrait, its height in landscape.
        case compact
        /// An expansive dimension: an iPad's width, an iPhone's height in portrait.
        case regular
    }

    /// The platform family, whose text styles differ.
    public var platform: Platform
    /// Light or dark.
    public var appearance: Appearance
    /// Standard or increased contrast (the Increase Contrast setting).
    public var contrast: ContrastMode
    /// The Dynamic Type size text roles resolve at.
    public var dynamicTypeSize: DynamicTypeSize
    /// The horizontal size class, which picks the layout variant with the vertical size class.
    public var horizontalSizeClass: SizeClass
    /// The vertical size class.
    public var verticalSizeClass: SizeClass
    /// Pixels per point (2 or 3 on iPhones).
    public var displayScale: Double
    /// The Reduce Motion setting: animations resolve to their substitutes.
    public var reduceMotion: Bool
    /// The Bold Text setting (SwiftUI's `legibilityWeight == .bold`).
    public var boldText: Bool
    /// The Reduce Transparency setting: materials and glass resolve to their opaque colours.
    public var reduceTransparency: Bool

    /// A context; the defaults describe an iPhone in portrait at the default text size, light,
    /// standard contrast, @3x, with no accessibility setting on.
    public init(
        platform: Platform = .iOS, appearance: Appearance = .light, contrast: ContrastMode = .standard,
        dynamicTypeSize: DynamicTypeSize = .large, horizontalSizeClass: SizeClass = .compact,
        verticalSizeClass: SizeClass = .regular, displayScale: Double = 3, reduceMotion: Bool = false,
        boldText: Bool = false, reduceTransparency: Bool = false
    ) {
        self.platform = platform
        self.appearance = appearance
        self.contrast = contrast
        self.dynamicTypeSize = dynamicTypeSize
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.displayScale = displayScale
        self.reduceMotion = reduceMotion
        self.boldText = boldText
        self.reduceTransparency = reduceTransparency
    }

    /// The colour mode: appearance × contrast.
    public var colorMode: ColorMode { ColorMode(appearance, contrast) }

    /// Index of the layout variant for these size classes.
    @inlinable package var layoutIndex: Int {
        (horizontalSizeClass == .regular ? 1 : 0) + (verticalSizeClass == .compact ? 2 : 0)
    }

    /// The key of the typography facet: platform, size, bold text and display scale.
    var typographyKey: TypographyKey {
        TypographyKey(
            platform: platform, size: dynamicTypeSize, boldText: boldText, displayScale: Self.normalized(displayScale),
            colorMode: colorMode.index)
    }
}

extension ThemeContext {
    /// The display scale resolution uses: between 1 and 4 pixels per point, in steps of 1/1000;
    /// a scale that is not a positive finite number (NaN, infinity, 0) counts as 1. Every context
    /// is thus valid, and the number of distinct typography tables stays bounded.
    static func normalized(_ scale: Double) -> Double {
        guard scale.isFinite, scale > 0 else { return 1 }
        return (min(max(scale, 1), 4) * 1000).rounded() / 1000
    }
}

struct TypographyKey: Hashable, Sendable {
    var platform: ThemeContext.Platform
    var size: DynamicTypeSize
    var boldText: Bool
    var displayScale: Double
    /// A resolved text role carries its colour, so tables differ by colour mode too.
    var colorMode: Int

    /// The key as one number: distinct keys give distinct numbers (the display scale is
    /// normalised to whole thousandths between 1 and 4).
    var slice: Int {
        let scale = Int((displayScale * 1000).rounded())
        var slice = platform == .iOS ? 0 : 1
        slice = slice * DynamicTypeSize.allCases.count + size.index
        slice = slice * 2 + (boldText ? 1 : 0)
        slice = slice * 4001 + scale
        return slice * ColorMode.allCases.count + colorMode
    }
}
