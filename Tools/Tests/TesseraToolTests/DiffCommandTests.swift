import Foundation
@_spi(TesseraTools) import TesseraCore
import TesseraTestSupport
import Testing

/// `tessera diff`, run as a reviewer (or CI) runs it: exit codes, the four formats, load
/// failures, git revisions, and the same bytes on every run.
@Suite("tessera diff")
struct DiffCommandTests {
    static let old = ThemeJSON.extending(
        "default", ##""colors": {"brand": {"light": "#123456", "fallback": "accent"}}"##)
    static let new = ThemeJSON.extending(
        "default",
        ##""colors": {"brandMain": {"light": "#123456", "fallback": "accent"}}, "buttons": {"primary": {"minHeight": 40}}"##
    )
    static let fixed = ThemeJSON.extending(
        "default", ##""colors": {"brand": {"light": "#123456", "fallback": "accent"}}, "radii": {"large": 18}"##)

    static func folder() throws -> URL {
        try TemporaryFolder.create(
            "diff",
            containing: [
                "old.json": old, "new.json": new, "fixed.json": fixed,
                "broken.json": "{\"specVersion\": \"1.0\",\n  \"radii\": {\"large\": \"big\"}}\n",
            ])
    }

    @Test("exit 1 on a regression by default; --fail-on any and none; 0 without one")
    func exitCodes() throws {
        let folder = try Self.folder()
        defer { TemporaryFolder.remove(folder) }
        let regression = try Tool.run(["diff", "old.json", "new.json"], in: folder)
        #expect(regression.status == 1, "\(regression.error)")
        #expect(
            regression.output.contains("REGRESSION touchTarget primary: 44 pt pass → 40 pt fail"),
            "\(regression.output)")
        #expect(regression.output.contains("color brand → brandMain"))
        #expect(try Tool.run(["diff", "old.json", "new.json", "--fail-on", "none"], in: folder).status == 0)
        #expect(try Tool.run(["diff", "old.json", "fixed.json"], in: folder).status == 0)
        #expect(try Tool.run(["diff", "old.json", "fixed.json", "--fail-on", "any"], in: folder).status == 1)
        let same = try Tool.run(["diff", "old.json", "old.json", "--fail-on", "any"], in: folder)
        #expect(same.status == 0 && same.output.contains("No changes"))
        #expect(try Tool.run(["diff", "old.json", "new.json", "--fail-on", "sometimes"], in: folder).status == 64)
    }

    @Test("a file that does not load is its diagnostics and exit 1")
    func loadFailure() throws {
        let folder = try Self.folder()
        defer { TemporaryFolder.remove(folder) }
        let result = try Tool.run(["diff", "old.json", "broken.json"], in: folder)
        #expect(result.status == 1)
        #expect(result.error.contains("broken.json:2:"), "\(result.error)")
        #expect(result.error.contains("error: broken.json did not load; nothing was compared"))
        #expect(result.output.isEmpty)
        let missing = try Tool.run(["diff", "old.json", "git:HEAD:none.json"], in: folder)
        #expect(missing.status == 1)
        #expect(missing.error.contains("git:HEAD:none.json"), "\(missing.error)")
    }

    @Test("the JSON shape is pinned")
    func jsonGolden() throws {
        let root = try Tool.json(
            ["diff", "brand.json", "brand-next.json", "--format", "json"], status: 1, golden: "diff-brand.json")
        #expect(root["summary"]?["added"]?.numberValue == 1)
        #expect(
            root["audit"]?.elements?.contains {
                $0["regression"]?.description == "true" && $0["check"]?.stringValue == "touchTarget"
            } == true)
    }

    @Test("json, markdown and sarif; every format the same bytes twice")
    func formats() throws {
        let folder = try Self.folder()
        defer { TemporaryFolder.remove(folder) }
        for format in ["text", "markdown", "json", "sarif"] {
            let first = try Tool.run(
                ["diff", "old.json", "new.json", "--format", format, "--fail-on", "none"], in: folder)
            let second = try Tool.run(
                ["diff", "old.json", "new.json", "--format", format, "--fail-on", "none"], in: folder)
            #expect(first.status == 0 && first.output == second.output, "\(format)")
        }
        let json = try JSONNode(
            parsing: try Tool.run(["diff", "old.json", "new.json", "--format", "json"], in: folder).output)
        #expect(json["schemaVersion"]?.numberValue == 1)
        #expect(json["summary"]?["regressions"]?.numberValue == 1)
        #expect(json["renames"]?.elements?.first?["to"]?.stringValue == "brandMain")
        let markdown = try Tool.run(["diff", "old.json", "new.json", "--format", "markdown"], in: folder).output
        #expect(markdown.contains("| **Regressions** | **1** |"))
        #expect(markdown.contains("<details><summary>Changed roles"))
        let sarif = try JSONNode(
            parsing: try Tool.run(["diff", "old.json", "new.json", "--format", "sarif"], in: folder).output)
        #expect(sarif["version"]?.stringValue == "2.1.0")
        let location = sarif["runs"]?.elements?.first?["results"]?.elements?.first?["locations"]?.elements?.first?[
            "physicalLocation"]
        #expect(location?["artifactLocation"]?["uri"]?.stringValue == "new.json")
        // `"buttons"` is on the file's first line, where the role is written.
        #expect(location?["region"]?["startLine"]?.numberValue == 1)
    }

    @Test("git:REV:PATH reads the file as it was in a revision")
    func gitRevision() throws {
        let folder = try Self.folder()
        defer { TemporaryFolder.remove(folder) }
        let git = { (arguments: [String]) throws in try TestGit.run(arguments, in: folder) }
        try git(["init", "-q"])
        try git(["add", "old.json"])
        try git(["commit", "-q", "-m", "old"])
        try Data(Self.new.utf8).write(to: folder.appendingPathComponent("old.json"))
        let result = try Tool.run(["diff", "git:HEAD:old.json", "old.json", "--fail-on", "none"], in: folder)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("color brand → brandMain"), "\(result.output)")
        // A resolver in a revision reads its token files as they were there.
        #expect(try Tool.run(["export", "dtcg", "--preset", "ocean", "-o", "tokens"], in: folder).status == 0)
        try git(["add", "tokens"])
        try git(["commit", "-q", "-m", "tokens"])
        let tokens = try Tool.run(
            ["diff", "git:HEAD:tokens/ocean.resolver.json", "tokens/ocean.resolver.json", "--fail-on", "any"],
            in: folder)
        #expect(tokens.status == 0, "\(tokens.error)")
        #expect(tokens.output.contains("No changes"), "\(tokens.output)")
    }

    @Test(
        "a revision that begins with '-' is refused, never handed to git as an option",
        arguments: [
            "git:--output=written.txt:old.json",
            "git:--output=written.txt:tokens/ocean.resolver.json",
            "git:-owritten.txt:old.json",
        ])
    func optionLikeRevision(argument: String) throws {
        let folder = try Self.folder()
        defer { TemporaryFolder.remove(folder) }
        let git = { (arguments: [String]) throws in try TestGit.run(arguments, in: folder) }
        try git(["init", "-q"])
        try git(["add", "old.json"])
        try git(["commit", "-q", "-m", "old"])
        for order in [[argument, "old.json"], ["old.json", argument]] {
            let result = try Tool.run(["diff"] + order + ["--fail-on", "none"], in: folder)
            #expect(result.status == 1, "\(result.output)")
            #expect(result.error.contains("a revision cannot begin with '-'"), "\(result.error)")
            let written = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
                $0.hasPrefix("written")
            }
            #expect(written.isEmpty, "git wrote \(written)")
        }
    }

    @Test("a base file is read from the revision with the revision kept out of git's options")
    func baseFileInRevision() throws {
        let folder = try Self.folder()
        defer { TemporaryFolder.remove(folder) }
        let git = { (arguments: [String]) throws in try TestGit.run(arguments, in: folder) }
        try Data(#"{"specVersion": "1.0", "extends": "default", "radii": {"medium": 9}}"#.utf8).write(
            to: folder.appendingPathComponent("base.json"))
        try Data(#"{"specVersion": "1.0", "extends": "base.json"}"#.utf8).write(
            to: folder.appendingPathComponent("brand.json"))
        try git(["init", "-q"])
        try git(["add", "base.json", "brand.json"])
        try git(["commit", "-q", "-m", "brand"])
        try git(["tag", "v1"])
        let result = try Tool.run(["diff", "git:v1:brand.json", "brand.json", "--fail-on", "any"], in: folder)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("No changes"), "\(result.output)")
    }

    @Test("--sources lists the Swift uses of removed and renamed roles; lint --fix --renames rewrites them")
    func sources() throws {
        let folder = try Self.folder()
        defer { TemporaryFolder.remove(folder) }
        let swift = "import Tessera\n\nlet a = ColorRole.custom(\"brand\")\nlet b: ColorRole = .brand\n"
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("App"), withIntermediateDirectories: true)
        try Data(swift.utf8).write(to: folder.appendingPathComponent("App/Roles.swift"))
        let listed = try Tool.run(
            ["diff", "old.json", "new.json", "--fail-on", "none", "--sources", "App"], in: folder)
        #expect(listed.status == 0, "\(listed.error)")
        #expect(listed.output.contains("App/Roles.swift:3:27: color brand is renamed to brandMain"), "\(listed.output)")
        #expect(listed.output.contains("App/Roles.swift:4:21: color brand is renamed to brandMain"))
        let json = try JSONNode(
            parsing: try Tool.run(["diff", "old.json", "new.json", "--format", "json", "--sources", "App"], in: folder)
                .output)
        #expect(json["sources"]?["uses"]?.elements?.count == 2)

        let report = try Tool.run(
            ["diff", "old.json", "new.json", "--format", "json", "--fail-on", "none"], in: folder)
        try Data(report.output.utf8).write(to: folder.appendingPathComponent("diff.json"))
        let uses = try Tool.run(["lint", "--uses-of", "diff.json", "App"], in: folder)
        #expect(
            uses.status == 1 && uses.output.contains("App/Roles.swift:3:27: color brand is renamed to brandMain"),
            "\(uses.error)")
        let fixed = try Tool.run(["lint", "--fix", "--renames", "diff.json", "App"], in: folder)
        #expect(fixed.status == 0, "\(fixed.error)")
        #expect(fixed.output.contains("App/Roles.swift:4:21: renamed color `brand` → `brandMain`"), "\(fixed.output)")
        let text = try String(contentsOf: folder.appendingPathComponent("App/Roles.swift"), encoding: .utf8)
        #expect(text == swift.replacingOccurrences(of: "brand", with: "brandMain"))
        #expect(try Tool.run(["lint", "--uses-of", "diff.json", "App"], in: folder).status == 0)
        #expect(try Tool.run(["lint", "--renames", "diff.json", "App"], in: folder).status == 64)
    }

    @Test("tokens without Tessera facts: the advice is a command that works, since diff takes no --map")
    func tokensNeedingAMap() throws {
        let folder = try TemporaryFolder.create(
            "diff-tokens",
            containing: ["brand.tokens.json": ##"{"color": {"$type": "color", "accent": {"$value": "#123456"}}}"##])
        defer { TemporaryFolder.remove(folder) }
        let run = try Tool.run(["diff", "brand.tokens.json", "default"], in: folder)
        #expect(run.status == 1)
        #expect(!run.error.contains("give --map"), "\(run.error)")
        #expect(
            run.error.contains(
                "this command takes no map: import them with one first, `tessera import dtcg brand.tokens.json --map MAP.json -o THEME.json` (start MAP.json from `tessera import dtcg brand.tokens.json --suggest-map`)"
            ), "\(run.error)")
        #expect(run.error.contains("and give THEME.json"))
    }
}
