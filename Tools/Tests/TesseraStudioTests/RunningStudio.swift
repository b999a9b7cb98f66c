import Foundation
import Hummingbird
@_spi(TesseraTools) import TesseraCore
import TesseraGallery
import TesseraLive
import TesseraStudioModel
import TesseraTestSupport

@testable import TesseraStudio

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A Studio listening on a real socket for the length of a test, with its live stream on.
struct RunningStudio: Sendable {
    let port: Int
    let live: StudioLive
    let token: String

    /// The stream's URL with `token` (none when `nil`).
    func live(token: String?) -> URL {
        // Only the test's own fixed strings reach here, so the URL always parses.
        URL(string: "http://127.0.0.1:\(port)/live" + (token.map { "?token=\($0)" } ?? "")) ?? URL(fileURLWithPath: "/")
    }

    /// Posts an edit as the page does; returns the revision the Studio's answer gives.
    func edit(_ path: [String], to value: String) async throws -> Int {
        var request = URLRequest(url: URL(string: "http://127.0.0.1:\(port)/api/edit") ?? URL(fileURLWithPath: "/"))
        request.httpMethod = "POST"
        request.setValue(token, forHTTPHeaderField: "X-Tessera-Token")
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        let pathJSON = path.map { "\"\($0)\"" }.joined(separator: ", ")
        request.httpBody = Data(#"{"path": [\#(pathJSON)], "value": "\#(value)"}"#.utf8)
        let (data, response) = try await URLSession.shared.data(for: request)
        guard (response as? HTTPURLResponse)?.statusCode == 200,
            let revision = try JSONNode(parsing: data)["revision"]?.numberValue
        else {
            throw LiveTestError("the edit was refused: \(String(decoding: data, as: UTF8.self))")
        }
        return Int(revision)
    }

    /// Runs `server` (with a live stream) on a real socket around `body`, then stops it.
    static func around(_ server: StudioServer, _ body: (RunningStudio) async throws -> Void) async throws {
        var server = server
        let live = StudioLive()
        server.live = live
        let (addresses, announce) = AsyncStream.makeStream(of: String.self)
        let application = server.application { announce.yield($0) }
        let task = Task {
            defer { announce.finish() }
            try await application.runService(gracefulShutdownSignals: [])
        }
        var first = addresses.makeAsyncIterator()
        guard let address = await first.next(), let port = URLComponents(string: address)?.port else {
            _ = await task.result
            throw LiveTestError("the Studio did not start on port \(server.port)")
        }
        do {
            try await body(RunningStudio(port: port, live: live, token: server.token))
        } catch {
            task.cancel()
            _ = await task.result
            throw error
        }
        task.cancel()
        _ = await task.result
    }
}

/// An app following the live stream with a `ThemeManager`, recording every event and when.
@MainActor
final class LiveFollower {
    let manager = ThemeManager()
    private(set) var events: [(event: LiveThemeSource.Event, time: ContinuousClock.Instant)] = []
    private var task: Task<Void, Never>?
    /// The waiter to wake at the next event (or at its deadline).
    private var wake: CheckedContinuation<Void, Never>?

    init(_ url: URL) {
        task = Task { [manager] in
            await LiveThemeSource.run(url, on: manager) { [weak self] event in self?.record(event) }
        }
    }

    private func record(_ event: LiveThemeSource.Event) {
        events.append((event, .now))
        resumeWaiter()
    }

    private func resumeWaiter() {
        wake?.resume()
        wake = nil
    }

    func stop() { task?.cancel() }

    var appliedCount: Int { events.filter { if case .applied = $0.event { true } else { false } }.count }

    /// Waits (up to `timeout`) for an applied revision of at least `revision`; returns when it
    /// was applied.
    func applied(atLeast revision: Int, timeout: Duration = .seconds(10)) async throws -> ContinuousClock.Instant {
        try await wait(timeout, "revision \(revision) applied") {
            $0.lazy.compactMap {
                if case .applied(let applied?, _) = $0.event, applied >= revision { $0.time } else { nil }
            }.first
        }
    }

    /// Waits for revision `revision` to be applied (true) or refused (false) among the events
    /// after the first `since`; a payload over the limit is refused with no revision.
    func outcome(revision: Int, since: Int, timeout: Duration = .seconds(60)) async throws -> Bool {
        try await wait(timeout, "revision \(revision) applied or refused") { events in
            events.dropFirst(since).lazy.compactMap {
                switch $0.event {
                case .applied(revision?, _): true
                case .refused(let refused, _) where refused == revision || refused == nil: false
                default: nil
                }
            }.first
        }
    }

    /// Waits for a theme named other than `name` to be applied; returns its name.
    func nextName(differentFrom name: String, timeout: Duration = .seconds(5)) async throws -> String {
        try await wait(timeout, "a theme other than \(name)") {
            $0.lazy.compactMap {
                if case .applied(_, let theme) = $0.event, theme.name != name { theme.name } else { nil }
            }.first
        }
    }

    /// Waits for an event whose description contains `text` (`HTTP 403`, `disconnected`).
    func event(containing text: String, timeout: Duration = .seconds(10)) async throws {
        _ = try await wait(timeout, "an event with \(text)") {
            $0.first { "\($0.event)".contains(text) }.map { _ in true }
        }
    }

    /// Looks at the events again at each new one, until `found` finds what it looks for or
    /// `timeout` passes: no polling, the events wake the waiter (and the deadline, once).
    private func wait<T>(
        _ timeout: Duration, _ what: String,
        _ found: ([(event: LiveThemeSource.Event, time: ContinuousClock.Instant)]) -> T?
    ) async throws -> T {
        let deadline = ContinuousClock.now + timeout
        let timer = Task { @MainActor [weak self] in
            try? await Task.sleep(until: deadline)
            self?.resumeWaiter()
        }
        defer { timer.cancel() }
        while true {
            if let value = found(events) { return value }
            guard ContinuousClock.now < deadline else { break }
            await withCheckedContinuation { wake = $0 }
        }
        throw LiveTestError("timed out waiting for \(what); events: \(events.map { "\($0.event)" }.suffix(5))")
    }
}

struct LiveTestError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
