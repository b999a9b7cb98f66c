package import Foundation

/// Saves and loads one file so that nothing already saved is ever lost.
///
/// A save writes a temporary file beside the target and flushes it; gives the current file a
/// second name and renames that over `NAME.bak` (so the backup is replaced only by a complete
/// file, never a fragment); renames the temporary file over the target; then flushes the
/// folder. A kill or power loss at any step leaves the old or the new file, and a complete
/// backup. A symbolic link is written through to its target. An existing file keeps its
/// permissions; a new one is readable by its owner only (0600).
///
/// A file that fails to decode is *quarantined* (renamed to `NAME.corrupt-TIMESTAMP`, never
/// overwritten) and the backup is tried instead. Temporary files a killed save left behind are
/// removed on the next load or save.
package struct AtomicFile: Sendable {
    package let url: URL
    package let fileSystem: any FileSystem

    /// The permissions of a file the first save creates.
    package static let newFilePermissions = 0o600

    package init(url: URL, fileSystem: any FileSystem = LocalFileSystem()) {
        self.url = url
        self.fileSystem = fileSystem
    }

    /// Where saves go: the target of a symbolic link, else the file itself.
    private var target: URL { fileSystem.destination(of: url) }

    /// Where the previous version is kept.
    package var backupURL: URL { target.appendingPathExtension("bak") }

    /// Writes `data` atomically, keeping the previous version as the backup.
    package func save(_ data: Data) throws {
        let target = self.target
        let backup = target.appendingPathExtension("bak")
        let directory = target.deletingLastPathComponent()
        try fileSystem.createDirectory(directory)
        removeStaleTemporaries()
        let temporary = temporaryURL(for: target)
        let backupTemporary = temporaryURL(for: backup)
        do {
            try fileSystem.write(
                data, to: temporary, permissions: fileSystem.permissions(of: target) ?? Self.newFilePermissions)
            try fileSystem.synchronize(temporary)
            if fileSystem.exists(target) {
                do {
                    try fileSystem.link(target, to: backupTemporary)
                } catch {
                    // No hard links here (some network and FAT volumes): a flushed copy instead.
                    try? fileSystem.remove(backupTemporary)
                    try fileSystem.copy(target, to: backupTemporary)
                    try fileSystem.synchronize(backupTemporary)
                }
                try fileSystem.rename(backupTemporary, to: backup)
            }
            try fileSystem.rename(temporary, to: target)
        } catch {
            try? fileSystem.remove(temporary)
            try? fileSystem.remove(backupTemporary)
            throw error
        }
        // The new version is in place; flushing the folder makes the rename survive power loss.
        // If the platform refuses, the save has still happened, so it is not reported as failed.
        try? fileSystem.synchronizeDirectory(directory)
    }

    /// Reads and decodes the file. A file that fails to decode is moved aside (never
    /// overwritten) and the backup is decoded instead; when the file cannot be moved (a
    /// read-only volume) it is left in place and the recovery says so. Read failures
    /// (permissions, I/O) are thrown and nothing is moved.
    package func load<Value: Sendable>(_ decode: (Data) throws -> (value: Value, issues: [LoadIssue])) throws
        -> StoredValue<Value>
    {
        removeStaleTemporaries()
        let data = try fileSystem.contents(of: url)
        return StoredValue.read(data, backup: try? fileSystem.contents(of: backupURL), decode: decode) {
            let target = self.target
            let quarantine = target.deletingLastPathComponent().appendingPathComponent(
                "\(target.lastPathComponent).corrupt-\(Self.timestamp())")
            try fileSystem.rename(target, to: quarantine)
            return quarantine.path
        }
    }

    /// Removes the file and its backup.
    package func delete() throws {
        let target = self.target
        try fileSystem.remove(target)
        try fileSystem.remove(target.appendingPathExtension("bak"))
        if target != url { try fileSystem.remove(url) }
    }

    /// `.NAME.UUID.tmp` beside `file`: hidden, unique, and recognisably ours.
    private func temporaryURL(for file: URL) -> URL {
        file.deletingLastPathComponent().appendingPathComponent(".\(file.lastPathComponent).\(UUID().uuidString).tmp")
    }

    /// Removes temporary files of this file's own naming that a killed save left behind.
    private func removeStaleTemporaries() {
        let target = self.target
        let directory = target.deletingLastPathComponent()
        let prefixes = [".\(target.lastPathComponent).", ".\(target.lastPathComponent).bak."]
        for name in fileSystem.entries(of: directory)
        where name.hasSuffix(".tmp") && prefixes.contains(where: name.hasPrefix) && name.count > prefixes[0].count + 4 {
            try? fileSystem.remove(directory.appendingPathComponent(name))
        }
    }

    private static func timestamp() -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd'T'HHmmss"
        return formatter.string(from: Date()) + "-" + String(UUID().uuidString.prefix(4))
    }
}
