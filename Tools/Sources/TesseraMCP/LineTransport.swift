public import Foundation
public import Logging
public import MCP
import TesseraCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The stdio transport of `tessera mcp`: one JSON-RPC message a line on standard input and
/// output, as the protocol's stdio transport defines, with a limit on a message's length.
///
/// A line longer than ``ServerLimits/messageBytes`` is discarded as it arrives — never held in
/// memory — and answered with a JSON-RPC error (-32600) for the request's id when the id is
/// found near the start or end of the line, else for id null. So is a message whose arrays and
/// objects nest deeper than ``ServerLimits/messageDepth`` (the protocol's messages nest a few
/// levels; a theme travels as a string), before any JSON decoder recurses into it. Reading
/// blocks a thread of its own; nothing polls.
public actor LineTransport: Transport {
    public nonisolated let logger: Logger
    private let input: Int32
    private let output: Int32
    private let limit: Int
    private let messages: AsyncThrowingStream<Data, any Swift.Error>
    private let continuation: AsyncThrowingStream<Data, any Swift.Error>.Continuation
    private var reader: Thread?

    private let depth: Int

    /// A transport reading `input` and writing `output` (standard input and output by default),
    /// refusing messages beyond `limits`.
    public init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, limits: ServerLimits, logger: Logger? = nil)
    {
        self.input = input
        self.output = output
        limit = limits.messageBytes
        depth = limits.messageDepth
        self.logger = logger ?? Logger(label: "tessera.mcp.transport", factory: { _ in SwiftLogNoOpLogHandler() })
        let (stream, continuation) = AsyncThrowingStream<Data, any Swift.Error>.makeStream()
        messages = stream
        self.continuation = continuation
    }

    /// Starts reading on a thread of its own; messages arrive through ``receive()``.
    public func connect() async throws {
        guard reader == nil else { return }
        let (input, continuation, limit, depth) = (self.input, self.continuation, self.limit, self.depth)
        let transport = self
        let thread = Thread {
            let splitter = LineSplitter(limit: limit, depth: depth)
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                if count <= 0 { break }
                for event in splitter.feed(buffer[..<count]) {
                    switch event {
                    case .message(let line): continuation.yield(line)
                    case .tooLong(let id, let length):
                        let message =
                            "message of \(length) bytes refused; the limit is \(limit) bytes (send a file path rather than its text)"
                        Task { try? await transport.refuse(id: id, message: message) }
                    case .tooDeep(let id):
                        let message = "message nested deeper than \(depth) arrays and objects refused"
                        Task { try? await transport.refuse(id: id, message: message) }
                    }
                }
            }
            continuation.finish()
        }
        thread.stackSize = 1 << 20
        reader = thread
        thread.start()
    }

    /// Ends the stream of messages.
    public func disconnect() async {
        continuation.finish()
    }

    /// Writes one message and its newline, all of it, retrying interrupted writes.
    public func send(_ data: Data) async throws {
        var bytes = [UInt8](data)
        bytes.append(UInt8(ascii: "\n"))
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(output, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw MCPError.transportError(POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO))
            }
            offset += written
        }
    }

    /// The messages read, one a line, until standard input ends.
    public func receive() -> AsyncThrowingStream<Data, any Swift.Error> { messages }

    /// Answers a message that was not read.
    func refuse(id: String?, message: String) async throws {
        let error = JSONNode.string(message).text(pretty: false)
        try await send(
            Data("{\"jsonrpc\":\"2.0\",\"id\":\(id ?? "null"),\"error\":{\"code\":-32600,\"message\":\(error)}}".utf8))
    }
}

/// Splits standard input into lines, keeping at most `limit` bytes of any one line.
final class LineSplitter {
    enum Event: Equatable {
        case message(Data)
        /// A line over the limit: the request's id as JSON text when found, and the bytes read.
        case tooLong(id: String?, length: Int)
        /// A line nested deeper than the depth limit, with the request's id when found.
        case tooDeep(id: String?)
    }

    let limit: Int
    let depth: Int
    private var pending: [UInt8] = []
    /// Within a line over the limit: its first bytes, its last bytes and its length so far.
    private var skipping: (head: [UInt8], tail: [UInt8], length: Int)?
    private static let window = 512

    init(limit: Int, depth: Int = 64) {
        self.limit = limit
        self.depth = depth
    }

    func feed(_ bytes: ArraySlice<UInt8>) -> [Event] {
        var events: [Event] = []
        var start = bytes.startIndex
        while start < bytes.endIndex {
            let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n"))
            let chunk = bytes[start..<(newline ?? bytes.endIndex)]
            if var skip = skipping {
                skip.length += chunk.count
                skip.tail = Array((skip.tail + chunk).suffix(Self.window))
                skipping = skip
            } else if pending.count + chunk.count > limit {
                let line = pending + chunk
                skipping = (Array(line.prefix(Self.window)), Array(line.suffix(Self.window)), line.count)
                pending = []
            } else {
                pending += chunk
            }
            guard let newline else { break }
            if let skip = skipping {
                events.append(
                    .tooLong(
                        id: Self.id(in: skip.head, last: false) ?? Self.id(in: skip.tail, last: true),
                        length: skip.length))
                skipping = nil
            } else if !pending.isEmpty {
                if Self.nesting(of: pending, exceeds: depth) {
                    events.append(
                        .tooDeep(
                            id: Self.id(in: Array(pending.prefix(Self.window)), last: false)
                                ?? Self.id(in: Array(pending.suffix(Self.window)), last: true)))
                } else {
                    events.append(.message(Data(pending)))
                }
                pending = []
            }
            start = bytes.index(after: newline)
        }
        return events
    }

    /// Whether arrays and objects in `bytes` (JSON text) nest deeper than `limit`; brackets
    /// inside strings do not count.
    static func nesting(of bytes: [UInt8], exceeds limit: Int) -> Bool {
        var level = 0
        var inString = false
        var escaped = false
        for byte in bytes {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                level += 1
                if level > limit { return true }
            case UInt8(ascii: "]"), UInt8(ascii: "}"): level -= 1
            default: break
            }
        }
        return false
    }

    /// The value of the first (or `last`) `"id"` member in `bytes`, written as a number or a
    /// plain string.
    static func id(in bytes: [UInt8], last: Bool) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let key = text.range(of: "\"id\"", options: last ? .backwards : []) else { return nil }
        var rest = text[key.upperBound...].drop { $0 == " " }
        guard rest.first == ":" else { return nil }
        rest = rest.dropFirst().drop { $0 == " " }
        if rest.first == "\"" {
            let body = rest.dropFirst().prefix { $0 != "\"" && $0 != "\\" }
            return rest.dropFirst().dropFirst(body.count).first == "\"" ? "\"\(body)\"" : nil
        }
        let number = rest.prefix { $0.isNumber || $0 == "-" }
        return number.isEmpty ? nil : String(number)
    }
}
