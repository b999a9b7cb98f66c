/// Spacing, insets, grid and the size-class overrides that adapt them.
///
/// The base values describe compact width and regular height (an iPhone in portrait);
/// `sizeClasses` says what changes in regular width and in compact height.
package struct LayoutSpec: Sendable, Hashable, Codable {
    /// The spacing scale: named steps in points (`xs`, `s`, `m`, …), referenced as `{spacing.m}`.
    package var spacing: [String: Double]
    /// Gaps between elements by intent (`micro`, `tight`, `regular`, `ample`, `loose`).
    package var gaps: [String: Dimension]
    /// Insets by role (`screen`, `card`, `control`, `listRow`) and variant (`tight`, `regular`, `roomy`).
    package var insets: [String: [String: EdgeInsetsSpec]]
    /// The column grid (`grid`).
    package var grid: GridSpec
    /// The smallest hit area a control may have, in points.
    package var minimumTouchTarget: Double
    /// The widest a column of running text should grow, in points.
    package var readableContentWidth: Double
    /// What changes in regular width and in compact height (`sizeClasses`); `nil` keeps the base values everywhere.
    package var sizeClasses: SizeClassOverrides?

    /// A layout with every value its file entry has; `sizeClasses` is optional there too.
    package init(
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
package struct EdgeInsetsSpec: Sendable, Hashable, Codable {
    /// Leading and trailing inset (`horizontal`): points or a `{spacing.NAME}` reference.
    package var horizontal: Dimension
    /// Top and bottom inset (`vertical`): points or a `{spacing.NAME}` reference.
    package var vertical: Dimension

    /// Insets of `horizontal` at the sides and `vertical` at top and bottom.
    package init(horizontal: Dimension, vertical: Dimension) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case horizontal, vertical
    }
}

/// A column grid.
package struct GridSpec: Sendable, Hashable, Codable {
    /// The number of columns (`columns`).
    package var columns: Int
    /// The space between columns (`gutter`): points or a `{spacing.NAME}` reference.
    package var gutter: Dimension
    /// The space outside the first and last column (`margin`): points or a `{spacing.NAME}` reference.
    package var margin: Dimension

    /// A grid of `columns` columns, `gutter` apart, inside `margin`.
    package init(columns: Int, gutter: Dimension, margin: Dimension) {
        self.columns = columns
        self.gutter = gutter
        self.margin = margin
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case columns, gutter, margin
    }
}

/// What changes in regular width and in compact height; applied in that order.
package struct SizeClassOverrides: Sendable, Hashable, Codable {
    /// What changes in regular width (`regularWidth`: an iPad, a wide window).
    package var regularWidth: LayoutOverride?
    /// What changes in compact height (`compactHeight`: an iPhone in landscape); applied after `regularWidth`.
    package var compactHeight: LayoutOverride?

    /// Overrides for regular width and for compact height; either may be absent.
    package init(regularWidth: LayoutOverride? = nil, compactHeight: LayoutOverride? = nil) {
        self.regularWidth = regularWidth
        self.compactHeight = compactHeight
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case regularWidth, compactHeight
    }
}

/// Layout values that replace the base ones under a size class; absent ones are kept.
package struct LayoutOverride: Sendable, Hashable, Codable {
    /// Gaps that replace the base ones under this size class (`gaps`), by intent.
    package var gaps: [String: Dimension]?
    /// Insets that replace the base ones (`insets`), by role and variant.
    package var insets: [String: [String: EdgeInsetsSpec]]?
    /// The grid under this size class (`grid`); `nil` keeps the base grid.
    package var grid: GridSpec?
    /// The readable width under this size class, in points (`readableContentWidth`).
    package var readableContentWidth: Double?

    /// An override replacing the values given; absent ones keep the base values.
    package init(
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
