import Foundation

/// A DTCG reference from one token to another or into a document (not a theme's
/// `TokenReference`, which names a theme token such as `{palette.blue.600}`): a curly-brace alias
/// (`"{color.blue}"`, always a whole token's `$value`) or a JSON Pointer (`"#/color/blue/$value/hex"`,
/// any location).
enum DTCGReference: Sendable, Hashable, CustomStringConvertible {
    /// `{a.b.c}`: the token at this path.
    case alias([String])
    /// `#/a/b/$value/0`: the decoded pointer segments.
    case pointer([String])

    /// Parses a whole-string alias (`"{a.b}"`); `nil` for any other text.
    static func alias(in text: String) -> [String]? {
        let bytes = text.utf8
        guard bytes.count > 2, bytes.first == UInt8(ascii: "{"), bytes.last == UInt8(ascii: "}") else { return nil }
        var segments: [String] = []
        var start = bytes.index(after: bytes.startIndex)
        let end = bytes.index(before: bytes.endIndex)
        var index = start
        while index < end {
            switch bytes[index] {
            case UInt8(ascii: "{"), UInt8(ascii: "}"):
                return nil
            case UInt8(ascii: "."):
                guard index > start else { return nil }
                segments.append(String(text[start..<index]))
                start = bytes.index(after: index)
            default:
                break
            }
            index = bytes.index(after: index)
        }
        guard start < end else { return nil }
        segments.append(String(text[start..<end]))
        return segments
    }

    /// Whether `text` contains a `{…}` alias inside other text (`"1px solid {color.border}"`),
    /// which the format does not allow but some tools write.
    static func containsEmbeddedAlias(_ text: String) -> Bool {
        guard let open = text.utf8.firstIndex(of: UInt8(ascii: "{")) else { return false }
        return text.utf8[open...].contains(UInt8(ascii: "}"))
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

    /// The array index a pointer segment names (RFC 6901: `0`, or digits without a leading
    /// zero); nil for anything else, such as `01`, `+1` or `-`.
    static func arrayIndex(_ segment: String) -> Int? {
        guard let first = segment.utf8.first, segment.utf8.allSatisfy({ (48...57).contains($0) }),
            first != UInt8(ascii: "0") || segment.utf8.count == 1
        else { return nil }
        return Int(segment)
    }

    /// Encodes segments as a pointer fragment.
    static func pointer(_ segments: [String]) -> String {
        "#"
            + segments.map {
                "/" + $0.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
            }.joined()
    }

    var description: String {
        switch self {
        case .alias(let path): "{\(path.joined(separator: "."))}"
        case .pointer(let segments): DTCGReference.pointer(segments)
        }
    }
}
