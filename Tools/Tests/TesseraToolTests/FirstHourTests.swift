import Foundation
@_spi(TesseraTools) import TesseraCore
import TesseraSync
import TesseraTestSupport
import Testing

/// The mistakes of a first hour with the tool, each answered with what was meant and what to do.
@Suite("The first hour: small mistakes get precise answers")
struct FirstHourTests {
    @Test(
        "a preset's name where a file is expected says it is a preset, and how to name one",
        arguments: [
            ["audit", "ocean"], ["export", "css", "ocean"], ["resolve", "default"], ["validate", "ocean"],
        ])
    func presetNameAsFile(arguments: [String]) throws {
        let folder = try TemporaryFolder.create()
        defer { TemporaryFolder.remove(folder) }
        let result = try Tool.run(arguments, in: folder)
        let name = arguments[arguments.count - 1]
        #expect(result.status != 0)
        #expect(result.error.contains("`\(name)` is a built-in preset"), "\(result.error)")
        #expect(result.error.contains("--preset \(name)"), "\(result.error)")
        #expect(!result.error.contains("no such file"), "\(result.error)")
        #expect(!result.error.contains("tessera validate \(name)"), "\(result.error)")
    }

    @Test("a file of that name wins over the preset")
    func fileWinsOverPreset() throws {
        let folder = try TemporaryFolder.create(containing: [
            "ocean": #"{"specVersion": "1.0", "extends": "default", "name": "Mine"}"#
        ])
        defer { TemporaryFolder.remove(folder) }
        let result = try Tool.run(["audit", "ocean"], in: folder)
        #expect(result.status == 0, "\(result.error)")
    }

    @Test("diff compares presets by name")
    func diffTakesPresets() throws {
        let folder = try TemporaryFolder.create()
        defer { TemporaryFolder.remove(folder) }
        let result = try Tool.run(["diff", "default", "ocean", "--fail-on", "none"], in: folder)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("accent"), "\(result.output)")
        let same = try Tool.run(["diff", "ocean", "ocean", "--fail-on", "any"], in: folder)
        #expect(same.status == 0 && same.output.contains("No changes"), "\(same.output)\(same.error)")
    }

    @Test("a mistyped option is not read as a theme's path", arguments: ["-0", "--strcit", "-x"])
    func mistypedOption(option: String) throws {
        let folder = try TemporaryFolder.create()
        defer { TemporaryFolder.remove(folder) }
        let result = try Tool.run(["audit", option], in: folder)
        #expect(result.status == 64, "\(result.status) \(result.error)")
        #expect(result.error.contains("Unknown option '\(option)'"), "\(result.error)")
        #expect(!result.error.contains("no such file"), "\(result.error)")
    }

    @Test("after the full list of a file's errors, no advice to run validate for the full list")
    func noRedundantAdvice() throws {
        let folder = try TemporaryFolder.create(containing: [
            "bad.json": ##"{"specVersion": "1.0", "extends": "default", "colors": {"accent": {"light": "#12"}}}"##
        ])
        defer { TemporaryFolder.remove(folder) }
        for arguments in [["audit", "bad.json"], ["export", "css", "bad.json"], ["resolve", "bad.json"]] {
            let result = try Tool.run(arguments, in: folder)
            #expect(result.status == 1)
            #expect(result.error.contains("bad.json:1:"), "\(result.error)")
            #expect(!result.error.contains("for the full list"), "\(result.error)")
        }
    }

    @Test("two mistakes in one colour are two errors, and a number is told what a colour is")
    func twoMistakesInOneColour() throws {
        let folder = try TemporaryFolder.create(containing: [
            "theme.json":
                ##"{"specVersion": "1.0", "extends": "default", "colors": {"accent": {"light": "#12345", "dark": 5}}}"##
        ])
        defer { TemporaryFolder.remove(folder) }
        let result = try Tool.run(["validate", "theme.json"], in: folder)
        #expect(result.status == 1)
        let errors = result.output.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.contains { $0.contains("colors.accent.light") && $0.contains("#12345") }, "\(result.output)")
        #expect(
            errors.contains {
                $0.contains("colors.accent.dark") && $0.contains("expected a colour: a hex string")
                    && $0.contains("found a number")
            }, "\(result.output)")
        #expect(!result.output.contains("expected an object"), "\(result.output)")
    }

    @Test("a misspelt group is reported beside a type error elsewhere")
    func misspeltGroupBesideTypeError() throws {
        let folder = try TemporaryFolder.create(containing: [
            "theme.json":
                #"{"specVersion": "1.0", "extends": "default", "layout": {"spacing": {"md": "sixteen"}}, "typograhpy": {}}"#
        ])
        defer { TemporaryFolder.remove(folder) }
        let result = try Tool.run(["validate", "theme.json"], in: folder)
        #expect(result.status == 1)
        #expect(result.output.contains("layout.spacing.md"), "\(result.output)")
        #expect(result.output.contains("unknown key \"typograhpy\"; did you mean `typography`?"), "\(result.output)")
    }

    @Test("extends to a missing file says where it looked, once")
    func missingBaseSaysWhere() throws {
        let folder = try TemporaryFolder.create(containing: [
            "brand.json": #"{"specVersion": "1.0", "extends": "base.json"}"#
        ])
        defer { TemporaryFolder.remove(folder) }
        let result = try Tool.run(["validate", "brand.json"], in: folder)
        #expect(result.status == 1)
        let looked = folder.appendingPathComponent("base.json").standardizedFileURL.path
        #expect(
            result.output.contains("looked for \(looked)") || result.output.contains("looked for /private\(looked)"),
            "\(result.output)")
        #expect(!result.output.contains("`base.json` (base.json)"), "\(result.output)")
    }
}

#if canImport(Glibc)
/// `tessera studio`'s own mistakes: an address that is not this machine's, and no browser to open.
@Suite("The first hour with the Studio")
struct StudioFirstHourTests {
    @Test("an address that is not this machine's is refused without first warning that it listens there")
    func foreignHost() throws {
        let folder = try TemporaryFolder.create(containing: [
            "theme.json": #"{"specVersion": "1.0", "extends": "default"}"#
        ])
        defer { TemporaryFolder.remove(folder) }
        // 192.0.2.1 is TEST-NET-1 (RFC 5737): never an address of this machine; binding fails at once.
        let result = try Tool.run(["studio", "theme.json", "--host", "192.0.2.1", "--port", "0"], in: folder)
        #expect(result.status == 1)
        #expect(result.error.contains("192.0.2.1 is not an address of this machine"), "\(result.error)")
        #expect(!result.error.contains("listening on"), "\(result.error)")
    }

    /// Starts the Studio with `--open` and `PATH` as given; returns what it printed to standard
    /// error by the time it printed `marker` (or stopped). A Studio that never prints it is
    /// stopped after a minute — a guard against a hung test, not a measured time.
    static func openWithPath(_ path: String, in folder: URL, until marker: String) throws -> String {
        let process = Process()
        process.executableURL = Tool.binary
        process.arguments = ["studio", "theme.json", "--port", "0", "--open"]
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = path
        process.environment = environment
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        let printed = LockedValue("")
        let found = DispatchSemaphore(value: 0)
        let reader = errors.fileHandleForReading
        DispatchQueue.global().async {
            while true {
                let chunk = reader.availableData
                let text = printed.withLock { text in
                    text += String(decoding: chunk, as: UTF8.self)
                    return text
                }
                if chunk.isEmpty || text.contains(marker) { break }
            }
            found.signal()
        }
        _ = found.wait(timeout: .now() + 60)
        process.terminate()
        process.waitUntilExit()
        return printed.withLock { $0 }
    }

    @Test("--open without a browser prints one line with the address, not the opener's complaints")
    func openWithoutBrowser() throws {
        let folder = try TemporaryFolder.create(containing: [
            "theme.json": #"{"specVersion": "1.0", "extends": "default"}"#
        ])
        defer { TemporaryFolder.remove(folder) }
        // An opener that fails as xdg-open does on a machine without a browser: noise, then exit 3.
        let bin = folder.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let opener = bin.appendingPathComponent("xdg-open")
        let noise = (1...7).map { "echo '/usr/bin/xdg-open: line \($0): www-browser: not found' >&2" }.joined(
            separator: "\n")
        try Data("#!/bin/sh\n\(noise)\nexit 3\n".utf8).write(to: opener)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: opener.path)
        for path in [bin.path + ":/usr/bin:/bin", folder.appendingPathComponent("empty").path] {
            let printed = try Self.openWithPath(path, in: folder, until: "could not open a browser")
            let lines = printed.split(separator: "\n")
            #expect(lines.filter { $0.contains("could not open a browser") }.count == 1, "\(printed)")
            #expect(lines.contains { $0.contains("open http://127.0.0.1:") && $0.contains("yourself") }, "\(printed)")
            #expect(!printed.contains("www-browser"), "\(printed)")
            #expect(!printed.contains("No such file"), "\(printed)")
        }
    }
}
#endif
