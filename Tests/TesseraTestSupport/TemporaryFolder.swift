public import Foundation

/// Fresh, empty folders for tests, each under the system's temporary folder with a unique name.
public enum TemporaryFolder {
    /// Creates a new folder named `PREFIX-UUID` holding `files` (relative path → UTF-8 text,
    /// subfolders made as needed) and returns its URL. Remove it with `remove(_:)` (usually in a
    /// `defer`).
    public static func create(_ prefix: String = "tessera-tests", containing files: [String: String] = [:]) throws
        -> URL
    {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (path, text) in files {
            let file = url.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        return url
    }

    /// Deletes a folder made by `create(_:)` and everything in it; a missing folder is fine.
    public static func remove(_ url: URL) {
        try? FileManager.default.removeItem(at: url)
    }
}
