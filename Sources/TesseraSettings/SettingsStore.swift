import Foundation
import TesseraCore

/// Where settings are saved. Stores move bytes; `SettingsSession` encodes and decodes them.
public protocol SettingsStore: Sendable {
    /// The saved data, or `nil` when nothing was saved.
    func load() async throws -> Data?
    /// Saves `data`, replacing what was saved; a failure leaves the previous data in place.
    func save(_ data: Data) async throws
    /// Moves unreadable data out of the way without destroying it; returns where it went.
    func setAside() async throws -> String?
}

/// Settings in a JSON file, written atomically with a backup of the previous version.
public actor JSONFileSettingsStore: SettingsStore {
    public let file: AtomicFile

    public init(url: URL, fileSystem: any FileSystem = LocalFileSystem()) {
        file = AtomicFile(url: url, fileSystem: fileSystem)
    }

    /// A store in Application Support (XDG data home on Linux).
    public static func applicationSupport(fileName: String = "settings.json", folder: String = "Tessera") throws -> JSONFileSettingsStore {
        let base = try FileManager.default.url(for: .applicationSupportDirectory, in: .userDomainMask, appropriateFor: nil, create: true)
        return JSONFileSettingsStore(url: base.appendingPathComponent(folder, isDirectory: true).appendingPathComponent(fileName))
    }

    public func load() throws -> Data? {
        try file.fileSystem.contents(of: file.url)
    }

    public func save(_ data: Data) throws {
        try file.save(data)
    }

    public func setAside() throws -> String? {
        struct Unreadable: Error {}
        if case .recovered(_, let quarantined, _) = try file.load({ _ -> Bool in throw Unreadable() }) {
            return quarantined.path
        }
        return nil
    }
}

/// Settings in `UserDefaults` (works on Linux too), under one key.
public final class UserDefaultsSettingsStore: SettingsStore, @unchecked Sendable {
    private let defaults: UserDefaults
    public let key: String
    private let lock = NSLock()

    /// - Parameter suiteName: a defaults suite, or `nil` for the standard defaults.
    public init(key: String = "TesseraSettings", suiteName: String? = nil) {
        self.key = key
        self.defaults = suiteName.flatMap(UserDefaults.init(suiteName:)) ?? .standard
    }

    public func load() async throws -> Data? {
        lock.withLock { defaults.data(forKey: key) }
    }

    public func save(_ data: Data) async throws {
        lock.withLock { defaults.set(data, forKey: key) }
    }

    public func setAside() async throws -> String? {
        lock.withLock {
            guard let data = defaults.data(forKey: key) else { return nil }
            let aside = "\(key).unreadable-\(Int(Date().timeIntervalSince1970))"
            defaults.set(data, forKey: aside)
            defaults.removeObject(forKey: key)
            return aside
        }
    }
}

/// Settings in memory, for tests and previews.
public actor InMemorySettingsStore: SettingsStore {
    public private(set) var data: Data?
    public private(set) var setAsideData: [Data] = []
    /// Makes the next save fail, to exercise error handling.
    public var failNextSave = false

    public init(data: Data? = nil) {
        self.data = data
    }

    public func load() -> Data? { data }

    public func save(_ data: Data) throws {
        if failNextSave {
            failNextSave = false
            throw SettingsDataError(message: "the store refused the save")
        }
        self.data = data
    }

    public func setAside() -> String? {
        guard let data else { return nil }
        setAsideData.append(data)
        self.data = nil
        return "memory"
    }

    public func failingNextSave() {
        failNextSave = true
    }
}
