import Foundation
@_spi(TesseraTools) import TesseraCore
import TesseraTestSupport
import Testing

/// `tessera generate` and `tessera audit --fix`, run as a person runs them.
@Suite("generate and audit --fix")
struct GenerateCommandTests {
    @Test("generate writes a theme the audit passes, the same bytes every run")
    func generate() throws {
        let folder = try TemporaryFolder.create("generate", containing: [:])
        defer { TemporaryFolder.remove(folder) }
        let first = try Tool.run(
            [
                "generate", "--accent", "#FF5A5F", "--neutral", "#334155", "--extends", "ocean", "--name", "Harbour",
                "-o", "a.json",
            ], in: folder)
        #expect(first.status == 0, "\(first.output)\(first.error)")
        #expect(first.output.hasPrefix("Wrote a.json\n"), "\(first.output)")
        let second = try Tool.run(
            [
                "generate", "--accent", "#FF5A5F", "--neutral", "#334155", "--extends", "ocean", "--name", "Harbour",
                "-o", "b.json",
            ], in: folder)
        #expect(second.status == 0)
        let a = try String(contentsOf: folder.appendingPathComponent("a.json"), encoding: .utf8)
        let b = try String(contentsOf: folder.appendingPathComponent("b.json"), encoding: .utf8)
        #expect(
            a.replacingOccurrences(of: "\"id\": \"a\"", with: "")
                == b.replacingOccurrences(of: "\"id\": \"b\"", with: ""))
        #expect(a.contains("\"extends\": \"ocean\""))
        let audit = try Tool.run(["audit", "a.json"], in: folder)
        #expect(audit.status == 0, "\(audit.output)")
    }

    @Test("a pinned accent that cannot pass writes nothing and says what to do")
    func pinned() throws {
        let folder = try TemporaryFolder.create("generate-pinned", containing: [:])
        defer { TemporaryFolder.remove(folder) }
        let result = try Tool.run(["generate", "--accent", "#FFE629", "--pin-accent", "-o", "y.json"], in: folder)
        #expect(result.status == 1)
        #expect(
            result.error.contains("error: colors.accent.light: accent on background (light) needs 3:1"),
            "\(result.error)")
        #expect(result.error.contains("drop --pin-accent"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("y.json").path))
    }

    @Test("a bad colour is refused with the option, the value and an example")
    func badColour() throws {
        let result = try Tool.run(["generate", "--accent", "#12345", "-o", "x.json"])
        #expect(result.status == 64)
        #expect(result.error.contains("--accent #12345: "), "\(result.error)")
        #expect(result.error.contains("for example --accent '#1DA1F2'"))
    }

    @Test("audit --fix moves only the failing role, prints the move, and a second --fix changes nothing")
    func fix() throws {
        let broken =
            ##"{"specVersion": "1.0", "extends": "default", "colors": {"textTertiary": {"light": "#B0B0B0"}}}"##
        let folder = try TemporaryFolder.create("fix", containing: ["broken.json": broken])
        defer { TemporaryFolder.remove(folder) }
        #expect(try Tool.run(["audit", "broken.json"], in: folder).status == 1)
        let fixed = try Tool.run(["audit", "broken.json", "--fix", "-o", "fixed.json"], in: folder)
        #expect(fixed.status == 0, "\(fixed.output)\(fixed.error)")
        #expect(
            fixed.output.contains("textTertiary (light): moved the foreground of textTertiary on "), "\(fixed.output)")
        #expect(fixed.output.contains("#B0B0B0 → "))
        #expect(try Tool.run(["audit", "fixed.json"], in: folder).status == 0)
        let text = try String(contentsOf: folder.appendingPathComponent("fixed.json"), encoding: .utf8)
        #expect(!text.contains("textPrimary"), "only the failing role is written: \(text)")
        let again = try Tool.run(["audit", "fixed.json", "--fix", "--write"], in: folder)
        #expect(again.status == 0)
        #expect(again.output.contains("nothing to fix"), "\(again.output)")
        #expect(try String(contentsOf: folder.appendingPathComponent("fixed.json"), encoding: .utf8) == text)
        let json = try Tool.run(["audit", "broken.json", "--fix", "-o", "fixed2.json", "--format", "json"], in: folder)
        #expect(json.output.contains("\"moved\": \"foreground\""), "\(json.output)")
    }

    @Test("audit --fix --write on a hand-written brand over a base file changes only the moved value's text")
    func fixKeepsTheFile() throws {
        let brand = """
            {
              "specVersion": "1.0",
              "extends": "../base/theme.json",
              "name": "Meadow",
              "colors": {
                "accent": { "light": "#15803D", "dark": "#86EFAC", "increasedContrastLight": "#166534", "increasedContrastDark": "#BBF7D0" },
                "focusRing": { "light": "#15803D", "dark": "#86EFAC" }
              },
              "typography": { "largeTitle": { "design": "serif" } }
            }

            """
        let folder = try TemporaryFolder.create(
            "fix-brand",
            containing: [
                "base/theme.json":
                    ##"{"specVersion": "1.0", "extends": "default", "name": "Company", "radii": {"small": 3}}"##,
                "brands/meadow.json": brand,
            ])
        defer { TemporaryFolder.remove(folder) }
        #expect(try Tool.run(["audit", "brands/meadow.json"], in: folder).status == 1)
        let fixed = try Tool.run(["audit", "brands/meadow.json", "--fix", "--write"], in: folder)
        #expect(fixed.status == 0, "\(fixed.output)\(fixed.error)")
        let text = try String(contentsOf: folder.appendingPathComponent("brands/meadow.json"), encoding: .utf8)
        // Every line but the accent's is kept as written, in order; what the fix adds (roles that
        // followed the accent keep their colour) comes after the last colour, at its indentation.
        // (A line that was last in its object gains the comma before what follows it.)
        let lines = { (text: String) in text.split(separator: "\n").map { $0.hasSuffix(",") ? $0.dropLast() : $0 } }
        let kept = lines(brand).filter { !$0.contains(##""accent":"##) }
        var rest = lines(text)[...]
        for line in kept {
            guard let found = rest.firstIndex(of: line) else {
                Issue.record("\(line) is not kept: \(text)")
                break
            }
            rest = rest[(found + 1)...]
        }
        #expect(
            text.contains(
                ##"    "accent": { "light": "#097937", "dark": "#86EFAC", "increasedContrastLight": "#166534", "increasedContrastDark": "#BBF7D0" },"##
            ), "\(text)")
        #expect(try Tool.run(["audit", "brands/meadow.json"], in: folder).status == 0)
    }

    @Test("--fix without -o or --write says which to give")
    func fixNeedsOutput() throws {
        let result = try Tool.run(["audit", "brand.json", "--fix"])
        #expect(result.status == 64)
        #expect(result.error.contains("--fix needs -o FIXED.json to write a fixed copy, or --write"), "\(result.error)")
    }
}
