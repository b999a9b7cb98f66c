public import Foundation
@_spi(TesseraTools) public import TesseraCore

/// A GentleDesignSystem spec (`_specVersion` 0.6.x or 0.7.x, as its theme manager saves and
/// exports it) as a Tessera theme that extends the default and looks the same: roles mapped by
/// meaning (``GentleMapping``), values carried over exactly, dark-mode shadow opacity, press
/// animations and surface borders preserved.
public enum GentleImport {
    public struct Result: Sendable {
        public var theme: JSONNode?
        public var diagnostics: [Diagnostic]
        public var isValid: Bool { theme != nil && !diagnostics.containsErrors }
    }

    public static func theme(from data: Data, file: String, id: String) -> Result {
        let spec: JSONNode
        switch JSONNode.parsing(data, file: file) {
        case .success(let parsed): spec = parsed
        case .failure(let diagnostic): return Result(theme: nil, diagnostics: [diagnostic])
        }
        var converter = GentleConverter(spec: spec, file: file)
        let overrides = converter.theme(id: id)
        let tree: JSONNode
        do {
            tree = combined(base: try ThemeFile.tree(for: Presets.default.spec), overrides: overrides)
        } catch {
            return Result(
                theme: nil,
                diagnostics: [Diagnostic(.error, .invalidValue, "cannot read the default theme: \(error)", file: file)])
        }
        let diagnostics = converter.diagnostics
        guard !diagnostics.containsErrors else { return Result(theme: nil, diagnostics: diagnostics) }
        let imported = ImportedTree.check(tree, file: file)
        return Result(theme: imported.valid ? tree : nil, diagnostics: diagnostics + imported.diagnostics)
    }

    /// The default theme with every role the spec defines replaced whole (a Gentle role is
    /// exactly Gentle's, nothing inherited), roles it lacks kept, and spacing merged by name.
    static func combined(base: JSONNode, overrides: JSONNode) -> JSONNode {
        var tree = base
        for member in overrides.members ?? [] {
            switch member.key {
            case "extends":
                continue
            case "layout":
                for part in member.value.members ?? [] {
                    for entry in part.value.members ?? [] {
                        if tree["layout"]?[part.key] == nil {
                            tree = tree.replacing(atKeys: ["layout", part.key], with: .object([:]))
                        }
                        tree = tree.replacing(atKeys: ["layout", part.key, entry.key], with: entry.value)
                    }
                }
            case let section where member.value.members != nil:
                if tree[section] == nil { tree = tree.replacing(atKeys: [section], with: .object([:])) }
                for entry in member.value.members ?? [] {
                    tree = tree.replacing(atKeys: [section, entry.key], with: entry.value)
                }
            default:
                tree = tree.replacing(atKeys: [member.key], with: member.value)
            }
        }
        return tree
    }
}

/// Converts one Gentle spec, collecting located diagnostics.
struct GentleConverter {
    let spec: JSONNode
    let file: String
    private(set) var diagnostics: [Diagnostic] = []
    private var extraColors: [JSONNode.Member] = []
    private var shadows: [JSONNode.Member] = []

    init(spec: JSONNode, file: String) {
        self.spec = spec
        self.file = file
    }

    mutating func warnUnmapped(_ noun: String, _ name: String, _ path: JSONPath, _ node: JSONNode) {
        warn("Gentle \(noun) `\(name)` has no Tessera counterpart and was left out", path, node)
    }

    mutating func recordError(_ code: Diagnostic.Code, _ message: String, _ path: JSONPath, _ node: JSONNode?) {
        fail(code, message, path, node)
    }

    mutating func addColor(_ name: String, _ members: [JSONNode.Member]) {
        extraColors.append(.init(key: name, value: JSONNode(.object(members))))
    }

    mutating func addShadow(_ name: String, _ shadow: JSONNode) {
        shadows.append(.init(key: name, value: shadow))
    }

    /// A surface border's `{lightHex, darkHex}`.
    mutating func borderPair(_ node: JSONNode, _ path: JSONPath) -> [JSONNode.Member]? { pair(node, path) }

    private mutating func warn(_ message: String, _ path: JSONPath, _ node: JSONNode?) {
        diagnostics.append(
            Diagnostic(
                .warning, .invalidValue, message, at: path, location: node?.location ?? spec.location, file: file))
    }

    private mutating func fail(_ code: Diagnostic.Code, _ message: String, _ path: JSONPath, _ node: JSONNode?) {
        diagnostics.append(
            Diagnostic(.error, code, message, at: path, location: node?.location ?? spec.location, file: file))
    }

    mutating func theme(id: String) -> JSONNode {
        let version = spec["_specVersion"]?.stringValue ?? ""
        if !(version.hasPrefix("0.6.") || version.hasPrefix("0.7.")) {
            fail(
                .unsupportedVersion,
                version.isEmpty
                    ? "not a GentleDesignSystem spec: `_specVersion` is missing"
                    : "GentleDesignSystem spec \(version) is not supported; 0.6.x and 0.7.x are",
                ["_specVersion"], spec["_specVersion"])
            return .object([:])
        }
        var members: [JSONNode.Member] = [
            .init(key: "specVersion", value: .string("1.0")),
            .init(key: "id", value: .string(id)), .init(key: "name", value: .string(id)),
            .init(key: "summary", value: .string("Imported from a GentleDesignSystem \(version) spec.")),
        ]
        let colors = colorRoles()
        let typography = textRoles()
        let motion = animations()
        let buttons = buttonRoles()
        let surfaces = surfaceRoles()
        members.append(.init(key: "colors", value: JSONNode(.object(colors + extraColors))))
        members.append(.init(key: "typography", value: JSONNode(.object(typography))))
        members.append(.init(key: "layout", value: layout()))
        members.append(.init(key: "radii", value: radii()))
        members.append(.init(key: "shadows", value: JSONNode(.object(shadows))))
        members.append(.init(key: "motion", value: JSONNode(.object(motion))))
        members.append(.init(key: "buttons", value: JSONNode(.object(buttons))))
        members.append(.init(key: "surfaces", value: JSONNode(.object(surfaces))))
        return JSONNode(.object(members))
    }

    /// `{lightHex, darkHex}` as `{light, dark}`.
    private mutating func pair(_ node: JSONNode?, _ path: JSONPath) -> [JSONNode.Member]? {
        guard let light = node?["lightHex"]?.stringValue, (try? RGBA(hex: light)) != nil else {
            fail(.invalidColor, "expected `lightHex` as #RRGGBB or #RRGGBBAA", path, node)
            return nil
        }
        let dark = node?["darkHex"]?.stringValue ?? light
        guard (try? RGBA(hex: dark)) != nil else {
            fail(
                .invalidColor, "expected `darkHex` as #RRGGBB or #RRGGBBAA", path.appending("darkHex"), node?["darkHex"]
            )
            return nil
        }
        // Gentle has no increased-contrast values: those modes show the standard ones.
        return [
            .init(key: "light", value: .string(light.uppercased())),
            .init(key: "dark", value: .string(dark.uppercased())),
            .init(key: "increasedContrastLight", value: .string(light.uppercased())),
            .init(key: "increasedContrastDark", value: .string(dark.uppercased())),
        ]
    }

    private mutating func colorRoles() -> [JSONNode.Member] {
        var result: [JSONNode.Member] = []
        for member in spec["colors"]?["pairByRole"]?.members ?? [] {
            let path: JSONPath = ["colors", "pairByRole", member.key]
            guard let values = pair(member.value, path) else { continue }
            if let role = GentleMapping.colors[member.key] {
                result.append(.init(key: role, value: JSONNode(.object(values))))
            } else {
                let fallback = GentleMapping.customColorFallbacks[member.key] ?? "textPrimary"
                warn(
                    "Gentle colour role `\(member.key)` has no Tessera counterpart; kept as custom role `\(member.key)` (falls back to \(fallback))",
                    path, member.value)
                result.append(
                    .init(
                        key: member.key,
                        value: JSONNode(.object(values + [.init(key: "fallback", value: .string(fallback))]))))
            }
        }
        return result
    }

    private func mappedColor(_ name: String?) -> String? {
        guard let name else { return nil }
        return GentleMapping.colors[name] ?? (GentleMapping.customColorFallbacks[name] != nil ? name : nil)
    }

    private mutating func textRoles() -> [JSONNode.Member] {
        var result: [JSONNode.Member] = []
        for member in spec["typography"]?["roles"]?.members ?? [] {
            let gentle = member.value
            let path: JSONPath = ["typography", "roles", member.key]
            guard let role = GentleMapping.text[member.key] else {
                warn("Gentle text role `\(member.key)` has no Tessera counterpart and was left out", path, gentle)
                continue
            }
            guard let size = gentle["pointSize"]?.numberValue, size > 0 else {
                fail(
                    .invalidValue, "expected `pointSize`, a positive number", path.appending("pointSize"),
                    gentle["pointSize"] ?? gentle)
                continue
            }
            let style = gentle["relativeTo"]?.stringValue ?? "body"
            var fields: [JSONNode.Member] = [
                .init(key: "textStyle", value: .string(GentleMapping.textStyles[style] ?? style)),
                .init(key: "size", value: .number(size)),
                .init(key: "weight", value: .string(gentle["weight"]?.stringValue ?? "regular")),
                .init(key: "design", value: .string(gentle["design"]?.stringValue ?? "default")),
            ]
            if let width = gentle["width"]?.stringValue { fields.append(.init(key: "width", value: .string(width))) }
            fields.append(.init(key: "lineSpacing", value: .number(gentle["lineSpacing"]?.numberValue ?? 0)))
            fields.append(.init(key: "letterSpacing", value: .number(gentle["letterSpacing"]?.numberValue ?? 0)))
            if case .bool(true) = gentle["isUppercased"]?.value {
                fields.append(.init(key: "textCase", value: .string("uppercase")))
            }
            if let color = mappedColor(gentle["colorRole"]?.stringValue) {
                fields.append(.init(key: "color", value: .string(color)))
            }
            // Gentle applies no Dynamic Type maximum.
            fields.append(.init(key: "maximumSize", value: .string("accessibility5")))
            result.append(.init(key: role, value: JSONNode(.object(fields))))
        }
        return result
    }

    private mutating func animations() -> [JSONNode.Member] {
        (spec["buttons"]?["animations"]?.members ?? []).map { member in
            let animation = member.value
            let duration = animation["duration"]?.numberValue ?? 0
            let curve: JSONNode
            switch member.key {
            case "unknown":
                curve = .object(["curve": .string("none")])
            case "subtlePress":
                curve = .object(["curve": .string("easeOut"), "duration": .number(duration)])
            default:
                curve = .object([
                    "curve": .string("spring"), "response": .number(animation["springResponse"]?.numberValue ?? 0.3),
                    "damping": .number(animation["springDamping"]?.numberValue ?? 1),
                    "blend": .number(animation["springBlend"]?.numberValue ?? 0),
                ])
            }
            var fields = curve.members ?? []
            fields.append(.init(key: "reduceMotion", value: .object(["curve": .string("none")])))
            return .init(
                key: "gentle" + member.key.prefix(1).uppercased() + member.key.dropFirst(),
                value: JSONNode(.object(fields)))
        }
    }

    private mutating func buttonRoles() -> [JSONNode.Member] {
        var result: [JSONNode.Member] = []
        let textColors = Dictionary(
            uniqueKeysWithValues: (spec["typography"]?["roles"]?.members ?? []).map {
                ($0.key, $0.value["colorRole"]?.stringValue)
            })
        for member in spec["buttons"]?["roles"]?.members ?? [] {
            let gentle = member.value
            let path: JSONPath = ["buttons", "roles", member.key]
            guard let (role, label) = GentleMapping.buttons[member.key] else {
                warn("Gentle button role `\(member.key)` has no Tessera counterpart and was left out", path, gentle)
                continue
            }
            let fillRole = gentle["fillRole"]?.stringValue ?? "hollow"
            let fill = GentleMapping.fills[fillRole]
            let native =
                gentle["usesNativeStyle"].map { if case .bool(true) = $0.value { true } else { false } } ?? false
            var fields: [JSONNode.Member] = [
                .init(key: "form", value: .string(fill == nil && native ? "text" : "capsule"))
            ]
            let shape = gentle["shape"]?.stringValue ?? "pill"
            fields.append(
                .init(key: "shape", value: shape == "pill" ? .string("capsule") : .string("{radii.\(shape)}")))
            if let fill { fields.append(.init(key: "fill", value: .string(fill))) }
            if gentle["borderRole"]?.stringValue == "accent" {
                fields.append(.init(key: "border", value: .object(["color": .string("accent"), "width": .number(1)])))
            }
            fields.append(.init(key: "label", value: .string(label)))
            let titleKey = GentleMapping.text.first { $0.value == label }?.key
            let labelColor =
                GentleMapping.fillLabels[fillRole] ?? mappedColor(titleKey.flatMap { textColors[$0] ?? nil })
                ?? "textPrimary"
            fields.append(.init(key: "labelColor", value: .string(labelColor)))
            let vertical: JSONNode = member.key == "secondary" ? .number(7) : .string("{spacing.s}")
            fields.append(
                .init(key: "padding", value: .object(["horizontal": .string("{spacing.xl}"), "vertical": vertical])))
            fields.append(.init(key: "minHeight", value: .number(44)))
            fields.append(
                .init(
                    key: "pressed",
                    value: .object([
                        "scale": .number(gentle["pressedScale"]?.numberValue ?? 0.97),
                        "opacity": .number(gentle["pressedOpacity"]?.numberValue ?? 0.9),
                    ])))
            let animation = gentle["animationRole"]?.stringValue ?? "unknown"
            fields.append(
                .init(
                    key: "animation",
                    value: .string("gentle" + animation.prefix(1).uppercased() + animation.dropFirst())))
            fields.append(
                .init(
                    key: "disabled",
                    value: fill != nil
                        ? .object(["opacity": .number(0.4), "saturation": .number(1)])
                        : .object(["opacity": .number(0.6), "saturation": .number(0.3)])))
            if native { fields.append(.init(key: "native", value: JSONNode(.bool(true)))) }
            result.append(.init(key: role, value: JSONNode(.object(fields))))
        }
        return result
    }
}
