import Foundation

/// Per-facet caches of resolved values, shared by every copy of a compiled theme and safe
/// across threads. Each facet is computed once for its own slice of the context, so the cross
/// product of contexts never materialises.
final class ResolutionCache: @unchecked Sendable {
    private let lock = NSLock()
    private var colors: [ColorTable?] = [nil, nil, nil, nil]
    private var typography: [TypographyKey: TextTable] = [:]

    func colors(_ mode: ColorMode, make: () -> ColorTable) -> ColorTable {
        if let table = lock.withLock({ colors[mode.index] }) { return table }
        let table = make()
        return lock.withLock {
            if let existing = colors[mode.index] { return existing }
            colors[mode.index] = table
            return table
        }
    }

    func typography(_ key: TypographyKey, make: () -> TextTable) -> TextTable {
        if let table = lock.withLock({ typography[key] }) { return table }
        let table = make()
        return lock.withLock {
            if let existing = typography[key] { return existing }
            typography[key] = table
            return table
        }
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
