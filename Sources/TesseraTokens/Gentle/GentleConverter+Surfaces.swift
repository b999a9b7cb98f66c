import TesseraCore

extension GentleConverter {
    mutating func surfaceRoles() -> [JSONNode.Member] {
        var result: [JSONNode.Member] = []
        for member in spec["surfaces"]?["roles"]?.members ?? [] {
            let gentle = member.value
            let path: JSONPath = ["surfaces", "roles", member.key]
            guard let role = GentleMapping.surfaces[member.key] else {
                warnUnmapped("surface role", member.key, path, gentle)
                continue
            }
            guard let background = background(gentle["backgroundStyle"], path.appending("backgroundStyle")) else {
                continue
            }
            var fields: [JSONNode.Member] = [.init(key: "background", value: background)]
            let width = gentle["borderWidth"]?.numberValue ?? 0
            if width > 0, let border = gentle["border"], let values = borderPair(border, path.appending("border")) {
                let name = role + "Border"
                addColor(name, values + [.init(key: "fallback", value: .string("borderSubtle"))])
                fields.append(.init(key: "border", value: .object(["color": .string(name), "width": .number(width)])))
            }
            if let radius = gentle["cornerRadius"]?.numberValue, radius > 0 {
                fields.append(.init(key: "radius", value: .number(radius)))
            }
            let opacity = gentle["shadowOpacity"]?.numberValue ?? 0
            let blur = gentle["shadowRadius"]?.numberValue ?? 0
            if opacity > 0 || blur > 0 {
                addShadow(
                    role,
                    .object([
                        "opacity": .number(opacity),
                        "darkOpacity": .number(min(1, opacity * GentleMapping.darkShadowFactor)),
                        "radius": .number(blur), "x": .number(gentle["shadowOffsetX"]?.numberValue ?? 0),
                        "y": .number(gentle["shadowOffsetY"]?.numberValue ?? 0),
                    ]))
                fields.append(.init(key: "shadow", value: .string(role)))
            }
            result.append(.init(key: role, value: JSONNode(.object(fields))))
        }
        return result
    }

    private mutating func background(_ style: JSONNode?, _ path: JSONPath) -> JSONNode? {
        let color = { (key: String) in style?[key]?.stringValue.flatMap { GentleMapping.colors[$0] ?? $0 } }
        switch style?["type"]?.stringValue {
        case "solid":
            return .object(["solid": .string(color("colorRole") ?? "surfaceBase")])
        case "material":
            var fields: [JSONNode.Member] = [
                .init(key: "material", value: .string(style?["material"]?.stringValue ?? "regular"))
            ]
            if let tint = color("tintColorRole") {
                fields.append(.init(key: "tint", value: .string(tint)))
                fields.append(.init(key: "tintOpacity", value: .number(style?["tintOpacity"]?.numberValue ?? 0)))
            }
            return JSONNode(.object(fields))
        case "glass":
            return .object([
                "glass": .string("regular"), "fallback": .string(style?["fallbackMaterial"]?.stringValue ?? "regular"),
                "opaque": .string(color("fallbackColorRole") ?? "surfaceBase"),
            ])
        default:
            recordError(
                .invalidValue,
                "expected `backgroundStyle.type` \"solid\", \"material\" or \"glass\"; found \(style?["type"]?.description ?? "nothing")",
                path, style)
            return nil
        }
    }

    mutating func layout() -> JSONNode {
        let gap = spec["layout"]?["gap"]
        var spacing: [JSONNode.Member] = []
        for name in ["xs", "s", "m", "l", "xl", "xxl"] {
            if let value = gap?[name]?.numberValue { spacing.append(.init(key: name, value: .number(value))) }
        }
        var insets: [JSONNode.Member] = []
        let screenRegular = spec["layout"]?["inset"]?["screen"]?["regular"]
        for role in spec["layout"]?["inset"]?.members ?? [] {
            // Gentle falls back from a missing variant to the role's regular one, then to the screen's.
            let variants: [JSONNode.Member] = ["tight", "regular", "roomy"].map { name in
                let variant = role.value[name] ?? role.value["regular"] ?? screenRegular
                return .init(
                    key: name,
                    value: .object([
                        "horizontal": .string("{spacing.\(variant?["horizontal"]?.stringValue ?? "xl")}"),
                        "vertical": .string("{spacing.\(variant?["vertical"]?.stringValue ?? "l")}"),
                    ]))
            }
            insets.append(.init(key: role.key, value: JSONNode(.object(variants))))
        }
        let gaps = JSONNode(.object(GentleMapping.gaps.map { .init(key: $0.0, value: .string("{spacing.\($0.1)}")) }))
        return .object(["spacing": JSONNode(.object(spacing)), "gaps": gaps, "insets": JSONNode(.object(insets))])
    }

    func radii() -> JSONNode {
        JSONNode(
            .object(
                (spec["visual"]?["radii"]?.members ?? []).compactMap { member in
                    member.value.numberValue.map { .init(key: member.key, value: .number($0)) }
                }))
    }
}
