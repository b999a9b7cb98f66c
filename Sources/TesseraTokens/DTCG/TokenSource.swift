@_spi(TesseraTools) public import TesseraCore

/// One token document to merge: its tree and the file it came from.
public struct TokenSource: Sendable {
    public var file: String?
    public var root: JSONNode

    public init(file: String?, root: JSONNode) {
        self.file = file
        self.root = root
    }
}

extension JSONNode {
    /// Whether this object is a token (it has `$value`, is a whole-token `$ref`, or is a legacy
    /// `value`/`type` token) rather than a group.
    var isTokenObject: Bool {
        guard let members else { return false }
        var hasLegacyValue = false
        var hasLegacyType = false
        var legacyValueIsObject = false
        for member in members {
            switch member.key {
            case "$value", "$ref": return true
            case "value":
                hasLegacyValue = true
                legacyValueIsObject =
                    member.value.members.map { inner in
                        inner.contains { $0.key == "$value" || $0.key == "value" || $0.value.members != nil }
                    } ?? false
            case "type": hasLegacyType = member.value.stringValue != nil
            default: break
            }
        }
        return hasLegacyValue && (hasLegacyType || !legacyValueIsObject)
    }

    /// The member named `key` with its key's location.
    func member(_ key: String) -> Member? { members?.first { $0.key == key } }

    /// The node at a path of object keys.
    func node(atKeys keys: some Collection<String>) -> JSONNode? {
        var node = self
        for key in keys {
            guard let next = node[key] else { return nil }
            node = next
        }
        return node
    }

    /// A copy with the object member at `keys` replaced (or added); intermediate objects must exist.
    func replacing(atKeys keys: ArraySlice<String>, with replacement: JSONNode) -> JSONNode {
        guard let first = keys.first else { return replacement }
        guard case .object(var members) = value else { return self }
        if let index = members.firstIndex(where: { $0.key == first }) {
            members[index].value = members[index].value.replacing(atKeys: keys.dropFirst(), with: replacement)
        } else if keys.count == 1 {
            members.append(Member(key: first, value: replacement))
        }
        return JSONNode(.object(members), at: location)
    }
}
