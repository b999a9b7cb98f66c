import Foundation
import MCP
@_spi(TesseraTools) import TesseraCore
import TesseraMCP
import TesseraTestSupport
import Testing

/// The tools' mapping onto the libraries: what each answers for the default preset, and how
/// bad calls are refused.
struct ThemeToolsTests {
    let tools = ThemeTools(served: ServedTheme(.preset("default")))

    func roles(_ arguments: [String: Value]) throws -> [JSONNode] {
        try #require(try tools.call(ToolCatalog.roles, arguments: arguments)["roles"]?.elements)
    }

    @Test("theme_roles: each value is what resolve prints for the context, with the SwiftUI that uses the role")
    func rolesMatchResolve() throws {
        let context = ThemeContext(
            appearance: .dark, contrast: .increased, dynamicTypeSize: .accessibility2, horizontalSizeClass: .regular)
        let expected = Presets.default.theme.resolved(for: context).jsonTree()
        let answered = try roles(["appearance": "dark", "contrast": "increased", "size": "AX2", "width": "regular"])
        #expect(answered.count > 60)
        for role in answered {
            let group = try #require(role["group"]?.stringValue)
            let name = try #require(role["name"]?.stringValue)
            let inResolve =
                ["gaps", "insets"].contains(group)
                ? expected["layout"]?[group]?[name]
                : group == "layout" ? expected["layout"]?[name] : expected[group]?[name]
            #expect(role["value"] == inResolve, "\(group).\(name)")
        }
        let spelling = { (name: String) in answered.first { $0["name"]?.stringValue == name }?["swiftUI"]?.stringValue }
        #expect(spelling("textSecondary") == ".foregroundStyle(.textSecondary)")
        #expect(spelling("accent") == ".foregroundStyle(.role(.accent))")
        #expect(spelling("title") == ".textRole(.title)")
        #expect(spelling("m") == ".padding(.m)")
        #expect(spelling("regular") == "theme.gap(.regular)")
        #expect(spelling("card") != nil)
    }

    @Test("theme_roles: one group, one name; the context changes the value")
    func oneRole() throws {
        let light = try roles(["group": "colors", "name": "textSecondary"])
        let dark = try roles(["group": "colors", "name": "textSecondary", "appearance": "dark"])
        #expect(light.count == 1 && dark.count == 1)
        #expect(
            light[0]["value"]?.stringValue
                == Presets.default.theme.color(.textSecondary, in: ColorMode(.light)).hexString)
        #expect(
            dark[0]["value"]?.stringValue == Presets.default.theme.color(.textSecondary, in: ColorMode(.dark)).hexString
        )
        #expect(light[0]["value"] != dark[0]["value"])
    }

    @Test("theme_roles: an unknown name, group or size is refused naming what there is")
    func rolesRefused() {
        #expect(
            throws: ToolError.invalidArguments(
                "theme_roles: no role 'textSecondry' in colors. Did you mean 'textSecondary'?")
        ) {
            try tools.call(ToolCatalog.roles, arguments: ["group": "colors", "name": "textSecondry"])
        }
        #expect(throws: ToolError.self) { try tools.call(ToolCatalog.roles, arguments: ["group": "colours"]) }
        let error = #expect(throws: ToolError.self) { try tools.call(ToolCatalog.roles, arguments: ["size": "huge"]) }
        #expect(error?.description.contains("accessibility5") == true)
        let type = #expect(throws: ToolError.self) { try tools.call(ToolCatalog.roles, arguments: ["appearance": 3]) }
        #expect(type?.description == "theme_roles: 'appearance' must be a string; found a number")
    }

    @Test("role_for_value: a raw value → the role, in the linter's words; exact matches carry the fix")
    func roleForValue() throws {
        let padding = try tools.call(ToolCatalog.roleForValue, arguments: ["code": ".padding(16)"])
        let answer = try #require(padding["answers"]?.elements?.first)
        #expect(answer["rule"]?.stringValue == "hardcoded-spacing")
        #expect(answer["suggestion"]?.stringValue == ".padding(.l)")
        #expect(answer["replacement"]?.stringValue == ".l")
        #expect(answer["exact"] == JSONNode(.bool(true)))
        let bare = try tools.call(ToolCatalog.roleForValue, arguments: ["code": "16", "kind": "spacing"])
        #expect(bare["answers"]?.elements?.first?["suggestion"]?.stringValue == ".padding(.l)")
        let hex = Presets.default.theme.color(.textSecondary, in: ColorMode(.light)).hexString
        let color = try tools.call(ToolCatalog.roleForValue, arguments: ["code": .string(hex), "kind": "color"])
        #expect(color["answers"]?.elements?.first?["message"]?.stringValue?.contains("textSecondary") == true)
        let font = try tools.call(ToolCatalog.roleForValue, arguments: ["code": ".font(.system(size: 17))"])
        #expect(font["answers"]?.elements?.first?["suggestion"]?.stringValue == ".textRole(.body)")
        let role = try tools.call(ToolCatalog.roleForValue, arguments: ["code": ".padding(.l)"])
        #expect(role["answers"]?.elements?.isEmpty == true)
        #expect(role["note"]?.stringValue != nil)
    }

    @Test("lint_swift: findings and fixes as tessera lint reports them; source or path, not both")
    func lint() throws {
        let source =
            "import SwiftUI\nstruct Card: View {\n    var body: some View {\n        Text(\"Hi\").padding(16)\n    }\n}\n"
        let report = try tools.call(ToolCatalog.lint, arguments: ["source": .string(source), "name": "Card.swift"])
        let finding = try #require(report["findings"]?.elements?.first)
        #expect(finding["file"]?.stringValue == "Card.swift")
        #expect(finding["line"]?.numberValue == 4 && finding["column"]?.numberValue == 28)
        #expect(finding["fix"]?["replacement"]?.stringValue == ".l")
        #expect(throws: ToolError.self) {
            try tools.call(ToolCatalog.lint, arguments: ["source": "", "path": "A.swift"])
        }
        #expect(throws: ToolError.invalidArguments("error: Missing.swift: no such file or folder")) {
            try tools.call(ToolCatalog.lint, arguments: ["path": "Missing.swift"])
        }
    }

    @Test("hostile input: over-long sources and code, unknown tools and arguments are refused, not run")
    func hostile() throws {
        let small = ThemeTools(
            served: ServedTheme(.preset("default")), limits: ServerLimits(sourceBytes: 1000, codeBytes: 64))
        let long = String(repeating: "let x = 1\n", count: 200)
        #expect(throws: ToolError.refused("lint_swift: 'source' is 2000 bytes; the limit is 1000 bytes")) {
            try small.call(ToolCatalog.lint, arguments: ["source": .string(long)])
        }
        #expect(throws: ToolError.self) {
            try small.call(ToolCatalog.roleForValue, arguments: ["code": .string(String(repeating: "1", count: 65))])
        }
        let unknown = #expect(throws: ToolError.self) { try tools.call("delete_everything", arguments: nil) }
        #expect(unknown?.description.hasPrefix("Unknown tool 'delete_everything'. Tools: theme_roles,") == true)
        #expect(
            throws: ToolError.invalidArguments("audit_theme: unknown argument 'force'; expected one of level, theme")
        ) {
            try tools.call(ToolCatalog.audit, arguments: ["force": true])
        }
    }

    @Test("audit_theme: a proposed text is audited; one that does not compile is refused with located errors")
    func audit() throws {
        let served = try tools.call(ToolCatalog.audit, arguments: nil)
        #expect(served["themes"]?.elements?.first?["theme"]?.stringValue == "default")
        #expect(served["themes"]?.elements?.first?["checks"]?.numberValue ?? 0 > 100)
        let failing =
            ##"{"specVersion": "1.0", "extends": "default", "colors": {"textSecondary": {"light": "#EEEEEE", "dark": "#222222"}}}"##
        let proposed = try tools.call(ToolCatalog.audit, arguments: ["theme": .string(failing)])
        #expect(proposed["passed"] == JSONNode(.bool(false)))
        let broken = "{\n  \"specVersion\": \"1.0\",\n  \"extends\": \"default\",\n  \"colors\": {\"accent\": 12}\n}"
        #expect(
            throws: ToolError.theme([
                "theme (proposed):4:24: error: colors.accent: expected an object, found a number",
                "error: theme (proposed) has errors; nothing was checked",
            ])
        ) { try tools.call(ToolCatalog.audit, arguments: ["theme": .string(broken)]) }
    }

    @Test("write_design_md writes nothing without --allow-writes, and only a .md file inside the working folder")
    func writes() throws {
        let folder = try TemporaryFolder.create("mcp-writes")
        defer { TemporaryFolder.remove(folder) }
        let readOnly = ThemeTools(served: ServedTheme(.preset("default")), workingDirectory: folder.path)
        let refused = #expect(throws: ToolError.self) {
            try readOnly.call(ToolCatalog.writeDesignMarkdown, arguments: ["path": "DESIGN.md"])
        }
        #expect(refused?.description.contains("--allow-writes") == true)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("DESIGN.md").path))
        let writer = ThemeTools(
            served: ServedTheme(.preset("default")), allowWrites: true, workingDirectory: folder.path)
        #expect(throws: ToolError.self) {
            try writer.call(ToolCatalog.writeDesignMarkdown, arguments: ["path": "../DESIGN.md"])
        }
        #expect(throws: ToolError.self) {
            try writer.call(ToolCatalog.writeDesignMarkdown, arguments: ["path": "theme.json"])
        }
        let wrote = try writer.call(ToolCatalog.writeDesignMarkdown, arguments: ["path": "DESIGN.md"])
        let text = try String(contentsOf: folder.appendingPathComponent("DESIGN.md"), encoding: .utf8)
        #expect(wrote["bytes"]?.numberValue == Double(text.utf8.count))
        #expect(text.hasPrefix("---\nversion: alpha\n"))
    }

    @Test("A theme file is read again when it changes")
    func reload() throws {
        let theme =
            ##"{"specVersion": "1.0", "extends": "default", "colors": {"accent": {"light": "#112233", "dark": "#445566"}}}"##
        let folder = try TemporaryFolder.create("mcp-reload", containing: ["brand.json": theme])
        defer { TemporaryFolder.remove(folder) }
        let path = folder.appendingPathComponent("brand.json").path
        let tools = ThemeTools(served: ServedTheme(.file(path)))
        let before = try tools.call(ToolCatalog.roles, arguments: ["name": "accent"])
        #expect(before["roles"]?.elements?.first?["value"]?.stringValue == "#112233")
        try Data((theme.replacingOccurrences(of: "#112233", with: "#AABBCC") + "\n").utf8).write(
            to: URL(fileURLWithPath: path))
        let after = try tools.call(ToolCatalog.roles, arguments: ["name": "accent"])
        #expect(after["roles"]?.elements?.first?["value"]?.stringValue == "#AABBCC")
    }
}
