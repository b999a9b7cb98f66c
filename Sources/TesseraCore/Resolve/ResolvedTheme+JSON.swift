/// Resolved values as JSON trees, for tools (`tessera resolve`) and previews outside Swift.
@_spi(TesseraTools) extension ResolvedTheme {
    /// Every role resolved, grouped as the theme file groups them.
    public func jsonTree() -> JSONNode {
        var colors: [JSONNode.Member] = []
        for (index, name) in theme.colors.names.enumerated() {
            colors.append(.init(key: name, value: .string(self.colors.values[index].hexString)))
        }
        var typography: [JSONNode.Member] = []
        for (index, name) in theme.text.names.enumerated() {
            typography.append(.init(key: name, value: texts.values[index].jsonTree()))
        }
        var buttons: [JSONNode.Member] = []
        for role in theme.buttons.roles {
            let defaultForm = button(role).form
            var forms: [JSONNode.Member] = []
            for form in ButtonForm.allCases {
                let states = ButtonState.allCases.map { state in
                    JSONNode.Member(
                        key: state.rawValue, value: button(role, form: form, state: state).jsonTree(in: self))
                }
                forms.append(.init(key: form.rawValue, value: JSONNode(.object(states))))
            }
            buttons.append(
                .init(
                    key: role.name,
                    value: .object([
                        "defaultForm": .string(defaultForm.rawValue),
                        "forms": JSONNode(.object(forms)),
                    ])))
        }
        var surfaces: [JSONNode.Member] = []
        for role in theme.surfaces.roles {
            surfaces.append(.init(key: role.name, value: surface(role).jsonTree()))
        }
        var motion: [JSONNode.Member] = []
        for index in theme.animations.indices {
            let animation = animation(at: index)
            motion.append(
                .init(key: animation.name, value: animation.curve.jsonTree(reduced: animation.isReducedMotion)))
        }
        let steps = theme.spacingNames.compactMap { name in
            spacing(name).map { JSONNode.Member(key: name, value: .number($0)) }
        }
        let radii = theme.radiusNames.compactMap { name in
            radius(name).map { JSONNode.Member(key: name, value: .number($0)) }
        }
        let shadows = theme.shadowNames.compactMap { name in
            shadow(named: name).map { JSONNode.Member(key: name, value: $0.jsonTree()) }
        }
        return .object([
            "colors": JSONNode(.object(colors)),
            "typography": JSONNode(.object(typography)),
            "buttons": JSONNode(.object(buttons)),
            "surfaces": JSONNode(.object(surfaces)),
            "layout": layout.jsonTree(),
            "spacing": JSONNode(.object(steps)),
            "radii": JSONNode(.object(radii)),
            "shadows": JSONNode(.object(shadows)),
            "motion": JSONNode(.object(motion)),
        ])
    }
}

@_spi(TesseraTools) extension ThemeContext {
    public func jsonTree() -> JSONNode {
        .object([
            "platform": .string(platform.rawValue),
            "appearance": .string(appearance.rawValue),
            "contrast": .string(contrast.rawValue),
            "size": .string(dynamicTypeSize.rawValue),
            "width": .string(horizontalSizeClass.rawValue),
            "height": .string(verticalSizeClass.rawValue),
            "displayScale": .number(displayScale),
            "reduceMotion": JSONNode(.bool(reduceMotion)),
            "boldText": JSONNode(.bool(boldText)),
            "reduceTransparency": JSONNode(.bool(reduceTransparency)),
        ])
    }
}

@_spi(TesseraTools) extension ResolvedText {
    public func jsonTree() -> JSONNode {
        .object([
            "textStyle": .string(textStyle.rawValue),
            "systemSize": JSONNode(.bool(isSystemSize)),
            "baseSize": .number(baseSize),
            "size": .number(size),
            "weight": .string(weight.rawValue),
            "design": .string(design.rawValue),
            "width": .string(width.rawValue),
            "family": family.map(JSONNode.string) ?? .null,
            "lineHeight": .number(lineHeight),
            "lineSpacing": .number(lineSpacing),
            "tracking": .number(tracking),
            "textCase": .string(textCase.rawValue),
            "color": .string(color.hexString),
        ])
    }
}

@_spi(TesseraTools) extension ResolvedButton {
    public func jsonTree(in resolved: ResolvedTheme) -> JSONNode {
        let label = resolved.label(of: self)
        let shape: JSONNode =
            switch self.shape {
            case .capsule: .string("capsule")
            case .circle: .string("circle")
            case .none: .string("none")
            case .rounded(let radius): .object(["cornerRadius": .number(radius)])
            }
        return .object([
            "shape": shape,
            "fill": fill.map { .string($0.hexString) } ?? .null,
            "border": border.map { .object(["color": .string($0.color.hexString), "width": .number($0.width)]) }
                ?? .null,
            "label": .string(label.role),
            "labelColor": .string(labelColor.hexString),
            "labelSize": .number(label.size),
            "labelWeight": .string(label.weight.rawValue),
            "padding": padding.jsonTree(),
            "minHeight": .number(minHeight),
            "minimumHitSize": .number(minimumHitSize),
            "scale": .number(scale),
            "opacity": .number(opacity),
            "saturation": .number(saturation),
            "animation": .string(resolved.animation(of: self).name),
        ])
    }
}

@_spi(TesseraTools) extension ResolvedSurface {
    public func jsonTree() -> JSONNode {
        let background: JSONNode =
            switch self.background {
            case .solid(let color): .object(["solid": .string(color.hexString)])
            case .material(let material, let tint):
                .object(["material": .string(material.rawValue), "tint": tint.map { .string($0.hexString) } ?? .null])
            case .glass(let variant, let tint, let fallback):
                .object([
                    "glass": .string(variant.rawValue), "tint": tint.map { .string($0.hexString) } ?? .null,
                    "fallback": .string(fallback.rawValue),
                ])
            }
        return .object([
            "background": background,
            "opaqueColor": .string(opaqueColor.hexString),
            "border": border.map { .object(["color": .string($0.color.hexString), "width": .number($0.width)]) }
                ?? .null,
            "cornerRadius": .number(cornerRadius),
            "shadow": shadow.map { $0.jsonTree() } ?? .null,
            "inset": inset.map { $0.jsonTree() } ?? .null,
        ])
    }
}

@_spi(TesseraTools) extension ResolvedShadow {
    public func jsonTree() -> JSONNode {
        .object(["color": .string(color.hexString), "radius": .number(radius), "x": .number(x), "y": .number(y)])
    }
}

@_spi(TesseraTools) extension EdgeInsets {
    public func jsonTree() -> JSONNode {
        .object(["horizontal": .number(horizontal), "vertical": .number(vertical)])
    }
}

@_spi(TesseraTools) extension LayoutValues {
    public func jsonTree() -> JSONNode {
        .object([
            "gaps": JSONNode(.object(Gap.allCases.map { .init(key: $0.name, value: .number(gap($0))) })),
            "insets": JSONNode(
                .object(
                    InsetRole.allCases.map { role in
                        .init(
                            key: role.name,
                            value: JSONNode(
                                .object(
                                    InsetVariant.allCases.map { .init(key: $0.name, value: inset(role, $0).jsonTree()) }
                                )))
                    })),
            "grid": .object([
                "columns": .number(Double(grid.columns)), "gutter": .number(grid.gutter),
                "margin": .number(grid.margin),
            ]),
            "readableContentWidth": .number(readableContentWidth),
            "minimumTouchTarget": .number(minimumTouchTarget),
        ])
    }
}

@_spi(TesseraTools) extension AnimationCurve {
    func jsonTree(reduced: Bool) -> JSONNode {
        var members: [JSONNode.Member] = [.init(key: "curve", value: .string(curve.rawValue))]
        for (key, value) in [("duration", duration), ("response", response), ("damping", damping), ("blend", blend)] {
            if let value { members.append(.init(key: key, value: .number(value))) }
        }
        members.append(.init(key: "reducedMotion", value: JSONNode(.bool(reduced))))
        return JSONNode(.object(members))
    }
}
