import Foundation
@_spi(TesseraTools) import TesseraCore

extension DTCGExport {
    static func baseTokens(_ spec: JSONNode, theme: CompiledTheme) -> JSONNode {
        var facts: [JSONNode.Member] = []
        for key in [
            "specVersion", "id", "name", "summary", "symbol", "purpose", "layout", "buttonForms", "accessibility",
        ] {
            if let value = spec[key] { facts.append(.init(key: key, value: value.withoutLocations)) }
        }
        var members: [JSONNode.Member] = [
            .init(key: "$extensions", value: extensions("theme", JSONNode(.object(facts))))
        ]
        let catalogue = theme.catalogue
        members.append(
            .init(
                key: "spacing",
                value: group(
                    type: "dimension",
                    catalogue.spacing.map { .init(key: $0.name, value: token(nil, DTCGValues.dimension($0.points))) })))
        members.append(
            .init(
                key: "radii",
                value: group(
                    type: "dimension",
                    catalogue.radii.map { .init(key: $0.name, value: token(nil, DTCGValues.dimension($0.points))) })))
        members.append(.init(key: "typography", value: typographyTokens(spec, theme: theme)))
        members.append(.init(key: "motion", value: motionTokens(spec, theme: theme)))
        members.append(.init(key: "button", value: buttonTokens(spec)))
        members.append(.init(key: "surface", value: surfaceTokens(spec)))
        return JSONNode(.object(members))
    }

    static func typographyTokens(_ spec: JSONNode, theme: CompiledTheme) -> JSONNode {
        let resolved = theme.resolved()
        var members: [JSONNode.Member] = []
        for role in theme.textRoles {
            guard let fragment = spec["typography"]?[role.name] else { continue }
            let text = resolved.text(role)
            let family: JSONNode =
                text.family.map { .string($0) }
                ?? JSONNode(
                    .array([
                        .string(
                            text.design == .monospaced
                                ? "ui-monospace"
                                : text.design == .serif
                                    ? "ui-serif" : text.design == .rounded ? "ui-rounded" : "system-ui"),
                        .string(
                            text.design == .monospaced ? "monospace" : text.design == .serif ? "serif" : "sans-serif"),
                    ]))
            let value: JSONNode = .object([
                "fontFamily": family,
                "fontSize": DTCGValues.dimension(DTCGValues.rounded(text.size)),
                "fontWeight": .number(Double(text.weight.cssWeight)),
                "letterSpacing": DTCGValues.dimension(DTCGValues.rounded(text.tracking)),
                "lineHeight": .number(DTCGValues.rounded(text.lineHeight / max(text.size, 1))),
            ])
            var facts: [JSONNode.Member] = [.init(key: "role", value: fragment.withoutLocations)]
            facts.append(
                .init(
                    key: "exported",
                    value: .object([
                        "fontSize": .number(DTCGValues.rounded(text.size)),
                        "fontWeight": .number(Double(text.weight.cssWeight)),
                    ])))
            members.append(
                .init(
                    key: role.name,
                    value: token(
                        nil, value, extensions: .object([namespace: JSONNode(.object(facts))]),
                        description:
                            "\(text.textStyle.rawValue), Dynamic Type \(text.minimumSize.rawValue)…\(text.maximumSize.rawValue)"
                    )))
        }
        return group(type: "typography", members)
    }

    /// The theme's animations as compiled, each with its written fragment in `$extensions`.
    static func motionTokens(_ spec: JSONNode, theme: CompiledTheme) -> JSONNode {
        let members: [JSONNode.Member] = theme.exportedAnimations.map { animation in
            let curve = animation.curve
            let seconds = curve.duration ?? curve.response ?? 0
            return .init(
                key: animation.name,
                value: group(
                    extensions: extensions("animation", spec["motion"]?[animation.name] ?? .object([:])),
                    [
                        .init(key: "duration", value: token("duration", DTCGValues.duration(seconds: seconds))),
                        .init(
                            key: "easing",
                            value: token(
                                "cubicBezier",
                                JSONNode(.array(DTCGValues.bezier(for: curve.curve.rawValue).map { .number($0) })))),
                    ]))
        }
        return JSONNode(.object(members))
    }

    static func buttonTokens(_ spec: JSONNode) -> JSONNode {
        let members: [JSONNode.Member] = (spec["buttons"]?.members ?? []).sorted { $0.key < $1.key }.map { member in
            let button = member.value
            var tokens: [JSONNode.Member] = []
            if let fill = roleAlias(button["fill"]?.stringValue) {
                tokens.append(.init(key: "fill", value: token("color", fill)))
            }
            if let label = roleAlias(button["labelColor"]?.stringValue) {
                tokens.append(.init(key: "labelColor", value: token("color", label)))
            }
            if let text = button["label"]?.stringValue {
                tokens.append(.init(key: "label", value: token("typography", .string("{typography.\(text)}"))))
            }
            if let height = length(button["minHeight"]) {
                tokens.append(.init(key: "minHeight", value: token("dimension", height)))
            }
            if let horizontal = length(button["padding"]?["horizontal"]) {
                tokens.append(.init(key: "paddingHorizontal", value: token("dimension", horizontal)))
            }
            if let vertical = length(button["padding"]?["vertical"]) {
                tokens.append(.init(key: "paddingVertical", value: token("dimension", vertical)))
            }
            if let radius = length(button["shape"]) {
                tokens.append(.init(key: "radius", value: token("dimension", radius)))
            }
            if let border = borderValue(button["border"]) {
                tokens.append(.init(key: "border", value: token("border", border)))
            }
            return .init(key: member.key, value: group(extensions: extensions("button", button), tokens))
        }
        return JSONNode(.object(members))
    }

    static func surfaceTokens(_ spec: JSONNode) -> JSONNode {
        let members: [JSONNode.Member] = (spec["surfaces"]?.members ?? []).sorted { $0.key < $1.key }.map { member in
            let surface = member.value
            var tokens: [JSONNode.Member] = []
            let background = surface["background"]
            let colorName =
                background?["solid"]?.stringValue ?? background?["opaque"]?.stringValue
                ?? background?["tint"]?.stringValue
            if let color = roleAlias(colorName) {
                tokens.append(.init(key: "background", value: token("color", color)))
            }
            if let radius = length(surface["radius"]) {
                tokens.append(.init(key: "radius", value: token("dimension", radius)))
            }
            if let border = borderValue(surface["border"]) {
                tokens.append(.init(key: "border", value: token("border", border)))
            }
            if let shadow = surface["shadow"]?.stringValue {
                tokens.append(.init(key: "shadow", value: token("shadow", .string("{shadow.\(shadow)}"))))
            }
            return .init(key: member.key, value: group(extensions: extensions("surface", surface), tokens))
        }
        return JSONNode(.object(members))
    }

    static func borderValue(_ border: JSONNode?) -> JSONNode? {
        guard let border, let color = roleAlias(border["color"]?.stringValue), let width = border["width"]?.numberValue
        else { return nil }
        return .object(["color": color, "width": DTCGValues.dimension(width), "style": .string("solid")])
    }

    /// Colour roles and shadows for one appearance, and the increased-contrast values the
    /// `contrast` modifier selects. Written references stay aliases; literals and shadows carry
    /// the colours the core compiled in this appearance.
    static func appearanceTokens(_ spec: JSONNode, theme: CompiledTheme, dark: Bool) -> JSONNode {
        let appearance: Appearance = dark ? .dark : .light
        func compiled(_ role: String, _ contrast: ContrastMode) -> RGBA? {
            theme.colorChain(of: TokenReference(group: .colors, name: role), in: ColorMode(appearance, contrast))?.color
        }
        var standard: [JSONNode.Member] = []
        var increased: [JSONNode.Member] = []
        for member in (spec["colors"]?.members ?? []) {
            let role = member.value
            let base = (dark ? role["dark"] : nil) ?? role["light"]
            let contrast = (dark ? role["increasedContrastDark"] : role["increasedContrastLight"]) ?? base
            guard let base, let value = DTCGValues.color(base, compiled: compiled(member.key, .standard)),
                let contrast,
                let increasedValue = DTCGValues.color(contrast, compiled: compiled(member.key, .increased))
            else { continue }
            var facts = (role.members ?? []).filter {
                !["light", "dark", "increasedContrastLight", "increasedContrastDark"].contains($0.key)
            }
            facts.insert(
                .init(
                    key: "modes",
                    value: JSONNode(
                        .array(
                            ["light", "dark", "increasedContrastLight", "increasedContrastDark"]
                                .filter { role[$0] != nil }.map { .string($0) }))), at: 0)
            standard.append(
                .init(
                    key: member.key,
                    value: token(
                        nil, value, extensions: extensions("color", JSONNode(.object(facts))),
                        description: role["description"]?.stringValue)))
            increased.append(.init(key: member.key, value: token(nil, increasedValue)))
        }
        var shadows: [JSONNode.Member] = []
        for (name, shadow) in theme.exportedShadows(in: ColorMode(appearance)) {
            let value: JSONNode = .object([
                "color": DTCGValues.color(shadow.color),
                "offsetX": DTCGValues.dimension(shadow.x),
                "offsetY": DTCGValues.dimension(shadow.y),
                "blur": DTCGValues.dimension(shadow.radius),
                "spread": DTCGValues.dimension(0),
            ])
            shadows.append(
                .init(
                    key: name,
                    value: token(nil, value, extensions: extensions("shadow", spec["shadows"]?[name] ?? .object([:])))))
        }
        return .object([
            "color": group(type: "color", standard),
            "colorIncreasedContrast": group(
                type: "color",
                extensions: .object([
                    namespace: .object([
                        "note": .string(
                            "This appearance's increased-contrast values; the contrast modifier points color.* here.")
                    ])
                ]), increased),
            "shadow": group(type: "shadow", shadows),
        ])
    }

    static func increasedContrastTokens(_ spec: JSONNode) -> JSONNode {
        let members: [JSONNode.Member] = (spec["colors"]?.members ?? []).map { member in
            .init(key: member.key, value: token(nil, .string("{colorIncreasedContrast.\(member.key)}")))
        }
        return .object(["color": group(type: "color", members)])
    }
}
