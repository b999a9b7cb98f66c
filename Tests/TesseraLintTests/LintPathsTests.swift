import Foundation
import TesseraLint
import TesseraTestSupport
import Testing

/// `Linter.lint(paths:)` lints files in parallel and collects one result per file.
@Suite("Linting folders")
struct LintPathsTests {
    static let raw = "import SwiftUI\nstruct V: View { var body: some View { Text(\"a\").padding(16) } }\n"
    static let clean = "let x = 1\n"

    @Test("every file is linted once, from many threads; findings, problems and counts add up", arguments: [1, 7, 64])
    func parallel(count: Int) throws {
        var files: [String: String] = [:]
        for index in 0..<count { files["Sources/File\(index).swift"] = index.isMultiple(of: 2) ? Self.raw : Self.clean }
        let folder = try TemporaryFolder.create("lint-paths", containing: files)
        defer { TemporaryFolder.remove(folder) }
        let result = Linter(root: folder.path).lint(paths: [
            folder.appendingPathComponent("Sources").path, folder.appendingPathComponent("Missing").path,
        ])
        #expect(result.fileCount == count)
        let flagged = Set(
            result.findings.filter { $0.rule == .hardcodedSpacing }.map {
                URL(fileURLWithPath: $0.file).lastPathComponent
            })
        #expect(flagged == Set((0..<count).filter { $0.isMultiple(of: 2) }.map { "File\($0).swift" }))
        #expect(result.problems.map(\.problem) == ["no such file or folder"])
    }
}
