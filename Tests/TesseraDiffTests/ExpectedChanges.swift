@_spi(TesseraTools) import TesseraCore

@testable import TesseraDiff

/// What a diff of two themes must report, computed without the diff: every role read through
/// the core's typed accessors (`color(_:in:)`, `text(_:)`, `button(_:form:state:)`,
/// `surface(_:)`, `shadow(named:)`, `radius(_:)`, `spacing(_:)`, `gap(_:)`, `inset(_:_:)`,
/// `animation(named:)`) in every context and compared value by value, and both audits
/// compared check by check.
struct ExpectedChanges {
    var changed = Set<RoleKey>()
    var added = Set<RoleKey>()
    var removed = Set<RoleKey>()
    var audit = Set<String>()

    init(old: CompiledTheme, new: CompiledTheme, rename: RoleRename?) {
        compare(.color, old.colorRoles.map(\.name), new.colorRoles.map(\.name), old: old, new: new) { theme, name in
            ColorMode.allCases.map { theme.color(.custom(name), in: $0) }
        }
        compare(.text, old.textRoles.map(\.name), new.textRoles.map(\.name), old: old, new: new) { theme, name in
            ColorMode.allCases.map { AnyHashable(theme.resolved(for: Self.context($0)).text(.custom(name))) }
                + DynamicTypeSize.allCases.map {
                    AnyHashable(theme.resolved(for: ThemeContext(dynamicTypeSize: $0)).text(.custom(name)).size)
                }
        }
        compare(.button, old.buttonRoles.map(\.name), new.buttonRoles.map(\.name), old: old, new: new) { theme, name in
            ColorMode.allCases.flatMap { mode -> [AnyHashable] in
                let resolved = theme.resolved(for: Self.context(mode))
                var looks: [AnyHashable] = [resolved.button(.custom(name)).form]
                for form in ButtonForm.allCases {
                    for state in ButtonState.allCases {
                        var button = resolved.button(.custom(name), form: form, state: state)
                        var label = resolved.label(of: button)
                        label.role = ""
                        looks += [label, resolved.animation(of: button).curve]
                        button.labelIndex = 0
                        button.animationIndex = 0
                        looks.append(button)
                    }
                }
                return looks
            }
        }
        compare(.surface, old.surfaceRoles.map(\.name), new.surfaceRoles.map(\.name), old: old, new: new) {
            theme, name in
            ColorMode.allCases.map { theme.resolved(for: Self.context($0)).surface(.custom(name)) }
        }
        compare(.shadow, old.shadowNames, new.shadowNames, old: old, new: new) { theme, name in
            ColorMode.allCases.map { theme.resolved(for: Self.context($0)).shadow(named: name) }
        }
        compare(.radius, Array(old.spec.radii.keys), Array(new.spec.radii.keys), old: old, new: new) { theme, name in
            [theme.resolved().radius(name)]
        }
        compare(.motion, Array((old.spec.motion).keys), Array(new.spec.motion.keys), old: old, new: new) {
            theme, name in
            [false, true].map { theme.resolved(for: ThemeContext(reduceMotion: $0)).animation(named: name)?.curve }
        }
        let spacing = { (theme: CompiledTheme) in (theme.spec.layout?.spacing ?? [:]).keys.map { "spacing.\($0)" } }
        let layout =
            Gap.allCases.map { "gap.\($0.name)" } + InsetRole.allCases.map { "inset.\($0.name)" } + [
                "grid", "readableContentWidth", "minimumTouchTarget",
            ]
        compare(.layout, spacing(old) + layout, spacing(new) + layout, old: old, new: new) { theme, name in
            if name.hasPrefix("spacing.") { return [AnyHashable(theme.resolved().spacing(String(name.dropFirst(8))))] }
            return Self.sizeClasses.map { context -> AnyHashable in
                let resolved = theme.resolved(for: context)
                if let gap = Gap.allCases.first(where: { "gap.\($0.name)" == name }) {
                    return AnyHashable(resolved.gap(gap))
                }
                if let role = InsetRole.allCases.first(where: { "inset.\($0.name)" == name }) {
                    return AnyHashable(InsetVariant.allCases.map { resolved.inset(role, $0) })
                }
                switch name {
                case "grid": return AnyHashable(resolved.grid)
                case "readableContentWidth": return AnyHashable(resolved.readableContentWidth)
                default: return AnyHashable(resolved.minimumTouchTarget)
                }
            }
        }
        if let rename {
            removed.remove(RoleKey(rename.kind, rename.from))
            added.remove(RoleKey(rename.kind, rename.to))
        }
        var before: [String: AuditFinding] = [:]
        for var finding in AccessibilityAudit.run(old).findings {
            if let rename, finding.role == rename.from { finding.role = rename.to }
            if let rename, finding.against == rename.from { finding.against = rename.to }
            before[Self.key(finding)] = finding
        }
        var after: [String: AuditFinding] = [:]
        for finding in AccessibilityAudit.run(new).findings { after[Self.key(finding)] = finding }
        for key in Set(before.keys).union(after.keys) {
            guard let a = before[key], let b = after[key] else {
                audit.insert(key)
                continue
            }
            if a.value != b.value || a.threshold != b.threshold || a.passed != b.passed || a.foreground != b.foreground
                || a.background != b.background
            {
                audit.insert(key)
            }
        }
    }

    static let sizeClasses = [
        ThemeContext(horizontalSizeClass: .compact, verticalSizeClass: .regular),
        ThemeContext(horizontalSizeClass: .regular, verticalSizeClass: .regular),
        ThemeContext(horizontalSizeClass: .compact, verticalSizeClass: .compact),
        ThemeContext(horizontalSizeClass: .regular, verticalSizeClass: .compact),
    ]

    static func context(_ mode: ColorMode) -> ThemeContext {
        ThemeContext(appearance: mode.appearance, contrast: mode.contrast)
    }

    static func key(_ finding: AuditFinding) -> String {
        "\(finding.check) \(finding.role) \(finding.against ?? "-") \(finding.appearance.map(\.rawValue) ?? "-") \(finding.contrast.map(\.rawValue) ?? "-") \(finding.size.map(\.rawValue) ?? "-")"
    }

    private mutating func compare<Value: Hashable>(
        _ kind: RoleKind, _ oldNames: [String], _ newNames: [String], old: CompiledTheme, new: CompiledTheme,
        _ values: (CompiledTheme, String) -> [Value]
    ) {
        let before = Set(oldNames)
        let after = Set(newNames)
        for name in before.subtracting(after) { removed.insert(RoleKey(kind, name)) }
        for name in after.subtracting(before) { added.insert(RoleKey(kind, name)) }
        for name in before.intersection(after) where values(old, name) != values(new, name) {
            changed.insert(RoleKey(kind, name))
        }
    }
}
