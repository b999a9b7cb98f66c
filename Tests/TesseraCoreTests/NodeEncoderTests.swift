import Foundation
import Testing

@_spi(TesseraTools) @testable import TesseraCore

/// `NodeEncoder` must give exactly the tree `JSONEncoder` (sorted keys) and `JSONReader` give,
/// member order included, for every theme and every odd value.
@Suite("Node encoder: the tree JSONEncoder and the reader would give")
struct NodeEncoderTests {
    /// Foundation's encoder, read back: the reference.
    static func viaText(_ value: some Encodable) throws -> JSONNode {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try JSONReader().read(try encoder.encode(value)).root
    }

    static func text(_ node: JSONNode) -> String { JSONWriter.string(from: node, pretty: false) }

    @Test("every built-in preset and a theme using every member", arguments: Presets.all.map(\.id) + ["rich"])
    func themes(id: String) throws {
        let spec: ThemeSpec
        if id == "rich" {
            spec = try #require(ThemeLoader().load(Data(ThemeFileTests.richTheme.utf8)).spec)
        } else {
            spec = try #require(Presets.all.first { $0.id == id }).theme.spec
        }
        #expect(Self.text(try NodeEncoder.encode(spec)) == Self.text(try Self.viaText(spec)))
    }

    struct Odd: Encodable {
        var text = "quote \" backslash \\ newline \n tab \t bell \u{7} é 😀"
        var small = 0.1
        var negativeZero = -0.0
        var big = 1e300
        var integer = 42
        var wideInteger: Int64 = 9_007_199_254_740_993
        var wideUnsigned: UInt64 = 18_446_744_073_709_551_615
        var flag = false
        var missing: Int? = nil
        var present: String? = "here"
        var list: [Int?] = [1, nil, 3]
        var nested: [[String: Double]] = [["b": 2, "a": 1, "Z": 3, "é": 4]]
        var byNumber: [Int: String] = [10: "ten", 2: "two"]
        var empty: [String: Int] = [:]

        struct Twice: Encodable {
            enum Keys: CodingKey { case value }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Keys.self)
                try container.encode(1, forKey: .value)
                try container.encode("last wins", forKey: .value)
                var list = container.superEncoder().unkeyedContainer()
                try list.encodeNil()
                var inner = list.nestedContainer(keyedBy: Keys.self)
                try inner.encode(true, forKey: .value)
            }
        }
        var twice = Twice()
    }

    @Test("odd values: escapes, exact integers, nil and absent, nesting, number keys, a key encoded twice")
    func oddValues() throws {
        #expect(Self.text(try NodeEncoder.encode(Odd())) == Self.text(try Self.viaText(Odd())))
        #expect(
            Self.text(try NodeEncoder.encode(Odd.Twice())) == #"{"super":[null,{"value":true}],"value":"last wins"}"#)
    }

    @Test(
        "a number JSON cannot hold is an error, as it is for JSONEncoder",
        arguments: [Double.nan, .infinity, -.infinity])
    func nonFinite(number: Double) {
        #expect(throws: EncodingError.self) { try NodeEncoder.encode(["size": number]) }
        #expect(throws: EncodingError.self) { try Self.viaText(["size": number]) }
    }
}
