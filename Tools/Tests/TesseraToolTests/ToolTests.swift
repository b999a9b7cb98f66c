import Foundation
import Testing
import TesseraCore

/// Runs the built `tessera` binary and compares what it prints with golden files.
/// Set TESSERA_UPDATE_GOLDEN=1 to rewrite the golden files after an intended change.
struct Tool {
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let fixtures = testsFolder.appendingPathComponent("Fixtures")
    static let golden = testsFolder.appendingPathComponent("Golden")

    static var binary: URL {
        // The test bundle and the executable are built into the same folder.
        let bundle = Bundle.main.bundleURL
        let candidates = [
            bundle.appendingPathComponent("tessera"),
            bundle.deletingLastPathComponent().appendingPathComponent("tessera"),
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("tessera"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }

    struct Result {
        var status: Int32
        var output: String
        var error: String
    }

    static func run(_ arguments: [String], in directory: URL = fixtures) throws -> Result {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
            error: String(decoding: errorData, as: UTF8.self))
    }

    static func expectGolden(_ text: String, _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let file = golden.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["TESSERA_UPDATE_GOLDEN"] == "1" {
            try text.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        #expect(text == expected, "output differs from Golden/\(name)", sourceLocation: sourceLocation)
    }
}

@Suite("tessera command line")
struct ToolTests {
    @Test("validate prints FILE:LINE:COL diagnostics and exits 1 on errors")
    func validateText() throws {
        let result = try Tool.run(["validate", "broken.json", "brand.json"])
        #expect(result.status == 1)
        try Tool.expectGolden(result.output, "validate-broken.txt")
    }

    @Test("validate --format json has a stable, versioned shape")
    func validateJSON() throws {
        let result = try Tool.run(["validate", "--format", "json", "broken.json", "truncated.json"])
        #expect(result.status == 1)
        try Tool.expectGolden(result.output, "validate-broken.json")
        let root = try JSONReader().read(result.output).root
        #expect(root["schemaVersion"]?.numberValue == 1)
        #expect(root["errorCount"]?.numberValue == 3)
        #expect(root["warningCount"]?.numberValue == 1)
    }

    @Test("a valid file exits 0; warnings do not change the exit code")
    func validateClean() throws {
        let result = try Tool.run(["validate", "brand.json"])
        #expect(result.status == 0)
        #expect(result.output == "1 file checked: 0 errors, 0 warnings\n")
        let newer = FileManager.default.temporaryDirectory.appendingPathComponent("newer-\(UUID().uuidString).json")
        try Data(#"{"specVersion": "1.9", "extends": "default", "sparkle": true}"#.utf8).write(to: newer)
        defer { try? FileManager.default.removeItem(at: newer) }
        let warned = try Tool.run(["validate", newer.path])
        #expect(warned.status == 0)
        #expect(warned.output.contains("warning: sparkle: unknown key"))
    }

    @Test("usage errors exit 64 and say what to do", arguments: [
        ["validate"], ["frobnicate"], ["validate", "--format", "xml", "a.json"], ["presets", "export"],
    ])
    func usageErrors(arguments: [String]) throws {
        let result = try Tool.run(arguments)
        #expect(result.status == 64)
        #expect(result.error.contains("Usage:") || result.error.contains("Error:"))
    }

    @Test("presets list, in text and json")
    func presetsList() throws {
        let text = try Tool.run(["presets", "list"])
        #expect(text.status == 0)
        try Tool.expectGolden(text.output, "presets-list.txt")
        let json = try Tool.run(["presets", "list", "--format", "json"])
        try Tool.expectGolden(json.output, "presets-list.json")
        let root = try JSONReader().read(json.output).root
        #expect(root["presets"]?.elements?.count == Presets.all.count)
    }

    @Test("presets export writes one standalone, valid file per preset")
    func presetsExport() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("export-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try Tool.run(["presets", "export", directory.path])
        #expect(result.status == 0)
        for preset in Presets.all {
            let document = ThemeLoader().load(contentsOf: directory.appendingPathComponent("\(preset.id).json"))
            #expect(document.isValid && document.diagnostics.isEmpty, "\(preset.id): \(document.diagnostics)")
            #expect(document.spec?.extends == nil)
            var expected = preset.spec
            expected.extends = nil
            #expect(document.spec == expected)
        }
        let blocked = try Tool.run(["presets", "export", "/proc/version/inside"])
        #expect(blocked.status == 1)
        #expect(blocked.error.contains("cannot write"))
    }
}
