import Hummingbird
import TesseraCore
import TesseraGallery
import TesseraStudioModel

/// The routes of a folder of brands (``StudioBrands``): `POST /api/brands/open` (`{"id"}`: show
/// and edit another file of the folder, each keeping its own draft and undo history) and the
/// comparison `GET /api/gallery?compare=TARGET` (`base`, or another file's id).
extension StudioServer {
    /// The session the page shows: the folder's current file, or the one file.
    var currentSession: @Sendable () async -> StudioSession {
        { [session, brands] in await MainActor.run { brands?.current ?? session } }
    }

    func addBrandRoutes(to router: Router<BasicRequestContext>) {
        let brands = self.brands
        let limit = maximumBodySize
        router.post("/api/brands/open") { request, _ in
            let id = try await StudioRequest.decode(BrandFileBody.self, request, limit: limit).id
            guard let brands else {
                throw StudioRequest.error(.notFound, "the Studio has one file open, not a folder of brands")
            }
            do {
                guard try await brands.open(id) else {
                    throw StudioRequest.error(.notFound, "no file '\(id)' in the folder of brands")
                }
            } catch let error as StudioError {
                if case .invalidTheme(let diagnostics) = error { return Self.diagnostics(diagnostics) }
                throw StudioRequest.error(.unprocessableContent, error.description)
            }
            return Self.json(await brands.current.status)
        }
    }

    /// `{"gallery", "comparison"}` of the shown file beside `target` (``StudioBrands/comparison(with:in:)``).
    func comparison(with target: String, in context: ThemeContext) async throws -> Response {
        let brands = self.brands
        let session = self.session
        let tree: StudioPayload.Comparison?
        do {
            tree = try await MainActor.run { () throws(StudioError) -> StudioPayload.Comparison? in
                try (brands ?? StudioBrands(session: session)).comparison(with: target, in: context)
            }
        } catch let error as StudioError {
            throw StudioRequest.error(.unprocessableContent, error.description)
        }
        guard let tree else {
            throw StudioRequest.error(
                .notFound, "nothing to compare with: '\(target)' is not the base or another file of the folder")
        }
        return Self.json(tree)
    }
}
