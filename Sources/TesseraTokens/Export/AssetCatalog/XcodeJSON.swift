/// A `Contents.json` value written the way Xcode writes asset catalogs: keys sorted, two-space
/// indent, `" : "` between key and value, a newline at the end of the file — so a catalog
/// exported here and saved again by Xcode does not change.
enum XcodeJSON: Hashable, Sendable {
    case string(String)
    case integer(Int)
    case array([XcodeJSON])
    case object([String: XcodeJSON])

    /// The file's text.
    var text: String { rendered(indent: "") + "\n" }

    private func rendered(indent: String) -> String {
        let inner = indent + "  "
        switch self {
        case .string(let text): return "\"" + Self.escaped(text) + "\""
        case .integer(let number): return String(number)
        case .array(let elements):
            guard !elements.isEmpty else { return "[\n\n\(indent)]" }
            return "[\n" + elements.map { inner + $0.rendered(indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
        case .object(let members):
            guard !members.isEmpty else { return "{\n\n\(indent)}" }
            let lines = members.keys.sorted().compactMap { key in
                members[key].map { inner + "\"\(Self.escaped(key))\" : " + $0.rendered(indent: inner) }
            }
            return "{\n" + lines.joined(separator: ",\n") + "\n\(indent)}"
        }
    }

    private static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
