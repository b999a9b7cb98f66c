public import Foundation
import TesseraCore
import TesseraSync

/// Where settings are saved. Stores move bytes; `SettingsSession` encodes and decodes them.
///
/// A store never loses what was saved: `load` reads with `StoredValue.read`, which sets
/// unreadable data aside and falls back to the previous version when the store keeps one.
public protocol SettingsStore: Sendable {
    /// The saved data decoded with `decode`, or what was recovered when it could not be.
    func load<Value: Sendable>(decoding decode: @Sendable (Data) throws -> (value: Value, issues: [LoadIssue]))
        async throws -> StoredValue<Value>
    /// Saves `data`, replacing what was saved; a failure leaves the previous data in place.
    func save(_ data: Data) async throws
}

/// Settings in a JSON file, written atomically with a backup of the previous version.
public actor JSONFileSettingsStore: SettingsStore {
    let file: AtomicFile

    /// The file the settings are saved in.
    public nonisolated var url: URL { file.url }

    /// A store saving to the file at `url`.
    public init(url: URL) {
        file = AtomicFile(url: url)
    }

    package init(url: URL, fileSystem: any FileSystem) {
        file = AtomicFile(url: url, fileSystem: fileSystem)
    }

    /// A store in Application Support (XDG data home on Linux).
    public static func applicationSupport(fileName: String = "settings.json", folder: String = "Tessera") throws
        -> JSONFileSettingsStore
    {
        let base = try FileManager.default.url(
            for: .applicationSupportDirectory, in: .userDomainMask, appropriateFor: nil, create: true)
        return JSONFileSettingsStore(
            url: base.appendingPathComponent(folder, isDirectory: true).appendingPathComponent(fileName))
    }

    public func load<Value: Sendable>(decoding decode: @Sendable (Data) throws -> (value: Value, issues: [LoadIssue]))
        throws -> StoredValue<Value>
    {
        try file.load(decode)
    }

    public func save(_ data: Data) throws {
        try file.save(data)
    }
}

/// Settings in `UserDefaults` (works on Linux too), under one key; the previous version is
/// kept under `KEY.previous`, and unreadable data is moved to `KEY.unreadable-TIMESTAMP`.
///
/// `@unchecked Sendable`: `UserDefaults` is thread-safe, and `Sendable` in Apple's SDKs, but
/// Foundation on Linux marks that conformance unavailable; every access here holds `lock`
/// (which, holding nothing, cannot own the defaults itself).
public final class UserDefaultsSettingsStore: SettingsStore, @unchecked Sendable {
    private let defaults: UserDefaults
    /// The defaults key the settings are saved under.
    public let key: String
    private let lock = LockedValue(())

    /// A store saving under `key` in a defaults suite.
    ///
    /// - Parameter key: the defaults key the settings are saved under.
    /// - Parameter suiteName: a defaults suite, or `nil` for the standard defaults.
    public init(key: String = "TesseraSettings", suiteName: String? = nil) {
        self.key = key
        self.defaults = suiteName.flatMap(UserDefaults.init(suiteName:)) ?? .standard
    }

    private var previousKey: String { key + ".previous" }

    public func load<Value: Sendable>(decoding decode: @Sendable (Data) throws -> (value: Value, issues: [LoadIssue]))
        async throws -> StoredValue<Value>
    {
        lock.withLock { _ in
            StoredValue.read(defaults.data(forKey: key), backup: defaults.data(forKey: previousKey), decode: decode) {
                guard let data = defaults.data(forKey: key) else { return nil }
                let aside = "\(key).unreadable-\(Int(Date().timeIntervalSince1970))"
                defaults.set(data, forKey: aside)
                defaults.removeObject(forKey: key)
                return aside
            }
        }
    }

    public func save(_ data: Data) async throws {
        lock.withLock { _ in
            if let current = defaults.data(forKey: key) { defaults.set(current, forKey: previousKey) }
            defaults.set(data, forKey: key)
        }
    }
}

/// Settings in memory, for tests and previews.
public actor InMemorySettingsStore: SettingsStore {
    /// What was saved last.
    public private(set) var data: Data?
    /// Data that could not be read, in the order it was set aside.
    public private(set) var setAsideData: [Data] = []
    private var failNextSave = false

    /// A store holding `data`, as if saved before.
    public init(data: Data? = nil) {
        self.data = data
    }

    public func load<Value: Sendable>(decoding decode: @Sendable (Data) throws -> (value: Value, issues: [LoadIssue]))
        -> StoredValue<Value>
    {
        StoredValue.read(data, backup: nil, decode: decode) {
            guard let data else { return nil }
            setAsideData.append(data)
            self.data = nil
            return "memory"
        }
    }

    public func save(_ data: Data) throws {
        if failNextSave {
            failNextSave = false
            throw SettingsDataError(message: "the store refused the save")
        }
        self.data = data
    }

    /// Makes the next save fail, to exercise error handling.
    public func failingNextSave() {
        failNextSave = true
    }
}
