import Foundation
import TesseraTestSupport
import Testing

/// A command that cannot write its output says which path, what is wrong with it and what to
/// do, never a raw Foundation error, and exits 1.
@Suite("output write failures")
struct WriteFailureTests {
    static let tokens = Tool.tokenFixtures.appendingPathComponent("map/value-forms.tokens.json").path
    static let map = Tool.tokenFixtures.appendingPathComponent("map/value-forms.map.json").path

    static func folder() throws -> URL {
        try TemporaryFolder.create(
            "write-failures", containing: ["afile": "", "brand.json": ThemeJSON.extending("default")])
    }

    /// Runs `arguments` in `folder` and checks the failure names `expected` and no Foundation error.
    static func expectFailure(_ arguments: [String], in folder: URL, saying expected: String) throws {
        let run = try Tool.run(arguments, in: folder)
        #expect(run.status == 1, "\(arguments): \(run.output)")
        #expect(run.error.contains(expected), "\(arguments): \(run.error)")
        #expect(!run.error.contains("NSCocoaErrorDomain"), "\(run.error)")
        #expect(!run.error.contains("Error Domain"), "\(run.error)")
    }

    @Test("a file in a folder that does not exist: the folder is named, with mkdir -p")
    func missingFolder() throws {
        let folder = try Self.folder()
        defer { TemporaryFolder.remove(folder) }
        let missing =
            "the folder `nodir/sub` does not exist; create it (`mkdir -p nodir/sub`) or give a path in a folder that exists"
        try Self.expectFailure(
            ["import", "dtcg", Self.tokens, "--map", Self.map, "-o", "nodir/sub/t.json"], in: folder,
            saying: "error: cannot write nodir/sub/t.json: \(missing)")
        try Self.expectFailure(
            ["export", "css", "brand.json", "-o", "nodir/sub/x.css"], in: folder,
            saying: "error: cannot write nodir/sub/x.css: \(missing)")
        try Self.expectFailure(
            ["generate", "--accent", "#1C59D9", "-o", "nodir/sub/g.json"], in: folder,
            saying: "error: cannot write nodir/sub/g.json: \(missing)")
    }

    @Test("a folder output that is a file, and a file under a file")
    func fileInTheWay() throws {
        let folder = try Self.folder()
        defer { TemporaryFolder.remove(folder) }
        try Self.expectFailure(
            ["export", "figma-dtcg", "brand.json", "-o", "afile"], in: folder,
            saying:
                "error: cannot write into afile: `afile` is a file, not a folder; give a folder (it is created when missing)"
        )
        try Self.expectFailure(
            ["export", "css", "brand.json", "-o", "afile/x.css"], in: folder,
            saying: "error: cannot write afile/x.css: `afile` is a file, not a folder; give a path in a folder")
        try Self.expectFailure(
            ["export", "css", "brand.json", "-o", "."], in: folder,
            saying: "error: cannot write .: `.` is a folder; give the path of a file")
    }
}
