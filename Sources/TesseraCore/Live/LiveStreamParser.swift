#if DEBUG || LiveTheme
/// Reads a Server-Sent Events stream (the `text/event-stream` format of the HTML standard) as
/// it arrives, in chunks split anywhere, into messages: `data:` lines joined with newlines,
/// the last `id:`, the `event:` name, and `retry:` (the server's reconnection delay).
///
/// Lines end with LF, CR or CRLF (also when CR and LF arrive in different chunks); a line
/// starting with `:` is a comment; a field without a colon has an empty value; one space after
/// the colon is dropped; a blank line ends a message, and a message without data is not
/// delivered. A message larger than `maximumSize` bytes (its data and the line being read) is
/// refused with ``TooLarge`` as soon as it grows past the limit, so nothing is buffered
/// without bound.
struct LiveStreamParser: Sendable {
    /// One message of the stream.
    struct Message: Sendable, Equatable {
        var id: String?
        var event = "message"
        var data: [UInt8]
    }

    /// A message grew past the limit.
    struct TooLarge: Error, Equatable {
        var limit: Int
    }

    let maximumSize: Int
    /// The reconnection delay the server last asked for, in milliseconds.
    private(set) var retry: Int?
    /// The id of the last message (kept across messages, as the standard says).
    private(set) var lastID: String?
    private var line: [UInt8] = []
    private var data: [UInt8] = []
    private var hasData = false
    private var event = ""
    private var afterCR = false
    private var atStart = true

    init(maximumSize: Int) {
        self.maximumSize = maximumSize
    }

    /// The messages `chunk` completes, in order.
    mutating func feed(_ chunk: some Sequence<UInt8>) throws(TooLarge) -> [Message] {
        var messages: [Message] = []
        for byte in chunk {
            if afterCR {
                afterCR = false
                if byte == 0x0A { continue }
            }
            switch byte {
            case 0x0A, 0x0D:
                afterCR = byte == 0x0D
                if let message = endLine() { messages.append(message) }
            default:
                line.append(byte)
                if line.count + data.count > maximumSize { throw TooLarge(limit: maximumSize) }
            }
        }
        return messages
    }

    /// Handles the line just read; returns the message a blank line completes.
    private mutating func endLine() -> Message? {
        defer { line.removeAll(keepingCapacity: true) }
        if atStart {
            atStart = false
            // A byte-order mark before the first line is not part of it.
            if line.starts(with: [0xEF, 0xBB, 0xBF]) { line.removeFirst(3) }
        }
        guard !line.isEmpty else { return dispatch() }
        guard line[0] != UInt8(ascii: ":") else { return nil }
        let colon = line.firstIndex(of: UInt8(ascii: ":"))
        let name = String(decoding: line[..<(colon ?? line.endIndex)], as: UTF8.self)
        var value = colon.map { line[($0 + 1)...] } ?? []
        if value.first == UInt8(ascii: " ") { value = value.dropFirst() }
        switch name {
        case "data":
            if hasData { data.append(0x0A) }
            data.append(contentsOf: value)
            hasData = true
        case "id":
            // An id with a NUL is ignored, as the standard says.
            if !value.contains(0) { lastID = String(decoding: value, as: UTF8.self) }
        case "event":
            event = String(decoding: value, as: UTF8.self)
        case "retry":
            let text = String(decoding: value, as: UTF8.self)
            if !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let milliseconds = Int(text) { retry = milliseconds }
        default:
            break
        }
        return nil
    }

    private mutating func dispatch() -> Message? {
        defer {
            data.removeAll(keepingCapacity: true)
            hasData = false
            event = ""
        }
        guard hasData else { return nil }
        return Message(id: lastID, event: event.isEmpty ? "message" : event, data: data)
    }
}
#endif
