import Foundation

/// The Swift files under the paths given, minus excluded ones, in a stable order.
enum SourceFiles {
    /// Folders never linted: build products, dependencies and version control.
    static let skippedFolders: Set = [".build", ".git", ".swiftpm", "DerivedData", "Pods", "Carthage", "node_modules"]

    /// Every `.swift` file at or under `paths` (files given by name are taken as they are),
    /// except those `excluded` matches. Paths that do not exist are returned in `missing`.
    static func collect(_ paths: [String], excluded: ExclusionList) -> (files: [String], missing: [String]) {
        var files: [String] = []
        var missing: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                missing.append(path)
                continue
            }
            guard isDirectory.boolValue else {
                files.append(path)
                continue
            }
            let root = URL(fileURLWithPath: path)
            guard let enumerator = manager.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey]) else {
                continue
            }
            var found: [String] = []
            for case let url as URL in enumerator {
                let name = url.lastPathComponent
                if skippedFolders.contains(name) || (name.hasPrefix(".") && name != ".") {
                    enumerator.skipDescendants()
                    continue
                }
                guard url.pathExtension == "swift" else { continue }
                let relative = String(url.path.dropFirst(root.path.count).drop { $0 == "/" })
                let display = path.hasSuffix("/") ? path + relative : path + "/" + relative
                if !excluded.matches(display) { found.append(display) }
            }
            files += found.sorted()
        }
        return (files, missing)
    }
}

/// Paths to skip: folder prefixes (`Generated`) and globs (`**/*.generated.swift`), relative to
/// the configuration's folder.
struct ExclusionList: Sendable {
    private let prefixes: [String]
    private let patterns: [NSRegularExpression]
    private let root: String

    init(_ entries: [String], root: String) {
        self.root = URL(fileURLWithPath: root).standardizedFileURL.path
        prefixes = entries.filter { !$0.contains(where: { "*?[".contains($0) }) }.map {
            $0.hasSuffix("/") ? String($0.dropLast()) : $0
        }
        patterns = entries.filter { $0.contains(where: { "*?[".contains($0) }) }.compactMap { glob in
            var regex = "^"
            var characters = Array(glob)[...]
            while let character = characters.popFirst() {
                switch character {
                case "*" where characters.first == "*":
                    characters.removeFirst()
                    if characters.first == "/" {
                        characters.removeFirst()
                        regex += "(?:.*/)?"
                    } else {
                        regex += ".*"
                    }
                case "*": regex += "[^/]*"
                case "?": regex += "[^/]"
                default: regex += NSRegularExpression.escapedPattern(for: String(character))
                }
            }
            return try? NSRegularExpression(pattern: regex + "$")
        }
    }

    /// Whether `path` (as given on the command line) is excluded.
    func matches(_ path: String) -> Bool {
        guard !prefixes.isEmpty || !patterns.isEmpty else { return false }
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        let relative = absolute.hasPrefix(root + "/") ? String(absolute.dropFirst(root.count + 1)) : path
        if prefixes.contains(where: { relative == $0 || relative.hasPrefix($0 + "/") }) { return true }
        let range = NSRange(relative.startIndex..., in: relative)
        return patterns.contains { $0.firstMatch(in: relative, range: range) != nil }
    }
}
