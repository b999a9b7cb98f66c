extension ThemeCompiler {
    /// Resolves every colour role in every mode. Failed values are reported (and the theme will
    /// not compile); a placeholder keeps the table dense so later checks still run.
    mutating func compileColors() -> RoleTable<ColorRoles, ColorModes> {
        requireBuiltins(ColorRoles.Builtin.self, in: spec.colors.keys, group: "colors")
        var resolver = ColorResolver(spec: spec)
        let (builtins, custom) = partition(spec.colors, family: ColorRoles.self, fallback: \.fallback)

        func modes(_ name: String, _ resolver: inout ColorResolver) -> ColorModes {
            ColorModes(
                light: resolver.role(name, .init(.light)) ?? .black,
                dark: resolver.role(name, .init(.dark)) ?? .black,
                increasedContrastLight: resolver.role(name, .init(.light, .increased)) ?? .black,
                increasedContrastDark: resolver.role(name, .init(.dark, .increased)) ?? .black)
        }
        let placeholder = ColorModes(light: .black, dark: .black)
        let builtinValues = ColorRoles.Builtin.allCases.map { role in
            builtins[role] == nil ? placeholder : modes(role.name, &resolver)
        }
        let customValues = custom.map { entry in (entry.name, modes(entry.name, &resolver), entry.fallback) }
        // Palette entries no role uses are still checked.
        for (path, _) in resolver.palette.sorted(by: { $0.key < $1.key }) {
            _ = resolver.palette(path)
        }
        diagnostics += resolver.diagnostics
        return RoleTable(builtins: builtinValues, custom: customValues)
    }
}

/// Follows colour references through the palette and other roles, detecting cycles.
struct ColorResolver {
    /// What is being resolved: a role's value in one mode, or a palette entry.
    enum Frame: Equatable {
        case role(String, key: String, mode: Int)
        case palette(String)

        var path: JSONPath {
            switch self {
            case let .role(name, key, _): ["colors", name, key]
            case .palette(let path): JSONPath([.key("palette")] + path.split(separator: ".").map { .key(String($0)) })
            }
        }

        /// How a cycle message names this step.
        var name: String {
            switch self {
            case let .role(name, key, _): "colors.\(name).\(key)"
            case .palette(let path): "palette.\(path)"
            }
        }
    }

    let spec: ThemeSpec
    let palette: [String: ColorValue]
    var diagnostics: [Diagnostic] = []
    private var roleMemo: [String: [RGBA??]] = [:]
    private var paletteMemo: [String: RGBA?] = [:]
    private var stack: [Frame] = []
    private var reported: Set<String> = []

    init(spec: ThemeSpec) {
        self.spec = spec
        var palette: [String: ColorValue] = [:]
        for (key, node) in spec.palette {
            for entry in node.flattened(prefix: key) { palette[entry.path] = entry.value }
        }
        self.palette = palette
    }

    /// The value of colour role `name` in `mode`.
    mutating func role(_ name: String, _ mode: ColorMode) -> RGBA? {
        if let cached = roleMemo[name]?[mode.index] { return cached }
        guard let role = spec.colors[name] else { return nil }
        let dark = mode.appearance == .dark
        var key = dark && role.dark != nil ? "dark" : "light"
        var value = dark ? (role.dark ?? role.light) : role.light
        if mode.contrast == .increased {
            if dark, let increased = role.increasedContrastDark {
                value = increased
                key = "increasedContrastDark"
            } else if !dark, let increased = role.increasedContrastLight {
                value = increased
                key = "increasedContrastLight"
            }
        }
        let result = resolve(value, frame: .role(name, key: key, mode: mode.index), mode: mode)
        roleMemo[name, default: [RGBA??](repeating: nil, count: 4)][mode.index] = .some(result)
        return result
    }

    /// The palette entry at dotted `path` (without the `palette.` prefix).
    mutating func palette(_ path: String) -> RGBA? {
        if let cached = paletteMemo[path] { return cached }
        guard let value = palette[path] else { return nil }
        let result = resolve(value, frame: .palette(path), mode: nil)
        paletteMemo[path] = .some(result)
        return result
    }

    private mutating func resolve(_ value: ColorValue, frame: Frame, mode: ColorMode?) -> RGBA? {
        if let start = stack.firstIndex(of: frame) {
            let cycle = (stack[start...] + [frame]).map(\.name).joined(separator: " → ")
            fail(.referenceCycle, "reference cycle: \(cycle)", at: frame.path)
            return nil
        }
        stack.append(frame)
        defer { stack.removeLast() }
        switch value {
        case .hex(let text):
            do {
                return try RGBA(hex: text)
            } catch {
                fail(.invalidColor, error.message, at: frame.path)
                return nil
            }
        case .components(let components):
            do {
                let converted = try components.rgba()
                if !converted.inGamut {
                    warn(.outOfGamut, "\(value) is outside sRGB; mapped to \(converted.color.hexString) by OKLCH chroma reduction (CSS Color 4) where sRGB is needed", at: frame.path)
                }
                return converted.color
            } catch {
                fail(.invalidColor, error.message, at: frame.path)
                return nil
            }
        case .reference(let reference):
            return follow(reference, frame: frame, mode: mode)
        }
    }

    private mutating func follow(_ reference: TokenReference, frame: Frame, mode: ColorMode?) -> RGBA? {
        if let target = reference.name(in: "palette") {
            if palette[target] != nil { return palette(target) }
            let hint = Suggestion.closest(to: target, in: palette.keys).map { "; did you mean {palette.\($0)}?" } ?? ""
            fail(.unresolvedReference, "unresolved reference \(reference)\(hint)", at: frame.path)
            return nil
        }
        if let target = reference.name(in: "colors") {
            guard spec.colors[target] != nil else {
                let hint = Suggestion.closest(to: target, in: spec.colors.keys).map { "; did you mean {colors.\($0)}?" } ?? ""
                fail(.unresolvedReference, "unresolved reference \(reference)\(hint)", at: frame.path)
                return nil
            }
            // A palette entry referring to a role has no mode of its own: it takes light.
            return role(target, mode ?? ColorMode(.light))
        }
        fail(.unresolvedReference, "\(reference) is not a colour reference; expected {palette.NAME} or {colors.ROLE}", at: frame.path)
        return nil
    }

    private mutating func fail(_ code: Diagnostic.Code, _ message: String, at path: JSONPath) {
        if reported.insert("\(path)|\(message)").inserted { diagnostics.append(.error(code, message, at: path)) }
    }

    private mutating func warn(_ code: Diagnostic.Code, _ message: String, at path: JSONPath) {
        if reported.insert("\(path)|\(message)").inserted { diagnostics.append(.warning(code, message, at: path)) }
    }
}
