public import Foundation
public import TesseraCore

/// A theme edited in Tessera Studio, shown live in a running app: connects to the stream
/// `tessera studio --live` serves and hands each good revision to a `ThemeManager`.
///
/// ```swift
/// .task { await LiveThemeSource.run(url, on: manager) }   // url: what `tessera studio --live` printed
/// ```
///
/// It exists in Debug builds only (the `DEBUG` condition of the app's build configuration) or
/// when the app enables the package trait `LiveTheme`; a Release build does not contain it.
///
/// Each payload is a theme document read by the same reader as a file (`ThemeLoader`), with
/// no base themes to extend: the Studio sends the merged theme. A payload that does not read
/// or compile, or is larger than 4 MiB, is refused (``Event/refused(revision:problems:)``)
/// and the last good theme stays. When the connection drops, it reconnects at least twice a
/// second, so a restarted Studio is followed within a second. Reading and compiling happen off
/// the main actor; the main actor only swaps the theme in.
public enum LiveThemeSource {
    /// What happened on the stream, for the app to show or log.
    public enum Event: Sendable {
        /// The stream is open (at `server`, the URL without its query).
        case connected(server: String)
        /// Revision `revision` is the theme now.
        case applied(revision: Int?, theme: CompiledTheme)
        /// A payload was refused, with why; the last good theme stays.
        case refused(revision: Int?, problems: [Diagnostic])
        /// The stream could not be opened or ended; it is reopened shortly.
        case disconnected(reason: String)
    }

    /// The largest payload accepted, in bytes: 4 MiB.
    static let maximumPayloadSize = 4 * 1024 * 1024
    /// The longest wait before reconnecting, in milliseconds, whatever the server asks for.
    static let longestRetry = 500
    /// How long an open stream may stay silent before it is reopened (the Studio sends a
    /// comment every 15 seconds).
    static let idleTimeout: TimeInterval = 45

    /// Follows the stream at `url` until the calling task is cancelled: each good revision
    /// becomes `manager`'s theme, in place of the selected preset's (not saved into its
    /// customisation), and when following ends the manager draws with its own theme again.
    /// `report` is told every ``Event`` on the main actor.
    @MainActor
    public static func run(
        _ url: URL, on manager: ThemeManager, report: @escaping @MainActor (Event) -> Void = { _ in }
    ) async {
        defer { manager.liveTheme = nil }
        for await event in events(url) {
            if case .applied(_, let theme) = event { manager.liveTheme = theme }
            report(event)
        }
    }

    /// The events of following `url`, read and compiled off the main actor, until the stream
    /// is no longer iterated (or `maximumPayloadSize` is set lower, for tests).
    @_spi(TesseraTools) public static func events(_ url: URL, maximumPayloadSize: Int = 4 * 1024 * 1024) -> AsyncStream<
        Event
    > {
        let (stream, continuation) = AsyncStream.makeStream(of: Event.self, bufferingPolicy: .bufferingNewest(64))
        let task = Task.detached {
            await follow(url, maximumPayloadSize: maximumPayloadSize) { continuation.yield($0) }
            continuation.finish()
        }
        continuation.onTermination = { _ in task.cancel() }
        return stream
    }

    /// Connects, reads and reconnects until cancelled.
    static func follow(_ url: URL, maximumPayloadSize: Int, report: @Sendable (Event) -> Void) async {
        let server = shown(url)
        var backoff = 100
        var lastReason: String?
        while !Task.isCancelled {
            var parser = LiveStreamParser(maximumSize: maximumPayloadSize)
            var reason = "the Studio closed the stream"
            do {
                for try await part in LiveConnection.open(url, idleTimeout: idleTimeout) {
                    switch part {
                    case .response(let status, let type):
                        guard status == 200 else { throw Refusal(reason: refusal(status: status)) }
                        guard type.lowercased().hasPrefix("text/event-stream") else {
                            throw Refusal(
                                reason:
                                    "\(server) is not a live theme stream (it sent \(type.isEmpty ? "no content type" : type))"
                            )
                        }
                        backoff = 100
                        lastReason = nil
                        report(.connected(server: server))
                    case .bytes(let data):
                        for message in try parser.feed(data) where message.event == "message" {
                            report(read(message))
                        }
                    }
                }
            } catch let tooLarge as LiveStreamParser.TooLarge {
                report(
                    .refused(
                        revision: nil,
                        problems: [
                            .error(
                                .valueOutOfRange,
                                "a payload larger than \(tooLarge.limit) bytes was refused; the last good theme stays")
                        ]))
                reason = "the payload was too large"
            } catch let refusal as Refusal {
                reason = refusal.reason
            } catch {
                reason = "\(server) cannot be reached (\(error.localizedDescription))"
            }
            if Task.isCancelled { return }
            if reason != lastReason { report(.disconnected(reason: reason)) }
            lastReason = reason
            let wait = min(parser.retry ?? backoff, longestRetry)
            backoff = min(backoff * 2, longestRetry)
            try? await Task.sleep(nanoseconds: UInt64(max(wait, 10)) * 1_000_000)
        }
    }

    /// One message as a theme: applied when it reads and compiles with no base to extend.
    static func read(_ message: LiveStreamParser.Message) -> Event {
        let revision = message.id.flatMap { Int($0) }
        let file = "live revision \(message.id ?? "?")"
        let document = ThemeLoader(catalog: PresetCatalog(sources: [])).load(Data(message.data), file: file)
        guard let theme = document.theme else {
            let problems =
                document.errors.isEmpty
                ? [Diagnostic(.error, .invalidValue, "the payload is not a theme", file: file)] : document.errors
            return .refused(revision: revision, problems: problems)
        }
        return .applied(revision: revision, theme: theme)
    }

    static func refusal(status: Int) -> String {
        switch status {
        case 401, 403:
            "the Studio refused the token (HTTP \(status)): use the URL `tessera studio --live` printed at its last start"
        case 404: "the Studio has no live stream (HTTP 404): start it with `tessera studio --live`"
        default: "the Studio answered HTTP \(status)"
        }
    }

    /// `url` without its query, so the token is never shown.
    static func shown(_ url: URL) -> String {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return "the Studio" }
        components.query = nil
        return components.string ?? "the Studio"
    }

    private struct Refusal: Error {
        var reason: String
    }
}
