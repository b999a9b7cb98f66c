// Editing a tree at a path: what a settings migration needs to rename, reshape or remove a key
// wherever it sits, and what the tools use to write one value into a theme.

extension JSONNode {
    /// This tree with `value` set at `path`, creating objects along the way for keys it lacks.
    ///
    /// Where the path runs through a value that is not an object (at a key) or an array holding
    /// that index (at an index), the tree is returned unchanged; `ThemeLoader.load(tree:setting:at:)`
    /// refuses such paths instead. An empty path replaces the whole tree. Where an object holds a
    /// key twice, the last occurrence (the one a reader keeps) is the one set.
    ///
    /// ```swift
    /// let upgraded = saved.setting(.string("metric"), at: ["display", "units"])
    /// ```
    public func setting(_ value: JSONNode, at path: JSONPath) -> JSONNode {
        guard let first = path.components.first else { return value }
        let rest = JSONPath(Array(path.components.dropFirst()))
        switch first {
        case .index(let index):
            guard var elements, elements.indices.contains(index) else { return self }
            elements[index] = elements[index].setting(value, at: rest)
            return JSONNode(.array(elements), at: location)
        case .key(let key):
            guard var members else { return self }
            if let index = members.lastIndex(where: { $0.key == key }) {
                members[index].value = members[index].value.setting(value, at: rest)
            } else {
                members.append(Member(key: key, value: JSONNode(.object([])).setting(value, at: rest)))
            }
            return JSONNode(.object(members), at: location)
        }
    }

    /// This tree without the value at `path`: the key removed from its object (every occurrence,
    /// where a key is written twice), or the element removed from its array, later elements
    /// moving up. A path that names nothing leaves the tree unchanged; the empty path gives `null`.
    ///
    /// ```swift
    /// let upgraded = saved.removing(at: ["legacy", "splashSeen"])
    /// ```
    public func removing(at path: JSONPath) -> JSONNode {
        guard let first = path.components.first else { return .null }
        let rest = JSONPath(Array(path.components.dropFirst()))
        switch first {
        case .index(let index):
            guard var elements, elements.indices.contains(index) else { return self }
            if rest.components.isEmpty {
                elements.remove(at: index)
            } else {
                elements[index] = elements[index].removing(at: rest)
            }
            return JSONNode(.array(elements), at: location)
        case .key(let key):
            guard var members, members.contains(where: { $0.key == key }) else { return self }
            if rest.components.isEmpty {
                members.removeAll { $0.key == key }
            } else if let index = members.lastIndex(where: { $0.key == key }) {
                members[index].value = members[index].value.removing(at: rest)
            }
            return JSONNode(.object(members), at: location)
        }
    }

    /// This tree with the value at `source` moved to `destination`, replacing what was there.
    ///
    /// A move within one object (a rename) keeps the key's place among its siblings; a move to
    /// another object removes it from the first and adds it to the second, creating objects
    /// along the way as ``setting(_:at:)`` does. When `source` names nothing, or `destination`
    /// runs through a value that is not an object or array, the tree is returned unchanged, so
    /// a migration run on data that is already migrated changes nothing.
    ///
    /// ```swift
    /// // Version 2 moved `fontScale` into the `display` section.
    /// SettingsMigration(from: 1) { $0.moving(from: ["fontScale"], to: ["display", "textScale"]) }
    /// ```
    public func moving(from source: JSONPath, to destination: JSONPath) -> JSONNode {
        guard source != destination, let value = node(at: source) else { return self }
        if let renamed = renamingInPlace(from: source.components[...], to: destination.components[...]) {
            return renamed
        }
        let removed = removing(at: source)
        let moved = removed.setting(value, at: destination)
        // `setting` leaves the tree unchanged where the destination cannot be reached: keep the
        // value where it was rather than lose it.
        return moved.node(at: destination) == value ? moved : self
    }

    /// The rename of the last key of `source` to the last key of `destination`, in place, when
    /// both name keys of the same object; `nil` otherwise.
    private func renamingInPlace(
        from source: ArraySlice<JSONPath.Component>, to destination: ArraySlice<JSONPath.Component>
    ) -> JSONNode? {
        guard let first = source.first, let other = destination.first else { return nil }
        if source.count == 1, destination.count == 1 {
            guard case .key(let old) = first, case .key(let new) = other, var members else { return nil }
            members.removeAll { $0.key == new }
            members = members.map {
                $0.key == old ? Member(key: new, keyLocation: $0.keyLocation, value: $0.value) : $0
            }
            return JSONNode(.object(members), at: location)
        }
        guard first == other, source.count > 1, destination.count > 1 else { return nil }
        switch first {
        case .index(let index):
            guard var elements, elements.indices.contains(index),
                let changed = elements[index].renamingInPlace(from: source.dropFirst(), to: destination.dropFirst())
            else { return nil }
            elements[index] = changed
            return JSONNode(.array(elements), at: location)
        case .key(let key):
            guard var members, let index = members.lastIndex(where: { $0.key == key }),
                let changed = members[index].value.renamingInPlace(
                    from: source.dropFirst(), to: destination.dropFirst())
            else { return nil }
            members[index].value = changed
            return JSONNode(.object(members), at: location)
        }
    }
}
