import Foundation
import Hummingbird
import Logging
import NIOConcurrencyHelpers
import NIOCore
import TesseraCore
import TesseraDiff
import TesseraGallery
import TesseraStudioModel
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
    private var addresses: [String] {
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
        let listening = NIOLockedValueBox(port)
        return Application(
            router: router(listening: listening),
            configuration: .init(address: .hostname(host, port: port), serverName: nil),
            services: [events] + (live.map { [$0] } ?? []),
            onServerRunning: { [self] channel in
                let actual = channel.localAddress?.port ?? port
                listening.withLockedValue { $0 = actual }
                if let live { await Self.publish(session, to: live) }
                await Self.announce(session, to: events)
                // The page's first request (the default context) is answered from what is
                // computed here, before the URL is announced.
                _ = await session.pageText(for: ThemeContext())
                await onRunning(pageURL(port: actual))
            },
            logger: Logger(label: "tessera-studio", factory: { _ in SwiftLogNoOpLogHandler() }))
    }

    func router(listening: NIOLockedValueBox<Int>) -> Router<BasicRequestContext> {
        let router = Router()
        router.add(middleware: StudioResponseHeaders())
        router.add(
            middleware: StudioSecurity(
                host: host, aliases: addresses, port: listening, token: token, deviceToken: deviceToken,
                readsNeedToken: readsNeedToken,
                maximumBodySize: maximumBodySize, maximumUploadSize: maximumUploadSize))
        let token = self.token
        let current = currentSession
        router.add(middleware: StudioBrokenGuard(current: current))
        // The page, its script and stylesheet are the same for the whole launch: written once
        // here, before the server listens, rather than at the first request the page waits for.
        let page = Result { () throws(PageAssetError) in try PageAssets.studioPage(token: token, presets: Presets.all) }
        let script = Result { () throws(PageAssetError) in try PageAssets.script() }
        let stylesheet = Result { () throws(PageAssetError) in try PageAssets.stylesheet() }
        router.get("/") { _, _ in Self.response(try page.get(), type: "text/html; charset=utf-8") }
        router.get("/studio.js") { _, _ in Self.response(try script.get(), type: "text/javascript; charset=utf-8") }
        router.get("/studio.css") { _, _ in Self.response(try stylesheet.get(), type: "text/css; charset=utf-8") }
        router.get("/theme.css") { _, _ in
            let css = try CSSExport.stylesheet(for: await current().theme)
            return Self.response(css, type: "text/css; charset=utf-8")
        }
        router.get("/api/status") { _, _ in Self.json(await current().status) }
        router.get("/api/events") { [events] _, _ in events.response() }
        // `{url, urls, svg}`: the URL a device's app is given and its QR code; on loopback
        // `{"urls": []}`, so the page offers nothing.
        router.get("/api/device") { [self] _, _ in
            Self.json(try StudioDevice.payload(deviceURLs(port: listening.withLockedValue { $0 })))
        }
        if let live {
            router.get(RouterPath(StudioDevice.livePath)) { _, _ in live.response() }
        }
        router.get("/api/gallery") { request, _ in
            let context = try StudioRequest.context(request.uri.queryParameters)
            if let target = request.uri.queryParameters.get("compare") {
                return try await comparison(with: target, in: context)
            }
            if let id = request.uri.queryParameters.get("preset") {
                guard let preset = Presets.named(id) else { throw StudioRequest.error(.notFound, "no preset '\(id)'") }
                return Self.json(
                    StudioPayload.PresetGallery(gallery: GalleryModel.tree(for: preset.theme, in: context)))
            }
            return Self.response(await current().pageText(for: context), type: "application/json")
        }
        router.get("/api/screens") { request, _ in
            Self.json(
                ScreensModel(for: await current().theme, in: try StudioRequest.context(request.uri.queryParameters)))
        }
        // Every `ExportFormat` downloads from /api/export/FORMAT: one file as itself, several
        // as one ZIP archive that keeps their folders (`StudioDownload`).
        router.get("/api/export/:format") { _, context in
            let format = try Self.exportFormat(context.parameters.get("format") ?? "")
            let files: [ExportedFile]
            do { files = try await current().export(format) } catch let exceeded as FigmaLimits.Exceeded {
                return Self.diagnostics(exceeded.diagnostics)
            } catch StudioError.invalidTheme(let errors) {
                return Self.diagnostics(errors)
            }
            guard !files.isEmpty else {
                throw StudioRequest.error(.notFound, "the \(format.rawValue) export wrote no file")
            }
            let editing = await current().fileName
            return try StudioDownload.response(format, files: files, editing: editing)
        }
        // Each file of a format of several, on its own.
        router.get("/api/export/:format/**") { _, context in
            let format = try Self.exportFormat(context.parameters.get("format") ?? "")
            let path = context.parameters.getCatchAll().joined(separator: "/")
            guard !format.isSingleFile, let file = try await current().export(format).first(where: { $0.path == path })
            else {
                throw StudioRequest.error(.notFound, "no exported file '\(path)'")
            }
            return Self.download(file)
        }
        router.post("/api/edit") { request, context in
            let body = try await StudioRequest.body(request, limit: maximumBodySize)
            let (path, value): (JSONPath, JSONNode)
            do { (path, value) = try StudioRequest.edit(body) } catch let refusal as StudioRequest.TypedColorRefusal {
                return Self.json(StudioPayload.Diagnostics(lines: [refusal.message]), status: .unprocessableContent)
            }
            let refused = await current().edit(path, to: value)
            guard refused.isEmpty else { return Self.diagnostics(refused) }
            return Self.json(await current().status)
        }
        addMatrixRoutes(to: router)
        addBrandRoutes(to: router)
        addPaletteRoutes(to: router)
        // {"name", "text"} of the Figma variables file and, optionally, {"mapName", "map"}.
        router.post("/api/import/figma") { request, _ in
            let upload = try StudioRequest.figmaUpload(try await StudioRequest.body(request, limit: maximumUploadSize))
            let refused = await current().importFigma(upload.data, file: upload.file, map: upload.map)
            guard refused.isEmpty else { return Self.diagnostics(refused) }
            return Self.json(await current().status)
        }
        router.get("/api/diff") { _, _ in
            let errors = await current().errors
            guard errors.isEmpty else { return Self.diagnostics(errors) }
            guard let diff = await Self.diff(await current()) else {
                throw StudioRequest.error(.unprocessableContent, "the saved file or the draft does not compile")
            }
            return Self.json(diff)
        }
        router.post("/api/undo") { _, _ in Self.json(await current().undoing()) }
        router.post("/api/redo") { _, _ in Self.json(await current().redoing()) }
        // Refused while the file has errors: 422 with the error and every diagnostic, nothing written.
        router.post("/api/save") { _, _ in
            let errors = await current().errors
            if let problem = await current().save() {
                guard errors.isEmpty else {
                    return Self.json(
                        StudioPayload.RefusalWithErrors(problem, errors: errors), status: .unprocessableContent)
                }
                return Self.json(StudioPayload.Refusal(error: problem), status: .internalServerError)
            }
            return Self.json(await current().status)
        }
        // {"text"}: the broken file's text as corrected in the source view, read as the file
        // would be (`StudioSession.applySource`); 422 with the errors it still has, the text kept.
        router.post("/api/source") { request, _ in
            let body = try await StudioRequest.body(request, limit: maximumUploadSize)
            guard let text = body["text"]?.stringValue else {
                throw StudioRequest.error(.badRequest, "expected {\"text\": THE FILE'S TEXT}")
            }
            let errors = await current().applySource(text)
            guard errors.isEmpty else {
                return Self.json(
                    StudioPayload.SourceRefused(diagnostics: errors.map(\.description), status: await current().status),
                    status: .unprocessableContent)
            }
            return Self.json(await current().status)
        }
        // {"action": "restore"} makes the recovery file's edits the draft; {"action": "discard"} removes it.
        router.post("/api/recovery") { request, _ in
            let body = try await StudioRequest.body(request, limit: maximumBodySize)
            switch body["action"]?.stringValue {
            case "restore":
                let refused = await current().restoreRecovery()
                guard refused.isEmpty else { return Self.diagnostics(refused) }
            case "discard":
                await current().discardRecovery()
            default:
                throw StudioRequest.error(
                    .badRequest, "expected {\"action\": \"restore\"} or {\"action\": \"discard\"}")
            }
            return Self.json(await current().status)
        }
        router.post("/api/preset") { request, _ in
            let body = try await StudioRequest.body(request, limit: maximumBodySize)
            guard let id = body["id"]?.stringValue, await current().usePreset(id) else {
                throw StudioRequest.error(.badRequest, "expected {\"id\": PRESET} naming a built-in preset")
            }
            return Self.json(await current().status)
        }
        // "Start from brand colours": {"accent", "neutral"?, "secondary"?} (#RRGGBB each).
        // /preview answers what the generator makes, in all four modes, without changing the
        // draft; /api/brand makes it the draft as one undoable step.
        router.post("/api/brand/preview") { request, _ in
            let body = try await StudioRequest.body(request, limit: maximumBodySize)
            do { return Self.json(await current().brandPreview(try StudioGenerateRequest.brand(body))) } catch let error
                as StudioGenerateRequest.FieldError
            {
                return Self.json(error.payload, status: .badRequest)
            }
        }
        router.post("/api/brand") { request, _ in
            let body = try await StudioRequest.body(request, limit: maximumBodySize)
            let brand: BrandColors
            do { brand = try StudioGenerateRequest.brand(body) } catch let error as StudioGenerateRequest.FieldError {
                return Self.json(error.payload, status: .badRequest)
            }
            let refused = await current().startFromBrand(brand)
            guard refused.isEmpty else { return Self.diagnostics(refused) }
            return Self.json(await current().status)
        }
        // The audit panel's Fix of one failing pair, {"role", "against", "mode"}: /preview
        // answers the moves (before → after, ratios, ΔE) without changing the draft; /api/fix
        // applies them as one undoable step.
        for (path, apply) in [("/api/fix/preview", false), ("/api/fix", true)] {
            router.post(RouterPath(path)) { request, _ in
                let body = try await StudioRequest.body(request, limit: maximumBodySize)
                let pair: (role: String, against: String, mode: ColorMode)
                do { pair = try StudioGenerateRequest.pair(body) } catch let error as StudioGenerateRequest.FieldError {
                    return Self.json(error.payload, status: .badRequest)
                }
                switch await current().fix(pair: pair.role, against: pair.against, in: pair.mode, apply: apply) {
                case .success(let changes):
                    return Self.json(StudioPayload.Changes(changes: changes, status: await current().status))
                case .failure(.nothingToFix(let message)):
                    return Self.json(StudioPayload.Refusal(error: message), status: .unprocessableContent)
                case .failure(.unsolved(let diagnostics)):
                    return Self.diagnostics(diagnostics)
                }
            }
        }
        return router
    }

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

    /// What `tessera diff` reports between the saved file and the draft (`DiffReport.Document`,
    /// old named after the file, new `draft`); nil when either does not compile.
    @MainActor
    static func diff(_ session: StudioSession) -> DiffReport.Document? {
        guard let saved = session.savedTheme, let draft = session.draftTheme else { return nil }
        return DiffReport.Document(ThemeDiff(old: saved, new: draft), old: session.fileName, new: "draft")
    }

    /// The export format named `name`, or 404 naming every format.
    static func exportFormat(_ name: String) throws -> ExportFormat {
        guard let format = ExportFormat(rawValue: name) else {
            let names = ExportFormat.allCases.map(\.rawValue).joined(separator: ", ")
            throw StudioRequest.error(.notFound, "no export format '\(name)'; \(names)")
        }
        return format
    }

    static func download(_ file: ExportedFile) -> Response {
        let name = file.path.split(separator: "/").last.map(String.init) ?? "export"
        let type =
            name.hasSuffix(".css")
            ? "text/css; charset=utf-8" : name.hasSuffix(".json") ? "application/json" : "text/plain; charset=utf-8"
        return Response(
            status: .ok,
            headers: [
                .contentType: type, .contentDisposition: "attachment; filename=\"\(name)\"", .cacheControl: "no-store",
            ],
            body: .init(byteBuffer: ByteBuffer(bytes: file.data)))
    }
}
