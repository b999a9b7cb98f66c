import Foundation
import Hummingbird
import HummingbirdTesting
@_spi(TesseraTools) import TesseraCore
import TesseraStudio
import TesseraStudioModel
import TesseraTestSupport
import TesseraTokens
import Testing

/// Exports as the Studio downloads them: a format of several files as one ZIP archive that keeps
/// their folders — read back by Python's `zipfile` — and the theme file under a name that is not
/// the edited file's.
@Suite("Tessera Studio: export downloads")
struct StudioDownloadTests {
    struct Failure: Error, CustomStringConvertible { let description: String }

    /// Each entry's name and bytes as Python's `zipfile` reads them, after `testzip()` found every CRC right.
    static func unzip(_ bytes: Data) throws -> [String: Data] {
        let folder = try TemporaryFolder.create("studio-zip")
        defer { TemporaryFolder.remove(folder) }
        let file = folder.appendingPathComponent("download.zip")
        try bytes.write(to: file)
        let script = """
            import base64, json, sys, zipfile
            with zipfile.ZipFile(sys.argv[1]) as z:
                assert z.testzip() is None, z.testzip()
                print(json.dumps({i.filename: base64.b64encode(z.read(i)).decode() for i in z.infolist()}))
            """
        let run = try Subprocess.run(["python3", "-c", script, file.path])
        guard run.status == 0, let entries = try JSONSerialization.jsonObject(with: run.output) as? [String: String]
        else {
            throw Failure(description: "zipfile could not read the download: \(run.errors)")
        }
        return entries.compactMapValues { Data(base64Encoded: $0) }
    }

    @Test(
        "a format of several files downloads as one zip holding every file at its path, byte for byte",
        arguments: [
            (ExportFormat.xcassets, "Theme.xcassets.zip"), (.dtcg, "theme.dtcg.zip"), (.compose, "theme.compose.zip"),
        ])
    func zipKeepsTheLayout(format: ExportFormat, name: String) async throws {
        let (server, _) = try await StudioServerTests.server()
        let files = try format.files(for: await server.session.theme)
        try await server.application().test(.live) { client in
            try await client.execute(uri: "/api/export/\(format.rawValue)", method: .get) { response throws in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "application/zip")
                #expect(response.headers[.contentDisposition] == "attachment; filename=\"\(name)\"")
                let entries = try Self.unzip(Data(response.body.readableBytesView))
                #expect(entries.count == files.count)
                for file in files { #expect(entries[file.path] == file.data, "\(file.path)") }
            }
        }
    }

    @Test("the DTCG zip holds every file its resolver's $refs name, so the resolver works once unpacked")
    func dtcgReferencesResolve() async throws {
        let (server, _) = try await StudioServerTests.server()
        try await server.application().test(.live) { client in
            try await client.execute(uri: "/api/export/dtcg", method: .get) { response throws in
                let entries = try Self.unzip(Data(response.body.readableBytesView))
                let resolverName = try #require(entries.keys.first { $0.hasSuffix(".resolver.json") })
                let resolver = String(decoding: try #require(entries[resolverName]), as: UTF8.self)
                let references = resolver.components(separatedBy: "\"$ref\"").dropFirst().compactMap {
                    part -> String? in
                    part.split(separator: "\"").dropFirst().first.map(String.init)
                }
                // References inside the resolver (`#/sets/…`) need no file; every other names one.
                let files = references.filter { !$0.hasPrefix("#") }
                #expect(files.count >= 4 && files.allSatisfy { $0.hasPrefix("tokens/") })
                for reference in files {
                    #expect(
                        entries[reference.split(separator: "#").first.map(String.init) ?? reference] != nil,
                        "\(reference)")
                }
            }
        }
    }

    @Test("the theme file downloads as STEM.standalone.json, never under the edited file's own name")
    func themeDownloadName() async throws {
        let (server, file) = try await StudioServerTests.server()
        try await server.application().test(.live) { client in
            try await client.execute(uri: "/api/export/json", method: .get) { response throws in
                #expect(response.headers[.contentDisposition] == "attachment; filename=\"theme.standalone.json\"")
                #expect(!(response.headers[.contentDisposition] ?? "").contains("\"\(file.lastPathComponent)\""))
            }
            try await client.execute(uri: "/api/export/css", method: .get) { response throws in
                #expect(response.headers[.contentDisposition]?.hasSuffix(".css\"") == true)
            }
        }
    }
}
