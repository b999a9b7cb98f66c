extension ThemeCompiler {
    mutating func compileRadii() -> [String: Double] {
        var radii: [String: Double] = [:]
        for (name, value) in spec.radii {
            if let radius = checked(value, in: 0...(.greatestFiniteMagnitude), at: ["radii", name], "a radius") {
                radii[name] = radius
            }
        }
        return radii
    }

    mutating func compileLayout() -> CompiledLayout? {
        guard let layout = spec.layout else {
            error(.missingValue, "missing \"layout\" (extend a preset to inherit it)", at: ["layout"])
            return nil
        }
        var spacing: [String: Double] = [:]
        for (name, value) in layout.spacing {
            if let points = checked(value, in: 0...(.greatestFiniteMagnitude), at: ["layout", "spacing", name], "a spacing step") {
                spacing[name] = points
            }
        }
        let radii = spec.radii
        let base = LayoutOverride(
            gaps: layout.gaps, insets: layout.insets, grid: layout.grid, readableContentWidth: layout.readableContentWidth)
        let touch = positive(layout.minimumTouchTarget, at: ["layout", "minimumTouchTarget"], "minimumTouchTarget")
        let regularWidth = layout.sizeClasses?.regularWidth
        let compactHeight = layout.sizeClasses?.compactHeight

        var failed = touch == nil
        // Check each written value once, at its own path.
        let baseValues = values(base, path: ["layout"], spacing: spacing, radii: radii, touch: touch ?? 44, requireAll: true)
        failed = failed || baseValues == nil
        for (name, override) in [("regularWidth", regularWidth), ("compactHeight", compactHeight)] {
            guard let override else { continue }
            let merged = merge(base, override)
            if values(merged, path: ["layout", "sizeClasses", name], spacing: spacing, radii: radii, touch: touch ?? 44, requireAll: false, only: override) == nil {
                failed = true
            }
        }
        guard !failed else { return nil }
        var variants: [LayoutValues] = []
        for index in 0..<4 {
            var effective = base
            if index & 1 != 0, let regularWidth { effective = merge(effective, regularWidth) }
            if index & 2 != 0, let compactHeight { effective = merge(effective, compactHeight) }
            guard let resolved = values(effective, path: ["layout"], spacing: spacing, radii: radii, touch: touch ?? 44, requireAll: false) else {
                return nil
            }
            variants.append(resolved)
        }
        return CompiledLayout(spacing: spacing, variants: variants)
    }

    private func merge(_ base: LayoutOverride, _ override: LayoutOverride) -> LayoutOverride {
        var result = base
        if let gaps = override.gaps { result.gaps = (base.gaps ?? [:]).merging(gaps) { $1 } }
        if let insets = override.insets {
            var merged = base.insets ?? [:]
            for (role, variants) in insets { merged[role] = (merged[role] ?? [:]).merging(variants) { $1 } }
            result.insets = merged
        }
        if let grid = override.grid { result.grid = grid }
        if let width = override.readableContentWidth { result.readableContentWidth = width }
        return result
    }

    /// Resolves one set of layout values. With `only`, errors are reported for the values the
    /// override itself writes (at `path`), so each problem is reported where it was written.
    private mutating func values(
        _ layout: LayoutOverride, path: JSONPath, spacing: [String: Double], radii: [String: Double], touch: Double,
        requireAll: Bool, only: LayoutOverride? = nil
    ) -> LayoutValues? {
        var ok = true
        let gaps = layout.gaps ?? [:]
        let insets = layout.insets ?? [:]
        var gapsByName: [String: Double] = [:]
        for name in gaps.keys.sorted() {
            guard let value = gaps[name] else { continue }
            let reportHere = only == nil || only?.gaps?[name] != nil
            if reportHere {
                if let points = dimension(value, at: path.appending("gaps").appending(name), spacing: spacing, radii: radii, "a gap") {
                    gapsByName[name] = points
                } else { ok = false }
            } else {
                gapsByName[name] = silentDimension(value, spacing: spacing, radii: radii)
            }
        }
        var insetsByName: [String: [String: EdgeInsets]] = [:]
        for role in insets.keys.sorted() {
            for (variant, inset) in insets[role] ?? [:] {
                let insetPath = path.appending("insets").appending(role).appending(variant)
                let reportHere = only == nil || only?.insets?[role]?[variant] != nil
                let horizontal = reportHere
                    ? dimension(inset.horizontal, at: insetPath.appending("horizontal"), spacing: spacing, radii: radii, "an inset")
                    : silentDimension(inset.horizontal, spacing: spacing, radii: radii)
                let vertical = reportHere
                    ? dimension(inset.vertical, at: insetPath.appending("vertical"), spacing: spacing, radii: radii, "an inset")
                    : silentDimension(inset.vertical, spacing: spacing, radii: radii)
                guard let horizontal, let vertical else { ok = false; continue }
                insetsByName[role, default: [:]][variant] = EdgeInsets(horizontal: horizontal, vertical: vertical)
            }
        }
        if requireAll {
            let missingGaps = LayoutSpec.gapNames.filter { gaps[$0] == nil }
            if !missingGaps.isEmpty {
                error(.missingValue, "missing gaps \(missingGaps.map { "`\($0)`" }.joined(separator: ", "))", at: path.appending("gaps"))
                ok = false
            }
            for role in LayoutSpec.insetRoles {
                let missing = LayoutSpec.insetVariants.filter { insets[role]?[$0] == nil }
                if !missing.isEmpty {
                    error(.missingValue, "missing \(role) insets \(missing.map { "`\($0)`" }.joined(separator: ", "))", at: path.appending("insets").appending(role))
                    ok = false
                }
            }
        }
        var grid = Grid(columns: 1, gutter: 0, margin: 0)
        if let spec = layout.grid {
            let gridPath = path.appending("grid")
            let reportHere = only == nil || only?.grid != nil
            if reportHere, spec.columns < 1 || spec.columns > 48 {
                error(.valueOutOfRange, "columns must be between 1 and 48; found \(spec.columns)", at: gridPath.appending("columns"))
                ok = false
            }
            let gutter = reportHere
                ? dimension(spec.gutter, at: gridPath.appending("gutter"), spacing: spacing, radii: radii, "a gutter")
                : silentDimension(spec.gutter, spacing: spacing, radii: radii)
            let margin = reportHere
                ? dimension(spec.margin, at: gridPath.appending("margin"), spacing: spacing, radii: radii, "a margin")
                : silentDimension(spec.margin, spacing: spacing, radii: radii)
            if let gutter, let margin { grid = Grid(columns: spec.columns, gutter: gutter, margin: margin) } else { ok = false }
        }
        var readable = 672.0
        if let width = layout.readableContentWidth {
            if only == nil || only?.readableContentWidth != nil {
                if let checkedWidth = positive(width, at: path.appending("readableContentWidth"), "readableContentWidth") {
                    readable = checkedWidth
                } else { ok = false }
            } else {
                readable = width
            }
        }
        guard ok else { return nil }
        return LayoutValues(
            gaps: Gap.allCases.map { gapsByName[$0.name] ?? 0 },
            insets: InsetRole.allCases.flatMap { role in
                InsetVariant.allCases.map { insetsByName[role.name]?[$0.name] ?? EdgeInsets(horizontal: 0, vertical: 0) }
            },
            gapsByName: gapsByName, insetsByName: insetsByName, grid: grid,
            readableContentWidth: readable, minimumTouchTarget: touch)
    }

    private func silentDimension(_ value: Dimension, spacing: [String: Double], radii: [String: Double]) -> Double? {
        switch value {
        case .points(let points): return points
        case .reference(let reference):
            let parts = reference.split(separator: ".", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { return nil }
            return parts[0] == "spacing" ? spacing[parts[1]] : parts[0] == "radii" ? radii[parts[1]] : nil
        }
    }
}
