import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One HTTP request to a live theme stream, its response and body delivered as they arrive
/// (a URLSession data task with a delegate: incremental on Apple platforms and on Linux).
///
/// The chunks wait in a bounded buffer for the reader; a reader that falls that far behind
/// ends the connection (`bufferingOldest`, the task cancelled), so a flood is never held in
/// memory. Cancelling the reading task cancels the request.
final class LiveConnection: NSObject, URLSessionDataDelegate, Sendable {
    /// What the connection delivers.
    enum Part: Sendable {
        /// The response's status code and content type.
        case response(status: Int, contentType: String)
        /// Body bytes, in the order received.
        case bytes(Data)
    }

    /// How many chunks may wait for the reader before the connection is dropped.
    static let bufferedChunks = 256

    private let continuation: AsyncThrowingStream<Part, any Error>.Continuation

    private init(continuation: AsyncThrowingStream<Part, any Error>.Continuation) {
        self.continuation = continuation
    }

    /// Starts a `GET` of `url` asking for an event stream; the parts arrive in the stream,
    /// which ends when the server closes it, fails when the connection does.
    static func open(_ url: URL, idleTimeout: TimeInterval) -> AsyncThrowingStream<Part, any Error> {
        let (stream, continuation) = AsyncThrowingStream.makeStream(
            of: Part.self, bufferingPolicy: .bufferingOldest(bufferedChunks))
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = idleTimeout
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        let session = URLSession(
            configuration: configuration, delegate: LiveConnection(continuation: continuation), delegateQueue: nil)
        var request = URLRequest(url: url)
        request.setValue("text/event-stream", forHTTPHeaderField: "Accept")
        let task = session.dataTask(with: request)
        // The session holds its delegate until invalidated: invalidating here frees both.
        continuation.onTermination = { _ in
            task.cancel()
            session.invalidateAndCancel()
        }
        task.resume()
        return stream
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        let http = response as? HTTPURLResponse
        let type = http?.value(forHTTPHeaderField: "Content-Type") ?? ""
        continuation.yield(.response(status: http?.statusCode ?? 0, contentType: type))
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        if case .dropped = continuation.yield(.bytes(data)) {
            continuation.finish(throwing: URLError(.dataLengthExceedsMaximum))
            dataTask.cancel()
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        if let error { continuation.finish(throwing: error) } else { continuation.finish() }
        session.finishTasksAndInvalidate()
    }
}
