import Foundation
import Hummingbird
import Logging
import NIOCore
import TesseraCore
import TesseraDiff
import TesseraGallery
import TesseraStudioModel
import TesseraTokens

/// What the server sends: the stream's announcements of each revision, and responses of text,
/// JSON (``StudioPayload/encode(_:)``) and diagnostics.
extension StudioServer {
    /// Publishes the session's theme to `live` now and after every change of its draft, each
    /// revision encoded off the main actor.
    @MainActor
    static func publish(_ session: StudioSession, to live: StudioLive) {
        let send: @MainActor (StudioSession) -> Void = { session in
            let theme = session.theme
            let revision = session.revision
            Task.detached { try? live.publish(theme, revision: revision) }
        }
        session.onDraftChange = send
        send(session)
    }

    /// Sends the session's status to `events` now and at every new revision.
    @MainActor
    static func announce(_ session: StudioSession, to events: StudioLive) {
        let send: @MainActor (StudioSession) -> Void = { session in
            events.publish(data: StudioPayload.encode(session.status), revision: session.revision)
        }
        session.onRevisionChange = send
        send(session)
    }

    static func response(_ text: String, type: String, status: HTTPResponse.Status = .ok) -> Response {
        var headers: HTTPFields = [.contentType: type, .cacheControl: "no-store"]
        if let name = StudioHeader.contentTypeOptions { headers[name] = "nosniff" }
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(string: text)))
    }

    /// `payload` as JSON (``StudioPayload/encode(_:)``).
    static func json(_ payload: some Encodable, status: HTTPResponse.Status = .ok) -> Response {
        var headers: HTTPFields = [.contentType: "application/json", .cacheControl: "no-store"]
        if let name = StudioHeader.contentTypeOptions { headers[name] = "nosniff" }
        return Response(
            status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: StudioPayload.encode(payload))))
    }

    /// 422 with `{"diagnostics": [FILE:LINE:COL: …]}`.
    static func diagnostics(_ diagnostics: [Diagnostic]) -> Response {
        json(StudioPayload.Diagnostics(diagnostics), status: .unprocessableContent)
    }
}
