/// Where an editing session's value is saved.
///
/// A store hides the format. What it cannot represent in `Value` (keys a newer version wrote) it
/// returns from `load()` as `StoredValue.preserved`; the session hands those back to every
/// `save`, so a store keeps no state of its own between the two. It never loses what was saved: data that cannot be read
/// is set aside, and the reason is reported as a `Recovery`.
public protocol EditingStore<Value>: Sendable {
    /// The value stored.
    associatedtype Value: Sendable

    /// The saved value, with what reading it noticed.
    func load() async throws -> StoredValue<Value>

    /// Saves `value`, replacing the saved one, with the keys `preserved` that the last load
    /// returned (write them back unchanged; ignore them if the format has none). A failure leaves
    /// the previous value in place.
    func save(_ value: Value, preserving preserved: [PreservedValue]) async throws
}

/// What loading a store found.
public struct StoredValue<Value: Sendable>: Sendable {
    /// The value read, or `nil` when nothing usable was saved.
    public var value: Value?
    /// What reading noticed but could repair (a value reset, an unknown key kept).
    public var issues: [LoadIssue]
    /// Set when the saved data was unreadable and was set aside.
    public var recovery: Recovery?
    /// What the data held that `Value` cannot (keys a newer version wrote), to be written back
    /// on the next save.
    public var preserved: [PreservedValue]

    /// What loading found: `value` (`nil` when nothing was saved), what was repaired, whether data was set aside, and what to write back.
    public init(
        value: Value?, issues: [LoadIssue] = [], recovery: Recovery? = nil, preserving preserved: [PreservedValue] = []
    ) {
        self.value = value
        self.issues = issues
        self.recovery = recovery
        self.preserved = preserved
    }

    /// Nothing has been saved.
    public static var missing: StoredValue { StoredValue(value: nil) }
}

/// Something loading saved data noticed and repaired. Loading goes on: the rest is kept.
public struct LoadIssue: Sendable, Hashable, CustomStringConvertible {
    /// What was repaired.
    public enum Kind: String, Sendable, Hashable {
        /// The saved value did not fit; the value is back at its default.
        case resetToDefault
        /// The saved value was outside the range this version allows; it was brought into range.
        case outOfRange
        /// A key nothing reads (removed in this version, or added by a newer one); kept when saving.
        case unknownKey
        /// The data was written by a newer version of the app.
        case newerVersion
    }

    /// What was repaired.
    public var kind: Kind
    /// Where: a setting's identifier (`calculation.timePeriod`) or a JSON path.
    public var path: String
    /// What was noticed and done, in words people read.
    public var message: String

    /// An issue of `kind` at `path`, saying `message`.
    public init(kind: Kind, path: String, message: String) {
        self.kind = kind
        self.path = path
        self.message = message
    }

    public var description: String { "\(path): \(message)" }
}

/// Saved data that could not be read at all, and what was done about it.
public struct Recovery: Sendable, Hashable, CustomStringConvertible {
    /// Where the unreadable data was moved (a file path or a defaults key); `nil` when it could
    /// not be moved (a read-only volume) and was left where it was.
    public var setAsideAt: String?
    /// Why the data could not be read.
    public var reason: String
    /// Whether the previous version (the backup) was loaded instead of the defaults.
    public var restoredFromBackup: Bool

    /// A recovery: where the data went, why, and whether the backup was loaded.
    public init(setAsideAt: String?, reason: String, restoredFromBackup: Bool) {
        self.setAsideAt = setAsideAt
        self.reason = reason
        self.restoredFromBackup = restoredFromBackup
    }

    public var description: String {
        let place = setAsideAt.map { "set aside at \($0)" } ?? "left in place (it could not be moved)"
        let fallback = restoredFromBackup ? "the previous version was loaded" : "the defaults were loaded"
        return "unreadable saved data (\(reason)); \(place); \(fallback)"
    }
}
