import Foundation
import Testing

@testable import TesseraMCP

/// Standard input split into messages, with over-long lines dropped as they arrive.
struct LineSplitterTests {
    func feed(_ splitter: LineSplitter, _ text: String) -> [LineSplitter.Event] {
        splitter.feed(ArraySlice(Array(text.utf8)))
    }

    @Test("Lines become messages, across reads; empty lines are skipped")
    func lines() {
        let splitter = LineSplitter(limit: 100)
        #expect(feed(splitter, "{\"id\":1}\n\n{\"id\"") == [.message(Data("{\"id\":1}".utf8))])
        #expect(feed(splitter, ":2}\n") == [.message(Data("{\"id\":2}".utf8))])
    }

    @Test("A line over the limit is refused with its id, found at its start or its end, and the next line is read")
    func tooLong() {
        let splitter = LineSplitter(limit: 64)
        let padding = String(repeating: "x", count: 2000)
        let events =
            feed(splitter, "{\"jsonrpc\":\"2.0\",\"id\":7,\"params\":\"\(padding)")
            + feed(splitter, "\"}\n{\"id\":8}\n")
        #expect(events == [.tooLong(id: "7", length: 2036), .message(Data("{\"id\":8}".utf8))])
        let atEnd = feed(
            splitter, "{\"method\":\"tools/call\",\"params\":\"\(padding)\",\"jsonrpc\":\"2.0\",\"id\":\"a-9\"}\n")
        #expect(atEnd.count == 1)
        if case .tooLong(let id, _) = atEnd.first {
            #expect(id == "\"a-9\"")
        } else {
            Issue.record("expected tooLong, got \(atEnd)")
        }
        let noID = feed(splitter, "[\(padding)]\n")
        if case .tooLong(let id, _) = noID.first {
            #expect(id == nil)
        } else {
            Issue.record("expected tooLong, got \(noID)")
        }
    }

    @Test("An over-long line is not kept: memory stays at the limit however long it runs")
    func bounded() {
        let splitter = LineSplitter(limit: 1000)
        let chunk = String(repeating: "y", count: 65_536)
        for _ in 0..<200 { #expect(feed(splitter, chunk).isEmpty) }
        let events = feed(splitter, "\n")
        #expect(events == [.tooLong(id: nil, length: 200 * 65_536)])
    }

    @Test("A message nested deeper than the limit is refused before it is decoded; brackets in strings do not count")
    func tooDeep() {
        let splitter = LineSplitter(limit: 1 << 20, depth: 8)
        let deep = "{\"id\":3,\"params\":" + String(repeating: "[", count: 9) + String(repeating: "]", count: 9) + "}\n"
        #expect(feed(splitter, deep) == [.tooDeep(id: "3")])
        let shallow = "{\"id\":4,\"params\":{\"source\":\"" + String(repeating: "[{", count: 50) + "\\\"]\"}}\n"
        #expect(feed(splitter, shallow).count == 1)
        #expect(feed(splitter, shallow).first.map { if case .message = $0 { true } else { false } } ?? false)
    }
}
