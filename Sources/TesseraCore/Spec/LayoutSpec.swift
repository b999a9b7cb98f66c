/// Spacing, insets, grid and the size-class overrides that adapt them.
///
/// The base values describe compact width and regular height (an iPhone in portrait);
/// `sizeClasses` says what changes in regular width and in compact height.
@_spi(TesseraTools) public struct LayoutSpec: Sendable, Hashable, Codable {
    /// The spacing scale: named steps in points (`xs`, `s`, `m`, …), referenced as `{spacing.m}`.
    public var spacing: [String: Double]
    /// Gaps between elements by intent (`micro`, `tight`, `regular`, `ample`, `loose`).
    public var gaps: [String: Dimension]
    /// Insets by role (`screen`, `card`, `control`, `listRow`) and variant (`tight`, `regular`, `roomy`).
    public var insets: [String: [String: EdgeInsetsSpec]]
    public var grid: GridSpec
    /// The smallest hit area a control may have, in points.
    public var minimumTouchTarget: Double
    /// The widest a column of running text should grow, in points.
    public var readableContentWidth: Double
    package var sizeClasses: SizeClassOverrides?

    public init(
        spacing: [String: Double], gaps: [String: Dimension], insets: [String: [String: EdgeInsetsSpec]],
        grid: GridSpec, minimumTouchTarget: Double, readableContentWidth: Double, sizeClasses: SizeClassOverrides? = nil
    ) {
        self.spacing = spacing
        self.gaps = gaps
        self.insets = insets
        self.grid = grid
        self.minimumTouchTarget = minimumTouchTarget
        self.readableContentWidth = readableContentWidth
        self.sizeClasses = sizeClasses
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case spacing, gaps, insets, grid, minimumTouchTarget, readableContentWidth, sizeClasses
    }

    /// The inset roles every theme defines.
    package static let insetRoles = ["screen", "card", "control", "listRow"]
    /// The inset variants every inset role defines.
    package static let insetVariants = ["tight", "regular", "roomy"]
    /// The gap intents every theme defines.
    package static let gapNames = ["micro", "tight", "regular", "ample", "loose"]
}

/// Horizontal and vertical insets.
@_spi(TesseraTools) public struct EdgeInsetsSpec: Sendable, Hashable, Codable {
    public var horizontal: Dimension
    public var vertical: Dimension

    public init(horizontal: Dimension, vertical: Dimension) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case horizontal, vertical
    }
}

/// A column grid.
@_spi(TesseraTools) public struct GridSpec: Sendable, Hashable, Codable {
    public var columns: Int
    public var gutter: Dimension
    public var margin: Dimension

    public init(columns: Int, gutter: Dimension, margin: Dimension) {
        self.columns = columns
        self.gutter = gutter
        self.margin = margin
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case columns, gutter, margin
    }
}

/// What changes in regular width and in compact height; applied in that order.
@_spi(TesseraTools) public struct SizeClassOverrides: Sendable, Hashable, Codable {
    package var regularWidth: LayoutOverride?
    package var compactHeight: LayoutOverride?

    public init(regularWidth: LayoutOverride? = nil, compactHeight: LayoutOverride? = nil) {
        self.regularWidth = regularWidth
        self.compactHeight = compactHeight
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case regularWidth, compactHeight
    }
}

/// Layout values that replace the base ones under a size class; absent ones are kept.
@_spi(TesseraTools) public struct LayoutOverride: Sendable, Hashable, Codable {
    public var gaps: [String: Dimension]?
    public var insets: [String: [String: EdgeInsetsSpec]]?
    public var grid: GridSpec?
    public var readableContentWidth: Double?

    public init(
        gaps: [String: Dimension]? = nil, insets: [String: [String: EdgeInsetsSpec]]? = nil,
        grid: GridSpec? = nil, readableContentWidth: Double? = nil
    ) {
        self.gaps = gaps
        self.insets = insets
        self.grid = grid
        self.readableContentWidth = readableContentWidth
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case gaps, insets, grid, readableContentWidth
    }
}
