import Foundation
@_spi(TesseraTools) import TesseraCore
import TesseraTestSupport
import Testing

/// `tessera lint`, run as a user (or CI) runs it: exit codes, the three formats, baselines,
/// `--fix` and configuration mistakes.
@Suite("tessera lint")
struct LintCommandTests {
    static let card = """
        import SwiftUI

        struct Card: View {
            var body: some View {
                Text("Sale")
                    .foregroundColor(.red)
                    .padding(16)
            }
        }

        """

    @Test("exit 1 on errors, 0 on warnings alone unless --strict, 64 on usage")
    func exitCodes() throws {
        let folder = try TemporaryFolder.create(
            "lint", containing: ["Sources/Card.swift": Self.card, "Sources/Quiet.swift": "let x = 1\n"])
        defer { TemporaryFolder.remove(folder) }
        let failing = try Tool.run(["lint", "Sources"], in: folder)
        #expect(failing.status == 1)
        #expect(
            failing.output.contains("Sources/Card.swift:6:30: error: [hardcoded-color] system colour `.red`"),
            "\(failing.output)")
        #expect(
            failing.output.contains(
                "Sources/Card.swift:7:22: warning: [hardcoded-spacing] padding 16 is a raw value; use the spacing step .padding(.l)"
            ))
        #expect(failing.error.contains("2 files checked: 1 error, 1 warning"))

        try #"{"rules": {"hardcoded-color": false}}"#.write(
            to: folder.appendingPathComponent(".tessera-lint.json"), atomically: true, encoding: .utf8)
        #expect(try Tool.run(["lint", "Sources"], in: folder).status == 0)
        #expect(try Tool.run(["lint", "Sources", "--strict"], in: folder).status == 1)
        #expect(try Tool.run(["lint", "Sources", "--warnings-only"], in: folder).status == 0)
        #expect(try Tool.run(["lint", "Missing"], in: folder).status == 64)
        #expect(try Tool.run(["lint", "Sources", "--format", "yaml"], in: folder).status == 64)
        #expect(try Tool.run(["lint", "Sources", "--strict", "--warnings-only"], in: folder).status == 64)
    }

    @Test(
        "json: schemaVersion 1 and one object per finding with file, line, column, rule, severity, message, suggestion, fix"
    )
    func json() throws {
        let folder = try TemporaryFolder.create("lint", containing: ["Card.swift": Self.card])
        defer { TemporaryFolder.remove(folder) }
        let run = try Tool.run(["lint", ".", "--format", "json"], in: folder)
        let report = try JSONNode(parsing: run.output)
        #expect(report["schemaVersion"]?.numberValue == 1)
        let findings = try #require(report["findings"]?.elements)
        #expect(findings.count == 2)
        #expect(
            findings.first?.members?.map(\.key) == [
                "file", "line", "column", "rule", "severity", "message", "suggestion", "fix",
            ])
        #expect(findings.last?["suggestion"]?.stringValue == ".padding(.l)")
        #expect(findings.last?["fix"]?["original"]?.stringValue == "16")
        #expect(findings.last?["fix"]?["replacement"]?.stringValue == ".l")
        #expect(findings.last?["line"]?.numberValue == 7)
    }

    @Test("sarif: 2.1.0 with every rule described and repository-relative locations")
    func sarif() throws {
        let folder = try TemporaryFolder.create("lint", containing: ["App/Views/Card.swift": Self.card])
        defer { TemporaryFolder.remove(folder) }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
        let run = try Tool.run(["lint", "App", "--format", "sarif", "-o", "lint.sarif"], in: folder)
        #expect(run.status == 1)
        let log = try JSONNode(parsing: Data(contentsOf: folder.appendingPathComponent("lint.sarif")))
        #expect(log["version"]?.stringValue == "2.1.0")
        let sarifRun = try #require(log["runs"]?.elements?.first)
        let rules = try #require(sarifRun["tool"]?["driver"]?["rules"]?.elements)
        #expect(rules.count == 9)
        #expect(rules.allSatisfy { $0["help"]?["text"]?.stringValue?.isEmpty == false })
        let result = try #require(sarifRun["results"]?.elements?.first)
        #expect(result["ruleId"]?.stringValue == "hardcoded-color")
        #expect(result["level"]?.stringValue == "error")
        let location = result["locations"]?.elements?.first?["physicalLocation"]
        #expect(location?["artifactLocation"]?["uri"]?.stringValue == "App/Views/Card.swift")
        #expect(location?["region"]?["startLine"]?.numberValue == 6)
    }

    @Test("a baseline keeps old findings from failing, even after their line moves; new ones fail")
    func baseline() throws {
        let folder = try TemporaryFolder.create("lint", containing: ["Card.swift": Self.card])
        defer { TemporaryFolder.remove(folder) }
        let recorded = try Tool.run(["lint", ".", "--write-baseline", "lint-baseline.json"], in: folder)
        #expect(recorded.status == 0)
        #expect(try Tool.run(["lint", ".", "--baseline", "lint-baseline.json"], in: folder).status == 0)

        let moved = Self.card.replacingOccurrences(of: "struct Card", with: "// A sale banner.\n\nstruct Card")
        try moved.write(to: folder.appendingPathComponent("Card.swift"), atomically: true, encoding: .utf8)
        let afterMove = try Tool.run(["lint", ".", "--baseline", "lint-baseline.json"], in: folder)
        #expect(afterMove.status == 0, "\(afterMove.output)")
        #expect(afterMove.error.contains("2 accepted by the baseline"))

        let added = moved.replacingOccurrences(
            of: ".padding(16)", with: ".padding(16)\n            .background(Color(red: 1, green: 0, blue: 0))")
        try added.write(to: folder.appendingPathComponent("Card.swift"), atomically: true, encoding: .utf8)
        let afterAdd = try Tool.run(["lint", ".", "--baseline", "lint-baseline.json"], in: folder)
        #expect(afterAdd.status == 1)
        #expect(afterAdd.output.split(separator: "\n").count == 1)
        #expect(
            afterAdd.output.contains("Card.swift:10:25: error: [hardcoded-color] hard-coded colour #FF0000"),
            "\(afterAdd.output)")

        try #"{"findings": [{"file": "Card.swift", "rule": 3}]}"#.write(
            to: folder.appendingPathComponent("broken.json"), atomically: true, encoding: .utf8)
        let broken = try Tool.run(["lint", ".", "--baseline", "broken.json"], in: folder)
        #expect(broken.status == 64)
        #expect(
            broken.error.contains(
                "broken.json:1:15: error: findings[0]: expected \"file\", \"rule\" and \"line\" strings"),
            "\(broken.error)")
    }

    @Test("--fix replaces exact token matches in place, keeps the rest of the file, and says what changed")
    func fix() throws {
        let source = """
            struct Card: View {
                var body: some View {
                    Text("Sale")   // keep this comment
                        .padding(16).padding(.horizontal,   8)
                        .padding(15)
                }
            }

            """
        let folder = try TemporaryFolder.create("lint", containing: ["Card.swift": source])
        defer { TemporaryFolder.remove(folder) }
        let run = try Tool.run(["lint", "Card.swift", "--fix"], in: folder)
        #expect(run.status == 0)
        #expect(run.error.contains("Card.swift:4:22: fixed [hardcoded-spacing] `16` → `.l`"), "\(run.error)")
        let fixed = try String(contentsOf: folder.appendingPathComponent("Card.swift"), encoding: .utf8)
        #expect(
            fixed
                == source.replacingOccurrences(
                    of: ".padding(16).padding(.horizontal,   8)", with: ".padding(.l).padding(.horizontal,   .s)"))
        #expect(
            run.output.contains("Card.swift:5:22: warning: [hardcoded-spacing] padding 15"),
            "unfixable findings are still reported")
    }

    @Test("a configuration mistake is reported with its line, column and a suggestion, and exits 64")
    func configurationErrors() throws {
        let folder = try TemporaryFolder.create(
            "lint",
            containing: [
                "Card.swift": Self.card,
                ".tessera-lint.json": """
                {
                  "rules": {
                    "hardcoded-colour": false,
                    "fixed-frame": { "largestSize": "wide" }
                  }
                }
                """,
            ])
        defer { TemporaryFolder.remove(folder) }
        let run = try Tool.run(["lint", "."], in: folder)
        #expect(run.status == 64)
        #expect(
            run.error.contains(
                ".tessera-lint.json:3:5: error: rules.hardcoded-colour: unknown rule 'hardcoded-colour'; did you mean `hardcoded-color`?"
            ), "\(run.error)")
        #expect(
            run.error.contains(
                ".tessera-lint.json:4:37: error: rules.fixed-frame.largestSize: expected a size in points above 0, found a string"
            ), "\(run.error)")
    }

    @Test("excluded paths and a theme named by the configuration")
    func configurationThemeAndExclusions() throws {
        let folder = try TemporaryFolder.create(
            "lint",
            containing: [
                "Sources/Card.swift": "let view = Text(\"x\").padding(20)\n",
                "Sources/Generated/Assets.swift": "let c = Color(red: 1, green: 0, blue: 0)\n",
                "Sources/Views/Palette.generated.swift": "let c = Color(red: 0, green: 1, blue: 0)\n",
                "Theme/theme.json":
                    #"{"specVersion": "1.0", "extends": "default", "layout": {"spacing": {"gutter": 20}}}"#,
                ".tessera-lint.json":
                    #"{"theme": "Theme/theme.json", "exclude": ["Sources/Generated", "**/*.generated.swift"]}"#,
            ])
        defer { TemporaryFolder.remove(folder) }
        let run = try Tool.run(["lint", "Sources"], in: folder)
        #expect(run.status == 0)
        #expect(run.output.contains(#"use the spacing step .padding(Spacing("gutter"))"#), "\(run.output)")
        #expect(!run.output.contains("Generated") && !run.output.contains("generated"))
        #expect(run.error.contains("1 file checked"))
    }
}
