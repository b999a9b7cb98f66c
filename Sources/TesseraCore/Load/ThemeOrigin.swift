/// Which layer of a theme's `extends` chain wrote a value (`ThemeDocument.origin(of:)`).
@_spi(TesseraTools) public struct ThemeOrigin: Sendable, Hashable {
    /// The layer's index in `ThemeDocument.layers` (base-most first; the theme's own file last).
    public var layer: Int
    public var source: ThemeLayer.Source
    /// Where the value is written in that layer's file; `TextPosition.synthesized` for a preset.
    public var location: TextPosition
    /// Whether the value comes from a base rather than from the theme's own file.
    public var isInherited: Bool

    public init(layer: Int, source: ThemeLayer.Source, location: TextPosition, isInherited: Bool) {
        self.layer = layer
        self.source = source
        self.location = location
        self.isInherited = isInherited
    }

    /// The file that wrote the value, when a file did.
    public var file: String? { source.file }
}

extension ThemeOrigin {
    /// What a layer's tree says about the value at a path.
    private enum Written {
        case absent
        /// Removed with `null`, or inside a whole value the layer replaced without it.
        case removed
        case written(JSONNode)
    }

    /// The origin of the value at `path` in the merge of `layers` (base-most first), or `nil`
    /// when no layer wrote it. Identity members count only in the last layer unless
    /// `inheritsIdentity`.
    static func find(_ path: JSONPath, in layers: [ThemeLayer], inheritsIdentity: Bool) -> ThemeOrigin? {
        let own = layers.count - 1
        var identity = false
        if case .key(let key)? = path.components.first { identity = ThemeSpec.identityKeys.contains(key) }
        for index in layers.indices.reversed() {
            if identity, index != own, !inheritsIdentity { continue }
            switch written(path, in: layers[index].tree) {
            case .absent: continue
            case .removed: return nil
            case .written(let node):
                return ThemeOrigin(layer: index, source: layers[index].source, location: node.location, isInherited: index != own)
            }
        }
        return nil
    }

    /// The origin of the deepest value along `path` that a layer wrote.
    static func nearest(_ path: JSONPath, in layers: [ThemeLayer], inheritsIdentity: Bool) -> ThemeOrigin? {
        var components = path.components
        while true {
            if let origin = find(JSONPath(components), in: layers, inheritsIdentity: inheritsIdentity) { return origin }
            guard !components.isEmpty else { return nil }
            components.removeLast()
        }
    }

    private static func written(_ path: JSONPath, in tree: JSONNode) -> Written {
        var node = tree
        for component in path.components {
            if node.isNull { return .removed }
            let next: JSONNode?
            switch component {
            case .key(let key): next = node[key]
            case .index(let index): next = node.elements.flatMap { $0.indices.contains(index) ? $0[index] : nil }
            }
            guard let next else { return node.isWholeValue ? .removed : .absent }
            node = next
        }
        return node.isNull ? .removed : .written(node)
    }
}
