import Foundation

/// Per-facet caches of resolved values, shared by every copy of a compiled theme and safe
/// across threads. Each facet is computed once for its own slice of the context, so the cross
/// product of contexts never materialises.
final class ResolutionCache: Sendable {
    /// The tables made so far, by the slice of the context each depends on.
    private struct Tables {
        var colors: [Int: ColorTable] = [:]
        var typography: [TypographyKey: TextTable] = [:]
        var buttons: [Int: ButtonTable] = [:]
        var surfaces: [SurfaceKey: SurfaceTable] = [:]
    }

    private let tables = Locked(Tables())

    /// The most tables one facet keeps; past it the facet starts over, so no sequence of
    /// contexts can grow the cache without bound.
    static let tablesPerFacet = 256

    /// How many typography tables are held (for tests).
    var typographyCount: Int { tables.withLock { $0.typography.count } }

    /// The table for `key`, made once (outside the lock); a table made concurrently by another
    /// thread wins.
    private func cached<Key: Hashable, Table>(
        _ facet: WritableKeyPath<Tables, [Key: Table]>, _ key: Key, make: () -> Table
    ) -> Table {
        if let table = tables.withLock({ $0[keyPath: facet][key] }) { return table }
        let table = make()
        return tables.withLock { tables in
            if let existing = tables[keyPath: facet][key] { return existing }
            if tables[keyPath: facet].count >= Self.tablesPerFacet { tables[keyPath: facet].removeAll() }
            tables[keyPath: facet][key] = table
            return table
        }
    }

    func colors(_ mode: ColorMode, make: () -> ColorTable) -> ColorTable {
        cached(\.colors, mode.index, make: make)
    }

    func typography(_ key: TypographyKey, make: () -> TextTable) -> TextTable {
        cached(\.typography, key, make: make)
    }

    func buttons(_ mode: ColorMode, make: () -> ButtonTable) -> ButtonTable {
        cached(\.buttons, mode.index, make: make)
    }

    /// Surfaces depend on the colour mode, Reduce Transparency and the layout variant.
    func surfaces(_ key: SurfaceKey, make: () -> SurfaceTable) -> SurfaceTable {
        cached(\.surfaces, key, make: make)
    }
}

/// Every colour role's value in one mode, by role index.
@usableFromInline
package final class ColorTable: Sendable {
    @usableFromInline package let values: [RGBA]
    init(values: [RGBA]) { self.values = values }
}

/// Every text role resolved for one typography key, by role index.
@usableFromInline
package final class TextTable: Sendable {
    @usableFromInline package let values: [ResolvedText]
    init(values: [ResolvedText]) { self.values = values }
}

/// Every button role × form × state in one colour mode.
@usableFromInline
package final class ButtonTable: Sendable {
    @usableFromInline package let values: [ResolvedButton]
    /// Each role's default form, by role index.
    @usableFromInline package let defaultForms: [ButtonForm]
    init(values: [ResolvedButton], defaultForms: [ButtonForm]) {
        self.values = values
        self.defaultForms = defaultForms
    }

    @inlinable
    package static func index(role: Int, form: ButtonForm, state: ButtonState) -> Int {
        state.index(within: form.index(within: role))
    }
}

/// Every surface role in one colour mode, transparency setting and layout variant.
@usableFromInline
package final class SurfaceTable: Sendable {
    @usableFromInline package let values: [ResolvedSurface]
    init(values: [ResolvedSurface]) { self.values = values }
}

/// What a surface table depends on: the colour mode, Reduce Transparency and the size classes.
struct SurfaceKey: Hashable {
    var mode: Int
    var reduceTransparency: Bool
    var layout: Int
}
