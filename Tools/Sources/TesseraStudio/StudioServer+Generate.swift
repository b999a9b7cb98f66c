import Foundation
import Hummingbird
import Logging
import NIOCore
import TesseraCore
import TesseraDiff
import TesseraGallery
import TesseraStudioModel
import TesseraTokens

/// "Start from brand colours" (`POST /api/brand/preview`, `/api/brand`) and the audit panel's
/// Fix (`POST /api/fix/preview`, `/api/fix`).
extension StudioServer {
    func addGenerateRoutes(to router: Router<BasicRequestContext>) {
        let current = currentSession
        let maximumBodySize = self.maximumBodySize
        // "Start from brand colours": {"accent", "neutral"?, "secondary"?} (#RRGGBB each).
        // /preview answers what the generator makes, in all four modes, without changing the
        // draft; /api/brand makes it the draft as one undoable step.
        router.post("/api/brand/preview") { request, _ in
            let body = try await StudioRequest.bytes(request, limit: maximumBodySize)
            do { return Self.json(await current().brandPreview(try StudioGenerateRequest.brand(body))) } catch let error
                as StudioGenerateRequest.FieldError
            {
                return Self.json(error.payload, status: .badRequest)
            }
        }
        router.post("/api/brand") { request, _ in
            let body = try await StudioRequest.bytes(request, limit: maximumBodySize)
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
                let body = try await StudioRequest.bytes(request, limit: maximumBodySize)
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
    }
}
