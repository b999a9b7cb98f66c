package import Foundation

/// Writes JSON trees as text: pretty (two-space indent, one member per line) or compact.
///
/// The text is built as UTF-8 bytes in one pass over the tree: a string with nothing to escape
/// is copied whole, members already in key order (or written in their order) are written
/// without an index list, and indentation is copied from one run of spaces.
package enum JSONWriter {
    package static func string(from node: JSONNode, pretty: Bool = true, sortKeys: Bool = false) -> String {
        String(decoding: bytes(from: node, pretty: pretty, sortKeys: sortKeys), as: UTF8.self)
    }

    package static func data(from node: JSONNode, pretty: Bool = true, sortKeys: Bool = false) -> Data {
        Data(bytes(from: node, pretty: pretty, sortKeys: sortKeys))
    }

    private static func bytes(from node: JSONNode, pretty: Bool, sortKeys: Bool) -> [UInt8] {
        var writer = Writer(pretty: pretty, sortKeys: sortKeys)
        writer.output.reserveCapacity(4_096)
        writer.write(node, indent: 0)
        if pretty { writer.output.append(0x0A) }
        return writer.output
    }

    /// Integers print without a fraction; other numbers with the shortest round-tripping form.
    package static func format(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 {
            return String(Int64(number))
        }
        return "\(number)"
    }

    /// The output and how it is laid out; `indent` is only read when `pretty`.
    private struct Writer {
        let pretty: Bool
        let sortKeys: Bool
        var output: [UInt8] = []

        /// A line break and the spaces the deepest usual indentation needs, copied in one piece.
        private static let lineBreak: [UInt8] = [0x0A] + Array(repeating: UInt8(ascii: " "), count: 128)

        init(pretty: Bool, sortKeys: Bool) {
            self.pretty = pretty
            self.sortKeys = sortKeys
        }

        mutating func write(_ node: JSONNode, indent: Int) {
            switch node.value {
            case .null: append("null")
            case .bool(let flag): append(flag ? "true" : "false")
            case .number(let number): append(JSONWriter.format(number))
            case .exactInteger(let text): append(text)
            case .string(let text): writeString(text)
            case .array(let elements):
                output.append(UInt8(ascii: "["))
                guard !elements.isEmpty else {
                    output.append(UInt8(ascii: "]"))
                    return
                }
                let inner = indent + 2
                var first = true
                for element in elements {
                    separate(&first, indent: inner)
                    write(element, indent: inner)
                }
                close(UInt8(ascii: "]"), indent: indent)
            case .object(let members):
                output.append(UInt8(ascii: "{"))
                guard !members.isEmpty else {
                    output.append(UInt8(ascii: "}"))
                    return
                }
                let inner = indent + 2
                var first = true
                // Sorted by key through their indices (members are not copied); already in order, as is.
                if sortKeys, members.indices.dropFirst().contains(where: { members[$0 - 1].key > members[$0].key }) {
                    for index in members.indices.sorted(by: { members[$0].key < members[$1].key }) {
                        separate(&first, indent: inner)
                        writeMember(members[index], indent: inner)
                    }
                } else {
                    for member in members {
                        separate(&first, indent: inner)
                        writeMember(member, indent: inner)
                    }
                }
                close(UInt8(ascii: "}"), indent: indent)
            }
        }

        private mutating func writeMember(_ member: JSONNode.Member, indent: Int) {
            writeString(member.key)
            output.append(UInt8(ascii: ":"))
            if pretty { output.append(UInt8(ascii: " ")) }
            write(member.value, indent: indent)
        }

        /// A comma before every item but the first, then the item's line when pretty.
        private mutating func separate(_ first: inout Bool, indent: Int) {
            if first { first = false } else { output.append(UInt8(ascii: ",")) }
            if pretty { newLine(indent: indent) }
        }

        private mutating func close(_ bracket: UInt8, indent: Int) {
            if pretty { newLine(indent: indent) }
            output.append(bracket)
        }

        private mutating func newLine(indent: Int) {
            let run = Self.lineBreak.count - 1
            Self.lineBreak.withUnsafeBufferPointer { output.append(contentsOf: $0.prefix(1 + min(indent, run))) }
            if indent > run { output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent - run)) }
        }

        private mutating func append(_ text: String) {
            var text = text
            text.withUTF8 { output.append(contentsOf: $0) }
        }

        /// `text` quoted: `"` and `\` escaped, and every control character (`\n`, `\r`, `\t`
        /// by name, the rest as `\u00XX`).
        private mutating func writeString(_ text: String) {
            output.append(UInt8(ascii: "\""))
            var text = text
            text.withUTF8 { bytes in
                var start = 0
                for index in bytes.indices {
                    let byte = bytes[index]
                    guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                    output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
                    start = index + 1
                    switch byte {
                    case UInt8(ascii: "\""): output.append(contentsOf: #"\""#.utf8)
                    case UInt8(ascii: "\\"): output.append(contentsOf: #"\\"#.utf8)
                    case 0x0A: output.append(contentsOf: #"\n"#.utf8)
                    case 0x0D: output.append(contentsOf: #"\r"#.utf8)
                    case 0x09: output.append(contentsOf: #"\t"#.utf8)
                    default:
                        let hex = String(byte, radix: 16)
                        output.append(contentsOf: (#"\u"# + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
                    }
                }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
            }
            output.append(UInt8(ascii: "\""))
        }
    }
}
