import Foundation
public import Hummingbird
import Logging
import NIOCore
import TesseraCore
import TesseraDiff
import TesseraGallery
public import TesseraStudioModel
import TesseraSync
import TesseraTokens

/// Tessera Studio's HTTP server: the gallery page and a small JSON API over one open theme file.
///
/// Every write (`POST`) needs the per-launch token the page was given and a same-origin
/// `Origin`. On loopback, reads are open to the page; off loopback (`readsNeedToken`), the page
/// and every other request need the token too — the URL printed carries it (`/?token=…`), and
/// the page exchanges it for a cookie (see `StudioSecurity`). Every request must name this
/// server in `Host` (so another site cannot reach it through DNS rebinding), bodies are bounded,
/// and the only file read or written is the theme file (and its backup) — export paths are
/// names of generated files, never paths on disk.
public struct StudioServer: Sendable {
    public var session: StudioSession
    public var host: String
    public var port: Int
    /// The secret every write carries (`X-Tessera-Token`).
    public var token: String
    /// The read-only secret a device or app is given for the live stream (`/live?token=…`, the
    /// QR code of Connect a device): valid for the stream alone — never for the page, a read of
    /// the API, an edit or a save. Distinct from `token`, so a photographed code cannot edit.
    public var deviceToken: String
    /// The largest request body accepted, in bytes.
    public var maximumBodySize = 64 * 1024
    /// The largest upload accepted (an imported file, JSON-encoded in the request), in bytes:
    /// room for the largest body Figma accepts (`FigmaLimits.maximumBytes`) once escaped.
    public var maximumUploadSize = 8 * 1024 * 1024
    /// The paths that take an uploaded file, within `maximumUploadSize`.
    static let uploadPaths: Set<String> = ["/api/import/figma", "/api/source"]
    /// Whether to serve as a server other machines can reach: `nil` (the default) decides by
    /// `host` — exposed unless it is loopback. Tests set it to serve as if bound off loopback.
    public var exposed: Bool?
    /// This machine's addresses, for a wildcard `host` (`0.0.0.0`, `::`): the device URLs name
    /// them, and requests may name them in `Host`. Read from the interfaces unless set (tests).
    public var networkAddresses: [String]?
    /// The live theme stream (`GET /live`, `tessera studio --live`), or `nil` for none.
    public var live: StudioLive?
    /// The page's stream (`GET /api/events`, Server-Sent Events, the live stream's machinery):
    /// the status (`{"revision", …}`) at every new revision, so an open page reads the page
    /// again only when something changed and sends no request while nothing does.
    public let events = StudioLive()
    /// The folder of brands open (`tessera studio FOLDER`, ``StudioBrands``): the page switches
    /// between its files and compares with its base and siblings. Nil for one file.
    public var brands: StudioBrands?

    public init(
        session: StudioSession, host: String = "127.0.0.1", port: Int = 8787, token: String = StudioServer.newToken(),
        deviceToken: String = StudioServer.newToken()
    ) {
        self.session = session
        self.host = host
        self.port = port
        self.token = token
        self.deviceToken = deviceToken
    }

    /// 32 random bytes as hex.
    public static func newToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<32).map { _ in String(format: "%02x", UInt8.random(in: 0...255, using: &generator)) }.joined()
    }

    /// Whether the page and every read need the token, as writes always do: when `exposed`,
    /// or `host` is off loopback.
    public var readsNeedToken: Bool { exposed ?? !Self.isLoopback(host) }

    /// The page's URL when listening on `port`: with the token (`?token=…`) when reads need it.
    public func pageURL(port: Int) -> String {
        // On every address, the page is opened from this machine: its loopback address.
        let shown = StudioDevice.isWildcard(host) ? "127.0.0.1" : host.contains(":") ? "[\(host)]" : host
        return "http://\(shown):\(port)/" + (readsNeedToken ? "?token=\(token)" : "")
    }

    /// The URLs a device is given to connect to the live stream when listening on `port`
    /// (`StudioDevice`): none unless reads need the token (off loopback).
    public func deviceURLs(port: Int) -> [String] {
        guard readsNeedToken else { return [] }
        return StudioDevice.urls(host: host, port: port, token: deviceToken, addresses: addresses)
    }

    /// The addresses a wildcard `host` stands for; none for any other host.
    var addresses: [String] {
        guard StudioDevice.isWildcard(host) else { return [] }
        return networkAddresses ?? NetworkAddresses.current(includingIPv6: host != "0.0.0.0")
    }

    /// The URL an app follows the theme at when listening on `port` (`LiveThemeSource`): the
    /// live stream, with the read-only `deviceToken` it always needs — for a wildcard host, at
    /// this machine's best address.
    public func liveURL(port: Int) -> String {
        let reachable = StudioDevice.isWildcard(host) ? addresses.first ?? "127.0.0.1" : host
        return StudioDevice.url(host: reachable, port: port, token: deviceToken)
    }

    /// What `tessera studio` prints when listening on `host`, off loopback.
    public static func exposureWarning(host: String) -> String {
        """
        warning: listening on \(host), which other machines can reach: the page and every read of \
        the theme need the Studio's token, so open the URL printed below (ending in ?token=…); \
        the page exchanges it for a cookie (HttpOnly, SameSite=Strict). Anyone with that URL can \
        read and edit the theme.
        """
    }

    /// Whether `host` is this machine only.
    public static func isLoopback(_ host: String) -> Bool {
        ["127.0.0.1", "::1", "localhost"].contains(host) || host.hasPrefix("127.")
    }

    /// The application: the router with its security middleware, listening on `host:port`.
    /// `onRunning` receives the URL once the server listens (with the real port when `port` is 0).
    public func application(onRunning: @escaping @Sendable (String) async -> Void = { _ in })
        -> some ApplicationProtocol
    {
        // The port the server listens on, known once it runs (port 0 picks a free one).
        let listening = LockedValue(port)
        return Application(
            router: router(listening: listening),
            configuration: .init(address: .hostname(host, port: port), serverName: nil),
            services: [events] + (live.map { [$0] } ?? []),
            onServerRunning: { [self] channel in
                let actual = channel.localAddress?.port ?? port
                listening.withLock { $0 = actual }
                if let live { await Self.publish(session, to: live) }
                await Self.announce(session, to: events)
                // The page's first request (the default context) is answered from what is
                // computed here, before the URL is announced.
                _ = await session.pageText(for: ThemeContext())
                await onRunning(pageURL(port: actual))
            },
            logger: Logger(label: "tessera-studio", factory: { _ in SwiftLogNoOpLogHandler() }))
    }
}
