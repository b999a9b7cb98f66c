import Hummingbird
import TesseraCore
import TesseraSync

/// The Studio's rules for every request:
///
/// - `Host` must name this server (`127.0.0.1:PORT`, `localhost:PORT` on loopback; on a
///   wildcard host such as `0.0.0.0`, those and any of the machine's addresses), so a web
///   page cannot reach it through a DNS name of its own that resolves to this machine
///   (DNS rebinding);
/// - a write (`POST`) must carry the per-launch token in `X-Tessera-Token`, and its `Origin`,
///   when the browser sends one, must be this server;
/// - when reads need the token too (the server is reachable off loopback), every request must
///   present it — in `X-Tessera-Token` or the `tessera-token` cookie — except `GET /?token=…`,
///   which exchanges a right token for that cookie (`HttpOnly`, `SameSite=Strict`) and
///   redirects to `/`, the page without the token; on loopback, reads stay open;
/// - the live theme stream (`/live`) always needs a token, on loopback too, in its URL
///   (`?token=…`, what an app is given) or in `X-Tessera-Token`: the read-only device token
///   (or the write token): 401 without one, 403 with a wrong one. The device token opens the
///   stream and nothing else;
/// - request bodies larger than the limit (an upload's larger one) are refused with 413 before
///   they are read in full.
struct StudioSecurity<Context: RequestContext>: RouterMiddleware {
    let host: String
    /// Other names of this server when `host` is a wildcard (`0.0.0.0`): this machine's addresses.
    let aliases: [String]
    let port: LockedValue<Int>
    let token: String
    /// The read-only token of the live stream, valid there alone.
    let deviceToken: String
    /// Whether the page and every other request need the token, not only writes.
    let readsNeedToken: Bool
    let maximumBodySize: Int
    /// The larger limit of the paths that take an uploaded file (``StudioServer/uploadPaths``).
    let maximumUploadSize: Int

    /// The live theme stream, which always needs the token.
    static var livePath: String { "/live" }

    /// The cookie a right `?token=` is exchanged for.
    static var cookieName: String { "tessera-token" }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        let authorities = allowedAuthorities()
        guard let authority = request.head.authority, authorities.contains(authority.lowercased()) else {
            throw HTTPError(
                .misdirectedRequest,
                message: "This server answers only to \(authorities.sorted().joined(separator: " or ")).")
        }
        let isRead = request.method == .get || request.method == .head
        if request.uri.path == Self.livePath {
            let inURL = request.uri.queryParameters.get("token").map { String($0) }
            guard let given = presentedToken(request) ?? inURL else {
                throw HTTPError(
                    .unauthorized,
                    message:
                        "The live theme stream needs the Studio's token: use the URL `tessera studio --live` printed (ending in ?token=…)."
                )
            }
            guard Self.constantTimeEqual(given, deviceToken) || Self.constantTimeEqual(given, token) else {
                throw HTTPError(
                    .forbidden,
                    message:
                        "That is not this Studio's token; use the URL `tessera studio --live` printed at its last start."
                )
            }
        } else if readsNeedToken {
            if isRead, request.uri.path == "/", let given = request.uri.queryParameters.get("token") {
                return try exchange(given, request: request)
            }
            guard let given = presentedToken(request) ?? request.cookies[Self.cookieName]?.value,
                Self.constantTimeEqual(given, token)
            else {
                throw HTTPError(
                    .unauthorized,
                    message:
                        "Off loopback the Studio needs its token: open the URL `tessera studio` printed (ending in ?token=…)."
                )
            }
        }
        if !isRead {
            guard let given = presentedToken(request), Self.constantTimeEqual(given, token) else {
                throw HTTPError(
                    .forbidden,
                    message: "Writes need the Studio's token (X-Tessera-Token), which only its own page has.")
            }
            if let origin = request.headers[.origin],
                !authorities.contains(where: { origin.lowercased() == "http://\($0)" })
            {
                throw HTTPError(
                    .forbidden, message: "Writes are accepted only from the Studio's own page, not from \(origin).")
            }
            let limit = StudioServer.uploadPaths.contains(request.uri.path) ? maximumUploadSize : maximumBodySize
            if let length = request.headers[.contentLength].flatMap(Int.init), length > limit {
                throw HTTPError(.contentTooLarge, message: "Request bodies are limited to \(limit) bytes.")
            }
        }
        return try await next(request, context)
    }

    /// The page's URL with a token: a right one becomes the cookie and a redirect to the page
    /// without it (so it leaves the address bar); a wrong one is refused.
    private func exchange(_ given: String, request: Request) throws -> Response {
        guard Self.constantTimeEqual(given, token) else {
            throw HTTPError(
                .unauthorized, message: "That is not this Studio's token; open the URL `tessera studio` printed.")
        }
        var response = Response.redirect(to: "/", type: .normal)
        response.setCookie(Cookie(name: Self.cookieName, value: token, path: "/", httpOnly: true, sameSite: .strict))
        response.headers[.cacheControl] = "no-store"
        return response
    }

    /// The token in `X-Tessera-Token`, if the request has one.
    private func presentedToken(_ request: Request) -> String? {
        StudioHeader.token.flatMap { request.headers[$0] }
    }

    private func allowedAuthorities() -> Set<String> {
        let port = self.port.withLock { $0 }
        // A name without the port is the default port's name, which a rebinding site cannot
        // send either; loopback also answers to its other names.
        let bare = host.contains(":") ? "[\(host)]" : host
        var names: Set<String> = [bare, "\(bare):\(port)"]
        for alias in aliases {
            let name = alias.contains(":") ? "[\(alias)]" : alias
            names.formUnion([name, "\(name):\(port)"])
        }
        // Loopback, and a wildcard host (which listens on loopback too), answer to this
        // machine's own names: no rebinding site can send them.
        if StudioServer.isLoopback(host) || StudioDevice.isWildcard(host) {
            for name in ["localhost", "127.0.0.1", "[::1]"] { names.formUnion([name, "\(name):\(port)"]) }
        }
        return Set(names.map { $0.lowercased() })
    }

    private static func constantTimeEqual(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8)
        let y = Array(b.utf8)
        guard x.count == y.count else { return false }
        var difference: UInt8 = 0
        for index in x.indices { difference |= x[index] ^ y[index] }
        return difference == 0
    }
}
