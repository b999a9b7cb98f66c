/// Where each value of a theme's `extends` chain was written: every layer's values indexed by
/// path once, so that a lookup costs the same in an object of five members or of thousands (a
/// table of every colour role in every mode asks once per cell).
///
/// Build one per document and ask it many times. A caller that asks a handful of times of a large
/// theme (the loader placing a diagnostic) walks the trees instead (`indexed: false`): each lookup
/// then reads the path's objects member by member, with nothing built first.
///
/// ```swift
/// let origins = ThemeOrigins(document)
/// origins.origin(of: ["colors", "accent", "light"])?.source   // .file("base/theme.json")
/// ```
package struct ThemeOrigins: Sendable {
    /// One layer of the chain: where it was read from and each of its nodes by path.
    private struct Layer: Sendable {
        var source: ThemeLayer.Source
        var tree: JSONNode
        /// Every node by path, or `nil` when lookups walk `tree`.
        var nodes: [[JSONPath.Component]: Node]?
    }

    /// A node and whether it is one value a merge replaces whole (asked once, when indexed).
    private struct Node: Sendable {
        var node: JSONNode
        var isWholeValue: Bool
    }

    /// What a layer's tree says about the value at a path.
    private enum Written {
        case absent
        /// Removed with `null`, or inside a whole value the layer replaced without it.
        case removed
        case written(JSONNode)
    }

    private let layers: [Layer]
    private let inheritsIdentity: Bool

    /// The origins of `document`'s values.
    package init(_ document: ThemeDocument) {
        self.init(layers: document.layers, inheritsIdentity: document.inheritsIdentity)
    }

    /// The origins of the merge of `layers` (base-most first); identity members count only in the
    /// last layer unless `inheritsIdentity`.
    package init(layers: [ThemeLayer], inheritsIdentity: Bool, indexed: Bool = true) {
        self.layers = layers.map { Layer(source: $0.source, tree: $0.tree, nodes: indexed ? Self.index($0.tree) : nil) }
        self.inheritsIdentity = inheritsIdentity
    }

    /// The origin of the value at `path`, or `nil` when no layer wrote it (a value the compiler
    /// fills in, or one a layer removed with `null`).
    package func origin(of path: JSONPath) -> ThemeOrigin? {
        origin(of: path, inheritsIdentity: inheritsIdentity)
    }

    /// The origin of the deepest value along `path` that a layer wrote (`colors.brand.light`
    /// for `colors.brand.light.components.0` when a layer wrote the colour whole).
    package func nearestOrigin(of path: JSONPath) -> ThemeOrigin? {
        nearestOrigin(of: path, inheritsIdentity: inheritsIdentity)
    }

    func nearestOrigin(of path: JSONPath, inheritsIdentity: Bool) -> ThemeOrigin? {
        var components = path.components
        while true {
            if let origin = origin(of: JSONPath(components), inheritsIdentity: inheritsIdentity) { return origin }
            guard !components.isEmpty else { return nil }
            components.removeLast()
        }
    }

    private func origin(of path: JSONPath, inheritsIdentity: Bool) -> ThemeOrigin? {
        let own = layers.count - 1
        var identity = false
        if case .key(let key)? = path.components.first { identity = ThemeSpec.identityKeys.contains(key) }
        for index in layers.indices.reversed() {
            if identity, index != own, !inheritsIdentity { continue }
            switch Self.written(path, in: layers[index]) {
            case .absent: continue
            case .removed: return nil
            case .written(let node):
                return ThemeOrigin(
                    layer: index, source: layers[index].source, location: node.location, isInherited: index != own)
            }
        }
        return nil
    }

    /// What the layer whose nodes are `nodes` says about `path`: walked one component at a time,
    /// as a reader would walk the tree (a `null` or a whole value on the way removes what lies
    /// below it).
    private static func written(_ path: JSONPath, in layer: Layer) -> Written {
        guard let nodes = layer.nodes else { return walked(path, in: layer.tree) }
        guard var current = nodes[[]] else { return .absent }
        var prefix: [JSONPath.Component] = []
        prefix.reserveCapacity(path.components.count)
        for component in path.components {
            if current.node.isNull { return .removed }
            prefix.append(component)
            guard let next = nodes[prefix] else { return current.isWholeValue ? .removed : .absent }
            current = next
        }
        return current.node.isNull ? .removed : .written(current.node)
    }

    /// ``written(_:in:)`` read from the tree itself: the same walk, one member look-up per
    /// component (`JSONNode[key]` takes a repeated key's last member, as the index does).
    private static func walked(_ path: JSONPath, in tree: JSONNode) -> Written {
        var current = tree
        for component in path.components {
            if current.isNull { return .removed }
            let next: JSONNode?
            switch component {
            case .key(let key): next = current.members == nil ? nil : current[key]
            case .index(let offset): next = current.elements.flatMap { $0.indices.contains(offset) ? $0[offset] : nil }
            }
            guard let next else { return current.isWholeValue ? .removed : .absent }
            current = next
        }
        return current.isNull ? .removed : .written(current)
    }

    /// Every node of `tree` by its path. Where an object repeats a key, the last member is the
    /// value (as `JSONNode[key]` reads it) and only its subtree is indexed.
    private static func index(_ tree: JSONNode) -> [[JSONPath.Component]: Node] {
        var nodes: [[JSONPath.Component]: Node] = [:]
        var path: [JSONPath.Component] = []
        func visit(_ node: JSONNode) {
            nodes[path] = Node(node: node, isWholeValue: node.isWholeValue)
            switch node.value {
            case .object(let members):
                var seen = Set<String>()
                for member in members.reversed() where seen.insert(member.key).inserted {
                    path.append(.key(member.key))
                    visit(member.value)
                    path.removeLast()
                }
            case .array(let elements):
                for (offset, element) in elements.enumerated() {
                    path.append(.index(offset))
                    visit(element)
                    path.removeLast()
                }
            default:
                break
            }
        }
        visit(tree)
        return nodes
    }
}
