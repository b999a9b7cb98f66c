import Foundation
import TesseraTestSupport
import Testing

@_spi(TesseraTools) @testable import TesseraCore

/// `extends` naming a file: a brand over its company's base over a preset.
@Suite("Base files: extends a relative path, chains, provenance")
struct BaseFileTests {
    static let base = """
        {
          "specVersion": "1.0",
          "extends": "ocean",
          "name": "Company",
          "palette": { "company": { "500": "#1D4ED8" } },
          "colors": {
            "accent": { "light": "{palette.company.500}", "dark": "#93C5FD" }
          },
          "radii": { "medium": 9 }
        }
        """
    static let brand = """
        {
          "specVersion": "1.0",
          "extends": "../base/theme.json",
          "name": "Acme",
          "colors": {
            "accent": { "dark": "#BFDBFE" }
          }
        }
        """

    static func folder(_ files: [String: String]) throws -> URL {
        try TemporaryFolder.create("base-files", containing: files)
    }

    @Test("a brand merges its base file and the base's preset; identity is the brand's own")
    func chain() throws {
        let folder = try Self.folder(["base/theme.json": Self.base, "brands/acme.json": Self.brand])
        defer { TemporaryFolder.remove(folder) }
        let document = ThemeLoader().load(contentsOf: folder.appendingPathComponent("brands/acme.json"))
        let theme = try #require(document.theme, "\(document.diagnostics)")
        let ocean = try #require(Presets.named("ocean"))
        #expect(theme.name == "Acme")
        #expect(theme.spec.radii["medium"] == 9, "the base's value")
        #expect(theme.spec.radii["large"] == ocean.spec.radii["large"], "the preset's value")
        #expect(theme.spec.colors["accent"]?.dark == ColorValue(parsing: "#BFDBFE"), "the brand's own value")
        #expect(theme.spec.colors["accent"]?.light == ColorValue(parsing: "{palette.company.500}"))
        #expect(document.spec?.extends == "../base/theme.json", "extends is kept as written")
        let basePath = folder.appendingPathComponent("base/theme.json").path
        #expect(
            document.layers.map(\.source) == [
                .preset("default"), .preset("ocean"), .file(basePath),
                .file(folder.appendingPathComponent("brands/acme.json").path),
            ])
        #expect(document.files == [folder.appendingPathComponent("brands/acme.json").path, basePath])
    }

    @Test(
        "ThemeOrigins names the layer that wrote each value, with its line and column",
        arguments: [
            ("colors.accent.dark", "brand", 6, 25),
            ("colors.accent.light", "base", 7, 26),
            ("radii.medium", "base", 9, 24),
            ("palette.company.500", "base", 5, 36),
            ("radii.large", "preset ocean", 0, 0),
            ("colors.textSecondary.light", "preset default", 0, 0),
            ("name", "brand", 4, 11),
        ])
    func origin(path: String, layer: String, line: Int, column: Int) throws {
        let folder = try Self.folder(["base/theme.json": Self.base, "brands/acme.json": Self.brand])
        defer { TemporaryFolder.remove(folder) }
        let document = ThemeLoader().load(contentsOf: folder.appendingPathComponent("brands/acme.json"))
        let origin = try #require(
            ThemeOrigins(document).origin(of: JSONPath(path.split(separator: ".").map { .key(String($0)) })))
        switch layer {
        case "brand":
            #expect(origin.file == folder.appendingPathComponent("brands/acme.json").path && !origin.isInherited)
        case "base": #expect(origin.file == folder.appendingPathComponent("base/theme.json").path && origin.isInherited)
        default: #expect(origin.source == .preset(String(layer.dropFirst("preset ".count))) && origin.isInherited)
        }
        #expect(origin.location == TextPosition(line: line, column: column))
    }

    @Test("no layer wrote a value the compiler fills in; a base's name is not the brand's")
    func noOrigin() throws {
        let folder = try Self.folder([
            "base/theme.json": Self.base,
            "brands/acme.json": #"{"specVersion": "1.0", "extends": "../base/theme.json"}"#,
        ])
        defer { TemporaryFolder.remove(folder) }
        let document = ThemeLoader().load(contentsOf: folder.appendingPathComponent("brands/acme.json"))
        let origins = ThemeOrigins(document)
        #expect(origins.origin(of: ["name"]) == nil)
        #expect(document.theme?.name == "acme")
        #expect(origins.origin(of: ["colors", "nonexistent"]) == nil)
        #expect(
            origins.nearestOrigin(of: ["colors", "nonexistent"])?.source
                == .file(folder.appendingPathComponent("base/theme.json").path))
    }

    @Test(
        "origins read the chain as the reader does: a repeated key's last member, null removes, a whole value hides the base's parts",
        arguments: [true, false])
    func originsFollowTheReader(indexed: Bool) throws {
        let base =
            ##"{"specVersion": "1.0", "extends": "default", "colors": {"brand": {"light": "#112233", "dark": "#223344"}, "edge": {"light": "#000000"}}, "radii": {"small": 3}}"##
        // `brand` twice: only the last member counts, so its `dark` is not the brand file's.
        let brand = """
            {"specVersion": "1.0", "extends": "../base/theme.json",
             "colors": {"brand": {"dark": "#445566", "light": "#AABBCC"}, "brand": {"light": "#FFEEDD"}, "edge": {"colorSpace": "srgb", "components": [0.1, 0.1, 0.1]}},
             "radii": {"small": null}}
            """
        let folder = try Self.folder(["base/theme.json": base, "brands/acme.json": brand])
        defer { TemporaryFolder.remove(folder) }
        let document = ThemeLoader().load(contentsOf: folder.appendingPathComponent("brands/acme.json"))
        // Indexed (the Studio's tables) or walking the trees (the loader's first few asks): the same answers.
        let origins = ThemeOrigins(
            layers: document.layers, inheritsIdentity: document.inheritsIdentity, indexed: indexed)
        let baseFile = folder.appendingPathComponent("base/theme.json").path
        #expect(origins.origin(of: ["colors", "brand", "light"])?.location == TextPosition(line: 2, column: 82))
        #expect(origins.origin(of: ["colors", "brand", "dark"])?.file == baseFile)
        // A colour object (one value, replaced whole) hides the base's modes: none is inherited.
        #expect(origins.origin(of: ["colors", "edge", "light"]) == nil)
        #expect(origins.nearestOrigin(of: ["colors", "edge", "light"])?.isInherited == false)
        #expect(origins.origin(of: ["radii", "small"]) == nil)
        #expect(origins.origin(of: ["radii", "medium"])?.source == .preset("default"))
    }

    @Test(
        "a broken chain is one error at the extends line of the file that wrote it",
        arguments: [
            (
                ["brands/a.json": #"{"specVersion": "1.0", "extends": "../base/missing.json"}"#], "brands/a.json",
                Diagnostic.Code.missingBase, "no such file"
            ),
            (
                ["brands/a.json": #"{"specVersion": "1.0", "extends": "../base/"}"#, "base/x.json": "{}"],
                "brands/a.json", .missingBase, "is a directory"
            ),
            (
                ["brands/a.json": #"{"specVersion": "1.0", "extends": "/etc/theme.json"}"#], "brands/a.json",
                .missingBase, "not a relative path"
            ),
            (
                [
                    "brands/a.json": #"{"specVersion": "1.0", "extends": "b.json"}"#,
                    "brands/b.json": #"{"specVersion": "1.0", "extends": "./a.json"}"#,
                ],
                "brands/b.json", .extendsCycle, "/brands/a.json → "
            ),
            (
                ["brands/a.json": #"{"specVersion": "1.0", "extends": "a.json"}"#], "brands/a.json", .extendsCycle,
                "; one of them must extend a preset, or a base outside the cycle"
            ),
            (
                [
                    "brands/a.json": #"{"specVersion": "1.0", "extends": "../base/t.json"}"#,
                    "base/t.json": #"{"specVersion": "1.0", "extends": "nope"}"#,
                ],
                "base/t.json", .unknownPreset, "no preset `nope`"
            ),
            (
                ["brands/a.json": #"{"specVersion": "1.0", "extends": "../base/t.json"}"#, "base/t.json": "[1]"],
                "brands/a.json", .invalidBase, "is not a theme file"
            ),
            (
                [
                    "brands/a.json": #"{"specVersion": "1.0", "extends": "../base/t.json"}"#,
                    "base/t.json": #"{"colors": }"#,
                ], "brands/a.json", .invalidBase, "is not a valid theme file"
            ),
            (
                ["brands/a.json": #"{"specVersion": "1.0", "extends": "../../../../../../../../../../x.json"}"#],
                "brands/a.json", .missingBase, "no such file"
            ),
        ])
    func brokenChain(files: [String: String], writer: String, code: Diagnostic.Code, message: String) throws {
        let folder = try Self.folder(files)
        defer { TemporaryFolder.remove(folder) }
        let document = ThemeLoader().load(contentsOf: folder.appendingPathComponent("brands/a.json"))
        #expect(document.theme == nil)
        let error = try #require(document.errors.last)
        #expect(error.code == code)
        #expect(error.message.contains(message), "\(error)")
        #expect(error.path == ["extends"])
        #expect(error.file == folder.appendingPathComponent(writer).path)
        #expect(error.location.line == 1 && error.location.column > 20, "at the extends value: \(error)")
    }

    @Test("a base file's own syntax error is reported with its name, line and column")
    func baseSyntaxError() throws {
        let folder = try Self.folder([
            "brands/a.json": #"{"specVersion": "1.0", "extends": "../base/t.json"}"#,
            "base/t.json": "{\n  \"colors\": }",
        ])
        defer { TemporaryFolder.remove(folder) }
        let document = ThemeLoader().load(contentsOf: folder.appendingPathComponent("brands/a.json"))
        let own = try #require(document.errors.first { $0.code == .syntax })
        #expect(own.file == folder.appendingPathComponent("base/t.json").path)
        #expect(own.location.line == 2)
    }

    @Test(
        "a base that is not a theme is named, never quoted",
        arguments: [
            "root:x:0:0:root:/root:/bin/bash\nsecret-token-123\n",
            "[\"secret-token-123\"]",
            "\u{FEFF}  secret-token-123",
            "",
        ])
    func baseNotATheme(content: String) throws {
        let folder = try Self.folder([
            "brands/a.json": #"{"specVersion": "1.0", "extends": "../base/passwd"}"#, "base/passwd": content,
        ])
        defer { TemporaryFolder.remove(folder) }
        let document = ThemeLoader().load(contentsOf: folder.appendingPathComponent("brands/a.json"))
        #expect(document.theme == nil)
        let error = try #require(document.errors.last)
        #expect(error.code == .invalidBase)
        #expect(error.message.contains("is not a theme file"), "\(error)")
        for diagnostic in document.diagnostics {
            for fragment in ["root", "secret", "'r'", "'s'", "'['"] {
                #expect(!diagnostic.message.contains(fragment), "quotes the file: \(diagnostic)")
            }
        }
    }

    @Test("an error in a value the base file wrote points at the base file")
    func inheritedError() throws {
        let base = """
            {
              "specVersion": "1.0",
              "extends": "default",
              "colors": { "accent": { "light": "{palette.nowhere.500}", "dark": "#000000" } }
            }
            """
        let folder = try Self.folder([
            "base/theme.json": base, "brands/a.json": #"{"specVersion": "1.0", "extends": "../base/theme.json"}"#,
        ])
        defer { TemporaryFolder.remove(folder) }
        let document = ThemeLoader().load(contentsOf: folder.appendingPathComponent("brands/a.json"))
        let error = try #require(document.errors.first { $0.code == .unresolvedReference }, "\(document.diagnostics)")
        #expect(error.file == folder.appendingPathComponent("base/theme.json").path)
        #expect(error.location == TextPosition(line: 4, column: 36))
    }

    @Test("a path extends in a theme read with no file is a precise error")
    func noFile() throws {
        let document = ThemeLoader().load(Data(#"{"specVersion": "1.0", "extends": "../base/theme.json"}"#.utf8))
        let error = try #require(document.errors.first)
        #expect(error.code == .missingBase)
        #expect(error.message.contains("not read from a file"))
        #expect(error.location == TextPosition(line: 1, column: 35))
    }

    @Test("a chain longer than the limit is refused; one at the limit loads")
    func deepChain() throws {
        func files(_ count: Int) -> [String: String] {
            var files = ["t0.json": #"{"specVersion": "1.0", "extends": "default"}"#]
            for index in 1...count {
                files["t\(index).json"] = #"{"specVersion": "1.0", "extends": "./t\#(index - 1).json"}"#
            }
            return files
        }
        let ok = try Self.folder(files(BaseChain.maximumFiles))
        defer { TemporaryFolder.remove(ok) }
        #expect(ThemeLoader().load(contentsOf: ok.appendingPathComponent("t\(BaseChain.maximumFiles).json")).isValid)
        let deep = try Self.folder(files(BaseChain.maximumFiles + 1))
        defer { TemporaryFolder.remove(deep) }
        let document = ThemeLoader().load(
            contentsOf: deep.appendingPathComponent("t\(BaseChain.maximumFiles + 1).json"))
        #expect(document.errors.last?.message.contains("longer than \(BaseChain.maximumFiles) files") == true)
    }

    @Test(
        "paths join to the directory of the file that wrote them",
        arguments: [
            ("../base/theme.json", "brands/acme.json", "base/theme.json"),
            ("./base.json", "acme.json", "base.json"),
            ("../../x.json", "a/acme.json", "../x.json"),
            ("../x.json", "/a/b/acme.json", "/a/x.json"),
            ("../../../x.json", "/a/acme.json", "/x.json"),
            ("sub/./y.json", "/a/acme.json", "/a/sub/y.json"),
        ])
    func join(relative: String, file: String, joined: String) {
        #expect(BaseChain.join(relative, toDirectoryOf: file) == joined)
    }

    @Test(
        "what names a file and what names a preset",
        arguments: [
            ("ocean", false), ("../base/theme.json", true), ("base.json", true), ("./base", true), ("my-preset", false),
        ])
    func namesFile(extends: String, isFile: Bool) {
        #expect(BaseChain.namesFile(extends) == isFile)
    }

    @Test("saving a brand writes only what differs from its base chain, with extends as written")
    func save() async throws {
        let folder = try Self.folder(["base/theme.json": Self.base, "brands/acme.json": Self.brand])
        defer { TemporaryFolder.remove(folder) }
        let url = folder.appendingPathComponent("brands/acme.json")
        let document = ThemeLoader().load(contentsOf: url)
        var spec = try #require(document.spec)
        spec.radii["small"] = 3
        let store = ThemeFileStore(url: url, shapedLike: document)
        try await store.save(spec, preserving: document.preserved)
        let saved = try JSONNode(parsing: Data(contentsOf: url))
        #expect(saved["extends"]?.stringValue == "../base/theme.json")
        #expect(saved["radii"] == .object(["small": .number(3)]), "not the base's medium radius")
        #expect(saved["palette"] == nil)
        #expect(saved["colors"] == .object(["accent": .object(["dark": .string("#BFDBFE")])]))
        #expect(saved["name"]?.stringValue == "Acme")
        let baseText = try String(contentsOf: folder.appendingPathComponent("base/theme.json"), encoding: .utf8)
        #expect(baseText == Self.base, "the base is never written")
        let reloaded = ThemeLoader().load(contentsOf: url)
        #expect(reloaded.spec == spec)
    }
}
