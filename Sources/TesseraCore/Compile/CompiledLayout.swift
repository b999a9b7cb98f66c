/// Insets in points.
public struct EdgeInsets: Sendable, Hashable {
    public var horizontal: Double
    public var vertical: Double

    public init(horizontal: Double, vertical: Double) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}

/// A column grid in points.
public struct Grid: Sendable, Hashable {
    public var columns: Int
    public var gutter: Double
    public var margin: Double
}

/// Gap intents every theme defines.
public enum Gap: Int, CaseIterable, Sendable, Hashable {
    case micro, tight, regular, ample, loose
    static let names = allCases.map { "\($0)" }
    public var name: String { Self.names[rawValue] }
}

/// Inset roles every theme defines.
public enum InsetRole: Int, CaseIterable, Sendable, Hashable {
    case screen, card, control, listRow
    static let names = allCases.map { "\($0)" }
    public var name: String { Self.names[rawValue] }
}

/// Inset variants every inset role defines.
public enum InsetVariant: Int, CaseIterable, Sendable, Hashable {
    case tight, regular, roomy
    static let names = allCases.map { "\($0)" }
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
        gaps: [Double], insets: [EdgeInsets], gapsByName: [String: Double], insetsByName: [String: [String: EdgeInsets]],
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
        case let .named(role, variant): insetsByName[role]?[variant]
        }
    }

    /// The same inset role as `reference` in another variant (`nil` when a theme's own inset role
    /// does not define that variant).
    func inset(_ reference: CompiledSurface.InsetReference, variant: InsetVariant) -> EdgeInsets? {
        switch reference {
        case .builtin(let index): insets[variant.index(within: index / InsetVariant.count)]
        case let .named(role, _): insetsByName[role]?[variant.name]
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
