import TesseraCore

/// A DTCG token document built from token paths in the order they come; a path that is both a
/// token and a group (`color/primary` beside `color/primary/hover`) keeps the token as the
/// group's `$root`.
struct FigmaTokenTree {
    private final class Node {
        var token: JSONNode?
        var children: [String: Node] = [:]
        var order: [String] = []
    }

    private let root = Node()

    var isEmpty: Bool { root.order.isEmpty }

    mutating func insert(_ token: JSONNode, at path: [String]) {
        var node = root
        for segment in path {
            if let next = node.children[segment] {
                node = next
            } else {
                let next = Node()
                node.children[segment] = next
                node.order.append(segment)
                node = next
            }
        }
        node.token = token
    }

    /// The document, with `extra` members (a `$extensions` group, say) first.
    func document() -> JSONNode {
        func write(_ node: Node) -> JSONNode {
            if let token = node.token, node.order.isEmpty { return token }
            var members: [JSONNode.Member] = []
            if let token = node.token { members.append(.init(key: "$root", value: token)) }
            for key in node.order {
                if let child = node.children[key] { members.append(.init(key: key, value: write(child))) }
            }
            return JSONNode(.object(members))
        }
        return write(root)
    }
}
