import Foundation
import Testing

@_spi(TesseraTools) @testable import TesseraCore

@Suite("JSON reader")
struct JSONReaderTests {
    @Test("values carry the line and column they start at")
    func locations() throws {
        let text = "{\n  \"a\": [1, true],\n  \"bé\": {\"c\": \"x\"}, \"d\": null\n}"
        let root = try JSONReader().read(text).root
        #expect(root.location == TextPosition(line: 1, column: 1))
        #expect(root["a"]?.location == TextPosition(line: 2, column: 8))
        #expect(root["a"]?.elements?[1].location == TextPosition(line: 2, column: 12))
        // Columns count characters, not bytes: "é" is two bytes.
        #expect(root["bé"]?["c"]?.location == TextPosition(line: 3, column: 15))
        #expect(root["d"]?.location == TextPosition(line: 3, column: 26))
        #expect(root.members?.map(\.key) == ["a", "bé", "d"])
    }

    @Test("strings decode every escape, including surrogate pairs")
    func escapes() throws {
        let root = try JSONReader().read(#"["a\"b\\c\/d\b\f\n\r\t", "\u00e9\ud83d\ude00", "plain"]"#).root
        #expect(root.elements?[0].stringValue == "a\"b\\c/d\u{08}\u{0C}\n\r\t")
        #expect(root.elements?[1].stringValue == "é😀")
        #expect(root.elements?[2].stringValue == "plain")
    }

    @Test(
        "numbers follow the JSON grammar",
        arguments: [
            ("0", 0.0), ("-0.5", -0.5), ("12e2", 1200.0), ("1.5E-3", 0.0015), ("1e308", 1e308),
        ])
    func numbers(text: String, value: Double) throws {
        #expect(try JSONReader().read(text).root.numberValue == value)
    }

    @Test("a repeated key is reported at the repeat; the last value wins")
    func duplicateKeys() throws {
        let document = try JSONReader().read("{\n\"a\": 1,\n\"b\": 2,\n\"a\": 3\n}")
        #expect(document.root["a"]?.numberValue == 3)
        #expect(document.root.members?.map(\.key) == ["b", "a"])
        let warning = try #require(document.warnings.first)
        #expect(warning.code == .duplicateKey)
        #expect(warning.location == TextPosition(line: 4, column: 1))
        #expect(warning.message.contains("first at line 2"))
    }

    @Test(
        "refuses bad input with a located error",
        arguments: [
            ("", Diagnostic.Code.syntax, 1, 1),
            ("{\"a\": 1", .syntax, 1, 8),
            ("{\"a\": 1,}", .syntax, 1, 9),
            ("[1,]", .syntax, 1, 4),
            ("{'a': 1}", .syntax, 1, 2),
            ("[NaN]", .syntax, 1, 2),
            ("[Infinity]", .syntax, 1, 2),
            ("[01]", .syntax, 1, 2),
            ("[1.]", .syntax, 1, 4),
            ("[1e999]", .numberOutOfRange, 1, 2),
            ("[-1e999]", .numberOutOfRange, 1, 2),
            ("[\"\\x\"]", .syntax, 1, 4),
            ("[\"\\ud800\"]", .syntax, 1, 9),
            ("[\"a\nb\"]", .syntax, 1, 4),
            ("{} {}", .syntax, 1, 4),
            ("[tru]", .syntax, 1, 2),
            ("{\"a\" 1}", .syntax, 1, 6),
            ("\n\n  @", .syntax, 3, 3),
        ])
    func refuses(text: String, code: Diagnostic.Code, line: Int, column: Int) {
        #expect {
            _ = try JSONReader().read(text)
        } throws: { error in
            guard let error = error as? JSONReader.SyntaxError else { return false }
            return error.code == code && error.location == TextPosition(line: line, column: column)
        }
    }

    @Test(
        "invalid UTF-8 is refused at the bad byte",
        arguments: [
            [UInt8(ascii: "["), 0x22, 0xFF, 0x22, UInt8(ascii: "]")],
            [UInt8(ascii: "["), 0x22, 0xC0, 0x80, 0x22, UInt8(ascii: "]")],
            [UInt8(ascii: "["), 0x22, 0xED, 0xA0, 0x80, 0x22, UInt8(ascii: "]")],
            [UInt8(ascii: "["), 0x22, 0xE2, 0x82, 0x22, UInt8(ascii: "]")],
        ])
    func invalidUTF8(bytes: [UInt8]) {
        #expect {
            _ = try JSONReader().read(Data(bytes))
        } throws: { error in
            guard let error = error as? JSONReader.SyntaxError else { return false }
            return error.code == .invalidEncoding && error.location == TextPosition(line: 1, column: 3)
        }
    }

    @Test("100,000 levels of nesting are refused, not a stack overflow")
    func deepNesting() {
        let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect {
            _ = try JSONReader().read(text)
        } throws: { error in
            (error as? JSONReader.SyntaxError)?.code == .nestingTooDeep
        }
        #expect(throws: Never.self) {
            _ = try JSONReader(maximumDepth: 128).read(
                String(repeating: "[", count: 128) + String(repeating: "]", count: 128))
        }
    }

    @Test("writes what it reads")
    func writerRoundTrip() throws {
        let text = #"{"a":[1,2.5,-3,true,false,null],"b":{"c":"x\"y\n\u0001"},"e":{}}"#
        let root = try JSONReader().read(text).root
        #expect(JSONWriter.string(from: root, pretty: false) == text)
        #expect(try JSONReader().read(JSONWriter.string(from: root)).root == root)
    }

    @Test("a byte-order mark is skipped")
    func byteOrderMark() throws {
        let data = Data([0xEF, 0xBB, 0xBF] + Array("{\"a\": 1}".utf8))
        let root = try JSONReader().read(data).root
        #expect(root["a"]?.numberValue == 1)
        #expect(root["a"]?.location == TextPosition(line: 1, column: 7))
    }
}
