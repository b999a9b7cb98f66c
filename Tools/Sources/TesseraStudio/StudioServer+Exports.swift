import Foundation
import Hummingbird
import Logging
import NIOCore
import TesseraCore
import TesseraDiff
import TesseraGallery
import TesseraStudioModel
import TesseraTokens

/// The downloads (`GET /api/export/FORMAT`, and each file of a format of several) and the
/// review's diff (`GET /api/diff`).
extension StudioServer {
    func addExportRoutes(to router: Router<BasicRequestContext>) {
        let current = currentSession
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
        router.get("/api/diff") { _, _ in
            let errors = await current().errors
            guard errors.isEmpty else { return Self.diagnostics(errors) }
            guard let diff = await Self.diff(await current()) else {
                throw StudioRequest.error(.unprocessableContent, "the saved file or the draft does not compile")
            }
            return Self.json(diff)
        }
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
