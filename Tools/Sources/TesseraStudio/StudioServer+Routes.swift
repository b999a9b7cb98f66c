import Foundation
import Hummingbird
import Logging
import NIOCore
import TesseraCore
import TesseraDiff
import TesseraGallery
import TesseraStudioModel
import TesseraSync
import TesseraTokens

/// The router: the security middleware, the page and its assets, and the reads the page makes
/// (`/api/status`, `/api/events`, `/api/device`, `/api/gallery`, `/api/screens`); the writes and
/// the other reads are added per concern (`addExportRoutes`, `addEditingRoutes`, …).
extension StudioServer {
    func router(listening: LockedValue<Int>) -> Router<BasicRequestContext> {
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
            Self.json(try StudioDevice.payload(deviceURLs(port: listening.withLock { $0 })))
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
                    StudioPayload.PresetGallery(gallery: GalleryModel.gallery(for: preset.theme, in: context)))
            }
            return Self.response(await current().pageText(for: context), type: "application/json")
        }
        router.get("/api/screens") { request, _ in
            Self.json(
                ScreensModel(for: await current().theme, in: try StudioRequest.context(request.uri.queryParameters)))
        }
        addExportRoutes(to: router)
        addEditingRoutes(to: router)
        addMatrixRoutes(to: router)
        addBrandRoutes(to: router)
        addPaletteRoutes(to: router)
        addGenerateRoutes(to: router)
        return router
    }
}
