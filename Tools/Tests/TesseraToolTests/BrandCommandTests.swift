import Foundation
@_spi(TesseraTools) import TesseraCore
import TesseraTestSupport
import Testing

/// The commands follow `extends` into base files: a brand over its company's base.
@Suite("Brands: commands follow extends through base files")
struct BrandCommandTests {
    static let base = """
        {
          "specVersion": "1.0",
          "extends": "default",
          "name": "Company",
          "palette": { "company": { "600": "#1D4ED8", "300": "#93C5FD" } },
          "colors": { "accent": { "light": "{palette.company.600}", "dark": "{palette.company.300}" } }
        }
        """
    static let harbour =
        #"{"specVersion": "1.0", "extends": "../base/theme.json", "name": "Harbour", "radii": {"medium": 7}}"#
    static let ember =
        ##"{"specVersion": "1.0", "extends": "../../base/theme.json", "name": "Ember", "colors": {"accent": {"light": "#A94709"}}}"##
    static let faint =
        ##"{"specVersion": "1.0", "extends": "../base/theme.json", "colors": {"textTertiary": {"light": "#C0C0C0"}}}"##

    static func folder(_ more: [String: String] = [:]) throws -> URL {
        try TemporaryFolder.create(
            "brands",
            containing: [
                "base/theme.json": base, "brands/harbour.json": harbour, "brands/ember/theme.json": ember,
                "brands/notes.txt": "not a brand",
            ].merging(more) { $1 })
    }

    @Test("validate names a base file's own problem with the base file, line and column")
    func validate() throws {
        let folder = try Self.folder([
            "broken/theme.json":
                "{\n  \"specVersion\": \"1.0\",\n  \"extends\": \"default\",\n  \"colors\": { \"accent\": { \"light\": \"{palette.none.1}\" } }\n}",
            "brands/broken.json": #"{"specVersion": "1.0", "extends": "../broken/theme.json"}"#,
            "brands/lost.json": #"{"specVersion": "1.0", "extends": "../base/lost.json"}"#,
        ])
        defer { TemporaryFolder.remove(folder) }
        #expect(try Tool.run(["validate", "brands/harbour.json", "brands/ember/theme.json"], in: folder).status == 0)
        let broken = try Tool.run(["validate", "brands/broken.json"], in: folder)
        #expect(broken.status == 1)
        #expect(broken.output.contains("broken/theme.json:4:"), "\(broken.output)")
        #expect(broken.output.contains("error: colors.accent.light:"), "\(broken.output)")
        let lost = try Tool.run(["validate", "brands/lost.json"], in: folder)
        #expect(lost.status == 1)
        #expect(
            lost.output.contains(
                "brands/lost.json:1:35: error: extends: cannot read the base theme `../base/lost.json` (base/lost.json): no such file"
            ), "\(lost.output)")
    }

    @Test("resolve and export see the base's values")
    func resolveAndExport() throws {
        let folder = try Self.folder()
        defer { TemporaryFolder.remove(folder) }
        let resolved = try Tool.run(["resolve", "brands/harbour.json"], in: folder)
        #expect(resolved.status == 0, "\(resolved.error)")
        #expect(resolved.output.uppercased().contains("1D4ED8"), "the base's accent")
        let css = try Tool.run(["export", "css", "brands/ember/theme.json", "-o", "ember.css"], in: folder)
        #expect(css.status == 0, "\(css.error)")
        let text = try String(contentsOf: folder.appendingPathComponent("ember.css"), encoding: .utf8)
        #expect(
            text.uppercased().contains("A94709") && text.uppercased().contains("93C5FD"),
            "the brand's light accent and the base's dark one")
    }

    @Test("lint --theme with a brand suggests the values its base file gives")
    func lintThroughBase() throws {
        let folder = try Self.folder([
            "base/theme.json":
                ##"{"specVersion": "1.0", "extends": "default", "radii": {"pill": 13}, "colors": {"brandInk": {"light": "#7A1F5C", "fallback": "accent"}}}"##,
            "View.swift": """
            import SwiftUI
            struct Card: View {
                var body: some View { Text("Hi").cornerRadius(13).foregroundStyle(Color(red: 0x7A / 255, green: 0x1F / 255, blue: 0x5C / 255)) }
            }
            """,
            "brands/lost.json": #"{"specVersion": "1.0", "extends": "../base/lost.json"}"#,
        ])
        defer { TemporaryFolder.remove(folder) }
        let brand = try Tool.run(["lint", "View.swift", "--theme", "brands/harbour.json"], in: folder)
        #expect(brand.status == 1)
        #expect(brand.output.contains("the theme's radius `pill` is 13 pt"), "the base's radius: \(brand.output)")
        #expect(
            brand.output.contains(#"use the colour role .role(.custom("brandInk")) (ΔE 0.0)"#),
            "the base's colour role: \(brand.output)")
        let standard = try Tool.run(["lint", "View.swift"], in: folder)
        #expect(
            !standard.output.contains("pill") && !standard.output.contains("brandInk"),
            "without the brand: \(standard.output)")
        let broken = try Tool.run(["lint", "View.swift", "--theme", "brands/lost.json"], in: folder)
        #expect(broken.status == 64)
        #expect(
            broken.error.contains("brands/lost.json:1:35: error: extends: cannot read the base theme"),
            "\(broken.error)")
    }

    @Test("export json of a brand is standalone: no extends, and it validates wherever it is moved")
    func exportStandalone() throws {
        let folder = try Self.folder()
        defer { TemporaryFolder.remove(folder) }
        let export = try Tool.run(
            ["export", "json", "brands/ember/theme.json", "-o", "ember-standalone.json"], in: folder)
        #expect(export.status == 0, "\(export.error)")
        let written = try JSONNode(parsing: Data(contentsOf: folder.appendingPathComponent("ember-standalone.json")))
        #expect(written["extends"] == nil, "\(written["extends"].map { "\($0)" } ?? "")")
        #expect(written["id"]?.stringValue == "ember", "a theme.json takes its folder's name")
        let moved = try TemporaryFolder.create(
            "moved",
            containing: [
                "ember.json": String(
                    decoding: try Data(contentsOf: folder.appendingPathComponent("ember-standalone.json")),
                    as: UTF8.self)
            ])
        defer { TemporaryFolder.remove(moved) }
        let validated = try Tool.run(["validate", "ember.json"], in: moved)
        #expect(validated.status == 0, "\(validated.output)")
        let resolved = try Tool.run(["resolve", "brands/ember/theme.json", "--format", "json"], in: folder)
        #expect(
            try JSONNode(parsing: resolved.output)["theme"]?.stringValue == "ember", "\(resolved.output.prefix(200))")
    }

    @Test("a mistake in a base file is one error however many brands extend it, and JSON names its file")
    func baseMistakeOnce() throws {
        let folder = try Self.folder([
            "base/theme.json": Self.base.replacingOccurrences(of: "\"#1D4ED8\"", with: "\"#1D4ED\"")
        ])
        defer { TemporaryFolder.remove(folder) }
        let text = try Tool.run(["validate", "brands/harbour.json", "brands/ember/theme.json"], in: folder)
        #expect(text.status == 1)
        let lines = text.output.split(separator: "\n").filter { $0.contains("error:") }
        #expect(lines.count == 1 && lines[0].hasPrefix("base/theme.json:5:"), "\(text.output)")
        #expect(text.output.hasSuffix("2 files checked: 1 error, 0 warnings\n"), "\(text.output)")
        let json = try JSONNode(
            parsing: try Tool.run(
                ["validate", "brands/harbour.json", "brands/ember/theme.json", "--format", "json"], in: folder
            ).output)
        #expect(json["errorCount"] == .number(1))
        let files = try #require(json["files"]?.elements)
        #expect(files.count == 2)
        for file in files {
            #expect(file["valid"] == JSONNode(.bool(false)))
            let diagnostic = try #require(file["diagnostics"]?.elements?.first)
            #expect(
                diagnostic["file"]?.stringValue == "base/theme.json",
                "the file the line and column are in: \(diagnostic)")
            #expect(diagnostic["line"] == .number(5))
        }
    }

    @Test("diff of a brand in a git revision reads its base in the same revision")
    func diffRevision() throws {
        let folder = try Self.folder()
        defer { TemporaryFolder.remove(folder) }
        let git = { (arguments: [String]) throws in try TestGit.run(arguments, in: folder) }
        try git(["init", "-q"])
        try git(["add", "base", "brands"])
        try git(["commit", "-q", "-m", "brands"])
        try Data(Self.base.replacingOccurrences(of: "#1D4ED8", with: "#0F766E").utf8).write(
            to: folder.appendingPathComponent("base/theme.json"))
        let changed = try Tool.run(
            ["diff", "git:HEAD:brands/harbour.json", "brands/harbour.json", "--fail-on", "none"], in: folder)
        #expect(changed.status == 0, "\(changed.error)")
        #expect(changed.output.contains("accent"), "the base's change shows in the brand: \(changed.output)")
        try git(["commit", "-q", "-a", "-m", "teal"])
        let same = try Tool.run(
            ["diff", "git:HEAD:brands/harbour.json", "brands/harbour.json", "--fail-on", "any"], in: folder)
        #expect(same.status == 0 && same.output.contains("No changes"), "\(same.output)\(same.error)")
    }

    @Test("audit --brands audits every brand, sorted, with a summary; one failing brand exits 1")
    func auditBrands() throws {
        let folder = try Self.folder()
        defer { TemporaryFolder.remove(folder) }
        let passing = try Tool.run(["audit", "--brands", "brands"], in: folder)
        #expect(passing.status == 0, "\(passing.output)\(passing.error)")
        let lines = passing.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "\(passing.output)")
        #expect(lines[0].hasPrefix("brands/ember/theme.json  pass"), "\(lines)")
        #expect(lines[1].hasPrefix("brands/harbour.json      pass"), "\(lines)")
        #expect(lines[2] == "2 brands audited in 4 colour modes: 2 passed, 0 failed (AA)")
        #expect(
            try Tool.run(["audit", "--brands", "brands"], in: folder).output == passing.output,
            "the same bytes on every run")

        try Data(Self.faint.utf8).write(to: folder.appendingPathComponent("brands/faint.json"))
        try Data(#"{"specVersion": "1.0", "extends": "../base/gone.json"}"#.utf8).write(
            to: folder.appendingPathComponent("brands/gone.json"))
        let failing = try Tool.run(["audit", "--brands", "brands"], in: folder)
        #expect(failing.status == 1)
        #expect(failing.output.contains("brands/faint.json        FAIL"), "\(failing.output)")
        #expect(failing.output.contains("textTertiary on background (light"), "\(failing.output)")
        #expect(
            failing.output.contains("brands/gone.json         FAIL  does not compile (1 error)"), "\(failing.output)")
        #expect(
            failing.output.hasSuffix("4 brands audited in 4 colour modes: 2 passed, 2 failed (AA)\n"),
            "\(failing.output)")
        let json = try JSONNode(
            parsing: try Tool.run(["audit", "--brands", "brands", "--format", "json"], in: folder).output)
        let themes = try #require(json["themes"]?.elements)
        #expect(
            themes.compactMap { $0["file"]?.stringValue } == [
                "brands/ember/theme.json", "brands/faint.json", "brands/gone.json", "brands/harbour.json",
            ])
        #expect(themes.first?["theme"]?.stringValue == "ember", "a brand in a folder is named after the folder")
        #expect(themes.map { $0["passed"] } == [true, false, false, true].map { JSONNode(.bool($0)) })
        #expect(themes[2]["errors"]?.elements?.first?["code"]?.stringValue == "missingBase")
    }

    @Test("audit --brands refuses a folder with no brands, a missing folder, and another theme as well")
    func auditBrandsUsage() throws {
        let folder = try Self.folder(["empty/readme.txt": "none"])
        defer { TemporaryFolder.remove(folder) }
        let empty = try Tool.run(["audit", "--brands", "empty"], in: folder)
        #expect(empty.status == 1 && empty.error.contains("no brand theme files"), "\(empty.error)")
        let missing = try Tool.run(["audit", "--brands", "nowhere"], in: folder)
        #expect(missing.status == 1 && missing.error.contains("cannot list the folder"), "\(missing.error)")
        #expect(try Tool.run(["audit", "--brands", "brands", "--all-presets"], in: folder).status == 64)
        let file = try Tool.run(["audit", "--brands", "brands/harbour.json"], in: folder)
        #expect(
            file.status == 1
                && file.error.contains("brands/harbour.json is a file; --brands takes the folder that holds the brands"),
            "\(file.error)")
    }
}
