import Hummingbird
import TesseraCore
import TesseraGallery
import TesseraStudioModel

/// The mode matrix's routes: `GET /api/matrix` (``ModeMatrix``), `POST /api/edits` (several
/// values as one undoable step: "Same in all modes") and `POST /api/derive` (`{"role"}`:
/// "Derive increased contrast", the generator's solve) and `POST /api/reset` (`{"role", "mode"}`:
/// "Reset to inherited", the value the `extends` chain writes; 404 where there is none).
extension StudioServer {
    func addMatrixRoutes(to router: Router<BasicRequestContext>) {
        let current = currentSession
        let limit = maximumBodySize
        router.get("/api/matrix") { _, _ in Self.json(await current().matrix) }
        router.post("/api/edits") { request, _ in
            let body = try await StudioRequest.body(request, limit: limit)
            let (edits, label): ([(path: JSONPath, value: JSONNode)], String)
            do { (edits, label) = try StudioRequest.edits(body) } catch let refusal as StudioRequest.TypedColorRefusal {
                return Self.json(StudioPayload.Diagnostics(lines: [refusal.message]), status: .unprocessableContent)
            }
            let refused = await current().edit(edits, label: label)
            guard refused.isEmpty else { return Self.diagnostics(refused) }
            return Self.json(await current().status)
        }
        router.post("/api/derive") { request, _ in
            let role = try await StudioRequest.decode(RoleBody.self, request, limit: limit).role
            switch await current().deriveIncreasedContrast(of: role) {
            case .success(let edits):
                return Self.json(StudioPayload.Edits(edits: edits, status: await current().status))
            case .failure(.nothingToFix(let message)):
                return Self.json(StudioPayload.Refusal(error: message), status: .notFound)
            case .failure(.unsolved(let diagnostics)):
                return Self.diagnostics(diagnostics)
            }
        }
        router.post("/api/reset") { request, _ in
            let body = try await StudioRequest.decode(RoleInModeBody.self, request, limit: limit)
            let (role, key) = (body.role, body.mode)
            guard let mode = ModeMatrix.modes.first(where: { $0.key == key }) else {
                throw StudioRequest.error(.badRequest, "expected \(RoleInModeBody.shape): \"mode\" is \"\(key)\"")
            }
            guard let refused = await current().resetToInherited(role: role, mode: mode) else {
                return Self.json(
                    StudioPayload.Refusal(
                        error: "\(role) in \(key) is not set in this file over a value it could inherit"),
                    status: .notFound)
            }
            guard refused.isEmpty else { return Self.diagnostics(refused) }
            return Self.json(await current().status)
        }
    }
}
