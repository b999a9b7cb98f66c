public import MCP
import TesseraCore
import TesseraLint

/// The tools a server lists: names, descriptions, and JSON Schemas for their inputs and outputs.
public enum ToolCatalog {
    /// Roles resolved for a context, with their SwiftUI (`tessera resolve`).
    public static let roles = "theme_roles"
    /// A raw value → the role to write instead (the linter's rules).
    public static let roleForValue = "role_for_value"
    /// Findings and fixes in Swift source (`tessera lint`).
    public static let lint = "lint_swift"
    /// The audit of the theme or a proposed text (`tessera audit`).
    public static let audit = "audit_theme"
    /// What a theme change does (`tessera diff`).
    public static let diff = "diff_themes"
    /// Writes DESIGN.md; the one tool that writes, and only with `--allow-writes`.
    public static let writeDesignMarkdown = "write_design_md"

    /// The groups `theme_roles` answers, in the order of `tessera resolve --format json`
    /// (`gaps`, `insets` and `layout` are the members of its `layout`).
    public static let groups = [
        "colors", "typography", "buttons", "surfaces", "gaps", "insets", "layout", "spacing", "radii", "shadows",
        "motion",
    ]

    /// Every tool's name, in the order they are listed.
    public static var names: [String] { all.map(\.name) }

    /// The tool of this name, if there is one.
    public static func tool(named name: String) -> Tool? { all.first { $0.name == name } }

    static func argumentNames(of tool: Tool) -> Set<String> {
        guard case .object(let schema) = tool.inputSchema, case .object(let properties)? = schema["properties"] else {
            return []
        }
        return Set(properties.keys)
    }

    /// Every tool, as `tools/list` answers.
    public static let all: [Tool] = [
        Tool(
            name: roles, title: "Theme roles",
            description: """
                The theme's roles resolved for one context (appearance, contrast, Dynamic Type size, size classes): \
                each with the value `tessera resolve --format json` prints and the SwiftUI that uses it \
                (`.textRole(.title)`, `.foregroundStyle(.textSecondary)`, `.padding(.m)`). Write these, never raw values.
                """,
            inputSchema: object(
                contextProperties.merging([
                    "group": enumerated(groups, "Only this group."),
                    "name": string("Only the role or token of this name (`textSecondary`, `m`)."),
                ]) { $1 }),
            annotations: readOnly,
            outputSchema: object(
                [
                    "schemaVersion": integer, "theme": string("The theme's id."),
                    "context": .object(["type": "object"]),
                    "roles": array(
                        object(
                            [
                                "group": string("colors, typography, …"), "name": string("The role."),
                                "value": .object([:]),
                                "swiftUI": .object(["type": .array(["string", "null"])]),
                            ], required: ["group", "name", "value", "swiftUI"])),
                ], required: ["schemaVersion", "theme", "context", "roles"])),
        Tool(
            name: roleForValue, title: "Which role for this value?",
            description: """
                A raw colour, font or spacing as code writes it (`.padding(16)`, `Color(red: 0.2, green: 0.4, blue: 0.6)`, \
                `.font(.system(size: 28))`, or a bare `16`/`#2563EB` with a kind) → the theme's role or token to write \
                instead, with the reason, in the linter's words. `exact` answers are what `tessera lint --fix` writes.
                """,
            inputSchema: object(
                [
                    "code": string("The value as code writes it: an expression or a modifier."),
                    "kind": enumerated(
                        RawValueQuestion.Kind.allCases.map(\.rawValue), "What a bare value is (a number or hex)."),
                ], required: ["code"]),
            annotations: readOnly,
            outputSchema: object(
                [
                    "schemaVersion": integer, "theme": string("The theme's id."),
                    "code": string("The code asked about."),
                    "kind": .object(["type": .array(["string", "null"])]),
                    "answers": array(
                        object(
                            [
                                "rule": string("The lint rule."), "severity": string("error or warning."),
                                "message": string("Why, and what to write."),
                                "suggestion": .object(["type": .array(["string", "null"])]),
                                "replacement": .object(["type": .array(["string", "null"])]),
                                "exact": .object(["type": "boolean"]),
                            ], required: ["rule", "severity", "message", "suggestion", "replacement", "exact"])),
                    "note": .object(["type": .array(["string", "null"])]),
                ], required: ["schemaVersion", "theme", "code", "answers"])),
        Tool(
            name: lint, title: "Lint SwiftUI code",
            description: """
                Lints Swift source (a text, or a .swift file by path) against the theme: raw colours, fonts, spacing, \
                fixed frames, device checks, unlabeled icon buttons. Findings and fixes exactly as `tessera lint --format json`.
                """,
            inputSchema: object([
                "source": string("Swift source text (at most 1 MB)."),
                "path": string("A .swift file, relative to the server's working folder."),
                "name": string("The file name findings give for 'source' (default source.swift)."),
            ]),
            annotations: readOnly,
            outputSchema: object(
                ["schemaVersion": integer, "findings": array(.object(["type": "object"]))],
                required: ["schemaVersion", "findings"])),
        Tool(
            name: audit, title: "Audit the theme",
            description: """
                Contrast and size checks in all four appearance × contrast modes, as `tessera audit --format json`: \
                the served theme, or a proposed text of it ('theme') before it is saved.
                """,
            inputSchema: object([
                "level": enumerated(AuditLevel.allCases.map(\.rawValue), "Conformance level (default AA)."),
                "theme": string("A proposed theme file's text to audit instead of the file on disk."),
            ]),
            annotations: readOnly,
            outputSchema: auditOutput),
        Tool(
            name: diff, title: "Diff two themes",
            description: """
                What a theme change does, as `tessera diff --format json`: roles changed, added, removed and renamed, \
                and accessibility checks whose result changed (regressions). 'old' defaults to the served theme.
                """,
            inputSchema: object([
                "old": string("The theme before: a file, tokens, or git:REV:PATH (default: the served theme)."),
                "new": string("The theme after: a file, tokens, or git:REV:PATH."),
                "proposed": string("The theme after, as theme file text (instead of 'new')."),
                "level": enumerated(AuditLevel.allCases.map(\.rawValue), "Conformance level (default AA)."),
            ]),
            annotations: readOnly,
            outputSchema: object(
                [
                    "schemaVersion": integer, "old": string("The theme before."), "new": string("The theme after."),
                    "summary": .object(["type": "object"]), "roles": array(.object(["type": "object"])),
                    "renames": array(.object(["type": "object"])), "audit": array(.object(["type": "object"])),
                ], required: ["schemaVersion", "old", "new", "summary", "roles"])),
        Tool(
            name: writeDesignMarkdown, title: "Write DESIGN.md",
            description: """
                WRITES a file: `tessera export design-md` for the served theme, to a .md file inside the server's working \
                folder. Only when the server was started with --allow-writes; otherwise refused and nothing is written.
                """,
            inputSchema: object([
                "path": string("The file to write (default DESIGN.md)."),
                "level": enumerated(
                    AuditLevel.allCases.map(\.rawValue), "Conformance level the Accessibility section reports."),
            ]),
            annotations: .init(
                title: "Write DESIGN.md", readOnlyHint: false, destructiveHint: true, idempotentHint: true,
                openWorldHint: false),
            outputSchema: object(
                ["schemaVersion": integer, "wrote": string("The file written."), "bytes": integer],
                required: ["schemaVersion", "wrote", "bytes"])),
    ]

    // MARK: Schema pieces

    static let readOnly = Tool.Annotations(readOnlyHint: true, idempotentHint: true, openWorldHint: false)
    static let integer: Value = .object(["type": "integer"])

    static let contextProperties: [String: Value] = [
        "appearance": enumerated(Appearance.allCases.map(\.rawValue), "Default light."),
        "contrast": enumerated(ContrastMode.allCases.map(\.rawValue), "Default standard."),
        "size": string(
            "Dynamic Type size: xSmall … xxxLarge, accessibility1 … accessibility5 (or AX1 … AX5). Default large."),
        "width": enumerated(ThemeContext.SizeClass.allCases.map(\.rawValue), "Horizontal size class. Default compact."),
        "height": enumerated(ThemeContext.SizeClass.allCases.map(\.rawValue), "Vertical size class. Default regular."),
        "platform": enumerated(ThemeContext.Platform.allCases.map(\.rawValue), "Default ios."),
    ]

    static let auditOutput: Value = object(
        [
            "schemaVersion": integer, "level": string("AA or AAA."), "passed": .object(["type": "boolean"]),
            "themes": array(
                object(
                    [
                        "theme": string("The theme's id."), "passed": .object(["type": "boolean"]), "checks": integer,
                        "failures": array(.object(["type": "object"])),
                    ], required: ["theme", "passed", "checks", "failures"])),
        ], required: ["schemaVersion", "level", "passed", "themes"])

    static func object(_ properties: [String: Value], required: [String] = []) -> Value {
        var schema: [String: Value] = ["type": "object", "properties": .object(properties)]
        if !required.isEmpty { schema["required"] = .array(required.map(Value.string)) }
        return .object(schema)
    }

    static func string(_ description: String) -> Value {
        .object(["type": "string", "description": .string(description)])
    }

    static func enumerated(_ choices: [String], _ description: String) -> Value {
        .object(["type": "string", "enum": .array(choices.map(Value.string)), "description": .string(description)])
    }

    static func array(_ items: Value) -> Value { .object(["type": "array", "items": items]) }
}
