import Foundation
import Hummingbird
import NIOCore
import TesseraGallery
import TesseraTokens
import TesseraZip

/// An export as the Studio downloads it: a format of one file as that file; a format of several
/// (the asset catalog, DTCG with its `tokens/` folder and resolver, Compose) as one ZIP archive
/// that keeps their folders, so it unpacks to what `tessera export FORMAT -o DIR` writes.
enum StudioDownload {
    /// The name the download is saved as. The theme file is `STEM.standalone.json` — never the
    /// edited file's own name, which it would replace though it is not the same file (the
    /// download is standalone, the edited file may be partial). A format of several files is
    /// `FOLDER.zip` when they share one top folder (`Theme.xcassets.zip`), else
    /// `STEM.FORMAT.zip` (`theme.dtcg.zip`); another single file keeps its own name.
    static func name(of format: ExportFormat, files: [ExportedFile], editing fileName: String) -> String {
        let stem = fileName.hasSuffix(".json") ? String(fileName.dropLast(5)) : fileName
        if format == .json { return "\(stem).standalone.json" }
        if format.isSingleFile {
            return files.first.flatMap { $0.path.split(separator: "/").last.map(String.init) }
                ?? "\(stem).\(format.rawValue)"
        }
        let tops = Set(
            files.map {
                $0.path.split(separator: "/", maxSplits: 1).count > 1 ? String($0.path.split(separator: "/")[0]) : ""
            })
        if tops.count == 1, let top = tops.first, !top.isEmpty { return "\(top).zip" }
        return "\(stem).\(format.rawValue).zip"
    }

    /// The bytes downloaded: the one file, or the archive of every file at its path.
    static func bytes(of format: ExportFormat, files: [ExportedFile]) throws -> [UInt8] {
        if format.isSingleFile, let file = files.first { return Array(file.data) }
        var archive = ZipArchive()
        for file in files { try archive.add(file.path, contents: Array(file.data)) }
        return try archive.data()
    }

    /// The download's response: an attachment named by `name(of:files:editing:)`.
    static func response(_ format: ExportFormat, files: [ExportedFile], editing fileName: String) throws -> Response {
        let name = Self.name(of: format, files: files, editing: fileName)
        let type =
            name.hasSuffix(".zip")
            ? "application/zip"
            : name.hasSuffix(".css")
                ? "text/css; charset=utf-8"
                : name.hasSuffix(".json") ? "application/json" : "text/plain; charset=utf-8"
        return Response(
            status: .ok,
            headers: [
                .contentType: type, .contentDisposition: "attachment; filename=\"\(name)\"", .cacheControl: "no-store",
            ],
            body: .init(byteBuffer: ByteBuffer(bytes: try bytes(of: format, files: files))))
    }
}
