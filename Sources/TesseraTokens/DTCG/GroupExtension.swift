@_spi(TesseraTools) import TesseraCore

/// Expands `$extends`: a group inherits the tokens and properties of the group it names, and its
/// own members override them at the same path. Chains are followed; cycles and targets that are
/// not groups are errors.
enum GroupExtension {
    private struct Pending {
        var path: [String]
        var target: [String]
        var location: TextPosition
    }

    static func expand(_ tree: inout TokenTree, diagnostics: inout [Diagnostic]) {
        var pending: [Pending] = []
        collect(tree.root, path: [], into: &pending, tree: tree, diagnostics: &diagnostics)
        guard !pending.isEmpty else { return }
        var root = tree.root
        while !pending.isEmpty {
            guard let readyIndex = pending.firstIndex(where: { isReady($0, among: pending) }) else {
                for item in pending {
                    diagnostics.append(
                        Diagnostic(
                            .error, .extendsCycle,
                            "`$extends` forms a cycle: \(cycle(from: item, pending).joined(separator: " → "))",
                            at: JSONPath(item.path.map { .key($0) } + [.key("$extends")]), location: item.location,
                            file: tree.file(of: item.path)))
                }
                // Drop the cyclic `$extends` so the rest of the file is still read.
                for item in pending { root = removingExtends(root, at: item.path) }
                break
            }
            let item = pending.remove(at: readyIndex)
            root = apply(item, to: root, tree: tree, diagnostics: &diagnostics)
        }
        tree.replaceRoot(with: root)
    }

    /// A group can be expanded once its target holds no other pending `$extends` (other than
    /// groups enclosing this one). A group that extends itself or its own descendant never is.
    private static func isReady(_ item: Pending, among pending: [Pending]) -> Bool {
        if item.target.starts(with: item.path) { return false }
        return !pending.contains { other in
            other.path != item.path && other.path.starts(with: item.target) && !item.path.starts(with: other.path)
        }
    }

    private static func cycle(from start: Pending, _ pending: [Pending]) -> [String] {
        var names = ["{\(start.path.joined(separator: "."))}"]
        var current = start
        var seen: Set<String> = [TokenTree.key(start.path)]
        while let next = pending.first(where: { $0.path == current.target }) {
            names.append("{\(next.path.joined(separator: "."))}")
            if !seen.insert(TokenTree.key(next.path)).inserted { break }
            current = next
        }
        if names.count == 1 { names.append("{\(start.target.joined(separator: "."))}") }
        return names
    }

    private static func collect(
        _ node: JSONNode, path: [String], into pending: inout [Pending], tree: TokenTree,
        diagnostics: inout [Diagnostic]
    ) {
        guard let members = node.members, !node.isTokenObject else { return }
        if let extends = node.member("$extends") {
            if let target = target(of: extends.value) {
                pending.append(Pending(path: path, target: target, location: extends.value.location))
            } else {
                diagnostics.append(
                    Diagnostic(
                        .error, .invalidValue,
                        "`$extends` must name a group as `\"{group.name}\"` or `{\"$ref\": \"#/group/name\"}`; found \(extends.value.kindDescription)",
                        at: JSONPath(path.map { .key($0) } + [.key("$extends")]), location: extends.value.location,
                        file: tree.file(of: path)))
            }
        }
        for member in members where !member.key.hasPrefix("$") {
            collect(member.value, path: path + [member.key], into: &pending, tree: tree, diagnostics: &diagnostics)
        }
    }

    private static func target(of node: JSONNode) -> [String]? {
        if let text = node.stringValue { return DTCGReference.alias(in: text) }
        if let pointer = node["$ref"]?.stringValue { return DTCGReference.pointerSegments(pointer) }
        return nil
    }

    private static func apply(_ item: Pending, to root: JSONNode, tree: TokenTree, diagnostics: inout [Diagnostic])
        -> JSONNode
    {
        let place = JSONPath(item.path.map { .key($0) } + [.key("$extends")])
        guard let target = root.node(atKeys: item.target) else {
            diagnostics.append(
                Diagnostic(
                    .error, .unresolvedReference,
                    "`$extends` names `{\(item.target.joined(separator: "."))}`, which does not exist",
                    at: place, location: item.location, file: tree.file(of: item.path)))
            return removingExtends(root, at: item.path)
        }
        guard target.members != nil, !target.isTokenObject else {
            diagnostics.append(
                Diagnostic(
                    .error, .typeMismatch,
                    "`$extends` must name a group; `{\(item.target.joined(separator: "."))}` is \(target.isTokenObject ? "a token" : target.kindDescription)",
                    at: place, location: item.location, file: tree.file(of: item.path)))
            return removingExtends(root, at: item.path)
        }
        guard let group = root.node(atKeys: item.path), case .object(let own) = group.value else { return root }
        var inherited = target.members ?? []
        inherited.removeAll { $0.key == "$extends" }
        // Extending an enclosing group inherits its other members, not the branch holding this one.
        if item.path.starts(with: item.target), item.path.count > item.target.count {
            let branch = item.path[item.target.count]
            inherited.removeAll { $0.key == branch }
        }
        let base = JSONNode(.object(inherited), at: target.location)
        let local = JSONNode(.object(own.filter { $0.key != "$extends" }), at: group.location)
        return root.replacing(atKeys: item.path[...], with: TokenTree.merged(base, local))
    }

    private static func removingExtends(_ root: JSONNode, at path: [String]) -> JSONNode {
        guard let group = root.node(atKeys: path), case .object(let members) = group.value else { return root }
        return root.replacing(
            atKeys: path[...], with: JSONNode(.object(members.filter { $0.key != "$extends" }), at: group.location))
    }
}
