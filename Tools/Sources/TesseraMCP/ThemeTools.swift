public import Foundation
public import MCP
@_spi(TesseraTools) public import TesseraCore
import TesseraLint

/// The server's tools as plain functions: each takes the call's arguments and answers the JSON
/// tree the matching command prints (`tessera resolve`, `lint`, `audit`, `diff --format json`),
/// computed by the same libraries. The protocol layer (``ThemeServer``) only carries them.
public struct ThemeTools: Sendable {
    public let served: ServedTheme
    /// Whether a tool that writes (``ToolCatalog/writeDesignMarkdown``) may write.
    public let allowWrites: Bool
    public let limits: ServerLimits
    /// The folder relative paths are read from and written to.
    public let workingDirectory: String

    public init(
        served: ServedTheme, allowWrites: Bool = false, limits: ServerLimits = ServerLimits(),
        workingDirectory: String = FileManager.default.currentDirectoryPath
    ) {
        self.served = served
        self.allowWrites = allowWrites
        self.limits = limits
        self.workingDirectory = workingDirectory
    }

    /// Runs the tool `name`.
    public func call(_ name: String, arguments: [String: Value]?) throws(ToolError) -> JSONNode {
        guard let tool = ToolCatalog.tool(named: name) else { throw .unknownTool(name) }
        let arguments = try ToolArguments(tool: name, values: arguments, accepted: ToolCatalog.argumentNames(of: tool))
        switch name {
        case ToolCatalog.roles: return try roles(arguments)
        case ToolCatalog.roleForValue: return try roleForValue(arguments)
        case ToolCatalog.lint: return try lint(arguments)
        case ToolCatalog.audit: return try audit(arguments)
        case ToolCatalog.diff: return try diff(arguments)
        case ToolCatalog.writeDesignMarkdown: return try writeDesignMarkdown(arguments)
        default: throw .unknownTool(name)
        }
    }

    // MARK: Roles

    /// Every role (or those of one group, or of one name) resolved for the context, each with
    /// the value `tessera resolve --format json` prints for it and the SwiftUI that uses it.
    func roles(_ arguments: ToolArguments) throws(ToolError) -> JSONNode {
        let loaded = try served.load()
        let context = try Self.context(arguments)
        let group = try arguments.choice("group", in: ToolCatalog.groups)
        let name = try arguments.string("name", limit: 256)
        let resolved = loaded.theme.resolved(for: context)
        var roles: [JSONNode] = []
        var names: [String] = []
        for (groupName, roleName, value) in Self.entries(of: resolved.jsonTree())
        where group == nil || group == groupName {
            names.append(roleName)
            guard name == nil || name == roleName else { continue }
            roles.append(
                .object([
                    "group": .string(groupName), "name": .string(roleName), "value": value,
                    "swiftUI": SwiftUISpelling.use(group: groupName, name: roleName).map(JSONNode.string) ?? .null,
                ]))
        }
        if let name, roles.isEmpty {
            let close = Suggestion.closest(to: name, in: names).map { " Did you mean '\($0)'?" } ?? ""
            throw .invalidArguments(
                "\(ToolCatalog.roles): no role '\(name)'\(group.map { " in \($0)" } ?? "").\(close)")
        }
        return .object([
            "schemaVersion": .number(1), "theme": .string(loaded.theme.id), "context": context.jsonTree(),
            "roles": JSONNode(.array(roles)),
        ])
    }

    /// The groups of a resolved theme's JSON as (group, name, value): `layout`'s gaps and insets
    /// as groups of their own, its other members (grid, readable width, touch target) as `layout`.
    static func entries(of tree: JSONNode) -> [(String, String, JSONNode)] {
        var entries: [(String, String, JSONNode)] = []
        for group in tree.members ?? [] {
            guard group.key == "layout" else {
                for role in group.value.members ?? [] { entries.append((group.key, role.key, role.value)) }
                continue
            }
            for member in group.value.members ?? [] {
                if member.key == "gaps" || member.key == "insets" {
                    for role in member.value.members ?? [] { entries.append((member.key, role.key, role.value)) }
                } else {
                    entries.append(("layout", member.key, member.value))
                }
            }
        }
        return entries
    }

    /// The context the arguments describe; what they leave out is the command line's default
    /// (light, standard contrast, large, compact width, regular height, iOS).
    static func context(_ arguments: ToolArguments) throws(ToolError) -> ThemeContext {
        var context = ThemeContext()
        if let value = try arguments.choice("appearance", in: Appearance.allCases.map(\.rawValue)),
            let parsed = Appearance(rawValue: value)
        {
            context.appearance = parsed
        }
        if let value = try arguments.choice("contrast", in: ContrastMode.allCases.map(\.rawValue)),
            let parsed = ContrastMode(rawValue: value)
        {
            context.contrast = parsed
        }
        if let value = try arguments.string("size", limit: 64) {
            guard let size = DynamicTypeSize(name: value) else {
                throw .invalidArguments(
                    "\(arguments.tool): 'size' is '\(value)'; expected one of \(DynamicTypeSize.allCases.map(\.rawValue).joined(separator: ", ")) (or AX1 … AX5)"
                )
            }
            context.dynamicTypeSize = size
        }
        let classes = ThemeContext.SizeClass.allCases.map(\.rawValue)
        if let value = try arguments.choice("width", in: classes), let parsed = ThemeContext.SizeClass(rawValue: value)
        {
            context.horizontalSizeClass = parsed
        }
        if let value = try arguments.choice("height", in: classes), let parsed = ThemeContext.SizeClass(rawValue: value)
        {
            context.verticalSizeClass = parsed
        }
        if let value = try arguments.choice("platform", in: ThemeContext.Platform.allCases.map(\.rawValue)),
            let parsed = ThemeContext.Platform(rawValue: value)
        {
            context.platform = parsed
        }
        return context
    }

    // MARK: Role for a value

    /// The linter's answer for a raw value as code writes it.
    func roleForValue(_ arguments: ToolArguments) throws(ToolError) -> JSONNode {
        guard let code = try arguments.string("code", limit: limits.codeBytes), !code.isEmpty else {
            throw .invalidArguments(
                "\(ToolCatalog.roleForValue): 'code' is required: a raw value as code writes it, such as `.padding(16)` or `Color(red: 0.2, green: 0.4, blue: 0.6)`"
            )
        }
        let kindName = try arguments.choice("kind", in: RawValueQuestion.Kind.allCases.map(\.rawValue))
        let kind = kindName.flatMap(RawValueQuestion.Kind.init(rawValue:))
        let loaded = try served.load()
        let findings = RawValueQuestion(code: code, kind: kind).answer(using: Linter(vocabulary: loaded.vocabulary))
        let answers = findings.map { finding -> JSONNode in
            .object([
                "rule": .string(finding.rule.rawValue), "severity": .string(finding.severity.rawValue),
                "message": .string(finding.message), "suggestion": finding.suggestion.map(JSONNode.string) ?? .null,
                "replacement": finding.fix.map { .string($0.replacement) } ?? .null,
                "exact": JSONNode(.bool(finding.fix != nil)),
            ])
        }
        return .object([
            "schemaVersion": .number(1), "theme": .string(loaded.theme.id), "code": .string(code),
            "kind": kindName.map(JSONNode.string) ?? .null, "answers": JSONNode(.array(answers)),
            "note": findings.isEmpty
                ? .string(
                    "No raw design value here: the code already names a role, or holds a value the rules leave alone (0, .infinity, a variable)."
                )
                : .null,
        ])
    }
}
