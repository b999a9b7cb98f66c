import Foundation
@_spi(TesseraTools) public import TesseraCore
@_spi(TesseraTools) import TesseraTokens

/// Everything the gallery shows for a theme in one context, as one JSON tree: the core's
/// resolved values (`ResolvedTheme.jsonTree()`, the same tree `tessera resolve` prints) plus
/// what a person reviewing a theme needs beside them — each colour's OKLCH and alias chain,
/// each text role at every Dynamic Type size, and the contrast of every pairing in this mode
/// (`AccessibilityAudit.contrast(in:)`).
///
/// What the page would otherwise have to compute is computed here and carried as values: each
/// text role's CSS `font-family` and `font-weight` (`textCSS`, as the CSS exporter writes them),
/// the CSS weight of every weight name (`cssWeights`, for button labels), each animation's CSS
/// timing, summary and sampled progress (`motionPreview`, ``MotionPreview``), each colour's
/// written value as a field shows it (`colorDetails.*.text`, `ColorValue.typedText`) and the four
/// modes' ids, keys and labels (`modes`, ``PageModes``).
///
/// The Studio serves it per request; the static style guide embeds it for each colour mode.
/// Nothing here resolves anything itself.
public enum GalleryModel {
    /// The tree for `theme` in `context`. With `origins`, the member `origins` maps the dotted
    /// path of every value the page shows (`colors.accent`, `typography.body`,
    /// `layout.spacing.m`, `layout.gaps.tight`, `radii.small`, `shadows.small`, `motion.press`,
    /// `buttons.primary`, `surfaces.card`) to where it was written; a colour's is its value in
    /// the context's mode.
    public static func tree(for theme: CompiledTheme, in context: ThemeContext, origins: (any OriginLabels)? = nil)
        -> JSONNode
    {
        let resolved = theme.resolved(for: context)
        let plain = resolved.jsonTree()
        var tree = plain
        let catalogue = theme.catalogue
        var details: [JSONNode.Member] = []
        for role in theme.colorRoles {
            let color = resolved.color(role)
            let written = catalogue.written(role, in: context.colorMode)
            details.append(
                .init(
                    key: role.name,
                    value: .object([
                        "hex": .string(color.hexString), "oklch": .string(color.okLCHString),
                        "chain": JSONNode(
                            .array(aliasChain(of: role, in: theme, mode: context.colorMode).map(JSONNode.string))),
                        "description": theme.spec.colors[role.name]?.description.map(JSONNode.string) ?? .null,
                        "written": (try? written?.jsonTree()) ?? .null,
                        "text": .string(written?.typedText ?? color.hexString),
                    ])))
        }
        var ramp: [JSONNode.Member] = []
        let sizes = DynamicTypeSize.allCases
        let perSize = sizes.map { size in
            theme.resolved(for: context.with { $0.dynamicTypeSize = size })
        }
        for role in theme.textRoles {
            ramp.append(.init(key: role.name, value: JSONNode(.array(perSize.map { .number($0.text(role).size) }))))
        }
        let findings = AccessibilityAudit.contrast(in: resolved)
        let pairings = findings.map { finding -> JSONNode in
            let suggestion = AccessibilityAudit.nearestPassingPaletteEntry(for: finding, in: theme)
            return .object([
                "role": .string(finding.role), "against": finding.against.map(JSONNode.string) ?? .null,
                "size": finding.size.map { JSONNode.string($0.rawValue) } ?? .null,
                // `ratio` and `minimum` are the core's one way of printing a ratio (the CLI's too).
                "wcag": .number(finding.value), "threshold": .number(finding.threshold),
                "ratio": .string(AccessibilityAudit.format(finding.value)),
                "minimum": .string(AccessibilityAudit.format(finding.threshold)),
                "apca": .number(apca(finding).rounded()), "passed": JSONNode(.bool(finding.passed)),
                "suggestion": suggestion.map(JSONNode.string) ?? .null,
                "suggestionHex": suggestion.flatMap(theme.paletteColor).map { JSONNode.string($0.hexString) } ?? .null,
            ])
        }
        tree = tree.setting(
            .object(["order": JSONNode(.array(sizes.map { .string($0.rawValue) }))]), at: ["dynamicTypeSizes"])
        tree = tree.setting(JSONNode(.object(details)), at: ["colorDetails"])
        tree = tree.setting(JSONNode(.object(ramp)), at: ["typeRamp"])
        tree = tree.setting(JSONNode(.array(pairings)), at: ["pairings"])
        tree = tree.setting(
            .object([
                "id": .string(theme.id), "name": .string(theme.name),
                "summary": theme.spec.summary.map(JSONNode.string) ?? .null,
                "purpose": theme.spec.purpose.map(JSONNode.string) ?? .null,
            ]), at: ["theme"])
        tree = tree.setting(textBackgrounds(theme, resolved, findings), at: ["typeBackgrounds"])
        tree = tree.setting(surfaceLabels(theme, resolved), at: ["surfaceLabels"])
        tree = tree.setting(
            JSONNode(
                .array(
                    theme.paletteEntries.compactMap { path in
                        theme.paletteColor(path).map {
                            JSONNode.object(["name": .string(path), "hex": .string($0.hexString)])
                        }
                    })), at: ["palette"])
        tree = tree.setting(
            .object(["points": .object(["min": .number(0), "max": .number(ThemeCompiler.largestPoints)])]),
            at: ["bounds"])
        tree = tree.setting(scale(catalogue.spacing), at: ["spacingScale"])
        tree = tree.setting(scale(catalogue.radii), at: ["radii"])
        tree = tree.setting(
            JSONNode(
                .object(
                    theme.textRoles.map { role in
                        let text = resolved.text(role)
                        return .init(
                            key: role.name,
                            value: .object([
                                "fontFamily": .string(CSSExport.fontFamily(of: text)),
                                "fontWeight": .number(Double(text.weight.cssWeight)),
                            ]))
                    })), at: ["textCSS"])
        tree = tree.setting(
            JSONNode(
                .object(FontWeight.allCases.map { .init(key: $0.rawValue, value: .number(Double($0.cssWeight))) })),
            at: ["cssWeights"])
        // Every animation the resolved tree's `motion` lists, the press animations too.
        tree = tree.setting(
            JSONNode(
                .object(
                    (plain["motion"]?.members ?? []).compactMap { member in
                        resolved.animation(named: member.key).map {
                            .init(key: member.key, value: MotionPreview.tree(of: $0.curve))
                        }
                    })), at: ["motionPreview"])
        tree = tree.setting(PageModes.tree, at: ["modes"])
        if let origins {
            tree = tree.setting(originsTree(origins, of: plain, mode: context.colorMode), at: ["origins"])
        }
        return tree.setting(context.jsonTree(), at: ["context"])
    }

    /// `accent → {palette.indigo.600} → #3B57D6`: how a role's value in `mode` was written —
    /// each reference compiling followed, then the literal it ended at (a colour object as the
    /// hex it compiled to) — read from the compiled theme.
    static func aliasChain(of role: ColorRole, in theme: CompiledTheme, mode: ColorMode) -> [String] {
        guard let chain = theme.colorChain(of: TokenReference(group: .colors, name: role.name), in: mode) else {
            return []
        }
        let literal =
            switch chain.literal {
            case .hex(let text): text
            case .components, .reference: chain.color.hexString
            }
        return chain.references.map(\.description) + [literal]
    }

    /// Each shown value's origin by dotted path: the items of every group in `tree`.
    static func originsTree(_ origins: any OriginLabels, of tree: JSONNode, mode: ColorMode) -> JSONNode {
        let groups: [[String]] = [
            ["colors"], ["typography"], ["spacing"], ["layout", "gaps"], ["radii"], ["shadows"], ["motion"],
            ["buttons"], ["surfaces"],
        ]
        var members: [JSONNode.Member] = []
        for group in groups {
            // The resolved tree names spacing at the top; the file writes it under `layout`.
            let written = group == ["spacing"] ? ["layout", "spacing"] : group
            for name in tree.node(at: JSONPath(group.map(JSONPath.Component.key)))?.members?.map(\.key) ?? [] {
                let path = written + [name] + (group == ["colors"] ? [mode.key] : [])
                members.append(
                    .init(key: (written + [name]).joined(separator: "."), value: .string(origins.label(at: path))))
            }
        }
        return JSONNode(.object(members))
    }

    /// A scale's steps in the catalogue's order, as `{"name", "value"}` objects.
    private static func scale(_ steps: [TokenCatalogue.Step]) -> JSONNode {
        JSONNode(.array(steps.map { JSONNode.object(["name": .string($0.name), "value": .number($0.points)]) }))
    }

    private static func apca(_ finding: AuditFinding) -> Double {
        guard let foreground = finding.foreground, let background = finding.background else { return 0 }
        return abs(Contrast.apca(text: foreground.composited(over: background), background: background))
    }
}

extension ThemeContext {
    /// A copy with one change.
    func with(_ change: (inout ThemeContext) -> Void) -> ThemeContext {
        var copy = self
        change(&copy)
        return copy
    }
}
