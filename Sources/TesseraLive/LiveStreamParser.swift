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
    mutating func feed(_ chunk: some Collection<UInt8>) throws(TooLarge) -> [Message] {
        let scanned =
            chunk.withContiguousStorageIfAvailable { bytes in
                Result { () throws(TooLarge) in try feed(bytes) }
            }
            ?? Result { () throws(TooLarge) in
                try Array(chunk).withUnsafeBufferPointer { bytes throws(TooLarge) in try feed(bytes) }
            }
        return try scanned.get()
    }

    /// Reads `bytes` a line at a time: each run of bytes up to a line end is copied at once.
    private mutating func feed(_ bytes: UnsafeBufferPointer<UInt8>) throws(TooLarge) -> [Message] {
        var messages: [Message] = []
        var start = 0
        if afterCR, let first = bytes.first {
            afterCR = false
            if first == 0x0A { start = 1 }
        }
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
            line.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<end]))
            if line.count + data.count > maximumSize { throw TooLarge(limit: maximumSize) }
            guard end < bytes.count else { break }
            start = end + 1
            if bytes[end] == 0x0D {
                if start < bytes.count {
                    if bytes[start] == 0x0A { start += 1 }
                } else {
                    afterCR = true
                }
            }
            if let message = endLine() { messages.append(message) }
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
            if !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let milliseconds = Int(text) {
                retry = milliseconds
            }
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
