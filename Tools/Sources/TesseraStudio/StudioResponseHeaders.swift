import HTTPTypes
import Hummingbird

/// The headers every Studio response carries — pages, scripts, JSON, downloads, the live stream,
/// redirects and refusals alike — so no other site can frame the Studio or run script in it:
///
/// - `Content-Security-Policy`: scripts, styles and connections from the Studio itself only, no
///   inline script, no plug-ins, no `<base>`, no form posts, and `frame-ancestors 'none'` (no
///   page may frame the Studio, so it cannot be clickjacked behind a decoy);
/// - `X-Frame-Options: DENY`, the same for browsers that predate `frame-ancestors`;
/// - `Referrer-Policy: no-referrer`, so a URL with a token never leaves in a `Referer`;
/// - `X-Content-Type-Options: nosniff`.
///
/// It is the outermost middleware: an error thrown inside (a refusal by ``StudioSecurity``, a
/// missing route) becomes its response here, with the same headers.
struct StudioResponseHeaders<Context: RequestContext>: RouterMiddleware {
    /// The page's policy: only its own script and stylesheet (served from `/studio.js` and
    /// `/studio.css`), `data:` for the empty icon, and `fetch` to this server.
    static var contentSecurityPolicy: String {
        [
            "default-src 'none'", "script-src 'self'", "style-src 'self'", "img-src 'self' data:", "connect-src 'self'",
            "base-uri 'none'", "form-action 'none'", "object-src 'none'", "frame-ancestors 'none'",
        ].joined(separator: "; ")
    }

    /// Each header and its value, as every response carries them.
    static var fields: [(HTTPField.Name?, String)] {
        [
            (StudioHeader.contentSecurityPolicy, contentSecurityPolicy), (StudioHeader.frameOptions, "DENY"),
            (StudioHeader.referrerPolicy, "no-referrer"), (StudioHeader.contentTypeOptions, "nosniff"),
        ]
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        var response: Response
        do {
            response = try await next(request, context)
        } catch let error as any HTTPResponseError {
            response = try error.response(from: request, context: context)
        } catch {
            // Any other failure is answered here too, so that its response carries the headers.
            response = try HTTPError(.internalServerError, message: "The Studio could not answer: \(error)").response(
                from: request, context: context)
        }
        for case (let name?, let value) in Self.fields { response.headers[name] = value }
        return response
    }
}
