import ArgumentParser
package import Foundation

/// Where the commands write their output files and folders: one place, so that every failure
/// says which path, what is wrong with it and what to do, never a raw Foundation error.
package enum OutputFile {
    /// Writes `data` to the file `path` atomically; when it cannot, prints
    /// `error: cannot write PATH: WHY` and exits 1.
    package static func write(_ data: Data, to path: String) throws {
        do {
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            report("error: cannot write \(path): \(problem(writing: path, asFolder: false, error: error))")
            throw ExitCode(1)
        }
    }

    /// Creates the folder `path` and any folders it is in that are missing; when it cannot,
    /// prints `error: cannot write into PATH: WHY` and exits 1.
    package static func createFolder(_ path: String) throws {
        do {
            try FileManager.default.createDirectory(
                at: URL(fileURLWithPath: path), withIntermediateDirectories: true)
        } catch {
            report("error: cannot write into \(path): \(problem(writing: path, asFolder: true, error: error))")
            throw ExitCode(1)
        }
    }

    private static func report(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// Whether `error` says permission was refused or the file system is read-only.
    static func isRefusal(_ error: any Error) -> Bool {
        var current: NSError? = error as NSError
        while let found = current {
            if found.domain == NSCocoaErrorDomain,
                [CocoaError.fileWriteNoPermission, .fileWriteVolumeReadOnly, .fileReadNoPermission].map(\.rawValue)
                    .contains(found.code)
            {
                return true
            }
            if found.domain == NSPOSIXErrorDomain, [EACCES, EPERM, EROFS].contains(Int32(found.code)) { return true }
            current = found.userInfo[NSUnderlyingErrorKey] as? NSError
        }
        return false
    }

    /// Why `path` (a file, or a folder when `asFolder`) cannot be written, and what to do, in a
    /// phrase; `error`'s description only when the path shows nothing wrong.
    package static func problem(writing path: String, asFolder: Bool, error: any Error) -> String {
        let files = FileManager.default
        var isFolder: ObjCBool = false
        if files.fileExists(atPath: path, isDirectory: &isFolder) {
            if asFolder, !isFolder.boolValue {
                return "`\(path)` is a file, not a folder; give a folder (it is created when missing)"
            }
            if !asFolder, isFolder.boolValue { return "`\(path)` is a folder; give the path of a file" }
        }
        let parent = (path as NSString).deletingLastPathComponent
        var ancestors: [String] = []
        var current = asFolder ? path : parent
        while !current.isEmpty, current != "/", current != "." {
            ancestors.insert(current, at: 0)
            current = (current as NSString).deletingLastPathComponent
        }
        // The nearest folder that exists: where a missing folder would be created.
        var existing = path.hasPrefix("/") ? "/" : "."
        for ancestor in ancestors {
            guard files.fileExists(atPath: ancestor, isDirectory: &isFolder) else {
                if asFolder { break }
                return
                    "the folder `\(parent)` does not exist; create it (`mkdir -p \(parent)`) or give a path in a folder that exists"
            }
            if !isFolder.boolValue {
                return "`\(ancestor)` is a file, not a folder; give a path in a folder"
            }
            existing = ancestor
        }
        let folder = asFolder ? existing : (parent.isEmpty ? "." : parent)
        if files.fileExists(atPath: folder), !files.isWritableFile(atPath: folder) || isRefusal(error) {
            return "the folder `\(folder)` is not writable; give a path in a folder you can write to"
        }
        return (error as NSError).localizedFailureReason ?? error.localizedDescription
    }
}
