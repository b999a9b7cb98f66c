@_spi(TesseraTools) public import TesseraCore

/// The limits Figma's REST API publishes for a "post variables" request, checked on a body.
public enum FigmaLimits {
    /// "The request body must be 4MB or less."
    public static let maximumBytes = 4 * 1024 * 1024
    /// "Each collection can have a maximum of 40 modes."
    public static let maximumModes = 40
    /// "Mode names cannot be longer than 40 characters."
    public static let maximumModeNameLength = 40
    /// "Each collection can have a maximum of 5000 variables."
    public static let maximumVariables = 5000

    /// A body that breaks Figma's limits, with every way it does.
    public struct Exceeded: Error, Sendable, CustomStringConvertible {
        public var diagnostics: [Diagnostic]
        public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
    }

    /// Every way `body` breaks a limit: size, modes and variables per collection, mode name
    /// length, variable names (unique in their collection, without `.`, `{` or `}`), temporary
    /// ids used twice, and alias cycles. Empty when Figma would accept it on these counts.
    public static func check(_ body: JSONNode, file: String? = nil) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        func problem(_ message: String, _ path: JSONPath) {
            problems.append(Diagnostic(.error, .valueOutOfRange, message, at: path, file: file))
        }
        let bytes = body.data(pretty: false).count
        if bytes > maximumBytes { problem("the body is \(bytes) bytes; Figma accepts at most \(maximumBytes)", .root) }
        var ids: Set<String> = []
        for key in ["variableCollections", "variableModes", "variables"] {
            for (index, entry) in (body[key]?.elements ?? []).enumerated() {
                if let id = entry["id"]?.stringValue, entry["action"]?.stringValue == "CREATE", !ids.insert(id).inserted
                {
                    problem("temporary id `\(id)` is used twice", JSONPath([.key(key), .index(index)]))
                }
            }
        }
        var modeCount: [String: Int] = [:]
        for collection in body["variableCollections"]?.elements ?? [] {
            if let id = collection["id"]?.stringValue { modeCount[id] = 1 }
        }
        for (index, mode) in (body["variableModes"]?.elements ?? []).enumerated() {
            let path = JSONPath([.key("variableModes"), .index(index)])
            if let name = mode["name"]?.stringValue, name.count > maximumModeNameLength {
                problem("mode name `\(name)` is \(name.count) characters; Figma allows \(maximumModeNameLength)", path)
            }
            if mode["action"]?.stringValue == "CREATE", let owner = mode["variableCollectionId"]?.stringValue {
                modeCount[owner, default: 1] += 1
            }
        }
        for (owner, count) in modeCount.sorted(by: { $0.key < $1.key }) where count > maximumModes {
            problem("collection `\(owner)` has \(count) modes; Figma allows \(maximumModes)", ["variableModes"])
        }
        var names: [String: Set<String>] = [:]
        for (index, variable) in (body["variables"]?.elements ?? []).enumerated() {
            let path = JSONPath([.key("variables"), .index(index)])
            guard let name = variable["name"]?.stringValue, let owner = variable["variableCollectionId"]?.stringValue
            else { continue }
            if name.contains(where: { ".{}".contains($0) }) {
                problem("variable name `\(name)` holds `.`, `{` or `}`, which Figma does not allow", path)
            }
            if !names[owner, default: []].insert(name).inserted {
                problem("variable name `\(name)` is used twice in collection `\(owner)`", path)
            }
        }
        for (owner, members) in names.sorted(by: { $0.key < $1.key }) where members.count > maximumVariables {
            problem(
                "collection `\(owner)` has \(members.count) variables; Figma allows \(maximumVariables)", ["variables"])
        }
        if let cycle = aliasCycle(body) {
            problem("aliases form a cycle: \(cycle.joined(separator: " → "))", ["variableModeValues"])
        }
        return problems
    }

    /// The first cycle of aliases among a body's mode values, by variable id.
    static func aliasCycle(_ body: JSONNode) -> [String]? {
        var edges: [String: [String]] = [:]
        for value in body["variableModeValues"]?.elements ?? [] {
            guard let from = value["variableId"]?.stringValue, value["value"]?["type"]?.stringValue == "VARIABLE_ALIAS",
                let to = value["value"]?["id"]?.stringValue
            else { continue }
            edges[from, default: []].append(to)
        }
        var state: [String: Int] = [:]  // 1 on the path, 2 done
        for start in edges.keys.sorted() where state[start] == nil {
            var stack: [(node: String, next: Int)] = [(start, 0)]
            var path = [start]
            state[start] = 1
            while let top = stack.last {
                let targets = edges[top.node] ?? []
                if top.next < targets.count {
                    stack[stack.count - 1].next += 1
                    let target = targets[top.next]
                    if state[target] == 1, let begin = path.firstIndex(of: target) {
                        return Array(path[begin...]) + [target]
                    }
                    if state[target] == nil {
                        state[target] = 1
                        stack.append((target, 0))
                        path.append(target)
                    }
                } else {
                    state[top.node] = 2
                    stack.removeLast()
                    path.removeLast()
                }
            }
        }
        return nil
    }
}
