import Hummingbird
import TesseraCore
import TesseraGallery
import TesseraStudioModel

/// The palette editor's routes: `POST /api/palette/ramp` (`{"name", "color": "#RRGGBB"}`: the
/// generator's ramp for one colour, ``StudioSession/addRamp(named:from:)``) and
/// `POST /api/palette/rename` (`{"path": "brand" | "brand.500", "name"}`: an entry or ramp
/// renamed with every reference to it, ``StudioSession/renamePalette(_:to:)``). Each is one undo
/// step; a refusal is 422 with its diagnostics, a body without the fields 400.
extension StudioServer {
    func addPaletteRoutes(to router: Router<BasicRequestContext>) {
        let current = currentSession
        let limit = maximumBodySize
        router.post("/api/palette/ramp") { request, _ in
            let body = try await StudioRequest.decode(RampBody.self, request, limit: limit)
            let refused = await current().addRamp(named: body.name, from: body.color)
            guard refused.isEmpty else { return Self.diagnostics(refused) }
            return Self.json(await current().status)
        }
        router.post("/api/palette/rename") { request, _ in
            let body = try await StudioRequest.decode(PaletteRenameBody.self, request, limit: limit)
            let refused = await current().renamePalette(body.path, to: body.name)
            guard refused.isEmpty else { return Self.diagnostics(refused) }
            return Self.json(await current().status)
        }
    }
}
