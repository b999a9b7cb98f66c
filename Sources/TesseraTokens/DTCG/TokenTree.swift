@_spi(TesseraTools) import TesseraCore

/// Token documents merged into one tree, in order: a later document's token replaces an earlier
/// one at the same path whole; groups merge member by member. Remembers which document each token
/// came from, so diagnostics name the right file.
struct TokenTree {
    private(set) var root: JSONNode
    private(set) var files: [String?] = []
    /// Token path (joined with U+001F) → index into `files`.
    private var origins: [String: Int] = [:]
    /// A token and a group at the same path in two documents: the later replaces the earlier
    /// whole, as the format merges, and each such place is a warning naming both.
    private(set) var diagnostics: [Diagnostic] = []
    /// The documents (indices into `files`) that hold plain values and no token at all, as
    /// REI Cedar's `_options` files do (`"eighth-x": "0.2rem"`): a lenient reading takes their
    /// values as tokens.
    private var plainFiles: Set<Int> = []

    init() {
        root = JSONNode(.object([]))
    }

    init(_ source: TokenSource) {
        self.init()
        merge(source)
    }

    /// The file the token at `path` came from.
    func file(of path: [String]) -> String? {
        // Only documents after the first are recorded: anything not found came from the first.
        if files.count <= 1 || origins.isEmpty { return files.first ?? nil }
        if let index = origins[Self.key(path)] { return files[index] }
        return files.first ?? nil
    }

    /// Whether the value at `path` came from a document of plain values (see `plainFiles`).
    func isPlainValue(_ path: [String]) -> Bool {
        guard !plainFiles.isEmpty else { return false }
        return plainFiles.contains(files.count <= 1 ? 0 : origins[Self.key(path)] ?? 0)
    }

    static func key(_ path: [String]) -> String { path.joined(separator: "\u{1F}") }

    /// Merges `source` over the tree.
    mutating func merge(_ source: TokenSource) {
        let index = files.count
        files.append(source.file)
        if source.root.members?.isEmpty == false, !TokenFlattener.holdsToken(source.root) { plainFiles.insert(index) }
        if index > 0 {
            findCollisions(root, source.root, path: [], file: source.file)
            recordOrigins(of: source.root, path: [], file: index)
        }
        root = Self.merged(root, source.root)
    }

    private mutating func recordOrigins(of node: JSONNode, path: [String], file: Int) {
        if !path.isEmpty { origins[Self.key(path)] = file }
        guard let members = node.members else { return }
        let isToken = node.isTokenObject
        // A token's members are its own, except a child token a lenient reading takes as one.
        for member in members
        where (!member.key.hasPrefix("$") || member.key == "$root")
            && (!isToken || member.value.members != nil && TokenFlattener.holdsToken(member.value))
        {
            recordOrigins(of: member.value, path: path + [member.key], file: file)
        }
    }

    /// Reports each path that is a token in `base` and a group in `incoming`, or the reverse.
    private mutating func findCollisions(_ base: JSONNode, _ incoming: JSONNode, path: [String], file: String?) {
        guard let additions = incoming.members, base.members != nil else { return }
        for addition in additions where !addition.key.hasPrefix("$") {
            guard let existing = base[addition.key], existing.members != nil, addition.value.members != nil else {
                continue
            }
            let childPath = path + [addition.key]
            let wasToken = existing.isTokenObject
            let isToken = addition.value.isTokenObject
            if wasToken == isToken {
                if !isToken { findCollisions(existing, addition.value, path: childPath, file: file) }
                continue
            }
            let name = childPath.joined(separator: ".")
            let earlier = self.file(of: childPath) ?? "an earlier document"
            let later = file ?? "a later document"
            let lost =
                wasToken
                ? "the token `\(name)` of \(earlier) is replaced by the group, and aliases to it will not resolve"
                : "the group `\(name)` of \(earlier) and every token in it are replaced by the token"
            diagnostics.append(
                Diagnostic(
                    .warning, .duplicateKey,
                    "`\(name)` is a \(wasToken ? "token" : "group") in \(earlier) and a \(isToken ? "token" : "group") in \(later); the later set, \(later), wins: \(lost) (give one of them another name, or the token as the group's `$root`)",
                    at: JSONPath(childPath.map { .key($0) }), location: addition.keyLocation, file: file))
        }
    }

    /// Replaces the tree's root (after expanding `$extends`).
    mutating func replaceRoot(with node: JSONNode) { root = node }

    /// `incoming` over `base`: tokens and non-objects replace; groups merge by key, in linear time.
    static func merged(_ base: JSONNode, _ incoming: JSONNode) -> JSONNode {
        guard case .object(var members) = base.value, case .object(let additions) = incoming.value,
            !base.isTokenObject, !incoming.isTokenObject
        else { return incoming }
        var positions: [String: Int] = [:]
        positions.reserveCapacity(members.count)
        for (index, member) in members.enumerated() { positions[member.key] = index }
        for addition in additions {
            if let index = positions[addition.key] {
                members[index].value = merged(members[index].value, addition.value)
                members[index].keyLocation = addition.keyLocation
            } else {
                positions[addition.key] = members.count
                members.append(addition)
            }
        }
        return JSONNode(.object(members), at: incoming.location)
    }
}
