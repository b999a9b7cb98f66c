import Foundation

/// A value only reached under a lock: the one place the core shares mutable state between
/// threads (resolution caches, reports filled while decoding, defaults-backed stores).
///
/// `@unchecked Sendable` because the compiler cannot see that `NSLock` guards `value`: every
/// read and write goes through `withLock`, so no two threads touch it at once. `Mutex` from the
/// Synchronization module would say the same thing checked, but needs iOS 18 and macOS 15,
/// above the platforms the core supports.
package final class Locked<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value, holding the lock; `body` must not call back into this box.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
