/// Tables computed from an immutable value, kept beside it and shared by every thread: each is
import TesseraSync

/// made once per key. A compiled theme holds one; what goes in it, and under which keys, is
/// resolution's business (`Resolve/FacetCache+Resolution.swift`), so the compiled theme knows nothing
/// of resolved values.
///
/// A key is a facet and a whole number naming the slice of the context a table depends on. Each
/// facet keeps at most `tablesPerFacet` tables; past that it starts over, so no sequence of keys
/// grows the cache without bound.
package final class FacetCache: Sendable {
    package struct Key: Hashable, Sendable {
        var facet: Int
        var slice: Int
    }

    private struct Storage {
        var tables: [Key: any AnyObject & Sendable] = [:]
        var counts: [Int: Int] = [:]
    }

    /// The most tables one facet keeps.
    package static let tablesPerFacet = 256

    private let storage = LockedValue(Storage())

    package init() {}

    /// The table for `key`, made by `make` (outside the lock) the first time; a table made
    /// concurrently by another thread wins. Every table of one facet must be of one type.
    package func table<Table: AnyObject & Sendable>(_ key: Key, make: () -> Table) -> Table {
        if let table = storage.withLock({ $0.tables[key] }) { return unsafeDowncast(table, to: Table.self) }
        let table = make()
        return storage.withLock { storage in
            if let existing = storage.tables[key] { return unsafeDowncast(existing, to: Table.self) }
            if storage.counts[key.facet, default: 0] >= Self.tablesPerFacet {
                storage.tables = storage.tables.filter { $0.key.facet != key.facet }
                storage.counts[key.facet] = 0
            }
            storage.tables[key] = table
            storage.counts[key.facet, default: 0] += 1
            return table
        }
    }

    /// How many tables `facet` holds.
    package func count(of facet: Int) -> Int {
        storage.withLock { $0.counts[facet, default: 0] }
    }
}
