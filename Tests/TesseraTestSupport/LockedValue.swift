#if canImport(Darwin)
import os
#else
import Synchronization
#endif

/// A value shared between threads, read and changed only while its lock is held.
///
/// Sendable without `@unchecked`: its only stored property is a lock that owns the value. On
/// Apple platforms that is `OSAllocatedUnfairLock` (`Mutex` needs macOS 15 and iOS 18, newer than
/// the package's platforms); elsewhere it is the standard library's `Mutex`.
public final class LockedValue<Value: Sendable>: Sendable {
    #if canImport(Darwin)
    private let lock: OSAllocatedUnfairLock<Value>
    #else
    private let lock: Mutex<Value>
    #endif

    public init(_ value: Value) {
        #if canImport(Darwin)
        lock = OSAllocatedUnfairLock(initialState: value)
        #else
        lock = Mutex(value)
        #endif
    }

    /// Runs `body` with the value while holding the lock; `body` may change it.
    public func withLock<Result: Sendable>(_ body: (inout Value) -> Result) -> Result {
        #if canImport(Darwin)
        // The closure runs synchronously under the lock; it need not be @Sendable.
        lock.withLockUnchecked { body(&$0) }
        #else
        lock.withLock { body(&$0) }
        #endif
    }

    /// The current value.
    public var value: Value { withLock { $0 } }
}
