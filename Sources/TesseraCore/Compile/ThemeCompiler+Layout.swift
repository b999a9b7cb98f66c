extension ThemeCompiler {
    mutating func compileRadii() -> [String: Double] {
        var radii: [String: Double] = [:]
        for (name, value) in spec.radii {
            if let radius = checked(value, in: 0...Self.largestPoints, at: ["radii", name], "a radius") {
                radii[name] = radius
            }
        }
        return radii
    }

    /// The spacing steps that are valid. Buttons and surfaces refer to them whether or not the
    /// rest of the layout compiles, so one bad inset does not make every `{spacing.…}` unresolved.
    mutating func compileSpacing() -> [String: Double] {
        var spacing: [String: Double] = [:]
        for (name, value) in spec.layout?.spacing ?? [:] {
            if let points = checked(
                value, in: 0...Self.largestPoints, at: ["layout", "spacing", name], "a spacing step")
            {
                spacing[name] = points
            }
        }
        return spacing
    }

    /// Resolves the base layout and each size-class override once, reporting problems where they
    /// are written, then combines them into the four size-class variants.
    mutating func compileLayout(spacing: [String: Double]) -> CompiledLayout? {
        guard let layout = spec.layout else {
            error(.missingValue, "missing \"layout\" (extend a preset to inherit it)", at: ["layout"])
            return nil
        }
        let touch = positive(layout.minimumTouchTarget, at: ["layout", "minimumTouchTarget"], "minimumTouchTarget")
        let base = resolve(
            LayoutOverride(
                gaps: layout.gaps, insets: layout.insets, grid: layout.grid,
                readableContentWidth: layout.readableContentWidth),
            at: ["layout"], spacing: spacing)
        let regularWidth = layout.sizeClasses?.regularWidth.map {
            resolve($0, at: ["layout", "sizeClasses", "regularWidth"], spacing: spacing)
        }
        let compactHeight = layout.sizeClasses?.compactHeight.map {
            resolve($0, at: ["layout", "sizeClasses", "compactHeight"], spacing: spacing)
        }
        let missing = reportMissingBuiltins()
        guard let touch, let base, let basis = base.grid, let readable = base.readableContentWidth,
            let wide = regularWidth ?? ResolvedLayout(), let short = compactHeight ?? ResolvedLayout(), !missing
        else {
            return nil
        }
        var variants: [LayoutValues] = []
        for index in 0..<4 {
            var effective = base
            if index & 1 != 0 { effective.apply(wide) }
            if index & 2 != 0 { effective.apply(short) }
            variants.append(
                LayoutValues(
                    gaps: Gap.allCases.map { effective.gaps[$0.name] ?? 0 },
                    insets: InsetRole.allCases.flatMap { role in
                        InsetVariant.allCases.map {
                            effective.insets[role.name]?[$0.name] ?? EdgeInsets(horizontal: 0, vertical: 0)
                        }
                    },
                    gapsByName: effective.gaps, insetsByName: effective.insets, grid: effective.grid ?? basis,
                    readableContentWidth: effective.readableContentWidth ?? readable, minimumTouchTarget: touch))
        }
        return CompiledLayout(spacing: spacing, variants: variants)
    }

    /// Layout values in points; absent ones come from the layer below.
    struct ResolvedLayout {
        var gaps: [String: Double] = [:]
        var insets: [String: [String: EdgeInsets]] = [:]
        var grid: Grid?
        var readableContentWidth: Double?

        mutating func apply(_ override: ResolvedLayout) {
            gaps.merge(override.gaps) { $1 }
            for (role, variants) in override.insets { insets[role, default: [:]].merge(variants) { $1 } }
            if let grid = override.grid { self.grid = grid }
            if let width = override.readableContentWidth { readableContentWidth = width }
        }
    }

    /// Resolves one layer, reporting each bad value at its path; `nil` when any value was bad.
    private mutating func resolve(_ layer: LayoutOverride, at path: JSONPath, spacing: [String: Double])
        -> ResolvedLayout?
    {
        let radii = spec.radii
        var ok = true
        var result = ResolvedLayout()
        for (name, value) in layer.gaps ?? [:] {
            if let points = dimension(
                value, at: path.appending("gaps").appending(name), spacing: spacing, radii: radii, "a gap")
            {
                result.gaps[name] = points
            } else {
                ok = false
            }
        }
        for (role, variants) in layer.insets ?? [:] {
            for (variant, inset) in variants {
                let insetPath = { path.appending("insets").appending(role).appending(variant) }
                let horizontal = dimension(
                    inset.horizontal, at: insetPath().appending("horizontal"), spacing: spacing, radii: radii,
                    "an inset")
                let vertical = dimension(
                    inset.vertical, at: insetPath().appending("vertical"), spacing: spacing, radii: radii, "an inset")
                guard let horizontal, let vertical else {
                    ok = false
                    continue
                }
                result.insets[role, default: [:]][variant] = EdgeInsets(horizontal: horizontal, vertical: vertical)
            }
        }
        if let grid = layer.grid {
            if grid.columns < 1 || grid.columns > 48 {
                error(
                    .valueOutOfRange, "columns must be between 1 and 48; found \(grid.columns)",
                    at: path.appending("grid").appending("columns"))
                ok = false
            }
            let gutter = dimension(
                grid.gutter, at: path.appending("grid").appending("gutter"), spacing: spacing, radii: radii, "a gutter")
            let margin = dimension(
                grid.margin, at: path.appending("grid").appending("margin"), spacing: spacing, radii: radii, "a margin")
            if let gutter, let margin {
                result.grid = Grid(columns: grid.columns, gutter: gutter, margin: margin)
            } else {
                ok = false
            }
        }
        if let width = layer.readableContentWidth {
            result.readableContentWidth = positive(
                width, at: path.appending("readableContentWidth"), "readableContentWidth")
            ok = ok && result.readableContentWidth != nil
        }
        return ok ? result : nil
    }

    /// Reports built-in gaps and insets the base layout lacks; returns whether any were missing.
    private mutating func reportMissingBuiltins() -> Bool {
        let layout = spec.layout
        var missingAny = false
        let missingGaps = LayoutSpec.gapNames.filter { layout?.gaps[$0] == nil }
        if !missingGaps.isEmpty {
            missingAny = true
            error(
                .missingValue, "missing gaps \(missingGaps.map { "`\($0)`" }.joined(separator: ", "))",
                at: ["layout", "gaps"])
        }
        for role in LayoutSpec.insetRoles {
            let missing = LayoutSpec.insetVariants.filter { layout?.insets[role]?[$0] == nil }
            if !missing.isEmpty {
                missingAny = true
                error(
                    .missingValue, "missing \(role) insets \(missing.map { "`\($0)`" }.joined(separator: ", "))",
                    at: ["layout", "insets", role])
            }
        }
        return missingAny
    }
}
