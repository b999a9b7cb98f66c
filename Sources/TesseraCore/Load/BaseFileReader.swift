package import Foundation

/// Where a loader reads the theme files `extends` names: the disk, or another store of files
/// (a revision of a repository, for `tessera diff git:REV:PATH`).
package struct BaseFileReader: Sendable {
    /// Why a file could not be read, in a phrase that completes "cannot read the base theme …: ".
    package struct Failure: Error, Sendable, Hashable {
        package var reason: String
        package init(_ reason: String) { self.reason = reason }
    }

    /// The bytes of the file at `path` (as the loader joined it: relative paths stay relative).
    package var read: @Sendable (_ path: String) -> Result<Data, Failure>

    package init(read: @escaping @Sendable (_ path: String) -> Result<Data, Failure>) {
        self.read = read
    }

    /// Files on disk, relative paths taken from the current directory.
    package static let disk = BaseFileReader { path in
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            // Where it looked, in full: the path as joined is relative to the current folder,
            // which is rarely the folder the person thinks of.
            return .failure(Failure("no such file (looked for \(URL(fileURLWithPath: path).standardizedFileURL.path))"))
        }
        if isDirectory.boolValue { return .failure(Failure("this is a directory; expected a theme (.json) file")) }
        do {
            return .success(try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            return .failure(Failure("the file is unreadable (\(error.localizedDescription))"))
        }
    }
}
