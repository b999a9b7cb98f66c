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
    enum Frame: Hashable {
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
        guard let (frame, value) = roleStep(name, mode) else { return nil }
        return resolve(from: frame, value, mode: mode)
    }

    /// The palette entry at dotted `path` (without the `palette.` prefix).
    mutating func palette(_ path: String) -> RGBA? {
        if let cached = paletteMemo[path] { return cached }
        guard let value = palette[path] else { return nil }
        return resolve(from: .palette(path), value, mode: nil)
    }

    /// The frame and written value of role `name` in `mode`: the value the mode uses, and the key
    /// it is written under.
    private func roleStep(_ name: String, _ mode: ColorMode) -> (Frame, ColorValue)? {
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
        return (.role(name, key: key, mode: mode.index), value)
    }

    private func memo(_ frame: Frame) -> RGBA?? {
        switch frame {
        case let .role(name, _, mode): roleMemo[name]?[mode] ?? nil
        case .palette(let path): paletteMemo[path]
        }
    }

    private mutating func remember(_ result: RGBA?, for frame: Frame) {
        switch frame {
        case let .role(name, _, mode): roleMemo[name, default: [RGBA??](repeating: nil, count: 4)][mode] = .some(result)
        case .palette(let path): paletteMemo[path] = .some(result)
        }
    }

    /// Follows references from `frame` until a colour, a failure or a frame already known, then
    /// remembers the result for every frame on the way. A chain of references is a path, never a
    /// tree, so this walks it in a loop: no chain, however long, can exhaust the stack, and each
    /// link is visited once (a set, not a scan of the chain, finds cycles).
    private mutating func resolve(from start: Frame, _ startValue: ColorValue, mode startMode: ColorMode?) -> RGBA? {
        var chain: [Frame] = []
        var onChain: [Frame: Int] = [:]
        var frame = start, value = startValue, mode = startMode
        var result: RGBA?
        walk: while true {
            if let cached = memo(frame) {
                result = cached
                break
            }
            if let position = onChain[frame] {
                fail(.referenceCycle, "reference cycle: \(Self.describeCycle(chain[position...] + [frame]))", at: frame.path)
                break
            }
            onChain[frame] = chain.count
            chain.append(frame)
            switch value {
            case .hex(let text):
                do {
                    result = try RGBA(hex: text)
                } catch {
                    fail(.invalidColor, error.message, at: frame.path)
                }
                break walk
            case .components(let components):
                do {
                    let converted = try components.rgba()
                    if !converted.inGamut {
                        warn(.outOfGamut, "\(value) is outside sRGB; mapped to \(converted.color.hexString) by OKLCH chroma reduction (CSS Color 4) where sRGB is needed", at: frame.path)
                    }
                    result = converted.color
                } catch {
                    fail(.invalidColor, error.message, at: frame.path)
                }
                break walk
            case .reference(let reference):
                guard let next = step(reference, from: frame, mode: mode) else { break walk }
                (frame, value, mode) = next
            }
        }
        for visited in chain { remember(result, for: visited) }
        return result
    }

    /// Where `reference` leads: the next frame, its written value and mode; `nil` after
    /// reporting a reference that leads nowhere.
    private mutating func step(_ reference: TokenReference, from frame: Frame, mode: ColorMode?) -> (Frame, ColorValue, ColorMode?)? {
        if let target = reference.name(in: "palette") {
            if let value = palette[target] { return (.palette(target), value, nil) }
            let hint = Suggestion.closest(to: target, in: palette.keys).map { "; did you mean {palette.\($0)}?" } ?? ""
            fail(.unresolvedReference, "unresolved reference \(reference)\(hint)", at: frame.path)
            return nil
        }
        if let target = reference.name(in: "colors") {
            // A palette entry referring to a role has no mode of its own: it takes light.
            let mode = mode ?? ColorMode(.light)
            guard let (next, value) = roleStep(target, mode) else {
                let hint = Suggestion.closest(to: target, in: spec.colors.keys).map { "; did you mean {colors.\($0)}?" } ?? ""
                fail(.unresolvedReference, "unresolved reference \(reference)\(hint)", at: frame.path)
                return nil
            }
            return (next, value, mode)
        }
        fail(.unresolvedReference, "\(reference) is not a colour reference; expected {palette.NAME} or {colors.ROLE}", at: frame.path)
        return nil
    }

    /// "a → b → a", or for a long cycle its first and last steps and how many lie between.
    static func describeCycle(_ frames: some Collection<Frame>) -> String {
        let names = frames.map(\.name)
        guard names.count > 12 else { return names.joined(separator: " → ") }
        return (names.prefix(6) + ["… \(names.count - 11) more …"] + names.suffix(5)).joined(separator: " → ")
    }

    private mutating func fail(_ code: Diagnostic.Code, _ message: String, at path: JSONPath) {
        if reported.insert("\(path)|\(message)").inserted { diagnostics.append(.error(code, message, at: path)) }
    }

    private mutating func warn(_ code: Diagnostic.Code, _ message: String, at path: JSONPath) {
        if reported.insert("\(path)|\(message)").inserted { diagnostics.append(.warning(code, message, at: path)) }
    }
}
