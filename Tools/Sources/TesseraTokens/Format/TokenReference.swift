import Foundation

/// A reference from one token to another or into a document: a curly-brace alias
/// (`"{color.blue}"`, always a whole token's `$value`) or a JSON Pointer (`"#/color/blue/$value/hex"`,
/// any location).
enum TokenReference: Sendable, Hashable, CustomStringConvertible {
    /// `{a.b.c}`: the token at this path.
    case alias([String])
    /// `#/a/b/$value/0`: the decoded pointer segments.
    case pointer([String])

    /// Parses a whole-string alias (`"{a.b}"`); `nil` for any other text.
    static func alias(in text: String) -> [String]? {
        guard text.count > 2, text.first == "{", text.last == "}" else { return nil }
        let inner = text.dropFirst().dropLast()
        guard !inner.contains("{"), !inner.contains("}") else { return nil }
        let segments = inner.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard segments.allSatisfy({ !$0.isEmpty }) else { return nil }
        return segments
    }

    /// Whether `text` contains a `{…}` alias inside other text (`"1px solid {color.border}"`),
    /// which the format does not allow but some tools write.
    static func containsEmbeddedAlias(_ text: String) -> Bool {
        guard let open = text.firstIndex(of: "{") else { return false }
        return text[open...].contains("}")
    }

    /// The `{…}` aliases inside other text, with their ranges.
    static func embeddedAliases(in text: String) -> [(range: Range<String.Index>, path: [String])] {
        var found: [(Range<String.Index>, [String])] = []
        var index = text.startIndex
        while let open = text[index...].firstIndex(of: "{"), let close = text[open...].firstIndex(of: "}") {
            let range = open..<text.index(after: close)
            if let path = alias(in: String(text[range])) { found.append((range, path)) }
            index = text.index(after: close)
        }
        return found
    }

    /// Decodes an RFC 6901 pointer written as a URI fragment (`#/a~1b/c`); `nil` when malformed.
    static func pointerSegments(_ text: String) -> [String]? {
        guard text.hasPrefix("#") else { return nil }
        let body = text.dropFirst()
        if body.isEmpty { return [] }
        guard body.first == "/" else { return nil }
        var segments: [String] = []
        for raw in body.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            let decoded = String(raw).removingPercentEncoding ?? String(raw)
            // "~" must be followed by 0 or 1.
            var result = ""
            var iterator = decoded.makeIterator()
            while let character = iterator.next() {
                if character == "~" {
                    switch iterator.next() {
                    case "0": result.append("~")
                    case "1": result.append("/")
                    default: return nil
                    }
                } else {
                    result.append(character)
                }
            }
            segments.append(result)
        }
        return segments
    }

    /// Encodes segments as a pointer fragment.
    static func pointer(_ segments: [String]) -> String {
        "#" + segments.map { "/" + $0.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1") }.joined()
    }

    var description: String {
        switch self {
        case .alias(let path): "{\(path.joined(separator: "."))}"
        case .pointer(let segments): TokenReference.pointer(segments)
        }
    }
}
