/// Follows colour references through the palette and other roles, detecting cycles.
///
/// Roles and palette entries are numbered once; each step of a chain is a frame number (a role
/// in one mode, or a palette entry), so remembering results and detecting cycles are array
/// reads, and the only hashing per step is looking up the name a reference gives. Each frame's
/// link (the frame its reference led to) is remembered too, so that `graph()` hands the walk to
/// the compiled theme and nothing has to follow a reference again.
struct ColorResolver {
    /// A role in one mode, or a palette entry: see `ColorFrames`.
    typealias Frame = Int

    let spec: ThemeSpec
    var diagnostics: [Diagnostic] = []
    private let roleNames: [String]
    private let roleSpecs: [ColorRoleSpec]
    private let roleNumbers: [String: Int]
    private let paletteNames: [String]
    private let paletteNumbers: [String: Int]
    private let paletteValues: [ColorValue]
    private let frames: ColorFrames
    /// Results by frame; `nil` until computed.
    private var memo: [RGBA??]
    /// Each frame's position on the chain being walked, or -1.
    private var onChain: [Int32]
    /// The frame each frame's reference led to; -1 for a literal or a frame not walked.
    private var links: [Int32]
    private var reported: Set<String> = []

    init(spec: ThemeSpec) {
        self.spec = spec
        var palette: [String: ColorValue] = [:]
        for (key, node) in spec.palette {
            for entry in node.flattened(prefix: key) { palette[entry.path] = entry.value }
        }
        roleNames = spec.colors.keys.sorted()
        roleSpecs = roleNames.compactMap { spec.colors[$0] }
        roleNumbers = Dictionary(uniqueKeysWithValues: roleNames.enumerated().map { ($1, $0) })
        paletteNames = palette.keys.sorted()
        paletteNumbers = Dictionary(uniqueKeysWithValues: paletteNames.enumerated().map { ($1, $0) })
        paletteValues = paletteNames.map { palette[$0] ?? .hex("#000000") }
        frames = ColorFrames(roles: roleNames.count, paletteEntries: paletteNames.count)
        memo = [RGBA??](repeating: nil, count: frames.count)
        onChain = [Int32](repeating: -1, count: frames.count)
        links = [Int32](repeating: -1, count: frames.count)
    }

    /// The value of colour role `name` in `mode`.
    mutating func role(_ name: String, _ mode: ColorMode) -> RGBA? {
        guard let number = roleNumbers[name] else { return nil }
        return resolve(from: frames.role(number, mode))
    }

    /// The values of colour role `name` in all four modes; black in a mode that does not
    /// resolve (reported), so a table stays dense while the failure stops the theme compiling.
    mutating func modes(of name: String) -> ColorModes {
        ColorModes(
            light: role(name, .init(.light)) ?? .black,
            dark: role(name, .init(.dark)) ?? .black,
            increasedContrastLight: role(name, .init(.light, .increased)) ?? .black,
            increasedContrastDark: role(name, .init(.dark, .increased)) ?? .black)
    }

    /// Whether the theme has a colour role named `name`.
    func hasRole(_ name: String) -> Bool { roleNumbers[name] != nil }

    /// The palette entry at dotted `path` (without the `palette.` prefix).
    mutating func palette(_ path: String) -> RGBA? {
        guard let number = paletteNumbers[path] else { return nil }
        return resolve(from: frames.palette(number))
    }

    /// Resolves every palette entry, so that entries no role uses are checked too.
    mutating func resolvePalette() {
        for path in paletteNames { _ = palette(path) }
    }

    /// The diagnostics reported since the last call.
    mutating func takeDiagnostics() -> [Diagnostic] {
        defer { diagnostics = [] }
        return diagnostics
    }

    /// What the walks found, for the compiled theme: every frame's written value, link and
    /// colour (black where a frame did not resolve, which only a theme that fails to compile has).
    func graph() -> ColorGraph {
        ColorGraph(
            frames: frames, roleNumbers: roleNumbers, paletteNames: paletteNames, paletteNumbers: paletteNumbers,
            written: memo.indices.map { value(of: $0).value }, links: links,
            colors: memo.map { ($0 ?? nil) ?? .black })
    }

    // MARK: Frames

    /// The written value a frame stands for, and the key it is written under.
    private func value(of frame: Frame) -> (value: ColorValue, key: String) {
        switch frames.place(of: frame) {
        case .role(let role, let mode): roleSpecs[role].written(for: mode)
        case .palette(let entry): (paletteValues[entry], "")
        }
    }

    private func path(of frame: Frame) -> JSONPath {
        switch frames.place(of: frame) {
        case .role(let role, _): [ColorRoles.specKey, roleNames[role], value(of: frame).key]
        case .palette(let entry): TokenReference(group: .palette, name: paletteNames[entry]).definitionPath ?? .root
        }
    }

    /// How a cycle message names a frame.
    private func name(of frame: Frame) -> String {
        switch frames.place(of: frame) {
        case .role(let role, _): "colors.\(roleNames[role]).\(value(of: frame).key)"
        case .palette(let entry): "palette.\(paletteNames[entry])"
        }
    }

    // MARK: Walking

    /// Follows references from `start` until a colour, a failure or a frame already known, then
    /// remembers the result for every frame on the way. A chain of references is a path, never a
    /// tree, so this walks it in a loop: no chain, however long, can exhaust the stack, and each
    /// link is visited once.
    private mutating func resolve(from start: Frame) -> RGBA? {
        if let cached = memo[start] { return cached }
        var chain: [Frame] = []
        var frame = start
        var result: RGBA?
        walk: while true {
            if let cached = memo[frame] {
                result = cached
                break
            }
            if onChain[frame] >= 0 {
                let names = chain[Int(onChain[frame])...].map(name(of:)) + [name(of: frame)]
                fail(.referenceCycle, "reference cycle: \(Self.describeCycle(names))", at: path(of: frame))
                break
            }
            onChain[frame] = Int32(chain.count)
            chain.append(frame)
            let value = value(of: frame).value
            switch value {
            case .hex(let text):
                do {
                    result = try RGBA(hex: text)
                } catch {
                    fail(.invalidColor, error.message, at: path(of: frame))
                }
                break walk
            case .components(let components):
                do {
                    let converted = try components.rgba()
                    if !converted.inGamut {
                        warn(
                            .outOfGamut,
                            "\(value) is outside sRGB; mapped to \(converted.color.hexString) by OKLCH chroma reduction (CSS Color 4) where sRGB is needed",
                            at: path(of: frame))
                    }
                    result = converted.color
                } catch {
                    fail(.invalidColor, error.message, at: path(of: frame))
                }
                break walk
            case .reference(let reference):
                guard let next = step(reference, from: frame) else { break walk }
                links[frame] = Int32(next)
                frame = next
            }
        }
        for visited in chain {
            memo[visited] = .some(result)
            onChain[visited] = -1
        }
        return result
    }

    /// The frame `reference` leads to; `nil` after reporting a reference that leads nowhere.
    private mutating func step(_ reference: TokenReference, from frame: Frame) -> Frame? {
        if let target = reference.name(in: .palette) {
            if let number = paletteNumbers[target] { return frames.palette(number) }
            let hint = Suggestion.closest(to: target, in: paletteNames).map { "; did you mean {palette.\($0)}?" } ?? ""
            fail(
                .unresolvedReference, "unresolved reference \(reference)\(hint)", at: path(of: frame),
                reference: reference)
            return nil
        }
        if let target = reference.name(in: .colors) {
            guard let number = roleNumbers[target] else {
                let hint = Suggestion.closest(to: target, in: roleNames).map { "; did you mean {colors.\($0)}?" } ?? ""
                fail(
                    .unresolvedReference, "unresolved reference \(reference)\(hint)", at: path(of: frame),
                    reference: reference)
                return nil
            }
            // A palette entry referring to a role has no mode of its own: it takes light.
            guard case .role(_, let mode) = frames.place(of: frame) else {
                return frames.role(number, ColorMode(.light))
            }
            return frames.role(number, mode)
        }
        fail(
            .unresolvedReference, "\(reference) is not a colour reference; expected {palette.NAME} or {colors.ROLE}",
            at: path(of: frame), reference: reference)
        return nil
    }

    /// "a → b → a", or for a long cycle its first and last steps and how many lie between.
    static func describeCycle(_ names: [String]) -> String {
        guard names.count > 12 else { return names.joined(separator: " → ") }
        return (names.prefix(6) + ["… \(names.count - 11) more …"] + names.suffix(5)).joined(separator: " → ")
    }

    private mutating func fail(
        _ code: Diagnostic.Code, _ message: String, at path: JSONPath, reference: TokenReference? = nil
    ) {
        if reported.insert("\(path)|\(message)").inserted {
            diagnostics.append(.error(code, message, at: path, reference: reference))
        }
    }

    private mutating func warn(_ code: Diagnostic.Code, _ message: String, at path: JSONPath) {
        if reported.insert("\(path)|\(message)").inserted { diagnostics.append(.warning(code, message, at: path)) }
    }
}
