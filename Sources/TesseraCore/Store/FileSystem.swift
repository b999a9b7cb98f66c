package import Foundation

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The file operations the stores use, one call per step of a save, so tests can fail any step
/// and show that the last good file and a complete backup survive.
package protocol FileSystem: Sendable {
    /// The file's contents, or `nil` when there is no file.
    func contents(of url: URL) throws -> Data?
    /// Creates a new file with `permissions` (it must not exist) and writes `data`.
    func write(_ data: Data, to url: URL, permissions: Int) throws
    /// The file's permission bits, or `nil` when there is no file.
    func permissions(of url: URL) -> Int?
    /// Flushes the file's contents to storage.
    func synchronize(_ url: URL) throws
    /// Flushes a directory's entries (a rename in it) to storage, where the platform can.
    func synchronizeDirectory(_ url: URL) throws
    /// Atomically replaces `destination` with `source` (POSIX `rename`).
    func rename(_ source: URL, to destination: URL) throws
    /// Makes `destination` (which must not exist) a second name of the file at `source`.
    func link(_ source: URL, to destination: URL) throws
    /// Copies a file to `destination`, which must not exist.
    func copy(_ source: URL, to destination: URL) throws
    func remove(_ url: URL) throws
    func createDirectory(_ url: URL) throws
    func exists(_ url: URL) -> Bool
    /// The names of the entries of a directory; empty when it cannot be read.
    func entries(of directory: URL) -> [String]
    /// Where writing to `url` should go: the final target of a symbolic link, else `url`.
    func destination(of url: URL) -> URL
}

/// A failed file operation, with the operating system's own reason and the path.
package struct FileError: Error, CustomStringConvertible, Sendable {
    package var operation: String
    package var path: String
    package var code: Int32

    package init(_ operation: String, _ path: String, code: Int32 = errno) {
        self.operation = operation
        self.path = path
        self.code = code
    }

    package var description: String {
        "could not \(operation) \(path): \(String(cString: strerror(code))) (errno \(code))"
    }
}

/// The real file system, through POSIX calls so every failure keeps its errno.
package struct LocalFileSystem: FileSystem {
    package init() {}

    package func contents(of url: URL) throws -> Data? {
        guard exists(url) else { return nil }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw FileError("read", url.path, code: access(url.path, R_OK) == 0 ? EIO : errno)
        }
    }

    package func write(_ data: Data, to url: URL, permissions: Int) throws {
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL, mode_t(permissions))
        guard descriptor >= 0 else { throw FileError("create", url.path) }
        defer { close(descriptor) }
        // The process's umask narrows `open`'s mode; the file gets exactly the bits asked for.
        guard fchmod(descriptor, mode_t(permissions)) == 0 else { throw FileError("set permissions of", url.path) }
        try data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(
                    descriptor, buffer.baseAddress?.advanced(by: offset), buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw FileError("write", url.path)
                }
                offset += written
            }
        }
    }

    package func permissions(of url: URL) -> Int? {
        var info = stat()
        guard stat(url.path, &info) == 0 else { return nil }
        return Int(info.st_mode) & 0o7777
    }

    package func synchronize(_ url: URL) throws {
        let descriptor = open(url.path, O_RDONLY)
        guard descriptor >= 0 else { throw FileError("open", url.path) }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else { throw FileError("flush", url.path) }
    }

    package func synchronizeDirectory(_ url: URL) throws {
        let descriptor = open(url.path, O_RDONLY)
        guard descriptor >= 0 else { throw FileError("open", url.path) }
        defer { close(descriptor) }
        // Some file systems refuse to flush a directory; the rename itself has already happened.
        if fsync(descriptor) != 0, errno != EINVAL, errno != ENOTSUP { throw FileError("flush", url.path) }
    }

    package func rename(_ source: URL, to destination: URL) throws {
        guard Foundation.rename(source.path, destination.path) == 0 else {
            throw FileError("rename", "\(source.path) to \(destination.path)")
        }
    }

    package func link(_ source: URL, to destination: URL) throws {
        guard Foundation.link(source.path, destination.path) == 0 else {
            throw FileError("link", "\(source.path) to \(destination.path)")
        }
    }

    package func copy(_ source: URL, to destination: URL) throws {
        guard let data = try contents(of: source) else { throw FileError("copy", source.path, code: ENOENT) }
        try write(data, to: destination, permissions: permissions(of: source) ?? 0o600)
    }

    package func remove(_ url: URL) throws {
        guard unlink(url.path) == 0 || errno == ENOENT else { throw FileError("remove", url.path) }
    }

    package func createDirectory(_ url: URL) throws {
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw FileError("create the folder", url.path, code: errno == 0 ? EIO : errno)
        }
    }

    package func exists(_ url: URL) -> Bool {
        var info = stat()
        return lstat(url.path, &info) == 0
    }

    package func entries(of directory: URL) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    }

    package func destination(of url: URL) -> URL {
        url.resolvingSymlinksInPath()
    }
}
