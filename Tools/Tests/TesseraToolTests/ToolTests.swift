import Foundation
@_spi(TesseraTools) import TesseraCore
import TesseraTestSupport
import Testing

/// Runs the built `tessera` binary and compares what it prints with golden files.
/// Set TESSERA_UPDATE_GOLDEN=1 to rewrite the golden files after an intended change (the tests
/// that rewrote one fail, saying so; run them again without it).
struct Tool {
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let fixtures = testsFolder.appendingPathComponent("Fixtures")
    /// The design-token fixtures of the root package's TesseraTokensTests.
    static let tokenFixtures = testsFolder.deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Tests/TesseraTokensTests/Fixtures")
    /// The linter's fixtures (SwiftUI sources and their expectations), with its tests in the root package.
    static let lintFixtures = testsFolder.deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Tests/TesseraLintTests/Fixtures")
    static let golden = Golden(folder: testsFolder.appendingPathComponent("Golden"))

    static var binary: URL {
        // The test bundle and the executable are built into the same folder.
        let bundle = Bundle.main.bundleURL
        let candidates = [
            bundle.appendingPathComponent("tessera"),
            bundle.deletingLastPathComponent().appendingPathComponent("tessera"),
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
                "tessera"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }

    struct Result {
        var status: Int32
        var output: String
        var error: String
    }

    /// Runs `executable` with `arguments` in `directory`; `environment` adds to (or replaces in)
    /// this process's environment.
    static func run(
        _ arguments: [String], in directory: URL = fixtures, executable: URL = binary,
        environment: [String: String] = [:]
    ) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, given in given }
        }
        let output = Pipe()
        let error = Pipe()
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

    static func expectGolden(_ text: String, _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation)
        throws
    {
        try golden.expect(text, name, sourceLocation: sourceLocation)
    }

    /// Runs a command that prints JSON, expects its exit status and its golden file, and returns
    /// the output parsed.
    static func json(
        _ arguments: [String], status: Int32 = 0, golden name: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> JSONNode {
        let result = try run(arguments)
        #expect(result.status == status, "\(result.error)", sourceLocation: sourceLocation)
        try expectGolden(result.output, name, sourceLocation: sourceLocation)
        return try JSONNode(parsing: result.output)
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
        let root = try Tool.json(
            ["validate", "--format", "json", "broken.json", "truncated.json"], status: 1, golden: "validate-broken.json"
        )
        #expect(root["schemaVersion"]?.numberValue == 1)
        #expect(root["errorCount"]?.numberValue == 4)
        #expect(root["warningCount"]?.numberValue == 0)
    }

    @Test("a valid file exits 0; warnings do not change the exit code")
    func validateClean() throws {
        let result = try Tool.run(["validate", "brand.json"])
        #expect(result.status == 0)
        #expect(result.output == "1 file checked: 0 errors, 0 warnings\n")
        let folder = try TemporaryFolder.create(
            "newer", containing: ["newer.json": #"{"specVersion": "1.9", "extends": "default", "sparkle": true}"#])
        defer { TemporaryFolder.remove(folder) }
        let warned = try Tool.run(["validate", folder.appendingPathComponent("newer.json").path])
        #expect(warned.status == 0)
        #expect(warned.output.contains("warning: sparkle: unknown key"))
    }

    @Test(
        "usage errors exit 64 and say what to do",
        arguments: [
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
        let root = try JSONNode(parsing: json.output)
        #expect(root["presets"]?.elements?.count == Presets.all.count)
    }

    @Test("presets export writes one standalone, valid file per preset")
    func presetsExport() throws {
        let directory = try TemporaryFolder.create("export")
        defer { TemporaryFolder.remove(directory) }
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

@Suite("tessera resolution commands")
struct ResolutionCommandTests {
    @Test("scale: UIFontMetrics-equivalent values, in text and in the documented JSON shape")
    func scale() throws {
        let json = try Tool.run(["scale", "17", "--relative-to", "body", "--format", "json"])
        #expect(json.status == 0)
        try Tool.expectGolden(json.output, "scale-body-17.json")
        let root = try JSONNode(parsing: json.output)
        #expect(root.members?.map(\.key) == ["schemaVersion", "relativeTo", "value", "displayScale", "results"])
        let first = try #require(root["results"]?.elements?.first)
        #expect(first["size"]?.stringValue == "xSmall")
        #expect(first["scaledValue"]?.numberValue == 14.666666666666666)
        #expect(first["fontSize"]?.numberValue == 15)
        #expect(root["results"]?.elements?.count == 12)

        let one = try Tool.run(["scale", "20", "--relative-to", "body", "--size", "xxxLarge", "--format", "json"])
        let result = try #require(try JSONNode(parsing: one.output)["results"]?.elements?.first)
        #expect(result["scaledValue"]?.numberValue == 26 + 1.0 / 3 && result["fontSize"]?.numberValue == 26)
        let ax = try Tool.run(["scale", "17", "--relative-to", "body", "--size", "AX5"])
        #expect(ax.output.contains("accessibility5") && ax.output.contains("font 48"))
        let text = try Tool.run(["scale", "17", "--relative-to", "body"])
        try Tool.expectGolden(text.output, "scale-body-17.txt")
    }

    @Test(
        "scale refuses bad input with a usage error",
        arguments: [
            ["scale", "17"], ["scale", "17", "--relative-to", "bodyy"], ["scale", "10001", "--relative-to", "body"],
            ["scale", "17", "--relative-to", "body", "--size", "AX9"],
        ])
    func scaleUsage(arguments: [String]) throws {
        #expect(try Tool.run(arguments).status == 64)
    }

    @Test("contrast: WCAG ratio, APCA and pass flags; translucent foregrounds composited")
    func contrast() throws {
        let root = try Tool.json(
            ["contrast", "#767676", "#FFFFFF", "--format", "json"], golden: "contrast-767676.json")
        #expect(
            root.members?.map(\.key) == [
                "schemaVersion", "foreground", "background", "wcag", "apca", "aa", "aaLarge", "aaa",
            ])
        #expect(abs((root["wcag"]?.numberValue ?? 0) - 4.5422) < 0.0001)
        #expect(root["aa"] == JSONNode(.bool(true)) && root["aaa"] == JSONNode(.bool(false)))
        let apca = try JSONNode(parsing: try Tool.run(["contrast", "#888888", "#FFFFFF", "--format", "json"]).output)
        #expect(apca["apca"]?.numberValue == 63.056469930209424)
        let translucent = try JSONNode(
            parsing: try Tool.run(["contrast", "#00000080", "#FFFFFF", "--format", "json"]).output)
        let composited = try JSONNode(
            parsing: try Tool.run(["contrast", "#7F7F7F", "#FFFFFF", "--format", "json"]).output)
        #expect(translucent["wcag"] == composited["wcag"])
        let bad = try Tool.run(["contrast", "#12", "#FFFFFF"])
        #expect(bad.status == 1 && bad.error.contains("hex digits"))
        // The colour grammar the Studio's fields take: the same colour written three ways measures the same.
        let typed = try ["rgb(118 118 118)", "color(srgb 0.462745 0.462745 0.462745)", "#767676"].map {
            try JSONNode(parsing: try Tool.run(["contrast", $0, "rgb(100% 100% 100%)", "--format", "json"]).output)[
                "wcag"]?.numberValue ?? 0
        }
        #expect(typed.allSatisfy { abs($0 - 4.5422) < 0.0001 }, "\(typed)")
        let reference = try Tool.run(["contrast", "{palette.blue.600}", "#FFFFFF"])
        #expect(reference.status == 1 && reference.error.contains("only within a theme"))
    }

    @Test("resolve prints every role for the context asked for")
    func resolve() throws {
        let result = try Tool.run([
            "resolve", "--preset", "ocean", "--appearance", "dark", "--contrast", "increased", "--size", "AX2",
            "--width", "regular", "--format", "json",
        ])
        #expect(result.status == 0)
        let root = try JSONNode(parsing: result.output)
        #expect(root["schemaVersion"]?.numberValue == 1 && root["theme"]?.stringValue == "ocean")
        #expect(root["context"]?["size"]?.stringValue == "accessibility2")
        let ocean = try #require(Presets.named("ocean")).theme
        let expected = ocean.resolved(
            for: ThemeContext(
                appearance: .dark, contrast: .increased, dynamicTypeSize: .accessibility2, horizontalSizeClass: .regular
            ))
        #expect(root["colors"]?["accent"]?.stringValue == expected.color(.accent).hexString)
        #expect(root["typography"]?["body"]?["size"]?.numberValue == 33)
        #expect(root["colors"]?.members?.count == ColorRoles.Builtin.allCases.count)
        #expect(root["buttons"]?["primary"]?["forms"]?["text"]?["pressed"]?["opacity"]?.numberValue == 0.95)
        #expect(root["layout"]?["gaps"]?["regular"]?.numberValue == 16)
        // Every value a theme names is there to look up: `.l`, `{radii.large}`, a shadow, motion.
        #expect(root["spacing"]?.members?.map(\.key) == ocean.spacingNames)
        #expect(root["spacing"]?["l"]?.numberValue == expected.spacing("l"))
        #expect(root["radii"]?.members?.map(\.key) == ocean.radiusNames)
        #expect(root["radii"]?["large"]?.numberValue == expected.radius("large"))
        #expect(root["shadows"]?.members?.map(\.key) == ocean.shadowNames)
        #expect(root["shadows"]?["small"]?["color"]?.stringValue == expected.shadow(named: "small")?.color.hexString)
        #expect(
            root["layout"]?["insets"]?["card"]?["roomy"]?["vertical"]?.numberValue
                == expected.inset(.card, .roomy).vertical)
        #expect(root["motion"]?.members?.isEmpty == false)
        let text = try Tool.run(["resolve"])
        for section in ["Spacing", "Radii", "Shadows", "Motion", "Insets (horizontal × vertical)"] {
            #expect(text.output.contains("\n\(section)\n"), "\(section)")
        }
        try Tool.expectGolden(text.output, "resolve-default.txt")
        let file = try Tool.run(["resolve", "brand.json", "--format", "json"])
        #expect(try JSONNode(parsing: file.output)["colors"]?["accent"]?.stringValue == "#005F73")
        let broken = try Tool.run(["resolve", "broken.json"])
        #expect(broken.status == 1 && broken.error.contains("broken.json:5:26: error"))
        #expect(try Tool.run(["resolve", "--preset", "ocaen"]).error.contains("Did you mean 'ocean'"))
    }

    @Test("type-ramp lists every role at every size")
    func typeRamp() throws {
        let roles = try #require(
            try Tool.json(["type-ramp", "--format", "json"], golden: "type-ramp-default.json")["roles"]?.elements)
        #expect(roles.count == TextRoles.Builtin.allCases.count)
        let body = try #require(roles.first { $0["role"]?.stringValue == "body" })
        #expect(body["sizes"]?["accessibility5"]?.numberValue == 53)
        #expect(body["sizes"]?.members?.map(\.key) == DynamicTypeSize.allCases.map(\.rawValue))
        try Tool.expectGolden(try Tool.run(["type-ramp"]).output, "type-ramp-default.txt")
    }

    @Test("audit: every preset passes; a failing theme exits 1 and names the failure")
    func audit() throws {
        let all = try Tool.run(["audit", "--all-presets"])
        #expect(all.status == 0)
        #expect(all.output.split(separator: "\n").count == Presets.all.count)
        let json = try JSONNode(parsing: try Tool.run(["audit", "--all-presets", "--format", "json"]).output)
        #expect(json["passed"] == JSONNode(.bool(true)) && json["themes"]?.elements?.count == Presets.all.count)

        let folder = try TemporaryFolder.create(
            "failing",
            containing: [
                "failing.json": ThemeJSON.extending("default", ##""colors": {"textTertiary": {"light": "#9A9A9A"}}"##)
            ])
        defer { TemporaryFolder.remove(folder) }
        let failing = folder.appendingPathComponent("failing.json")
        let result = try Tool.run(["audit", failing.path])
        #expect(result.status == 1)
        #expect(result.output.contains("textTertiary on background (light"))
        let report = try JSONNode(parsing: try Tool.run(["audit", failing.path, "--format", "json"]).output)
        let failure = try #require(report["themes"]?.elements?.first?["failures"]?.elements?.first)
        #expect(failure["role"]?.stringValue == "textTertiary" && failure["threshold"]?.numberValue == 4.5)
        #expect(try Tool.run(["audit", "--preset", "paper", "--level", "AAA"]).status == 1)
        #expect(try Tool.run(["audit", "--all-presets", "--preset", "paper"]).status == 64)
    }
}
