public import Foundation
@_spi(TesseraTools) public import TesseraCore

/// `.tessera-lint.json`: the project's theme, paths to skip, and rules on/off with severities
/// and options.
///
/// ```json
/// {
///   "theme": "App/Theme/theme.json",
///   "exclude": ["Generated", "**/*.generated.swift"],
///   "rules": {
///     "fixed-frame": { "largestSize": 320 },
///     "hardcoded-spacing": { "severity": "error", "ignoredValues": [1] },
///     "geometry-reader-layout": false
///   }
/// }
/// ```
///
/// Paths in it are relative to the file's folder.
public struct LintConfiguration: Sendable {
    /// The conventional file name, looked for in the linted folders and their parents.
    public static let fileName = ".tessera-lint.json"

    /// The theme to take suggestions from, as an absolute path.
    public var theme: String?
    /// Folder prefixes and globs (`*`, `**`, `?`), relative to `root`, of files not linted.
    public var exclude: [String] = []
    public var settings = LintSettings()
    /// The folder `theme` and `exclude` are relative to.
    public var root: String

    public init(root: String) { self.root = root }

    /// Reads a configuration file; every mistake in it is a diagnostic with its line and column.
    public static func load(contentsOf url: URL) throws(LintConfigurationError) -> LintConfiguration {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw LintConfigurationError(
                [.error(.invalidValue, "cannot read \(url.path): \(error.localizedDescription)")], file: url.path)
        }
        let root: JSONNode
        do { root = try JSONNode(parsing: data) } catch { throw LintConfigurationError([error], file: url.path) }
        var reader = ConfigurationReader(root: url.deletingLastPathComponent().path)
        reader.read(root)
        guard reader.diagnostics.isEmpty else { throw LintConfigurationError(reader.diagnostics, file: url.path) }
        return reader.configuration
    }

    /// The configuration file for linting `paths`: the first `.tessera-lint.json` in the first
    /// path's folder or a parent, else in the working directory.
    public static func discover(for paths: [String], workingDirectory: String) -> URL? {
        var candidates: [URL] = []
        if let first = paths.first {
            var folder = URL(fileURLWithPath: first, relativeTo: URL(fileURLWithPath: workingDirectory))
                .standardizedFileURL
            var isDirectory: ObjCBool = false
            if !FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) || !isDirectory.boolValue
            {
                folder.deleteLastPathComponent()
            }
            while true {
                candidates.append(folder.appendingPathComponent(fileName))
                let parent = folder.deletingLastPathComponent()
                if parent.path == folder.path { break }
                folder = parent
            }
        }
        candidates.append(URL(fileURLWithPath: workingDirectory).appendingPathComponent(fileName))
        return candidates.first { FileManager.default.fileExists(atPath: $0.path) }
    }
}

/// A configuration file that could not be used, with every problem found in it.
public struct LintConfigurationError: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]

    init(_ diagnostics: [Diagnostic], file: String) {
        self.diagnostics = diagnostics.map {
            var copy = $0
            copy.file = file
            return copy
        }
    }

    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
