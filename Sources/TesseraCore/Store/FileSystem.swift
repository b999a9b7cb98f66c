import Foundation

/// The file operations the stores use, one call per step of a write, so tests can fail any
/// step and show that the last good file survives.
package protocol FileSystem: Sendable {
    /// The file's contents, or `nil` when there is no file.
    func contents(of url: URL) throws -> Data?
    /// Creates or truncates the file and writes `data`.
    func write(_ data: Data, to url: URL) throws
    /// Flushes the file's contents to storage.
    func synchronize(_ url: URL) throws
    /// Atomically replaces `destination` with `source` (POSIX `rename`).
    func rename(_ source: URL, to destination: URL) throws
    /// Copies a file, replacing `destination`.
    func copy(_ source: URL, to destination: URL) throws
    func remove(_ url: URL) throws
    func createDirectory(_ url: URL) throws
    func exists(_ url: URL) -> Bool
}

/// The real file system.
package struct LocalFileSystem: FileSystem {
    package init() {}

    package func contents(of url: URL) throws -> Data? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        return try Data(contentsOf: url)
    }

    package func write(_ data: Data, to url: URL) throws {
        guard FileManager.default.createFile(atPath: url.path, contents: data) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
    }

    package func synchronize(_ url: URL) throws {
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        try handle.synchronize()
    }

    package func rename(_ source: URL, to destination: URL) throws {
        guard Foundation.rename(source.path, destination.path) == 0 else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
    }

    package func copy(_ source: URL, to destination: URL) throws {
        if FileManager.default.fileExists(atPath: destination.path) {
            try FileManager.default.removeItem(at: destination)
        }
        try FileManager.default.copyItem(at: source, to: destination)
    }

    package func remove(_ url: URL) throws {
        if FileManager.default.fileExists(atPath: url.path) {
            try FileManager.default.removeItem(at: url)
        }
    }

    package func createDirectory(_ url: URL) throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    package func exists(_ url: URL) -> Bool {
        FileManager.default.fileExists(atPath: url.path)
    }
}
