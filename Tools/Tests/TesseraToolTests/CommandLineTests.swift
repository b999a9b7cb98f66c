import Foundation
@_spi(TesseraTools) import TesseraCore
import TesseraTestSupport
import Testing

/// The command line as people type it: the version, a misspelt command, sizes in any letter
/// case, a preset's name where a theme is asked for, a file that is not Swift given to lint.
@Suite("tessera as typed")
struct CommandLineTests {
    @Test("--version prints the version")
    func version() throws {
        let result = try Tool.run(["--version"])
        #expect(result.status == 0)
        #expect(
            result.output.range(of: #"^\d+\.\d+\.\d+(-\w+)?\n$"#, options: .regularExpression) != nil,
            "\(result.output)")
    }

    @Test("--version is the newest release of CHANGELOG.md, and README's package line pins it")
    func versionIsTheNewestRelease() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let changelog = try String(contentsOf: repository.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let newest = changelog.split(separator: "\n").first {
            $0.range(of: #"^## \d+\.\d+\.\d+ "#, options: .regularExpression) != nil
        }
        let release = try #require(newest?.split(separator: " ").dropFirst().first.map(String.init))
        #expect(try Tool.run(["--version"]).output == release + "\n")
        let readme = try String(contentsOf: repository.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains(#"from: "\#(release)")"#), "README's package line does not pin \(release)")
    }

    @Test(
        "a misspelt command names the nearest one and exits 64",
        arguments: [
            ("validat", "validate"), ("audti", "audit"), ("reslove", "resolve"), ("exprot", "export"),
            ("studoi", "studio"),
        ])
    func misspeltCommand(typed: String, meant: String) throws {
        let result = try Tool.run([typed, "theme.json"])
        #expect(result.status == 64)
        #expect(result.error.contains("no command '\(typed)'. Did you mean '\(meant)'?"), "\(result.error)")
    }

    @Test("a word that is no command at all says so without a guess")
    func unknownCommand() throws {
        let result = try Tool.run(["frobnicate"])
        #expect(
            result.status == 64 && result.error.contains("no command 'frobnicate'")
                && !result.error.contains("Did you mean"))
    }

    @Test(
        "Dynamic Type sizes are taken in any letter case",
        arguments: ["AX3", "ax3", "accessibility3", "Accessibility3", "ACCESSIBILITY3"])
    func sizeInAnyCase(size: String) throws {
        let result = try Tool.run(["resolve", "--size", size])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.hasPrefix("Tessera — ios, light, accessibility3"), "\(result.output.prefix(80))")
    }

    @Test("lint --theme takes a preset's name")
    func lintWithPresetName() throws {
        let folder = try TemporaryFolder.create(containing: ["View.swift": "import SwiftUI\nlet gap = 16.0\n"])
        defer { TemporaryFolder.remove(folder) }
        let result = try Tool.run(["lint", "View.swift", "--theme", "ocean"], in: folder)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.error.contains("1 file checked: 0 errors, 0 warnings"), "\(result.error)")
        let missing = try Tool.run(["lint", "View.swift", "--theme", "no-such-theme"], in: folder)
        #expect(missing.status == 64)
    }

    @Test("lint refuses a file that is not Swift, exit 64")
    func lintNotSwift() throws {
        let folder = try TemporaryFolder.create(containing: ["notes.txt": "padding 16\n"])
        defer { TemporaryFolder.remove(folder) }
        let result = try Tool.run(["lint", "notes.txt"], in: folder)
        #expect(result.status == 64)
        #expect(result.error.contains("notes.txt is not a Swift file"), "\(result.error)")
    }
}

/// Past the cap of listed diagnostics, the summary counts every mistake, not the lines printed.
@Suite("Counting past the cap")
struct CappedCountTests {
    @Test("150 bad colours are 150 errors, of which 100 are listed")
    func countsWhatTheCapLeavesOut() throws {
        let roles = (0..<150).map { ##""r\##($0)": {"light": "#12", "fallback": "accent"}"## }.joined(separator: ", ")
        let folder = try TemporaryFolder.create(containing: [
            "many.json": ##"{"specVersion": "1.0", "extends": "default", "colors": {\##(roles)}}"##
        ])
        defer { TemporaryFolder.remove(folder) }
        let result = try Tool.run(["validate", "many.json"], in: folder)
        #expect(result.status == 1)
        #expect(result.output.hasSuffix("1 file checked: 150 errors, 0 warnings\n"), "\(result.output.suffix(200))")
        #expect(result.output.contains("and 50 more like this"))
        let json = try Tool.run(["validate", "--format", "json", "many.json"], in: folder)
        #expect(
            json.output.contains(#""errorCount" : 150"#) || json.output.contains(#""errorCount": 150"#),
            "\(json.output.suffix(120))")
    }
}

/// One voice: every command that writes a file says `Wrote PATH` for each file it wrote.
@Suite("Wrote PATH")
struct WroteTests {
    @Test(
        "each writing command names what it wrote",
        arguments: [
            ["export", "json", "brand.json", "-o", "out/brand.json"],
            ["export", "css", "brand.json", "-o", "out/brand.css"],
            ["export", "swift", "custom-roles.json", "-o", "out/Roles.swift"],
            ["export", "dtcg", "brand.json", "-o", "out/tokens"],
            ["export", "figma", "brand.json", "-o", "out/brand.figma.json"],
            ["presets", "export", "out/presets"],
        ])
    func saysWrote(arguments: [String]) throws {
        let folder = try TemporaryFolder.create(containing: ["placeholder": ""])
        defer { TemporaryFolder.remove(folder) }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("out"), withIntermediateDirectories: true)
        for file in ["brand.json", "custom-roles.json"] {
            try FileManager.default.copyItem(
                at: Tool.fixtures.appendingPathComponent(file), to: folder.appendingPathComponent(file))
        }
        let result = try Tool.run(arguments, in: folder)
        #expect(result.status == 0, "\(result.error)")
        let lines = result.output.split(separator: "\n")
        #expect(!lines.isEmpty && lines.allSatisfy { $0.hasPrefix("Wrote out/") }, "\(result.output)")
        for line in lines {
            #expect(
                FileManager.default.fileExists(
                    atPath: folder.appendingPathComponent(String(line.dropFirst("Wrote ".count))).path), "\(line)")
        }
    }
}

/// `scale` takes what UIFontMetrics takes: negative offsets scale too, within the stated range.
@Suite("scale's range")
struct ScaleRangeTests {
    @Test("a negative value scales like a positive one, mirrored")
    func negativeScales() throws {
        let negative = try Tool.run(["scale", "--relative-to", "body", "--size", "AX5", "--format", "json", "--", "-8"])
        let positive = try Tool.run(["scale", "--relative-to", "body", "--size", "AX5", "--format", "json", "8"])
        #expect(negative.status == 0 && positive.status == 0, "\(negative.error)")
        #expect(negative.output.replacingOccurrences(of: "-", with: "") == positive.output)
    }

    @Test("a value past the range says what the range is")
    func outOfRange() throws {
        let result = try Tool.run(["scale", "20000", "--relative-to", "body"])
        #expect(result.status == 64 && result.error.contains("from -10000 to 10000"), "\(result.error)")
    }
}

#if canImport(Glibc)
import Glibc

/// `tessera studio` on a port another program holds: one line naming the port and `--port 0`,
/// exit 1, and no theme file left behind.
@Suite("studio on a port in use")
struct StudioPortTests {
    /// A loopback socket listening on a free port, and the port.
    static func occupyPort() throws -> (socket: Int32, port: Int) {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        try #require(descriptor >= 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, length) == 0 && listen(descriptor, 1) == 0
                    && getsockname(descriptor, $0, &length) == 0
            }
        }
        try #require(bound)
        return (descriptor, Int(UInt16(bigEndian: address.sin_port)))
    }

    @Test("refused with one clear line, exit 1, no file created")
    func portInUse() throws {
        let (descriptor, port) = try Self.occupyPort()
        defer { close(descriptor) }
        let folder = try TemporaryFolder.create()
        defer { TemporaryFolder.remove(folder) }
        let result = try Tool.run(["studio", "--port", "\(port)"], in: folder)
        #expect(result.status == 1)
        #expect(
            result.error
                == "error: port \(port) on 127.0.0.1 is in use (another Studio, or another program); choose another with --port, or --port 0 for any free one\n",
            "\(result.error)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("theme.json").path))
    }

    @Test("the file the Studio creates is readable by its owner only (0600), as README says")
    func newFileMode() throws {
        let folder = try TemporaryFolder.create()
        defer { TemporaryFolder.remove(folder) }
        let process = Process()
        process.executableURL = Tool.binary
        process.arguments = ["studio", "new.json", "--port", "0"]
        process.currentDirectoryURL = folder
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer {
            process.terminate()
            process.waitUntilExit()
        }
        // The address line comes once the server listens, after the file is written.
        var printed = ""
        while !printed.contains("Tessera Studio:") {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            printed += String(decoding: chunk, as: UTF8.self)
        }
        #expect(printed.contains("Tessera Studio:"), "\(printed)")
        let attributes = try FileManager.default.attributesOfItem(
            atPath: folder.appendingPathComponent("new.json").path)
        #expect((attributes[.posixPermissions] as? Int).map { String($0, radix: 8) } == "600")
    }
}
#endif

/// The file the Studio creates extends `default`; it is never called `default`.
@Suite("A theme's identity on the command line")
struct IdentityCommandTests {
    @Test("audit, export dtcg and export json name the file's theme, not its preset")
    func studioStarter() throws {
        let folder = try TemporaryFolder.create(containing: [
            "my-theme.json": #"{ "specVersion": "1.0", "extends": "default", "name": "My theme" }"#
        ])
        defer { TemporaryFolder.remove(folder) }
        let audit = try Tool.run(["audit", "my-theme.json"], in: folder)
        #expect(audit.output.hasPrefix("my-theme "), "\(audit.output)")
        let dtcg = try Tool.run(["export", "dtcg", "my-theme.json", "-o", "out"], in: folder)
        #expect(dtcg.output.contains("Wrote out/my-theme.resolver.json"), "\(dtcg.output)")
        _ = try Tool.run(["export", "json", "my-theme.json", "-o", "full.json"], in: folder)
        let full = try JSONNode(
            parsing: String(decoding: try Data(contentsOf: folder.appendingPathComponent("full.json")), as: UTF8.self))
        #expect(full["id"]?.stringValue == "my-theme")
        #expect(full["name"]?.stringValue == "My theme")
        #expect(full["summary"] == nil && full["purpose"] == nil && full["symbol"] == nil)
    }
}
