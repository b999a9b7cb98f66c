import Foundation
import Testing

@testable import TesseraLive

/// The Server-Sent Events reader under `LiveThemeSource`: real streams, cut into chunks
/// anywhere, give the same messages.
@Suite("Live theme stream parser")
struct LiveStreamParserTests {
    typealias Message = LiveStreamParser.Message

    static let cases: [(name: String, stream: String, messages: [Message], retry: Int?)] = [
        ("one message", "id: 3\ndata: {\"a\": 1}\n\n", [Message(id: "3", data: Array(#"{"a": 1}"#.utf8))], nil),
        (
            "multi-line data joined with LF", "data: one\ndata: two\ndata:\n\n",
            [Message(id: nil, data: Array("one\ntwo\n".utf8))], nil
        ),
        (
            "CRLF and CR line ends", "id: 1\r\ndata: x\r\n\r\nid: 2\rdata: y\r\r",
            [Message(id: "1", data: [0x78]), Message(id: "2", data: [0x79])], nil
        ),
        ("comments are ignored", ": keep-alive\n\n: hello\ndata: z\n\n", [Message(id: nil, data: [0x7A])], nil),
        ("retry in milliseconds", "retry: 500\ndata: a\n\n", [Message(id: nil, data: [0x61])], 500),
        (
            "retry that is not digits is ignored", "retry: 5s\nretry: -1\ndata: a\n\n",
            [Message(id: nil, data: [0x61])], nil
        ),
        (
            "id kept for later messages", "id: 7\ndata: a\n\ndata: b\n\n",
            [Message(id: "7", data: [0x61]), Message(id: "7", data: [0x62])], nil
        ),
        ("no data, no message", "id: 9\n\nevent: x\n\n", [], nil),
        (
            "one space after the colon dropped, not two", "data:  two\n\n",
            [Message(id: nil, data: Array(" two".utf8))], nil
        ),
        ("field without a colon", "data\n\n", [Message(id: nil, data: [])], nil),
        ("named event", "event: ping\ndata: p\n\n", [Message(id: nil, event: "ping", data: [0x70])], nil),
        ("unknown fields ignored", "foo: bar\ndata: q\n\n", [Message(id: nil, data: [0x71])], nil),
        ("byte-order mark before the first line", "\u{FEFF}data: m\n\n", [Message(id: nil, data: [0x6D])], nil),
        ("unfinished message not delivered", "data: a\n\ndata: b\n", [Message(id: nil, data: [0x61])], nil),
    ]

    @Test("every case, whole and split at every byte", arguments: cases.indices)
    func parses(_ index: Int) throws {
        let (name, stream, expected, retry) = Self.cases[index]
        let bytes = Array(stream.utf8)
        for cut in 0...bytes.count {
            var parser = LiveStreamParser(maximumSize: 1024)
            let messages = try parser.feed(bytes[..<cut]) + parser.feed(bytes[cut...])
            #expect(messages == expected, "\(name), split at \(cut)")
            #expect(parser.retry == retry, "\(name)")
        }
        var byByte = LiveStreamParser(maximumSize: 1024)
        #expect(try bytes.flatMap { try byByte.feed([$0]) } == expected, "\(name), byte by byte")
    }

    @Test func largerThanTheLimitIsRefusedWhileArriving() throws {
        var parser = LiveStreamParser(maximumSize: 100)
        _ = try parser.feed(Array("data: \(String(repeating: "a", count: 60))\n".utf8))
        #expect(throws: LiveStreamParser.TooLarge(limit: 100)) {
            // Never ends its line: refused as it grows, not when the message would end.
            _ = try parser.feed(Array("data: \(String(repeating: "b", count: 60))".utf8))
        }
        var exact = LiveStreamParser(maximumSize: 100)
        #expect(try exact.feed(Array("data: \(String(repeating: "c", count: 94))\n\n".utf8)).count == 1)
    }
}
