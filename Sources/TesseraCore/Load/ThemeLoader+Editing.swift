extension ThemeLoader {
    /// Loads `tree` — a theme file's tree — with `value` set at `path`, as if the file had been
    /// written that way; returns the changed tree and what loading it found (whether the theme
    /// it makes is valid is for that document to say).
    ///
    /// Throws an `unknownKey` error naming `path` and the nearest valid path when `path` is not
    /// a place a theme file has, changing nothing: when it runs through a value that holds no
    /// keys (`colors.accent.light.deeper`), indexes what is not an array or past its end, or
    /// names a key — in `path`, or in `value` — that nothing reads when the file is decoded.
    /// New names in groups keyed by name are places: roles under `colors`, `typography`,
    /// `buttons` and `surfaces`, palette entries, spacing steps. `defaultID` is the id the theme
    /// compiles with when it has none of its own (its file's, as `load(_:file:)` gives it);
    /// `file` is the tree's file, against which an `extends` path is resolved.
    package func load(
        tree: JSONNode, setting value: JSONNode, at path: JSONPath, defaultID: String? = nil, file: String? = nil
    ) throws(Diagnostic) -> (tree: JSONNode, document: ThemeDocument) {
        var node: JSONNode? = tree
        for (depth, component) in path.components.enumerated() {
            let reached = JSONPath(Array(path.components.prefix(depth)))
            switch component {
            case .key(let key):
                guard let current = node else { continue }
                guard current.members != nil else {
                    throw Self.notAPlace(
                        path, because: "`\(reached)` is \(current.kindDescription), which has no keys", nearest: reached
                    )
                }
                node = current[key]
            case .index(let index):
                guard let elements = node?.elements, elements.indices.contains(index) else {
                    throw Self.notAPlace(path, because: "`\(reached)` has no element \(index)", nearest: reached)
                }
                node = elements[index]
            }
        }
        let changed = tree.setting(value, at: path)
        let document = load(tree: changed, defaultID: defaultID, file: file)
        let unknown = document.unknownKeys.first {
            $0.path.components.starts(with: path.components) || path.components.starts(with: $0.path.components)
        }
        if let unknown, case .key(let key) = unknown.path.components.last {
            let parent = JSONPath(Array(unknown.path.components.dropLast()))
            let nearest = Suggestion.closest(to: key, in: unknown.known).map(parent.appending) ?? parent
            throw Self.notAPlace(path, because: "nothing reads `\(unknown.path)`", nearest: nearest)
        }
        return (changed, document)
    }

    /// The error refusing an edit at `path`, naming the nearest valid path (at the top level,
    /// the keys a theme file has there).
    static func notAPlace(_ path: JSONPath, because reason: String, nearest: JSONPath) -> Diagnostic {
        let pointer =
            nearest.components.isEmpty
            ? "the nearest valid paths are the top-level keys "
                + ThemeSpec.CodingKeys.allCases.map { "`\($0.stringValue)`" }.joined(separator: ", ")
            : "the nearest valid path is `\(nearest)`"
        return .error(.unknownKey, "`\(path)` is not a place in a theme file: \(reason); \(pointer)", at: path)
    }
}
