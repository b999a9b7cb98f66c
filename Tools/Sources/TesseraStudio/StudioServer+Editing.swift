import Foundation
import Hummingbird
import Logging
import NIOCore
import TesseraCore
import TesseraDiff
import TesseraGallery
import TesseraStudioModel
import TesseraTokens

/// The routes that change the draft or the file: `POST /api/edit`, `/api/import/figma`,
/// `/api/undo`, `/api/redo`, `/api/save`, `/api/source`, `/api/recovery` and `/api/preset`.
extension StudioServer {
    func addEditingRoutes(to router: Router<BasicRequestContext>) {
        let current = currentSession
        let maximumBodySize = self.maximumBodySize
        let maximumUploadSize = self.maximumUploadSize
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
        // {"name", "text"} of the Figma variables file and, optionally, {"mapName", "map"}.
        router.post("/api/import/figma") { request, _ in
            let upload = StudioRequest.figmaUpload(
                try await StudioRequest.decode(FigmaUploadBody.self, request, limit: maximumUploadSize))
            let refused = await current().importFigma(upload.data, file: upload.file, map: upload.map)
            guard refused.isEmpty else { return Self.diagnostics(refused) }
            return Self.json(await current().status)
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
            let text = try await StudioRequest.decode(SourceBody.self, request, limit: maximumUploadSize).text
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
            switch try await StudioRequest.decode(RecoveryBody.self, request, limit: maximumBodySize).action {
            case .restore:
                let refused = await current().restoreRecovery()
                guard refused.isEmpty else { return Self.diagnostics(refused) }
            case .discard:
                await current().discardRecovery()
            }
            return Self.json(await current().status)
        }
        router.post("/api/preset") { request, _ in
            let id = try await StudioRequest.decode(PresetBody.self, request, limit: maximumBodySize).id
            guard await current().usePreset(id) else {
                throw StudioRequest.error(.badRequest, "expected \(PresetBody.shape): no preset '\(id)'")
            }
            return Self.json(await current().status)
        }
    }
}
