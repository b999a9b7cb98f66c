import Foundation
import TesseraTestSupport
import Testing

/// `presets export`, `diff --sources`, `export dtcg`, `styleguide`, `tessera-lint`'s output files
/// and the theme `tessera-studio` creates, when they cannot be written, say which path, what is wrong and what to do, as every other command does; never a
/// raw Foundation error.
@Suite("output write failures: presets, diff --sources, export dtcg, styleguide, tessera-lint, tessera-studio")
struct WriteFailureOtherCommandsTests {
    static let lint = Tool.binary.deletingLastPathComponent().appendingPathComponent("tessera-lint")
    static let studio = Tool.binary.deletingLastPathComponent().appendingPathComponent("tessera-studio")

    static func folder() throws -> URL {
        try TemporaryFolder.create(
            "write-failures-other",
            containing: [
                "afile": "", "brand.json": ThemeJSON.extending("default"),
                "App/View.swift": "import SwiftUI\n\nlet padding = 4.0\n",
            ])
    }

    static func expectFailure(
        _ arguments: [String], in folder: URL, executable: URL = Tool.binary, environment: [String: String] = [:],
        saying expected: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let run = try Tool.run(arguments, in: folder, executable: executable, environment: environment)
        #expect(run.status == 1, "\(arguments): \(run.output)", sourceLocation: sourceLocation)
        #expect(run.error.contains(expected), "\(arguments): \(run.error)", sourceLocation: sourceLocation)
        #expect(!run.error.contains("Error Domain"), "\(run.error)", sourceLocation: sourceLocation)
        #expect(!run.error.contains("NSCocoaErrorDomain"), "\(run.error)", sourceLocation: sourceLocation)
    }

    @Test("presets export into a file, under a file, and into a read-only folder")
    func presetsExport() throws {
        let folder = try Self.folder()
        defer {
            ReadOnlyFolder.release("locked", in: folder)
            TemporaryFolder.remove(folder)
        }
        try Self.expectFailure(
            ["presets", "export", "afile"], in: folder,
            saying:
                "error: cannot write into afile: `afile` is a file, not a folder; give a folder (it is created when missing)"
        )
        try Self.expectFailure(
            ["presets", "export", "afile/presets"], in: folder,
            saying: "error: cannot write into afile/presets: `afile` is a file, not a folder; give a path in a folder")
        let locked = try #require(try ReadOnlyFolder.make("locked", in: folder))
        try Self.expectFailure(
            ["presets", "export", "\(locked)/presets"], in: folder,
            saying:
                "error: cannot write into \(locked)/presets: the folder `\(locked)` is not writable; give a path in a folder you can write to"
        )
    }

    @Test("diff --sources with a temporary folder it cannot write into")
    func diffSources() throws {
        let folder = try Self.folder()
        defer {
            ReadOnlyFolder.release("locked", in: folder)
            TemporaryFolder.remove(folder)
        }
        let arguments = ["diff", "brand.json", "brand.json", "--sources", "App"]
        try Self.expectFailure(
            arguments, in: folder, environment: ["TMPDIR": folder.appendingPathComponent("afile").path],
            saying:
                "error: --sources cannot write the diff for tessera-lint in the temporary folder: `\(folder.appendingPathComponent("afile").path)` is a file, not a folder"
        )
        let locked = try #require(try ReadOnlyFolder.make("locked", in: folder))
        try Self.expectFailure(
            arguments, in: folder, environment: ["TMPDIR": locked],
            saying:
                "error: --sources cannot write the diff for tessera-lint in the temporary folder: the folder `\(locked)` is not writable; give a path in a folder you can write to; set TMPDIR to a folder you can write to"
        )
    }

    @Test("tessera-lint -o, --write-baseline and --stamp into a missing folder and a read-only one")
    func lintOutputs() throws {
        let folder = try Self.folder()
        defer {
            ReadOnlyFolder.release("locked", in: folder)
            TemporaryFolder.remove(folder)
        }
        let missing =
            "the folder `nodir/sub` does not exist; create it (`mkdir -p nodir/sub`) or give a path in a folder that exists"
        let locked = try #require(try ReadOnlyFolder.make("locked", in: folder))
        let refused = "the folder `\(locked)` is not writable; give a path in a folder you can write to"
        for option in ["-o", "--write-baseline", "--stamp"] {
            try Self.expectFailure(
                ["App", option, "nodir/sub/out"], in: folder, executable: Self.lint,
                saying: "error: cannot write nodir/sub/out: \(missing)")
            try Self.expectFailure(
                ["App", option, "\(locked)/out"], in: folder, executable: Self.lint,
                saying: "error: cannot write \(locked)/out: \(refused)")
        }
    }

    @Test("export dtcg and styleguide into a file, and into a read-only folder")
    func folderExports() throws {
        let folder = try Self.folder()
        defer {
            ReadOnlyFolder.release("locked", in: folder)
            TemporaryFolder.remove(folder)
        }
        let locked = try #require(try ReadOnlyFolder.make("locked", in: folder))
        for command in [["export", "dtcg", "--preset", "ocean", "-o"], ["styleguide", "--preset", "ocean", "-o"]] {
            try Self.expectFailure(
                command + ["afile/out"], in: folder,
                saying: "error: cannot write into afile/out: `afile` is a file, not a folder; give a path in a folder")
            try Self.expectFailure(
                command + ["\(locked)/out"], in: folder,
                saying:
                    "error: cannot write into \(locked)/out: the folder `\(locked)` is not writable; give a path in a folder you can write to"
            )
        }
    }

    @Test("tessera-studio creating a theme in a missing folder or a read-only one serves nothing")
    func studioStarter() throws {
        let folder = try Self.folder()
        defer {
            ReadOnlyFolder.release("locked", in: folder)
            TemporaryFolder.remove(folder)
        }
        try Self.expectFailure(
            ["nodir/theme.json"], in: folder, executable: Self.studio,
            saying:
                "error: cannot write nodir/theme.json: the folder `nodir` does not exist; create it (`mkdir -p nodir`) or give a path in a folder that exists"
        )
        let locked = try #require(try ReadOnlyFolder.make("locked", in: folder))
        try Self.expectFailure(
            ["\(locked)/theme.json"], in: folder, executable: Self.studio,
            saying:
                "error: cannot write \(locked)/theme.json: the folder `\(locked)` is not writable; give a path in a folder you can write to"
        )
    }
}
