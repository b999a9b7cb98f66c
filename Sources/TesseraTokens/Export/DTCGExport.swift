public import Foundation
@_spi(TesseraTools) public import TesseraCore

/// A theme as W3C design tokens: token files plus a resolver document whose `appearance`
/// (`light`, `dark`) and `contrast` (`standard`, `increased`) modifiers give every mode.
///
/// Palette colours are options; each colour role is a token named after the role
/// (`color.accent`) aliasing them; typography is composite tokens; spacing and radii dimensions;
/// shadows per appearance; motion a duration and a cubic Bézier; buttons and surfaces groups.
/// What DTCG cannot say (text styles, Dynamic Type clamps, fallbacks, materials) travels in
/// `$extensions["app.tessera"]`, so ``DTCGImport`` rebuilds a theme that resolves identically.
public enum DTCGExport {
    /// One file of the export, its path relative to the output folder.
    public struct File: Sendable {
        public var path: String
        public var contents: JSONNode
    }

    public static let namespace = DTCGValues.namespace

    /// The files for a theme; the resolver document is the first.
    public static func files(for theme: CompiledTheme) throws -> [File] {
        let spec = try ThemeFile.tree(for: theme.spec)
        let id = theme.id
        let base = baseTokens(spec, theme: theme)
        let files = [
            File(path: "\(id).resolver.json", contents: resolver(for: theme)),
            File(path: "tokens/palette.tokens.json", contents: paletteTokens(spec, theme: theme)),
            File(path: "tokens/base.tokens.json", contents: base),
            File(path: "tokens/light.tokens.json", contents: appearanceTokens(spec, theme: theme, dark: false)),
            File(path: "tokens/dark.tokens.json", contents: appearanceTokens(spec, theme: theme, dark: true)),
            File(path: "tokens/increased-contrast.tokens.json", contents: increasedContrastTokens(spec)),
        ]
        return files
    }

    /// Writes the files under `folder` (each atomically) and returns their paths.
    @discardableResult
    public static func write(_ theme: CompiledTheme, to folder: URL) throws -> [URL] {
        var written: [URL] = []
        for file in try files(for: theme) {
            let url = folder.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.contents.data().write(to: url, options: .atomic)
            written.append(url)
        }
        return written
    }

    // MARK: Resolver

    static func resolver(for theme: CompiledTheme) -> JSONNode {
        let source = { (path: String) in JSONNode.object(["$ref": .string(path)]) }
        return .object([
            "$schema": .string("https://www.designtokens.org/schemas/2025.10/resolver.json"),
            "version": .string("2025.10"),
            "name": .string(theme.name),
            "description": .string(theme.spec.summary ?? "Tessera theme \(theme.id)"),
            "sets": .object([
                "foundation": .object([
                    "sources": JSONNode(
                        .array([
                            source("tokens/palette.tokens.json"), source("tokens/base.tokens.json"),
                        ]))
                ])
            ]),
            "modifiers": .object([
                "appearance": .object([
                    "description": .string("Light or dark appearance"),
                    "default": .string("light"),
                    "contexts": .object([
                        "light": JSONNode(.array([source("tokens/light.tokens.json")])),
                        "dark": JSONNode(.array([source("tokens/dark.tokens.json")])),
                    ]),
                ]),
                "contrast": .object([
                    "description": .string("Standard or increased contrast (the Increase Contrast setting)"),
                    "default": .string("standard"),
                    "contexts": .object([
                        "standard": JSONNode(.array([])),
                        "increased": JSONNode(.array([source("tokens/increased-contrast.tokens.json")])),
                    ]),
                ]),
            ]),
            "resolutionOrder": JSONNode(
                .array([
                    .object(["$ref": .string("#/sets/foundation")]),
                    .object(["$ref": .string("#/modifiers/appearance")]),
                    .object(["$ref": .string("#/modifiers/contrast")]),
                ])),
        ])
    }

    // MARK: Token files

    static func extensions(_ key: String, _ fragment: JSONNode) -> JSONNode {
        .object([namespace: .object([key: fragment.withoutLocations])])
    }

    static func token(_ type: String?, _ value: JSONNode, extensions: JSONNode? = nil, description: String? = nil)
        -> JSONNode
    {
        var members: [JSONNode.Member] = []
        if let type { members.append(.init(key: "$type", value: .string(type))) }
        members.append(.init(key: "$value", value: value))
        if let description { members.append(.init(key: "$description", value: .string(description))) }
        if let extensions { members.append(.init(key: "$extensions", value: extensions)) }
        return JSONNode(.object(members))
    }

    static func group(type: String? = nil, extensions: JSONNode? = nil, _ members: [JSONNode.Member]) -> JSONNode {
        var all: [JSONNode.Member] = []
        if let type { all.append(.init(key: "$type", value: .string(type))) }
        if let extensions { all.append(.init(key: "$extensions", value: extensions)) }
        return JSONNode(.object(all + members))
    }

    /// The palette as written — references stay aliases — with each literal's colour as the
    /// core compiled it.
    static func paletteTokens(_ spec: JSONNode, theme: CompiledTheme) -> JSONNode {
        func walk(_ node: JSONNode, prefix: String) -> [JSONNode.Member] {
            (node.members ?? []).sorted { $0.key.numericOrder < $1.key.numericOrder }.compactMap { member in
                let path = prefix.isEmpty ? member.key : "\(prefix).\(member.key)"
                if member.value.members != nil, member.value["colorSpace"] == nil {
                    return .init(key: member.key, value: JSONNode(.object(walk(member.value, prefix: path))))
                }
                guard let value = DTCGValues.color(member.value, compiled: theme.paletteColor(path)) else { return nil }
                return .init(key: member.key, value: token(nil, value))
            }
        }
        return .object(["palette": group(type: "color", walk(spec["palette"] ?? .object([:]), prefix: ""))])
    }

    /// A length written in a theme (`12` or `"{spacing.m}"`) as a DTCG value.
    static func length(_ node: JSONNode?) -> JSONNode? {
        guard let node else { return nil }
        if let number = node.numberValue { return DTCGValues.dimension(number) }
        if let text = node.stringValue, DTCGReference.alias(in: text) != nil { return .string(text) }
        return nil
    }

    static func roleAlias(_ name: String?) -> JSONNode? {
        guard let name, !name.isEmpty else { return nil }
        return .string("{color.\(name)}")
    }
}

extension String {
    /// Sorts `"50"` before `"100"` and names alphabetically.
    var numericOrder: String {
        if let number = Double(self) {
            return String(repeating: "0", count: max(0, 12 - String(Int(number)).count)) + self
        }
        return "~" + self
    }
}
