public import Foundation
@_spi(TesseraTools) public import TesseraCore

/// Figma variables as DTCG token files and a resolver document.
///
/// Each collection with one mode is a set; a collection whose modes are light, dark and their
/// increased-contrast variants (by name or by ``FigmaModeMap``) gives the `appearance` modifier
/// one token file per mode, with modes that are neither (`Dark dimmed`) as more contexts of it; a
/// collection whose modes are something else (`Compact`, `Comfortable`) is a modifier of its own.
/// An extended collection's real overrides (values that differ from what it inherits) are a
/// modifier that lays them over their collection. Names become groups at their `/`s, aliases
/// become `{group.token}` references, and `scopes` decide each number's type (``FigmaScopes``).
///
/// One-mode collections that are one collection's modes kept apart (`base/color/light`,
/// `base/color/dark`: the same variables, names that differ by a colour mode) are read as one
/// collection with those modes (the rule: `FigmaModeFamilies`), and aliases to them resolve per
/// mode. Same-named variables of other collections are tokens of their own, under each
/// collection's name.
///
/// An alias to a variable that is not in the file is reported by name; the variable (and any
/// aliasing it) is left out and everything else written.
public struct FigmaTokens: Sendable {
    /// The token files, paths relative to the output folder.
    public var files: [DTCGExport.File]
    /// The resolver document's file name.
    public var resolverPath: String
    /// The resolver document, referring to ``files``.
    public var resolver: JSONNode
    /// Problems found converting (the reading's included).
    public var diagnostics: [Diagnostic]
    /// The resolver inputs that give each of Tessera's four modes.
    public var modeInputs: [String: [String: String]]
    /// Modes kept beside Tessera's four: extra appearance contexts, other collections' modes and
    /// extended collections, each as `modifier=context`.
    public var otherModes: [String]

    public var isValid: Bool { !diagnostics.containsErrors }

    /// Converts `figma`; `name` names the resolver (`NAME.resolver.json`).
    public static func convert(
        _ figma: FigmaFile, name: String, modes: FigmaModeMap = FigmaModeMap(), file: String? = nil
    ) -> FigmaTokens {
        var conversion = FigmaConversion(figma: figma, modes: modes, file: file)
        // A file that could not be read is not converted: its errors say what is wrong.
        if figma.isValid { conversion.run() }
        let slug = FigmaConversion.slug(name)
        return FigmaTokens(
            files: conversion.files, resolverPath: "\(slug).resolver.json",
            resolver: conversion.resolver(name: name, inline: false),
            diagnostics: figma.diagnostics + conversion.diagnostics, modeInputs: conversion.modeInputs,
            otherModes: conversion.otherModes,
            inlined: conversion.resolver(name: name, inline: true))
    }

    /// The resolver with every file written into it: what reading it in memory needs.
    public let inlined: JSONNode

    init(
        files: [DTCGExport.File], resolverPath: String, resolver: JSONNode, diagnostics: [Diagnostic],
        modeInputs: [String: [String: String]], otherModes: [String], inlined: JSONNode
    ) {
        self.files = files
        self.resolverPath = resolverPath
        self.resolver = resolver
        self.diagnostics = diagnostics
        self.modeInputs = modeInputs
        self.otherModes = otherModes
        self.inlined = inlined
    }

    /// Writes the resolver and the token files under `folder`; returns their paths.
    @discardableResult
    public func write(to folder: URL) throws -> [URL] {
        var written: [URL] = []
        for file in [DTCGExport.File(path: resolverPath, contents: resolver)] + files {
            let url = folder.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.contents.data().write(to: url, options: .atomic)
            written.append(url)
        }
        return written
    }

    /// Reads the tokens in memory for `inputs`, as ``DesignTokenReader`` reads a resolver.
    public func read(inputs: [String: String] = [:], strictness: Strictness = .lenient) -> TokenResolution {
        DesignTokenReader(strictness: strictness).resolve(
            ResolverDocument(root: inlined, file: resolverPath, folder: nil), inputs: inputs)
    }
}
