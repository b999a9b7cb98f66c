/// Insets in points.
public struct EdgeInsets: Sendable, Hashable {
    /// The inset on the leading and trailing edges.
    public var horizontal: Double
    /// The inset on the top and bottom edges.
    public var vertical: Double

    /// Insets of `horizontal` points on both sides and `vertical` points above and below.
    package init(horizontal: Double, vertical: Double) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}

/// A column grid in points.
public struct Grid: Sendable, Hashable {
    /// The number of columns.
    public var columns: Int
    /// The space between columns.
    public var gutter: Double
    /// The space between the outer columns and the edge.
    public var margin: Double
}

/// Gap intents every theme defines.
public enum Gap: Int, CaseIterable, Sendable, Hashable {
    /// The smallest gap: between an icon and its label.
    case micro
    /// Between closely related items, such as lines of a list row.
    case tight
    /// The usual gap between items of a group.
    case regular
    /// Between groups of a screen.
    case ample
    /// Between a screen's sections.
    case loose
    static let names = allCases.map { "\($0)" }
    /// The name theme files use (`regular`).
    public var name: String { Self.names[rawValue] }
}

/// Inset roles every theme defines.
public enum InsetRole: Int, CaseIterable, Sendable, Hashable {
    /// Between a screen's edge and its content.
    case screen
    /// Between a card's edge and its content.
    case card
    /// Inside a control, around its label.
    case control
    /// Inside a list row.
    case listRow
    static let names = allCases.map { "\($0)" }
    /// The name theme files use (`screen`).
    public var name: String { Self.names[rawValue] }
}

/// Inset variants every inset role defines.
public enum InsetVariant: Int, CaseIterable, Sendable, Hashable {
    /// Less space than usual, for dense content.
    case tight
    /// The usual space.
    case regular
    /// More space than usual, for content that breathes.
    case roomy
    static let names = allCases.map { "\($0)" }
    /// The name theme files use (`tight`).
    public var name: String { Self.names[rawValue] }
}

extension InsetVariant: TableAxis {
    @inlinable package var position: Int { rawValue }
    @inlinable package static var count: Int { 3 }
}

/// Layout values in points for one combination of size classes (immutable; shared by reference).
@usableFromInline
package final class LayoutValues: Sendable {
    /// Built-in gaps, indexed by `Gap.rawValue`.
    @usableFromInline package let gaps: [Double]
    /// Built-in insets, indexed by `InsetRole.rawValue * 3 + InsetVariant.rawValue`.
    @usableFromInline package let insets: [EdgeInsets]
    /// Every gap by name, custom ones included.
    package let gapsByName: [String: Double]
    /// Every inset by role and variant name, custom ones included.
    package let insetsByName: [String: [String: EdgeInsets]]
    package let grid: Grid
    package let readableContentWidth: Double
    package let minimumTouchTarget: Double

    init(
        gaps: [Double], insets: [EdgeInsets], gapsByName: [String: Double],
        insetsByName: [String: [String: EdgeInsets]],
        grid: Grid, readableContentWidth: Double, minimumTouchTarget: Double
    ) {
        self.gaps = gaps
        self.insets = insets
        self.gapsByName = gapsByName
        self.insetsByName = insetsByName
        self.grid = grid
        self.readableContentWidth = readableContentWidth
        self.minimumTouchTarget = minimumTouchTarget
    }

    /// The inset a surface asks for: a built-in one by index, a theme's own by name.
    func inset(_ reference: CompiledSurface.InsetReference) -> EdgeInsets? {
        switch reference {
        case .builtin(let index): insets[index]
        case .named(let role, let variant): insetsByName[role]?[variant]
        }
    }

    /// The same inset role as `reference` in another variant (`nil` when a theme's own inset role
    /// does not define that variant).
    func inset(_ reference: CompiledSurface.InsetReference, variant: InsetVariant) -> EdgeInsets? {
        switch reference {
        case .builtin(let index): insets[variant.index(within: index / InsetVariant.count)]
        case .named(let role, _): insetsByName[role]?[variant.name]
        }
    }

    @inlinable package func gap(_ gap: Gap) -> Double { gaps[gap.rawValue] }

    @inlinable package func inset(_ role: InsetRole, _ variant: InsetVariant = .regular) -> EdgeInsets {
        insets[variant.index(within: role.rawValue)]
    }
}

/// A theme's layout for every size-class combination, precomputed.
package struct CompiledLayout: Sendable {
    /// The spacing scale, by step name.
    package var spacing: [String: Double]
    /// Indexed by `(horizontal regular ? 1 : 0) + (vertical compact ? 2 : 0)`.
    package var variants: [LayoutValues]
}
