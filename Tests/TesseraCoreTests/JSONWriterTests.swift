import Foundation
import Testing

@_spi(TesseraTools) @testable import TesseraCore

@Suite("JSON writer")
struct JSONWriterTests {
    /// The text a pretty writer gives for `depth` arrays nested around `1`, built line by line.
    static func nested(depth: Int) -> String {
        var text = "1"
        for level in (0..<depth).reversed() {
            text =
                "[\n" + String(repeating: " ", count: (level + 1) * 2) + text + "\n"
                + String(repeating: " ", count: level * 2) + "]"
        }
        return text + "\n"
    }

    @Test("indents every level, deeper than the run of spaces it copies from", arguments: [1, 63, 64, 65, 100, 127])
    func deepIndentation(depth: Int) throws {
        let expected = Self.nested(depth: depth)
        let root = try JSONReader().read(expected).root
        #expect(JSONWriter.string(from: root) == expected)
        #expect(root.data() == Data(expected.utf8))
    }

    @Test("escapes quotes, backslashes and control characters between plain runs, in keys and values")
    func escapes() throws {
        let root = JSONNode.object(["a\"b": .string("x\\y\u{1}z\tw\r\n"), "é": .string("ü\u{1F}")])
        #expect(JSONWriter.string(from: root, pretty: false) == #"{"a\"b":"x\\y\u0001z\tw\r\n","é":"ü\u001f"}"#)
        #expect(root.data(pretty: false) == Data(#"{"a\"b":"x\\y\u0001z\tw\r\n","é":"ü\u001f"}"#.utf8))
    }

    @Test("sorts keys only when asked, and only objects out of order")
    func sortedKeys() {
        let root = JSONNode.object([
            "b": .number(1), "a": .object(["d": .number(2), "c": .number(3)]), "c": JSONNode(.array([])),
        ])
        #expect(root.text(pretty: false) == #"{"b":1,"a":{"d":2,"c":3},"c":[]}"#)
        #expect(root.text(pretty: false, sortKeys: true) == #"{"a":{"c":3,"d":2},"b":1,"c":[]}"#)
        #expect(
            root.text(sortKeys: true)
                == "{\n  \"a\": {\n    \"c\": 3,\n    \"d\": 2\n  },\n  \"b\": 1,\n  \"c\": []\n}\n")
    }
}
