import Foundation

/// Writes JSON trees as text: pretty (two-space indent, one member per line) or compact.
package enum JSONWriter {
    package static func string(from node: JSONNode, pretty: Bool = true, sortKeys: Bool = false) -> String {
        var output = ""
        write(node, into: &output, indent: pretty ? 0 : nil, sortKeys: sortKeys)
        if pretty { output += "\n" }
        return output
    }

    package static func data(from node: JSONNode, pretty: Bool = true, sortKeys: Bool = false) -> Data {
        Data(string(from: node, pretty: pretty, sortKeys: sortKeys).utf8)
    }

    private static func write(_ node: JSONNode, into output: inout String, indent: Int?, sortKeys: Bool) {
        switch node.value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .number(let number): output += format(number)
        case .exactInteger(let text): output += text
        case .string(let text): writeString(text, into: &output)
        case .array(let elements):
            writeList(elements, into: &output, open: "[", close: "]", indent: indent) { element, output, inner in
                write(element, into: &output, indent: inner, sortKeys: sortKeys)
            }
        case .object(let members):
            let ordered = sortKeys ? members.sorted { $0.key < $1.key } : members
            writeList(ordered, into: &output, open: "{", close: "}", indent: indent) { member, output, inner in
                writeString(member.key, into: &output)
                output += inner == nil ? ":" : ": "
                write(member.value, into: &output, indent: inner, sortKeys: sortKeys)
            }
        }
    }

    private static func writeList<Item>(
        _ items: [Item], into output: inout String, open: String, close: String, indent: Int?,
        writeItem: (Item, inout String, Int?) -> Void
    ) {
        output += open
        guard !items.isEmpty else { output += close; return }
        let inner = indent.map { $0 + 2 }
        for (offset, item) in items.enumerated() {
            if offset > 0 { output += "," }
            if let inner { output += "\n" + String(repeating: " ", count: inner) }
            writeItem(item, &output, inner)
        }
        if let indent { output += "\n" + String(repeating: " ", count: indent) }
        output += close
    }

    /// Integers print without a fraction; other numbers with the shortest round-tripping form.
    package static func format(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 {
            return String(Int64(number))
        }
        return "\(number)"
    }

    private static func writeString(_ text: String, into output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20:
                output += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                    + String(scalar.value, radix: 16)
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
