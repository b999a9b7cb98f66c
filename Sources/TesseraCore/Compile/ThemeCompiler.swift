/// Checks a merged `ThemeSpec` once and turns it into a `CompiledTheme`, reporting *every*
/// problem with its JSON path: bad colour syntax, unresolved references (with suggestions),
/// reference cycles (with the cycle), values out of range, missing and unknown roles.
///
/// Diagnostics carry paths only; `ThemeLoader` adds file, line and column.
public struct ThemeCompiler {
    let spec: ThemeSpec
    var diagnostics: [Diagnostic] = []
    private var reported: Set<String> = []

    init(spec: ThemeSpec) {
        self.spec = spec
    }

    /// Compiles `spec`, collecting all problems.
    public static func compile(_ spec: ThemeSpec) -> ThemeValidation {
        var compiler = ThemeCompiler(spec: spec)
        let theme = compiler.run()
        let hasErrors = compiler.diagnostics.containsErrors
        return ThemeValidation(theme: hasErrors ? nil : theme, diagnostics: compiler.diagnostics.inReadingOrder())
    }

    mutating func run() -> CompiledTheme? {
        var (colors, resolver) = compileColors()
        let colorNames = Set(colors.names)
        let spacing = compileSpacing()
        let layout = compileLayout(spacing: spacing)
        let radii = compileRadii()
        let shadows = compileShadows(resolver: &resolver)
        let animations = compileAnimations()
        let text = compileTypography(colorIndex: { colors.index(named: $0) }, colorNames: colorNames)
        let forms = compileButtonForms()
        let buttons = compileButtons(
            colors: colors, text: text, animations: animations, spacing: spacing, radii: radii)
        let surfaces = compileSurfaces(colors: colors, shadows: shadows, layout: layout, spacing: spacing, radii: radii)
        let (pairings, nonText) = compileAccessibility(colors: colors)
        guard let layout, let text, let buttons, let surfaces, let forms else { return nil }
        return CompiledTheme(
            spec: spec, colors: colors, colorGraph: resolver.graph(), text: text, buttons: buttons, surfaces: surfaces,
            layout: layout,
            radii: radii, shadows: shadows, animations: animations, buttonForms: forms,
            pairings: pairings, nonText: nonText)
    }

    // MARK: Reporting

    mutating func error(_ code: Diagnostic.Code, _ message: String, at path: JSONPath, reference: TokenReference? = nil)
    {
        report(.error(code, message, at: path, reference: reference))
    }

    mutating func warning(_ code: Diagnostic.Code, _ message: String, at path: JSONPath) {
        report(.warning(code, message, at: path))
    }

    private mutating func report(_ diagnostic: Diagnostic) {
        let key = "\(diagnostic.path)|\(diagnostic.message)"
        if reported.insert(key).inserted { diagnostics.append(diagnostic) }
    }

    // MARK: Shared checks

    /// Checks `value` lies in `range`; reports and returns `nil` otherwise.
    mutating func checked(
        _ value: Double, in range: ClosedRange<Double>, at path: @autoclosure () -> JSONPath, _ what: String
    ) -> Double? {
        guard value.isFinite, range.contains(value) else {
            let bounds =
                range.upperBound == .greatestFiniteMagnitude
                ? "at least \(JSONWriter.format(range.lowerBound))"
                : "between \(JSONWriter.format(range.lowerBound)) and \(JSONWriter.format(range.upperBound))"
            error(.valueOutOfRange, "\(what) must be \(bounds); found \(JSONWriter.format(value))", at: path())
            return nil
        }
        return value
    }

    /// The largest length, in points, a theme may give: far beyond any screen, and small enough
    /// that every later stage (layout, audit, integer formatting) represents it exactly.
    package static let largestPoints = 100_000.0

    /// Checks a strictly positive value no larger than `largestPoints`.
    mutating func positive(_ value: Double, at path: @autoclosure () -> JSONPath, _ what: String) -> Double? {
        guard value.isFinite, value > 0 else {
            error(.valueOutOfRange, "\(what) must be greater than 0; found \(JSONWriter.format(value))", at: path())
            return nil
        }
        guard value <= Self.largestPoints else {
            error(
                .valueOutOfRange,
                "\(what) must be at most \(JSONWriter.format(Self.largestPoints)); found \(JSONWriter.format(value))",
                at: path())
            return nil
        }
        return value
    }

    /// Resolves a dimension: points, or `{spacing.x}` / `{radii.x}`.
    mutating func dimension(
        _ value: Dimension, at path: @autoclosure () -> JSONPath, spacing: [String: Double], radii: [String: Double],
        _ what: String
    ) -> Double? {
        switch value {
        case .points(let points):
            return checked(points, in: 0...Self.largestPoints, at: path(), what)
        case .reference(let reference):
            let table: [String: Double]?
            switch reference.group {
            case .spacing: table = spacing
            case .radii: table = radii
            default: table = nil
            }
            guard let table, !reference.name.isEmpty else {
                error(
                    .unresolvedReference,
                    "\(reference) is not a dimension reference; expected {spacing.NAME} or {radii.NAME}", at: path(),
                    reference: reference)
                return nil
            }
            guard let points = table[reference.name] else {
                // A step the theme defines with a bad value was reported where it is written; a
                // use of it is not a second mistake.
                if spec.points(of: reference) != nil { return nil }
                let hint =
                    Suggestion.closest(to: reference.name, in: table.keys).map {
                        "; did you mean {\(reference.group).\($0)}?"
                    } ?? ""
                error(
                    .unresolvedReference, "unresolved reference \(reference)\(hint)", at: path(), reference: reference)
                return nil
            }
            return points
        }
    }

    /// Resolves a role name to its index in `table`, reporting unknown names with a suggestion.
    mutating func roleIndex<Family: RoleFamilyFacts, Value>(
        _ name: String, in table: RoleTable<Family, Value>, at path: @autoclosure () -> JSONPath
    ) -> Int? {
        if let index = table.index(named: name) { return index }
        error(
            .unknownRole, "unknown \(Family.noun) `\(name)`\(Suggestion.hint(for: name, in: table.names))", at: path())
        return nil
    }

    /// Reports built-in roles missing from a table.
    mutating func requireBuiltins<Builtin: BuiltinRole>(
        _ type: Builtin.Type, in names: some Collection<String>, group: String
    ) {
        let present = Set(names)
        let missing = Builtin.names.filter { !present.contains($0) }
        guard !missing.isEmpty else { return }
        error(
            .missingRole,
            "missing \(missing.count == 1 ? "role" : "roles") \(missing.map { "`\($0)`" }.joined(separator: ", ")); every theme defines them (extend a preset to inherit them)",
            at: [group])
    }

    /// The one way a family's roles become a table: built-in roles in their fixed order, then
    /// the custom ones; `nil` when any failed to compile (each failure is already reported).
    mutating func roleTable<Family: RoleFamilyFacts, Spec, Value: Sendable>(
        builtins: [Family.Builtin: Spec], custom: [(name: String, spec: Spec, fallback: Family.Builtin)],
        compile: (String, Spec, inout ThemeCompiler) -> Value?
    ) -> RoleTable<Family, Value>? {
        var failed = false
        var values: [Value] = []
        for builtin in Family.Builtin.allCases {
            guard let spec = builtins[builtin], let compiled = compile(builtin.name, spec, &self) else {
                failed = true
                continue
            }
            values.append(compiled)
        }
        var customValues: [(name: String, value: Value, fallback: Family.Builtin)] = []
        for entry in custom {
            guard let compiled = compile(entry.name, entry.spec, &self) else {
                failed = true
                continue
            }
            customValues.append((entry.name, compiled, entry.fallback))
        }
        return failed ? nil : RoleTable(builtins: values, custom: customValues)
    }

    /// Splits a table into built-in and custom entries, checking custom ones name a fallback.
    mutating func partition<Family: RoleFamilyFacts, Spec>(
        _ table: [String: Spec], family: Family.Type, fallback: (Spec) -> String?
    ) -> (builtins: [Family.Builtin: Spec], custom: [(name: String, spec: Spec, fallback: Family.Builtin)]) {
        var builtins: [Family.Builtin: Spec] = [:]
        var custom: [(String, Spec, Family.Builtin)] = []
        let builtinNames = Family.Builtin.names
        for name in table.keys.sorted() {
            guard let spec = table[name] else { continue }
            if let builtin = Family.builtin(named: name) {
                builtins[builtin] = spec
                continue
            }
            let path: JSONPath = [Family.specKey, name]
            guard let fallbackName = fallback(spec) else {
                error(
                    .unknownRole,
                    "unknown \(Family.noun) `\(name)`\(Suggestion.hint(for: name, in: builtinNames)) (a custom role must name a built-in \"fallback\")",
                    at: path)
                continue
            }
            guard let fallbackRole = Family.builtin(named: fallbackName) else {
                error(
                    .unknownRole,
                    "fallback `\(fallbackName)` is not a built-in \(Family.noun)\(Suggestion.hint(for: fallbackName, in: builtinNames))",
                    at: path.appending("fallback"))
                continue
            }
            custom.append((name, spec, fallbackRole))
        }
        return (builtins, custom)
    }
}
