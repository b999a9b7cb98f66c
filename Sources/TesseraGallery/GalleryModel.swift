import Foundation
@_spi(TesseraTools) public import TesseraCore
@_spi(TesseraTools) import TesseraTokens

/// Everything the gallery shows for a theme in one context, as one ``Gallery``: the core's
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
    /// The gallery of `theme` in `context`. With `origins`, the member `origins` maps the dotted
    /// path of every value the page shows (`colors.accent`, `typography.body`,
    /// `layout.spacing.m`, `layout.gaps.tight`, `radii.small`, `shadows.small`, `motion.press`,
    /// `buttons.primary`, `surfaces.card`) to where it was written; a colour's is its value in
    /// the context's mode.
    public static func gallery(for theme: CompiledTheme, in context: ThemeContext, origins: (any OriginLabels)? = nil)
        -> Gallery
    {
        let resolved = theme.resolved(for: context)
        // The core's resolved values, section by section, as the core writes them.
        let plain = resolved.jsonTree()
        func section(_ name: String) -> [(name: String, value: JSONNode)] {
            (plain[name]?.members ?? []).map { ($0.key, $0.value) }
        }
        let catalogue = theme.catalogue
        let details = theme.colorRoles.map { role -> (name: String, value: Gallery.ColorDetail) in
            let color = resolved.color(role)
            let written = catalogue.written(role, in: context.colorMode)
            return (
                role.name,
                Gallery.ColorDetail(
                    hex: color.hexString, oklch: color.okLCHString,
                    chain: aliasChain(of: role, in: theme, mode: context.colorMode),
                    description: theme.spec.colors[role.name]?.description,
                    written: (try? written?.jsonTree()) ?? .null,
                    text: written?.typedText ?? color.hexString)
            )
        }
        let sizes = DynamicTypeSize.allCases
        let perSize = sizes.map { size in
            theme.resolved(for: context.with { $0.dynamicTypeSize = size })
        }
        let findings = AccessibilityAudit.contrast(in: resolved)
        let pairings = findings.map { finding -> Gallery.Pairing in
            let suggestion = AccessibilityAudit.nearestPassingPaletteEntry(for: finding, in: theme)
            return Gallery.Pairing(
                role: finding.role, against: finding.against, size: finding.size?.rawValue,
                // `ratio` and `minimum` are the core's one way of printing a ratio (the CLI's too).
                wcag: finding.value, threshold: finding.threshold,
                ratio: AccessibilityAudit.format(finding.value),
                minimum: AccessibilityAudit.format(finding.threshold),
                apca: apca(finding).rounded(), passed: finding.passed,
                suggestion: suggestion, suggestionHex: suggestion.flatMap(theme.paletteColor)?.hexString)
        }
        return Gallery(
            colors: OrderedMembers(
                section("colors").compactMap { member in member.value.stringValue.map { (member.name, $0) } }),
            typography: OrderedMembers(section("typography")), buttons: OrderedMembers(section("buttons")),
            surfaces: OrderedMembers(section("surfaces")), layout: plain["layout"] ?? .object([:]),
            spacing: OrderedMembers(
                section("spacing").compactMap { member in member.value.numberValue.map { (member.name, $0) } }),
            radii: scale(catalogue.radii), shadows: OrderedMembers(section("shadows")),
            motion: OrderedMembers(section("motion")),
            dynamicTypeSizes: .init(order: sizes.map(\.rawValue)),
            colorDetails: OrderedMembers(details),
            typeRamp: OrderedMembers(theme.textRoles.map { role in (role.name, perSize.map { $0.text(role).size }) }),
            pairings: pairings,
            theme: .init(id: theme.id, name: theme.name, summary: theme.spec.summary, purpose: theme.spec.purpose),
            typeBackgrounds: textBackgrounds(theme, resolved, findings),
            surfaceLabels: surfaceLabels(theme, resolved),
            palette: theme.paletteEntries.compactMap { path in
                theme.paletteColor(path).map { Gallery.Swatch(name: path, hex: $0.hexString) }
            },
            bounds: .init(points: .init(min: 0, max: ThemeCompiler.largestPoints)),
            spacingScale: scale(catalogue.spacing),
            textCSS: OrderedMembers(
                theme.textRoles.map { role in
                    let text = resolved.text(role)
                    return (
                        role.name,
                        Gallery.TextCSS(
                            fontFamily: CSSExport.fontFamily(of: text), fontWeight: Double(text.weight.cssWeight))
                    )
                }),
            cssWeights: OrderedMembers(FontWeight.allCases.map { ($0.rawValue, Double($0.cssWeight)) }),
            // Every animation the resolved tree's `motion` lists, the press animations too.
            motionPreview: OrderedMembers(
                section("motion").compactMap { member in
                    resolved.animation(named: member.name).map { (member.name, MotionPreview.preview(of: $0.curve)) }
                }),
            modes: PageModes.all,
            origins: origins.map { originLabels($0, of: plain, mode: context.colorMode) },
            context: context.jsonTree())
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

    /// The gallery of `theme` in `context` as a tree, the JSON the page receives.
    public static func tree(for theme: CompiledTheme, in context: ThemeContext, origins: (any OriginLabels)? = nil)
        -> JSONNode
    {
        (try? JSONNode(encoding: gallery(for: theme, in: context, origins: origins), memberOrder: .encoded)) ?? .null
    }

    /// Each shown value's origin by dotted path: the items of every group in `tree`.
    static func originLabels(_ origins: any OriginLabels, of tree: JSONNode, mode: ColorMode) -> OrderedMembers<String>
    {
        let groups: [[String]] = [
            ["colors"], ["typography"], ["spacing"], ["layout", "gaps"], ["radii"], ["shadows"], ["motion"],
            ["buttons"], ["surfaces"],
        ]
        var members: [(name: String, value: String)] = []
        for group in groups {
            // The resolved tree names spacing at the top; the file writes it under `layout`.
            let written = group == ["spacing"] ? ["layout", "spacing"] : group
            for name in tree.node(at: JSONPath(group.map(JSONPath.Component.key)))?.members?.map(\.key) ?? [] {
                let path = written + [name] + (group == ["colors"] ? [mode.key] : [])
                members.append(((written + [name]).joined(separator: "."), origins.label(at: path)))
            }
        }
        return OrderedMembers(members)
    }

    /// A scale's steps in the catalogue's order.
    private static func scale(_ steps: [TokenCatalogue.Step]) -> [Gallery.Step] {
        steps.map { Gallery.Step(name: $0.name, value: $0.points) }
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
