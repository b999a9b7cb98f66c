import MCP
import TesseraCore

extension JSONNode {
    /// The tree as a protocol value: integral numbers as integers, objects as objects (their
    /// member order is kept in the text content the tools also send).
    var mcpValue: MCP.Value {
        switch value {
        case .null: return .null
        case .bool(let flag): return .bool(flag)
        case .number(let number):
            if number.rounded() == number, abs(number) < 9e15 { return .int(Int(number)) }
            return .double(number)
        case .exactInteger(let text): return Int(text).map(MCP.Value.int) ?? .double(Double(text) ?? 0)
        case .string(let text): return .string(text)
        case .array(let elements): return .array(elements.map(\.mcpValue))
        case .object(let members):
            var object: [String: MCP.Value] = [:]
            for member in members { object[member.key] = member.value.mcpValue }
            return .object(object)
        }
    }
}
