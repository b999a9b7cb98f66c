import Foundation

/// Saves and loads one file so that nothing already saved is ever lost.
///
/// A save writes a temporary file beside the target, flushes it, copies the current file to
/// `NAME.bak`, then renames the temporary file over the target — a crash at any step leaves
/// either the old file or the new one in place. A file that fails to decode is *quarantined*
/// (renamed to `NAME.corrupt-TIMESTAMP`, never overwritten) and the backup is tried instead.
public struct AtomicFile: Sendable {
    /// What loading found.
    public enum Outcome<Value: Sendable>: Sendable {
        /// No file has been saved.
        case missing
        case loaded(Value)
        /// The file was unreadable and moved aside; the value (if any) came from the backup.
        case recovered(Value?, quarantinedAt: URL, reason: String)
    }

    public let url: URL
    public let fileSystem: any FileSystem

    public init(url: URL, fileSystem: any FileSystem = LocalFileSystem()) {
        self.url = url
        self.fileSystem = fileSystem
    }

    /// Where the previous version is kept.
    public var backupURL: URL { url.appendingPathExtension("bak") }

    /// Writes `data` atomically, keeping the previous version as the backup.
    public func save(_ data: Data) throws {
        let directory = url.deletingLastPathComponent()
        try fileSystem.createDirectory(directory)
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try fileSystem.write(data, to: temporary)
            try fileSystem.synchronize(temporary)
            if fileSystem.exists(url) { try fileSystem.copy(url, to: backupURL) }
            try fileSystem.rename(temporary, to: url)
        } catch {
            try? fileSystem.remove(temporary)
            throw error
        }
    }

    /// Reads and decodes the file. Decoding failures quarantine the file and fall back to the
    /// backup; read failures (permissions, I/O) are thrown and nothing is moved.
    public func load<Value: Sendable>(_ decode: (Data) throws -> Value) throws -> Outcome<Value> {
        guard let data = try fileSystem.contents(of: url) else {
            return .missing
        }
        do {
            return .loaded(try decode(data))
        } catch {
            let reason = "\(error)"
            let quarantine = url.deletingLastPathComponent().appendingPathComponent(
                "\(url.lastPathComponent).corrupt-\(Self.timestamp())")
            try fileSystem.rename(url, to: quarantine)
            var recovered: Value?
            if let backup = try? fileSystem.contents(of: backupURL) {
                recovered = try? decode(backup)
            }
            return .recovered(recovered, quarantinedAt: quarantine, reason: reason)
        }
    }

    /// Removes the file and its backup.
    public func delete() throws {
        try fileSystem.remove(url)
        try fileSystem.remove(backupURL)
    }

    private static func timestamp() -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd'T'HHmmss"
        return formatter.string(from: Date()) + "-" + String(UUID().uuidString.prefix(4))
    }
}
