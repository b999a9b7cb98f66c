public import Foundation

/// A folder this process cannot write into, for testing what a command says when it cannot write.
public enum ReadOnlyFolder {
    /// `folder/name` made read-only; where permissions do not bind (a test run as root), a folder
    /// of the system that not even root can write into (Linux's sysfs), or `nil` when there is none.
    public static func make(_ name: String, in folder: URL) throws -> String? {
        let made = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: made.path)
        if !FileManager.default.isWritableFile(atPath: made.path) { return made.path }
        let probe = "/sys/tessera-write-probe"
        return FileManager.default.createFile(atPath: probe, contents: Data()) ? nil : "/sys"
    }

    /// Makes `folder/name` writable again, so that the temporary folder can be removed.
    public static func release(_ name: String, in folder: URL) {
        try? FileManager.default.setAttributes(
            [.posixPermissions: 0o755], ofItemAtPath: folder.appendingPathComponent(name).path)
    }
}
