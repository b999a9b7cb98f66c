extension ThemeCompiler {
    mutating func compileSurfaces(
        colors: RoleTable<ColorRoles, ColorModes>, shadows: [CompiledShadow], layout: CompiledLayout?,
        spacing: [String: Double],
        radii: [String: Double]
    ) -> RoleTable<SurfaceRoles, CompiledSurface>? {
        requireBuiltins(SurfaceRoles.Builtin.self, in: spec.surfaces.keys, group: "surfaces")
        let spec = self.spec
        let (builtins, custom) = partition(spec.surfaces, family: SurfaceRoles.self, fallback: \.fallback)
        let insetNames = layout?.variants.first?.insetsByName ?? [:]
        let surfaceBase = ColorRoles.Builtin.surfaceBase.index

        func compile(_ name: String, _ surface: SurfaceSpec, _ compiler: inout ThemeCompiler) -> CompiledSurface? {
            let path: JSONPath = ["surfaces", name]
            let backgroundPath = path.appending("background")
            var ok = true
            func role(_ name: String?, _ key: String, _ compiler: inout ThemeCompiler) -> Int?? {
                guard let name else { return .some(nil) }
                guard let index = compiler.roleIndex(name, in: colors, at: backgroundPath.appending(key)) else {
                    return nil
                }
                return .some(index)
            }
            var background: CompiledSurfaceBackground?
            switch surface.background {
            case .solid(let color):
                background = role(color, "solid", &compiler).flatMap { $0 }.map { .solid(colorIndex: $0) }
            case .material(let material, let tint, let tintOpacity, let opaque):
                let opacity = compiler.checked(
                    tintOpacity ?? 0, in: 0...1, at: backgroundPath.appending("tintOpacity"), "tintOpacity")
                if let tintIndex = role(tint, "tint", &compiler), let opaqueIndex = role(opaque, "opaque", &compiler),
                    let opacity
                {
                    background = .material(
                        material, tintIndex: tintIndex, tintOpacity: opacity,
                        opaqueIndex: opaqueIndex ?? tintIndex ?? surfaceBase)
                }
            case .glass(let variant, let tint, let fallback, let opaque):
                if let tintIndex = role(tint, "tint", &compiler), let opaqueIndex = role(opaque, "opaque", &compiler) {
                    background = .glass(
                        variant, tintIndex: tintIndex, fallback: fallback,
                        opaqueIndex: opaqueIndex ?? tintIndex ?? surfaceBase)
                }
            }
            ok = background != nil && ok
            let border = surface.border.flatMap { compiler.border($0, in: colors, at: path.appending("border")) }
            if surface.border != nil, border == nil { ok = false }
            let radius = compiler.dimension(
                surface.radius ?? 0, at: path.appending("radius"), spacing: spacing, radii: radii, "a radius")
            var shadowIndex: Int?
            if let shadow = surface.shadow {
                shadowIndex = shadows.firstIndex { $0.name == shadow }
                if shadowIndex == nil, spec.shadows[shadow] == nil {
                    compiler.error(
                        .unresolvedReference,
                        "unknown shadow `\(shadow)`\(Suggestion.hint(for: shadow, in: spec.shadows.keys))",
                        at: path.appending("shadow"))
                }
                ok = shadowIndex != nil && ok
            }
            var inset: CompiledSurface.InsetReference?
            if let written = surface.inset {
                let parts = written.split(separator: ".").map(String.init)
                let insetRole = parts.first ?? ""
                let variant = parts.count > 1 ? parts[1] : "regular"
                if parts.count > 2 || insetNames[insetRole]?[variant] == nil {
                    if layout != nil {
                        let known = insetNames.flatMap { role, variants in variants.keys.map { "\(role).\($0)" } }
                        compiler.error(
                            .unresolvedReference,
                            "unknown inset `\(written)`\(Suggestion.hint(for: written, in: known + Array(insetNames.keys)))",
                            at: path.appending("inset"))
                    }
                    ok = false
                } else if let roleIndex = InsetRole.names.firstIndex(of: insetRole),
                    let variantIndex = InsetVariant.names.firstIndex(of: variant)
                {
                    inset = .builtin(InsetVariant.allCases[variantIndex].index(within: roleIndex))
                } else {
                    inset = .named(role: insetRole, variant: variant)
                }
            }
            guard ok, let background, let radius else { return nil }
            return CompiledSurface(
                name: name, background: background, border: border, radius: radius, shadowIndex: shadowIndex,
                inset: inset)
        }

        return roleTable(builtins: builtins, custom: custom, compile: compile)
            as RoleTable<SurfaceRoles, CompiledSurface>?
    }

    mutating func compileAccessibility(colors: RoleTable<ColorRoles, ColorModes>) -> (
        [CompiledPairing], [CompiledNonText]
    ) {
        let written = spec.accessibility ?? AccessibilitySpec()
        var pairings: [CompiledPairing] = []
        var seen: Set<[Int]> = []
        let defaults = AccessibilitySpec.defaults
        for (offset, pairing) in (defaults.pairings + written.pairings).enumerated() {
            let isWritten = offset >= defaults.pairings.count
            let path = (["accessibility", "pairings"] as JSONPath).appending(index: offset - defaults.pairings.count)
            for (index, text) in pairing.text.enumerated() {
                guard
                    let textIndex = isWritten
                        ? roleIndex(text, in: colors, at: path.appending("text").appending(index: index))
                        : colors.index(named: text)
                else { continue }
                for (backgroundOffset, background) in pairing.on.enumerated() {
                    guard
                        let backgroundIndex = isWritten
                            ? roleIndex(
                                background, in: colors, at: path.appending("on").appending(index: backgroundOffset))
                            : colors.index(named: background)
                    else { continue }
                    if seen.insert([textIndex, backgroundIndex]).inserted {
                        pairings.append(CompiledPairing(textIndex: textIndex, backgroundIndex: backgroundIndex))
                    }
                }
            }
        }
        var nonText: [CompiledNonText] = []
        let merged = defaults.nonText.merging(written.nonText) { $1 }
        for name in merged.keys.sorted() {
            guard let entry = merged[name] else { continue }
            let isWritten = written.nonText[name] != nil
            let path: JSONPath = ["accessibility", "nonText", name]
            guard let colorIndex = isWritten ? roleIndex(name, in: colors, at: path) : colors.index(named: name) else {
                continue
            }
            let backgrounds = entry.on.enumerated().compactMap { offset, background in
                isWritten
                    ? roleIndex(background, in: colors, at: path.appending("on").appending(index: offset))
                    : colors.index(named: background)
            }
            nonText.append(CompiledNonText(colorIndex: colorIndex, usage: entry.usage, backgroundIndices: backgrounds))
        }
        return (pairings, nonText)
    }
}
