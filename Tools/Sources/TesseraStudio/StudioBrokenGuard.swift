import Hummingbird
import TesseraCore
import TesseraGallery
import TesseraStudioModel

/// While the file shown has errors (``StudioSession/isBroken``), refuses every write but the
/// ones that fix it — an edit of a value (`/api/edit`), corrected text (`/api/source`), the text
/// kept when the Studio last stopped (`/api/recovery`) — a save (which answers the errors) and
/// switching to another brand of the folder (`/api/brands/open`): starting from a preset, generating, importing, undoing or
/// fixing contrast would change a draft that is only what could be read of the file. The
/// refusal (409) lists the errors, each `FILE:LINE:COL: error: PATH: message`.
struct StudioBrokenGuard<Context: RequestContext>: RouterMiddleware {
    /// The session of the file shown (with a folder of brands, the brand switched to).
    let current: @Sendable () async -> StudioSession
    /// The writes that stay open while the file is broken.
    static var fixing: Set<String> { ["/api/edit", "/api/source", "/api/save", "/api/recovery", "/api/brands/open"] }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        guard request.method == .post, !Self.fixing.contains(request.uri.path) else {
            return try await next(request, context)
        }
        let session = await current()
        let errors = await session.errors
        guard !errors.isEmpty else { return try await next(request, context) }
        let fileName = await session.fileName
        return StudioServer.json(
            StudioPayload.RefusalWithErrors(
                "\(fileName) has errors: fix them first (in the errors panel, or the source view)", errors: errors),
            status: .conflict)
    }
}
