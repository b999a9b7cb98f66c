package import Foundation

/// Writes JSON trees as text: pretty (two-space indent, one member per line) or compact.
///
/// The text is built as UTF-8 bytes; a string with nothing to escape is copied whole.
package enum JSONWriter {
    package static func string(from node: JSONNode, pretty: Bool = true, sortKeys: Bool = false) -> String {
        String(decoding: bytes(from: node, pretty: pretty, sortKeys: sortKeys), as: UTF8.self)
    }

    package static func data(from node: JSONNode, pretty: Bool = true, sortKeys: Bool = false) -> Data {
        Data(bytes(from: node, pretty: pretty, sortKeys: sortKeys))
    }

    private static func bytes(from node: JSONNode, pretty: Bool, sortKeys: Bool) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(4_096)
        write(node, into: &output, indent: pretty ? 0 : nil, sortKeys: sortKeys)
        if pretty { output.append(0x0A) }
        return output
    }

    private static func write(_ node: JSONNode, into output: inout [UInt8], indent: Int?, sortKeys: Bool) {
        switch node.value {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .number(let number): output.append(contentsOf: format(number).utf8)
        case .exactInteger(let text): output.append(contentsOf: text.utf8)
        case .string(let text): writeString(text, into: &output)
        case .array(let elements):
            writeList(elements, into: &output, open: UInt8(ascii: "["), close: UInt8(ascii: "]"), indent: indent) { element, output, inner in
                write(element, into: &output, indent: inner, sortKeys: sortKeys)
            }
        case .object(let members):
            // Sorted by key through their indices (members are not copied); already in order, as is.
            var order = Array(members.indices)
            if sortKeys, members.indices.dropFirst().contains(where: { members[$0 - 1].key > members[$0].key }) {
                order.sort { members[$0].key < members[$1].key }
            }
            writeList(order, into: &output, open: UInt8(ascii: "{"), close: UInt8(ascii: "}"), indent: indent) { index, output, inner in
                writeString(members[index].key, into: &output)
                output.append(UInt8(ascii: ":"))
                if inner != nil { output.append(UInt8(ascii: " ")) }
                write(members[index].value, into: &output, indent: inner, sortKeys: sortKeys)
            }
        }
    }

    private static func writeList<Item>(
        _ items: [Item], into output: inout [UInt8], open: UInt8, close: UInt8, indent: Int?,
        writeItem: (Item, inout [UInt8], Int?) -> Void
    ) {
        output.append(open)
        guard !items.isEmpty else { output.append(close); return }
        let inner = indent.map { $0 + 2 }
        for (offset, item) in items.enumerated() {
            if offset > 0 { output.append(UInt8(ascii: ",")) }
            if let inner { newLine(indent: inner, into: &output) }
            writeItem(item, &output, inner)
        }
        if let indent { newLine(indent: indent, into: &output) }
        output.append(close)
    }

    private static func newLine(indent: Int, into output: inout [UInt8]) {
        output.append(0x0A)
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
    }

    /// Integers print without a fraction; other numbers with the shortest round-tripping form.
    package static func format(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 {
            return String(Int64(number))
        }
        return "\(number)"
    }

    /// `text` quoted: `"` and `\` escaped, and every control character (`\n`, `\r`, `\t`
    /// by name, the rest as `\u00XX`).
    private static func writeString(_ text: String, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        let utf8 = text.utf8
        if !utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            output.append(contentsOf: utf8)
        } else {
            for byte in utf8 {
                switch byte {
                case UInt8(ascii: "\""): output.append(contentsOf: #"\""#.utf8)
                case UInt8(ascii: "\\"): output.append(contentsOf: #"\\"#.utf8)
                case 0x0A: output.append(contentsOf: #"\n"#.utf8)
                case 0x0D: output.append(contentsOf: #"\r"#.utf8)
                case 0x09: output.append(contentsOf: #"\t"#.utf8)
                case ..<0x20:
                    let hex = String(byte, radix: 16)
                    output.append(contentsOf: (#"\u"# + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
                default: output.append(byte)
                }
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
