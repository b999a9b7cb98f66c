/// What resolution keeps in a compiled theme's `FacetCache`: one table per facet of the context,
/// computed once for its own slice, so the cross product of contexts never materialises.
extension FacetCache {
    /// The facets, each with the slice of the context its tables depend on.
    private enum Facet: Int {
        /// Colour mode.
        case colors
        /// Platform, Dynamic Type size, Bold Text, display scale and colour mode.
        case typography
        /// Colour mode.
        case buttons
        /// Colour mode, Reduce Transparency and size classes.
        case surfaces
        /// Nothing: one catalogue per theme.
        case catalogue
    }

    private func table<Table: AnyObject & Sendable>(_ facet: Facet, _ slice: Int, make: () -> Table) -> Table {
        table(Key(facet: facet.rawValue, slice: slice), make: make)
    }

    func colors(_ mode: ColorMode, make: () -> ColorTable) -> ColorTable {
        table(.colors, mode.index, make: make)
    }

    func typography(_ key: TypographyKey, make: () -> TextTable) -> TextTable {
        table(.typography, key.slice, make: make)
    }

    func buttons(_ mode: ColorMode, make: () -> ButtonTable) -> ButtonTable {
        table(.buttons, mode.index, make: make)
    }

    func surfaces(_ key: SurfaceKey, make: () -> SurfaceTable) -> SurfaceTable {
        table(.surfaces, key.slice, make: make)
    }

    func catalogue(make: () -> TokenCatalogue) -> TokenCatalogue {
        table(.catalogue, 0, make: make)
    }

    /// How many typography tables are held (for tests).
    var typographyCount: Int { count(of: Facet.typography.rawValue) }
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

    /// The key as one number: distinct keys give distinct numbers.
    var slice: Int { (layout * 2 + (reduceTransparency ? 1 : 0)) * ColorMode.allCases.count + mode }
}
