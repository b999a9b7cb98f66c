import Foundation
import TesseraCore
import Testing

/// `JSONNode(encoding:memberOrder:)` and `JSONNode`'s own `Encodable`, through the public API.
@Suite("A value encoded as a tree: member order, trees inside values, any encoder")
struct JSONNodeEncodingTests {
    struct Reply: Encodable {
        var zebra = 1
        var apple = "a"
        var middle: [String: Bool]? = nil
        var tree: JSONNode
    }

    static let tree = JSONNode.object([
        "z": .string("first"), "a": .null, "m": JSONNode(.array([JSONNode(.bool(true))])),
    ])

    static func text(_ node: JSONNode) -> String { node.text(pretty: false) }

    @Test("sorted by default, declaration order with .encoded; a tree keeps its own order either way")
    func order() throws {
        let reply = Reply(tree: Self.tree)
        #expect(
            Self.text(try JSONNode(encoding: reply))
                == #"{"apple":"a","tree":{"z":"first","a":null,"m":[true]},"zebra":1}"#)
        #expect(
            Self.text(try JSONNode(encoding: reply, memberOrder: .encoded))
                == #"{"zebra":1,"apple":"a","tree":{"z":"first","a":null,"m":[true]}}"#)
    }

    struct Twice: Encodable {
        enum Keys: CodingKey { case first, second }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(1, forKey: .first)
            try container.encode(2, forKey: .second)
            try container.encode(3, forKey: .first)
        }
    }

    @Test("with .encoded a key encoded twice keeps its first place and its last value")
    func twice() throws {
        #expect(Self.text(try JSONNode(encoding: Twice(), memberOrder: .encoded)) == #"{"first":3,"second":2}"#)
        #expect(Self.text(try JSONNode(encoding: Twice())) == #"{"first":3,"second":2}"#)
    }

    @Test("a tree given to JSONEncoder writes the same JSON, exact integers included")
    func foundationEncoder() throws {
        let read = try JSONReader().read(Data(#"{"b":[1,2.5,"x",null,false],"a":{"id":9007199254740993}}"#.utf8)).root
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let written = try JSONReader().read(try encoder.encode(read)).root
        #expect(written == read)
        #expect(Self.text(written) == #"{"a":{"id":9007199254740993},"b":[1,2.5,"x",null,false]}"#)
    }

    @Test("a number JSON cannot hold is an error in either order", arguments: [JSONNode.MemberOrder.sorted, .encoded])
    func nonFinite(order: JSONNode.MemberOrder) {
        #expect(throws: EncodingError.self) { try JSONNode(encoding: ["size": Double.nan], memberOrder: order) }
    }
}
