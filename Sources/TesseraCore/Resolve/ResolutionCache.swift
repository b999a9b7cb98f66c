import Foundation

/// Per-facet caches of resolved values, shared by every copy of a compiled theme and safe
/// across threads. Each facet is computed once for its own slice of the context, so the cross
/// product of contexts never materialises.
final class ResolutionCache: @unchecked Sendable {
    private let lock = NSLock()
    private var colors: [Int: ColorTable] = [:]
    private var typography: [TypographyKey: TextTable] = [:]
    private var buttons: [Int: ButtonTable] = [:]
    private var surfaces: [Int: SurfaceTable] = [:]

    /// The table for `key`, made once; a table made concurrently by another thread wins.
    private func cached<Key: Hashable, Table>(
        _ storage: ReferenceWritableKeyPath<ResolutionCache, [Key: Table]>, _ key: Key, make: () -> Table
    ) -> Table {
        if let table = lock.withLock({ self[keyPath: storage][key] }) { return table }
        let table = make()
        return lock.withLock {
            if let existing = self[keyPath: storage][key] { return existing }
            self[keyPath: storage][key] = table
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
    func surfaces(_ key: Int, make: () -> SurfaceTable) -> SurfaceTable {
        cached(\.surfaces, key, make: make)
    }
}

/// Every colour role's value in one mode, by role index.
public final class ColorTable: Sendable {
    public let values: [RGBA]
    init(values: [RGBA]) { self.values = values }
}

/// Every text role resolved for one typography key, by role index.
public final class TextTable: Sendable {
    public let values: [ResolvedText]
    init(values: [ResolvedText]) { self.values = values }
}

/// Every button role × form × state in one colour mode.
public final class ButtonTable: Sendable {
    public let values: [ResolvedButton]
    /// Each role's default form, by role index.
    public let defaultForms: [ButtonForm]
    init(values: [ResolvedButton], defaultForms: [ButtonForm]) {
        self.values = values
        self.defaultForms = defaultForms
    }

    @inlinable
    static func index(role: Int, form: ButtonForm, state: ButtonState) -> Int {
        (role * 4 + form.index) * 3 + state.index
    }
}

/// Every surface role in one colour mode, transparency setting and layout variant.
public final class SurfaceTable: Sendable {
    public let values: [ResolvedSurface]
    init(values: [ResolvedSurface]) { self.values = values }
}
