import MCP

/// A tool call's arguments, read with errors that name the argument and what was expected.
struct ToolArguments {
    let tool: String
    let values: [String: Value]

    init(tool: String, values: [String: Value]?, accepted: Set<String>) throws(ToolError) {
        self.tool = tool
        self.values = values ?? [:]
        if let unknown = self.values.keys.sorted().first(where: { !accepted.contains($0) }) {
            throw .invalidArguments(
                "\(tool): unknown argument '\(unknown)'; expected one of \(accepted.sorted().joined(separator: ", "))")
        }
    }

    /// A string argument, at most `limit` UTF-8 bytes.
    func string(_ name: String, limit: Int = 4096) throws(ToolError) -> String? {
        guard let value = values[name], !value.isNull else { return nil }
        guard case .string(let text) = value else {
            throw .invalidArguments("\(tool): '\(name)' must be a string; found \(Self.kind(value))")
        }
        if text.utf8.count > limit {
            throw .refused("\(tool): '\(name)' is \(text.utf8.count) bytes; the limit is \(limit) bytes")
        }
        return text
    }

    /// One of `choices`, or nil when absent.
    func choice(_ name: String, in choices: [String]) throws(ToolError) -> String? {
        guard let text = try string(name) else { return nil }
        guard choices.contains(text) else {
            throw .invalidArguments(
                "\(tool): '\(name)' is '\(text)'; expected one of \(choices.joined(separator: ", "))")
        }
        return text
    }

    static func kind(_ value: Value) -> String {
        switch value {
        case .null: "null"
        case .bool: "a boolean"
        case .int, .double: "a number"
        case .string: "a string"
        case .data: "data"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
