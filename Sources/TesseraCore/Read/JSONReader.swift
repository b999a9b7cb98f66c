package import Foundation

/// A strict, location-aware, depth-limited JSON reader.
///
/// Unlike `JSONDecoder` it reports the line and column of every value, reports repeated keys
/// (the last value wins) instead of silently dropping one, and refuses hostile input — invalid
/// UTF-8, nesting deeper than `maximumDepth`, numbers outside `Double`'s range — with a precise
/// error instead of crashing.
package struct JSONReader: Sendable {
    /// A document read from text: its root value and the warnings reading it produced.
    package struct Document: Sendable {
        package var root: JSONNode
        package var warnings: [Diagnostic]
    }

    /// Why a text is not JSON.
    package struct SyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
        package var code: Diagnostic.Code
        package var message: String
        package var location: TextPosition
        /// Where in the document the reader was: the key or index being read.
        package var path: JSONPath = JSONPath([])

        package var diagnostic: Diagnostic { .error(code, message, at: path, location: location) }
        package var description: String { "\(location): \(message)" }
    }

    /// How deep arrays and objects may nest before the reader refuses the document.
    package var maximumDepth: Int

    package init(maximumDepth: Int = 128) {
        self.maximumDepth = maximumDepth
    }

    package func read(_ data: Data) throws(SyntaxError) -> Document {
        let result: Result<Document, SyntaxError> = data.withUnsafeBytes { raw in
            var parser = Parser(bytes: raw.bindMemory(to: UInt8.self), maximumDepth: maximumDepth)
            do throws(SyntaxError) {
                return .success(try parser.parseDocument())
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    package func read(_ text: String) throws(SyntaxError) -> Document {
        try read(Data(text.utf8))
    }
}

/// Parses bytes that stay valid for the parser's whole life (the caller's buffer).
private struct Parser {
    let bytes: UnsafeBufferPointer<UInt8>
    let maximumDepth: Int
    var offset = 0
    var line = 1
    var lineStart = 0
    // Column cache so that long single-line documents stay linear.
    var cachedOffset = 0
    var cachedColumn = 1
    var warnings: [Diagnostic] = []
    var duplicateCount = 0
    var firstOmittedDuplicate: Diagnostic?
    var path: [JSONPath.Component] = []

    init(bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
    }

    mutating func parseDocument() throws(JSONReader.SyntaxError) -> JSONReader.Document {
        try validateUTF8()
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            offset = 3
            lineStart = 3
            cachedOffset = 3
        }
        skipWhitespace()
        guard offset < bytes.count else { throw error(.syntax, "the file is empty; expected a JSON object") }
        let root = try parseValue(depth: 0)
        skipWhitespace()
        if offset < bytes.count {
            throw error(.syntax, "unexpected \(describe(bytes[offset])) after the end of the JSON value")
        }
        if let firstOmittedDuplicate {
            warnings.append(
                DiagnosticLimit.summary(of: duplicateCount - DiagnosticLimit.perCode, like: firstOmittedDuplicate))
        }
        return JSONReader.Document(root: root, warnings: warnings)
    }

    // MARK: Locations

    mutating func currentLocation() -> TextPosition {
        if cachedOffset < lineStart || cachedOffset > offset {
            cachedOffset = lineStart
            cachedColumn = 1
        }
        var index = cachedOffset
        var column = cachedColumn
        while index < offset {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        cachedOffset = offset
        cachedColumn = column
        return TextPosition(line: line, column: column)
    }

    mutating func error(_ code: Diagnostic.Code, _ message: String) -> JSONReader.SyntaxError {
        JSONReader.SyntaxError(code: code, message: message, location: currentLocation(), path: JSONPath(path))
    }

    /// A control character inside a string. A line break there almost always means the string's
    /// closing quote is missing, so that is what the message says.
    mutating func controlCharacterInString(_ byte: UInt8) -> JSONReader.SyntaxError {
        if byte == 0x0A || byte == 0x0D {
            return error(
                .syntax, "the string is not closed: a closing quote (\") is missing before the end of the line")
        }
        return error(.syntax, "control character \(describe(byte)) in a string; escape it")
    }

    func describe(_ byte: UInt8) -> String {
        switch byte {
        case 0x20...0x7E: "'\(Character(Unicode.Scalar(byte)))'"
        default: "byte 0x\(String(byte, radix: 16, uppercase: true))"
        }
    }

    // MARK: Structure

    mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x09, 0x0D:
                offset += 1
            case 0x0A:
                offset += 1
                line += 1
                lineStart = offset
            default:
                return
            }
        }
    }

    mutating func parseValue(depth: Int) throws(JSONReader.SyntaxError) -> JSONNode {
        guard offset < bytes.count else {
            throw error(.syntax, "the file ends where a value was expected (truncated?)")
        }
        let location = currentLocation()
        switch bytes[offset] {
        case UInt8(ascii: "{"):
            return JSONNode(try parseObject(depth: depth + 1), at: location)
        case UInt8(ascii: "["):
            return JSONNode(try parseArray(depth: depth + 1), at: location)
        case UInt8(ascii: "\""):
            return JSONNode(.string(try parseString()), at: location)
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            return JSONNode(.bool(true), at: location)
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            return JSONNode(.bool(false), at: location)
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            return JSONNode(.null, at: location)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONNode(try parseNumber(), at: location)
        case UInt8(ascii: "N"), UInt8(ascii: "I"):
            throw error(.syntax, "NaN and Infinity are not JSON numbers; expected a finite number")
        case UInt8(ascii: "'"):
            throw error(.syntax, "strings must use double quotes")
        default:
            throw error(.syntax, "unexpected \(describe(bytes[offset])); expected a value")
        }
    }

    mutating func checkDepth(_ depth: Int) throws(JSONReader.SyntaxError) {
        if depth > maximumDepth {
            throw error(.nestingTooDeep, "arrays and objects nest deeper than \(maximumDepth) levels")
        }
    }

    mutating func parseObject(depth: Int) throws(JSONReader.SyntaxError) -> JSONNode.Value {
        try checkDepth(depth)
        offset += 1
        var members: [JSONNode.Member] = []
        // Large objects (many custom roles) find repeated keys by hash; small ones by scanning.
        var positions: [String: Int]?
        var firstLocations: [String: TextPosition] = [:]
        skipWhitespace()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
            offset += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard offset < bytes.count else { throw error(.syntax, "the file ends inside an object; expected '}'") }
            guard bytes[offset] == UInt8(ascii: "\"") else {
                if bytes[offset] == UInt8(ascii: "}") { throw error(.syntax, "trailing comma before '}'") }
                throw error(.syntax, "unexpected \(describe(bytes[offset])); expected a quoted key")
            }
            let keyLocation = currentLocation()
            let key = try parseString()
            skipWhitespace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else {
                throw error(.syntax, "expected ':' after the key \"\(key)\"")
            }
            offset += 1
            skipWhitespace()
            path.append(.key(key))
            let value = try parseValue(depth: depth)
            let existing = positions.map { $0[key] } ?? members.firstIndex { $0.key == key }
            if let existing {
                let first = firstLocations[key] ?? members[existing].keyLocation
                firstLocations[key] = first
                let warning = Diagnostic.warning(
                    .duplicateKey,
                    "duplicate key \"\(key)\" (first at line \(first.line), column \(first.column)); the last value is used",
                    at: JSONPath(path), location: keyLocation)
                // Millions of repeats must not mean millions of warnings held in memory.
                duplicateCount += 1
                if duplicateCount <= DiagnosticLimit.perCode {
                    warnings.append(warning)
                } else if duplicateCount == DiagnosticLimit.perCode + 1 {
                    firstOmittedDuplicate = warning
                }
                members.remove(at: existing)
                positions = nil
            }
            path.removeLast()
            members.append(JSONNode.Member(key: key, keyLocation: keyLocation, value: value))
            if members.count > 16 {
                if positions == nil {
                    var index: [String: Int] = [:]
                    for (position, member) in members.enumerated() { index[member.key] = position }
                    positions = index
                } else {
                    positions?[key] = members.count - 1
                }
            }
            skipWhitespace()
            guard offset < bytes.count else { throw error(.syntax, "the file ends inside an object; expected '}'") }
            switch bytes[offset] {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "}"):
                offset += 1
                return .object(members)
            default: throw error(.syntax, "unexpected \(describe(bytes[offset])); expected ',' or '}'")
            }
        }
    }

    mutating func parseArray(depth: Int) throws(JSONReader.SyntaxError) -> JSONNode.Value {
        try checkDepth(depth)
        offset += 1
        var elements: [JSONNode] = []
        skipWhitespace()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
            offset += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
                throw error(.syntax, "trailing comma before ']'")
            }
            path.append(.index(elements.count))
            elements.append(try parseValue(depth: depth))
            path.removeLast()
            skipWhitespace()
            guard offset < bytes.count else { throw error(.syntax, "the file ends inside an array; expected ']'") }
            switch bytes[offset] {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "]"):
                offset += 1
                return .array(elements)
            default: throw error(.syntax, "unexpected \(describe(bytes[offset])); expected ',' or ']'")
            }
        }
    }

    mutating func expectLiteral(_ literal: StaticString) throws(JSONReader.SyntaxError) {
        let count = literal.utf8CodeUnitCount
        let matches = literal.withUTF8Buffer { expected in
            offset + count <= bytes.count && bytes[offset..<(offset + count)].elementsEqual(expected)
        }
        guard matches else { throw error(.syntax, "unexpected \(describe(bytes[offset])); expected a value") }
        offset += count
    }

    // MARK: Scalars

    /// A number; integers a `Double` cannot hold exactly (up to 20 digits, the 64-bit range)
    /// are kept as written.
    mutating func parseNumber() throws(JSONReader.SyntaxError) -> JSONNode.Value {
        let start = offset
        func digits() -> Int {
            let begin = offset
            while offset < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset]) { offset += 1 }
            return offset - begin
        }
        if bytes[offset] == UInt8(ascii: "-") { offset += 1 }
        let integerStart = offset
        let integerDigits = digits()
        if integerDigits == 0 { throw error(.syntax, "expected a digit in the number") }
        if integerDigits > 1, bytes[integerStart] == UInt8(ascii: "0") {
            offset = integerStart
            throw error(.syntax, "numbers may not have leading zeros")
        }
        var isInteger = true
        if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
            isInteger = false
            offset += 1
            if digits() == 0 { throw error(.syntax, "expected a digit after the decimal point") }
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E") {
            isInteger = false
            offset += 1
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") {
                offset += 1
            }
            if digits() == 0 { throw error(.syntax, "expected a digit in the exponent") }
        }
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        guard let number = Double(text), number.isFinite else {
            let end = offset
            offset = start
            let shown = text.count > 40 ? "\(text.prefix(24))… (\(text.count) characters)" : text
            let failure = error(
                .numberOutOfRange, "the number \(shown) is outside the range of a 64-bit floating-point value")
            offset = end
            throw failure
        }
        if isInteger, integerDigits > 15, integerDigits <= 20, abs(number) >= 9_007_199_254_740_992 {
            return .exactInteger(text)
        }
        return .number(number)
    }

    mutating func parseString() throws(JSONReader.SyntaxError) -> String {
        offset += 1
        let start = offset
        // Fast path: no escapes.
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                let text = String(decoding: bytes[start..<offset], as: UTF8.self)
                offset += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw controlCharacterInString(byte) }
            offset += 1
        }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: String(decoding: bytes[start..<offset], as: UTF8.self).unicodeScalars)
        var runStart = offset
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                scalars.append(contentsOf: String(decoding: bytes[runStart..<offset], as: UTF8.self).unicodeScalars)
                offset += 1
                return String(scalars)
            }
            if byte < 0x20 { throw controlCharacterInString(byte) }
            if byte == UInt8(ascii: "\\") {
                scalars.append(contentsOf: String(decoding: bytes[runStart..<offset], as: UTF8.self).unicodeScalars)
                scalars.append(try parseEscape())
                runStart = offset
                continue
            }
            offset += 1
        }
        throw error(.syntax, "the file ends inside a string; expected '\"'")
    }

    mutating func parseEscape() throws(JSONReader.SyntaxError) -> Unicode.Scalar {
        offset += 1
        guard offset < bytes.count else { throw error(.syntax, "the file ends inside an escape sequence") }
        let byte = bytes[offset]
        offset += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try parseHex4()
            if (0xD800...0xDBFF).contains(high) {
                guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"),
                    bytes[offset + 1] == UInt8(ascii: "u")
                else {
                    throw error(.syntax, "unpaired UTF-16 surrogate in \\u escape")
                }
                offset += 2
                let low = try parseHex4()
                guard (0xDC00...0xDFFF).contains(low),
                    let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
                else {
                    throw error(.syntax, "invalid UTF-16 surrogate pair in \\u escape")
                }
                return scalar
            }
            guard let scalar = Unicode.Scalar(high) else {
                throw error(.syntax, "unpaired UTF-16 surrogate in \\u escape")
            }
            return scalar
        default:
            offset -= 1
            throw error(.syntax, "invalid escape \\\(Character(Unicode.Scalar(byte)))")
        }
    }

    mutating func parseHex4() throws(JSONReader.SyntaxError) -> UInt32 {
        guard offset + 4 <= bytes.count else { throw error(.syntax, "expected four hex digits after \\u") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[offset]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error(.syntax, "expected four hex digits after \\u")
            }
            value = value << 4 | UInt32(digit)
            offset += 1
        }
        return value
    }

    // MARK: Encoding

    /// Checks the whole document is UTF-8 up front, pointing at the first bad byte.
    mutating func validateUTF8() throws(JSONReader.SyntaxError) {
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte < 0x80 {
                if byte == 0x0A {
                    line += 1
                    lineStart = index + 1
                }
                index += 1
                continue
            }
            let length: Int
            var minimum: UInt32
            var scalar: UInt32
            switch byte {
            case 0xC2...0xDF:
                length = 2
                minimum = 0x80
                scalar = UInt32(byte & 0x1F)
            case 0xE0...0xEF:
                length = 3
                minimum = 0x800
                scalar = UInt32(byte & 0x0F)
            case 0xF0...0xF4:
                length = 4
                minimum = 0x10000
                scalar = UInt32(byte & 0x07)
            default:
                length = 0
                minimum = 0
                scalar = 0
            }
            var valid = length > 0 && index + length <= count
            if valid {
                for next in bytes[(index + 1)..<(index + length)] {
                    guard next & 0xC0 == 0x80 else {
                        valid = false
                        break
                    }
                    scalar = scalar << 6 | UInt32(next & 0x3F)
                }
            }
            if valid, scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) { valid = false }
            if !valid {
                offset = index
                let failure = error(.invalidEncoding, "the file is not valid UTF-8 (bad \(describe(byte)))")
                throw failure
            }
            index += length
        }
        line = 1
        lineStart = 0
    }
}
