import Foundation

/// Saves and loads one file so that nothing already saved is ever lost.
///
/// A save writes a temporary file beside the target, flushes it, copies the current file to
/// `NAME.bak`, then renames the temporary file over the target — a crash at any step leaves
/// either the old file or the new one in place. A file that fails to decode is *quarantined*
/// (renamed to `NAME.corrupt-TIMESTAMP`, never overwritten) and the backup is tried instead.
package struct AtomicFile: Sendable {
    package let url: URL
    package let fileSystem: any FileSystem

    package init(url: URL, fileSystem: any FileSystem = LocalFileSystem()) {
        self.url = url
        self.fileSystem = fileSystem
    }

    /// Where the previous version is kept.
    package var backupURL: URL { url.appendingPathExtension("bak") }

    /// Writes `data` atomically, keeping the previous version as the backup.
    package func save(_ data: Data) throws {
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

    /// Reads and decodes the file. A file that fails to decode is moved aside (never
    /// overwritten) and the backup is decoded instead; when the file cannot be moved (a
    /// read-only volume) it is left in place and the recovery says so. Read failures
    /// (permissions, I/O) are thrown and nothing is moved.
    package func load<Value: Sendable>(_ decode: (Data) throws -> (value: Value, issues: [LoadIssue])) throws -> StoredValue<Value> {
        let data = try fileSystem.contents(of: url)
        return StoredValue.read(data, backup: try? fileSystem.contents(of: backupURL), decode: decode) {
            let quarantine = url.deletingLastPathComponent().appendingPathComponent("\(url.lastPathComponent).corrupt-\(Self.timestamp())")
            try fileSystem.rename(url, to: quarantine)
            return quarantine.path
        }
    }

    /// Removes the file and its backup.
    package func delete() throws {
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
