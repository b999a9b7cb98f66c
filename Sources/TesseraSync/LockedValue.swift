#if canImport(Darwin)
import os
#else
import Synchronization
#endif

/// A value shared between threads, read and changed only while its lock is held: the one lock
/// box of Tessera's core, tools and tests (resolution caches, reports filled while decoding,
/// results collected from parallel work, the Studio server's live state and port). A leaf module
/// of its own, so the core keeps it out of its API and the tools' executables reach it without
/// the core's SPI.
///
/// Sendable without `@unchecked`: its only stored property is a lock that owns the value, and
/// the compiler checks both. On Apple platforms that is `OSAllocatedUnfairLock` (`Mutex` needs
/// macOS 15 and iOS 18, newer than the package's platforms); elsewhere the standard library's
/// `Mutex`.
public final class LockedValue<Value: Sendable>: Sendable {
    #if canImport(Darwin)
    private let lock: OSAllocatedUnfairLock<Value>
    #else
    private let lock: Mutex<Value>
    #endif

    /// A box holding `value`.
    public init(_ value: Value) {
        #if canImport(Darwin)
        lock = OSAllocatedUnfairLock(initialState: value)
        #else
        lock = Mutex(value)
        #endif
    }

    /// Runs `body` with the value while holding the lock; `body` may change it and must not
    /// call back into this box.
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
