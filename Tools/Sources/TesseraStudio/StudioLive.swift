import Foundation
import Hummingbird
import NIOCore
public import ServiceLifecycle
public import TesseraCore
import TesseraSync

/// The live theme stream of `tessera studio --live` (`GET /live`, Server-Sent Events): every
/// accepted edit, undo, redo and reload from disk is published as a revision — the merged,
/// self-contained theme (no `extends`) as one line of compact JSON, the event's data, and its
/// revision as its `id:` — and an app's `LiveThemeSource` applies it.
///
/// A new subscriber gets the current revision first; a subscriber that falls behind gets the
/// newest revision, never a backlog. A comment every 15 seconds keeps idle connections open.
/// Every stream ends when the server shuts down, so stopping the Studio never waits for apps.
///
/// The Studio's page follows the Studio through the same machinery: `StudioServer.events`
/// (`GET /api/events`) publishes the session's status at every new revision.
public final class StudioLive: Service, Sendable {
    private struct State {
        var latest: (revision: Int, event: ByteBuffer)?
        var subscribers: [Int: AsyncStream<ByteBuffer>.Continuation] = [:]
        var nextID = 0
        var closed = false
    }

    private let state = LockedValue(State())
    /// How often an idle stream gets a comment.
    let keepAlive: Duration

    public init(keepAlive: Duration = .seconds(15)) {
        self.keepAlive = keepAlive
    }

    /// Publishes `theme` as revision `revision`; an older revision than the last is ignored
    /// (revisions are encoded off the main actor and may finish out of order).
    public func publish(_ theme: CompiledTheme, revision: Int) throws {
        // The merged specification still names what it extended; the app gets it standalone.
        publish(data: try ThemeFile.standaloneData(for: theme.spec, compact: true), revision: revision)
    }

    /// Publishes `data`, as it is, as revision `revision`: the page stream's status, and the
    /// tests' hostile payloads.
    func publish(data: Data, revision: Int) {
        let event = Self.event(revision: revision, data: data)
        state.withLock { state in
            guard !state.closed, (state.latest?.revision ?? .min) < revision else { return }
            state.latest = (revision, event)
            for subscriber in state.subscribers.values { subscriber.yield(event) }
        }
    }

    /// The revision apps have now, if any.
    public var revision: Int? { state.withLock { $0.latest?.revision } }

    /// How many apps are connected.
    public var subscriberCount: Int { state.withLock { $0.subscribers.count } }

    /// One Server-Sent Events message: `id: REVISION`, `retry: 500` (reconnect after half a
    /// second), and each line of `data` as a `data:` line.
    static func event(revision: Int, data: Data) -> ByteBuffer {
        var buffer = ByteBuffer(string: "id: \(revision)\nretry: 500\n")
        for line in data.split(separator: 0x0A, omittingEmptySubsequences: false) {
            buffer.writeString("data: ")
            buffer.writeBytes(line.last == 0x0D ? line.dropLast() : line)
            buffer.writeString("\n")
        }
        buffer.writeString("\n")
        return buffer
    }

    /// The events of one subscriber: the current revision, then each new one, with comments
    /// while idle; ends when the subscriber goes or the server shuts down.
    func subscribe() -> AsyncStream<ByteBuffer> {
        let (stream, continuation) = AsyncStream.makeStream(of: ByteBuffer.self, bufferingPolicy: .bufferingNewest(2))
        let id: Int? = state.withLock { state in
            guard !state.closed else { return nil }
            let id = state.nextID
            state.nextID += 1
            state.subscribers[id] = continuation
            continuation.yield(ByteBuffer(string: ": Tessera Studio live theme\nretry: 500\n\n"))
            if let latest = state.latest { continuation.yield(latest.event) }
            return id
        }
        guard let id else {
            continuation.finish()
            return stream
        }
        let keepAlive = self.keepAlive
        let ticker = Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: keepAlive)
                continuation.yield(ByteBuffer(string: ": keep-alive\n\n"))
            }
        }
        continuation.onTermination = { [state] _ in
            ticker.cancel()
            state.withLock { _ = $0.subscribers.removeValue(forKey: id) }
        }
        return stream
    }

    /// The response of `GET /live`.
    func response() -> Response {
        let events = subscribe()
        var headers: HTTPFields = [.contentType: "text/event-stream", .cacheControl: "no-store"]
        if let name = StudioHeader.contentTypeOptions { headers[name] = "nosniff" }
        return Response(
            status: .ok, headers: headers,
            body: ResponseBody { [self] writer in
                // The server waits for open responses when it shuts down: end the streams first.
                try await withGracefulShutdownHandler {
                    for await event in events { try await writer.write(event) }
                } onGracefulShutdown: {
                    self.close()
                }
                try await writer.finish(nil)
            })
    }

    /// Ends every stream and accepts no more subscribers.
    public func close() {
        let subscribers = state.withLock { state in
            state.closed = true
            defer { state.subscribers = [:] }
            return Array(state.subscribers.values)
        }
        for subscriber in subscribers { subscriber.finish() }
    }

    /// Runs with the server: closes every stream when the server begins to shut down.
    public func run() async throws {
        try? await gracefulShutdown()
        close()
    }
}
